import { type SQL, and, eq, inArray, isNull, or } from 'drizzle-orm';
import { judge } from '../../db/schema.ts';

/**
 * The contest's real submissions: those of its virtual runs (`judge.virtual_run`, modules/virtual)
 * carry the same contest id but never reach the real board, the contest's lists and counts, its
 * participants or its checks. Every reader of a contest's submissions starts from here; a test
 * (`virtual/real-rows.test.ts`) fails on a contest reader that does not.
 */
export function realContestRows(cid: number): SQL {
  return and(eq(judge.cid, cid), isNull(judge.virtualRun))!;
}

/** The real submissions and the viewer's own in their runs: what the viewer may check the status of by id. */
export function rowsSeenBy(cid: number, uid: string): SQL {
  return and(eq(judge.cid, cid), or(isNull(judge.virtualRun), eq(judge.uid, uid)))!;
}

/** `realContestRows` for several contests at once. */
export function realRowsOfContests(cids: readonly number[]): SQL {
  return and(inArray(judge.cid, [...cids]), isNull(judge.virtualRun))!;
}
