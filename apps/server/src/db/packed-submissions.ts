import { sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { DbLike } from './client.ts';
import { judge } from './schema.ts';

/**
 * Submissions read in bulk by the kept views (contest boards, training ranks). Rows come packed
 * into one JSON value per chunk: the embedded database hands rows over one by one at about 10 µs
 * each, which made a full read of a 100,000-submission contest take a second instead of a quarter.
 */

/** What a kept view reads of a submission, with the revision of its state. */
export interface PackedSubmission {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  submitTime: Date;
  score: number | null;
  time: number | null;
  rev: number;
}

/** The selection of a chunk: the submission's fields and its revision (`judge.rev` or one derived from it). */
export function packedFields(rev: SQL.Aliased<number> | typeof judge.rev) {
  return {
    submitId: judge.submitId,
    uid: judge.uid,
    pid: judge.pid,
    status: judge.status,
    ms: sql<number>`floor(extract(epoch from ${judge.submitTime}) * 1000)`.as('ms'),
    score: judge.score,
    time: judge.time,
    rev,
  };
}

/** A subquery named 'chunk' that selects `packedFields`. */
type Chunk = Subquery & Record<keyof ReturnType<typeof packedFields>, SQLWrapper>;

type Packed = [
  submitId: number,
  uid: string,
  pid: number,
  status: number,
  submitMs: number,
  score: number | null,
  time: number | null,
  rev: number,
];

/** Reads a chunk (a subquery selecting `packedFields`, named 'chunk') as one packed value, in the given order. */
export async function readPacked(db: DbLike, chunk: Chunk, order: 'rev' | 'submitId'): Promise<PackedSubmission[]> {
  const orderBy = order === 'rev' ? sql`${chunk.rev}, ${chunk.submitId}` : sql`${chunk.submitId}`;
  const [res] = await db
    .select({
      rows: sql<string>`coalesce(json_agg(json_build_array(${chunk.submitId}, ${chunk.uid}, ${chunk.pid}, ${chunk.status}, ${chunk.ms},
        ${chunk.score}, ${chunk.time}, ${chunk.rev}) order by ${orderBy}), '[]')::text`,
    })
    .from(chunk);
  const packed = JSON.parse(res?.rows ?? '[]') as Packed[];
  return packed.map(([submitId, uid, pid, status, submitMs, score, time, rev]) => ({
    submitId,
    uid,
    pid,
    status,
    submitTime: new Date(submitMs),
    score,
    time,
    rev,
  }));
}
