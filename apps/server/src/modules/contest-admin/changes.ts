import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { contest, contestAcCheck, judge, judgeTask } from '../../db/schema.ts';

/**
 * Tells the kept scoreboards to rebuild: they follow changed submissions by revision, but a change
 * of settings, problems or removed submissions is only seen through the contest's version.
 */
export async function bumpContestVersion(db: DbLike, cid: number): Promise<void> {
  await db
    .update(contest)
    .set({ version: sql`${contest.version} + 1`, gmtModified: new Date() })
    .where(eq(contest.id, cid));
}

/**
 * Deletes a contest's submissions (of one problem, when given) with their queued work and Admin
 * Helper checks; their case rows go with them (foreign key). A judge host still working on one is
 * refused when it reports, as the task is gone.
 */
export async function removeContestSubmissions(db: DbLike, cid: number, pid?: number): Promise<void> {
  const where: SQL = pid === undefined ? eq(judge.cid, cid) : and(eq(judge.cid, cid), eq(judge.pid, pid))!;
  const ids = db.select({ id: judge.submitId }).from(judge).where(where);
  await db.delete(judgeTask).where(and(eq(judgeTask.kind, 'judge'), inArray(judgeTask.submitId, ids)));
  await db.delete(contestAcCheck).where(inArray(contestAcCheck.submitId, ids));
  await db.delete(judge).where(where);
}
