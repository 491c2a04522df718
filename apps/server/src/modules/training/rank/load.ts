import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { Role } from '@arbiter/contract';
import type { DbLike } from '../../../db/client.ts';
import { judge, trainingRecord, userInfo } from '../../../db/schema.ts';
import { packedFields, readPacked, type PackedSubmission } from '../../../db/packed-submissions.ts';
import type { TrainingRow } from '../access.ts';

/** What a training's rank reads from the database: its records with their verdicts, and who is kept off it. */

export type RankRevRow = PackedSubmission;

/** A record changes when its submission does (judge.rev) or when it is written (training_record.rev). */
const revOf = sql<number>`greatest(${judge.rev}, ${trainingRecord.rev})`;

/** Rows per query of a full read: bounds the memory of one answer on very large trainings. */
const LOAD_CHUNK = 50_000;

/** The training's records matching `where`, after submit id `afterId`, at most `limit`, packed. */
async function readChunk(db: DbLike, tid: number, where: SQL | undefined, afterId: number, limit: number): Promise<RankRevRow[]> {
  const chunk = db
    .select(packedFields(revOf.as('rev')))
    .from(trainingRecord)
    .innerJoin(judge, eq(judge.submitId, trainingRecord.submitId))
    .where(and(eq(trainingRecord.tid, tid), gt(trainingRecord.submitId, afterId), where))
    .orderBy(asc(trainingRecord.submitId))
    .limit(limit)
    .as('chunk');
  return readPacked(db, chunk, 'submitId');
}

/**
 * The training's records changed after revision `afterRev` (up to `upToRev` when given). A sync
 * asks for the few rows above its watermark: the judge rows changed since (index
 * judge_practice_rev_idx) and the records written since (training_record_rev_idx).
 */
export async function loadRecords(db: DbLike, tid: number, afterRev: number, upToRev?: number): Promise<RankRevRow[]> {
  const upTo = upToRev === undefined ? undefined : lte(revOf, upToRev);
  if (afterRev >= 0) {
    // Two queries, each served by its own index; an OR over both tables would read every record.
    const [verdicts, written] = await Promise.all([
      readChunk(db, tid, and(eq(judge.cid, 0), gt(judge.rev, afterRev), upTo), 0, Number.MAX_SAFE_INTEGER),
      readChunk(db, tid, and(gt(trainingRecord.rev, afterRev), upTo), 0, Number.MAX_SAFE_INTEGER),
    ]);
    return [...verdicts, ...written];
  }
  const out: RankRevRow[] = [];
  for (let after = 0; ;) {
    const rows = await readChunk(db, tid, upTo, after, LOAD_CHUNK);
    out.push(...rows);
    const last = rows[rows.length - 1];
    if (rows.length < LOAD_CHUNK || !last) return out;
    after = last.submitId;
  }
}

/** How many of the training's records carry a revision up to `rev`, and the sum of those revisions. */
export async function recordDigest(db: DbLike, tid: number, rev: number): Promise<{ n: number; sum: number }> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${revOf}), 0)::text` })
    .from(trainingRecord)
    .innerJoin(judge, eq(judge.submitId, trainingRecord.submitId))
    .where(and(eq(trainingRecord.tid, tid), lte(revOf, rev)));
  return { n: Number(rows[0]?.n ?? 0), sum: Number(rows[0]?.sum ?? 0) };
}

/** The author and the super admins: kept off the rank (group roots join with groups). */
export async function excludedUids(db: DbLike, t: TrainingRow): Promise<string[]> {
  const roots = await db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.roleId, Role.ROOT));
  return [...roots.map((r) => r.uid), ...(t.uid ? [t.uid] : [])];
}
