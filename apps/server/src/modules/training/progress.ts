import { and, eq, inArray, sql } from 'drizzle-orm';
import { JudgeStatus, ProblemAuth, TrainingAuth } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { judge, problem, training, trainingProblem, trainingRecord } from '../../db/schema.ts';

/**
 * A training's problem count and a user's progress in it (the list's and the detail's progress
 * bar): the problems a student can open (public ones) and, of those, how many the user solved —
 * by an accepted record for a private training (what its rank counts), by an accepted practice
 * submission for a public one. One query for a whole page of trainings.
 */
export async function trainingProgress(
  db: DbLike,
  tids: readonly number[],
  uid: string | null,
): Promise<Map<number, { problemCount: number; acCount: number }>> {
  const out = new Map(tids.map((tid) => [tid, { problemCount: 0, acCount: 0 }]));
  if (tids.length === 0) return out;
  const solved = uid
    ? sql`case when ${training.auth} = ${TrainingAuth.PRIVATE}
        then exists (select 1 from ${trainingRecord} join ${judge} on ${judge.submitId} = ${trainingRecord.submitId}
          where ${trainingRecord.tpid} = ${trainingProblem.id} and ${trainingRecord.uid} = ${uid} and ${judge.status} = ${JudgeStatus.ACCEPTED})
        else exists (select 1 from ${judge} where ${judge.uid} = ${uid} and ${judge.pid} = ${trainingProblem.pid}
          and ${judge.cid} = 0 and ${judge.gid} is not distinct from ${training.gid} and ${judge.status} = ${JudgeStatus.ACCEPTED})
        end`
    : sql`false`;
  const rows = await db
    .select({
      tid: trainingProblem.tid,
      problemCount: sql<number>`count(*)::int`,
      acCount: sql<number>`(count(*) filter (where ${solved}))::int`,
    })
    .from(trainingProblem)
    .innerJoin(training, eq(training.id, trainingProblem.tid))
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(and(inArray(trainingProblem.tid, [...tids]), eq(problem.auth, ProblemAuth.PUBLIC)))
    .groupBy(trainingProblem.tid);
  for (const r of rows) out.set(r.tid, { problemCount: Number(r.problemCount), acCount: Number(r.acCount) });
  return out;
}
