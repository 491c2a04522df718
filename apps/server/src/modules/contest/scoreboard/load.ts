import { and, asc, desc, eq, gt, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { Role, type OiRankScoreType, type RankShowName, ProblemAuth } from '@arbiter/contract';
import type { DbLike } from '../../../db/client.ts';
import { contestProblem, judge, problem, userInfo } from '../../../db/schema.ts';
import { type Identity, readIdentities } from '../../../store/identity-follower.ts';
import { packedFields, readPacked } from '../../../db/packed-submissions.ts';
import type { ContestRow } from '../access.ts';
import type { BoardSettings, SubmissionRow } from './rules.ts';
import { realContestRows } from '../real-rows.ts';

/** What the boards read from the database: the contest's settings, its submissions and who submitted them. */

export interface RevRow extends SubmissionRow {
  rev: number;
}

/** The board settings of a contest row with its visible problems and the uids kept off the board. */
function settingsOf(c: ContestRow, problems: readonly { pid: number; displayId: string }[], excluded: Iterable<string>): BoardSettings {
  const startMs = c.startTime.getTime();
  return {
    type: c.type,
    startMs,
    endMs: c.endTime.getTime(),
    duration: c.duration,
    sealSec: c.sealRank && c.sealRankTime ? Math.floor((c.sealRankTime.getTime() - startMs) / 1000) : null,
    oiRankScoreType: c.oiRankScoreType as OiRankScoreType,
    rankShowName: c.rankShowName as RankShowName,
    stars: new Set(c.starAccount),
    excluded: new Set(excluded),
    awardType: c.awardType,
    awards: [...c.awardConfig].sort((a, b) => a.priority - b.priority),
    problems: [...problems].sort((a, b) => (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0)),
  };
}

/**
 * The owners of the contest's group, who are kept off its board like the creator. Groups come with
 * their own area: until it exists a contest has no group owners.
 */
async function groupOwnerUids(db: DbLike, c: ContestRow): Promise<string[]> {
  void db;
  void c;
  return [];
}

export async function loadSettings(db: DbLike, c: ContestRow): Promise<BoardSettings> {
  const [problems, roots, owners] = await Promise.all([
    db
      .select({ pid: contestProblem.pid, displayId: contestProblem.displayId })
      .from(contestProblem)
      .innerJoin(problem, eq(problem.id, contestProblem.pid))
      // Hidden (private) problems are on no board.
      .where(and(eq(contestProblem.cid, c.id), ne(problem.auth, ProblemAuth.PRIVATE))),
    db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.roleId, Role.ROOT)),
    groupOwnerUids(db, c),
  ]);
  const excluded = [...roots.map((r) => r.uid), ...owners];
  if (c.uid) excluded.push(c.uid);
  return settingsOf(c, problems, excluded);
}

/** Rows per query of a load: bounds the memory of one answer on very large contests. */
const LOAD_CHUNK = 50_000;

/**
 * The contest's submissions changed after revision `afterRev` (up to `upToRev` when given), in
 * revision order, packed (`db/packed-submissions.ts`). `cid <> 0` lets the planner use the partial index
 * judge_contest_rev_idx; chunks continue after the last (rev, submit id) read.
 */
export async function loadSubmissions(
  db: DbLike,
  cid: number,
  afterRev: number,
  upToRev?: number,
  chunkSize = LOAD_CHUNK,
): Promise<RevRow[]> {
  const out: RevRow[] = [];
  let after: [number, number] = [afterRev, Number.MAX_SAFE_INTEGER];
  for (;;) {
    const chunk = db
      .select(packedFields(judge.rev))
      .from(judge)
      .where(
        and(
          realContestRows(cid),
          ne(judge.cid, 0),
          gte(judge.rev, after[0]),
          or(gt(judge.rev, after[0]), gt(judge.submitId, after[1])),
          upToRev === undefined ? undefined : lte(judge.rev, upToRev),
        ),
      )
      .orderBy(asc(judge.rev), asc(judge.submitId))
      .limit(chunkSize)
      .as('chunk');
    const packed = await readPacked(db, chunk, 'rev');
    out.push(...packed);
    const last = packed[packed.length - 1];
    if (packed.length < chunkSize || !last) return out;
    after = [last.rev, last.submitId];
  }
}

/** How many of the contest's submissions carry a revision up to `rev`, and the sum of those revisions. */
export async function revisionDigest(db: DbLike, cid: number, rev: number): Promise<{ n: number; sum: number }> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${judge.rev}), 0)::text` })
    .from(judge)
    .where(and(realContestRows(cid), ne(judge.cid, 0), lte(judge.rev, rev)));
  return { n: Number(rows[0]?.n ?? 0), sum: Number(rows[0]?.sum ?? 0) };
}

/**
 * Who the uids are. A uid without a user_info row (a removed account) keeps the username its
 * submissions were made under.
 */
export async function loadIdentities(db: DbLike, cid: number, uids: readonly string[]): Promise<Identity[]> {
  const out = await readIdentities(db, uids);
  const found = new Set(out.map((u) => u.uid));
  const missing = uids.filter((uid) => !found.has(uid));
  if (missing.length === 0) return out;
  const names = await db
    .selectDistinctOn([judge.uid], { uid: judge.uid, username: judge.username })
    .from(judge)
    .where(and(realContestRows(cid), inArray(judge.uid, missing)))
    .orderBy(judge.uid, desc(judge.submitId));
  for (const n of names)
    out.push({ uid: n.uid, username: n.username, realname: null, nickname: null, school: null, gender: null, avatar: null });
  return out;
}
