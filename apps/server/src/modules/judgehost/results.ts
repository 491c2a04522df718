import { and, eq, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, oiRankScore, type SubmissionOutcome, type TestOutcome, ProblemType } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge, judgeCase, problem, testJudge, userAcproblem } from '../../db/schema.ts';
import { applyCompileOutcome } from './compile.ts';
import { removeTask, type TaskRow } from './queue.ts';
import { judgeTiming } from './timing.ts';

/** An online test's result is kept for a minute after it finishes (or until read). */
const TEST_RESULT_TTL_MS = 60_000;

/**
 * Writes a judged submission back in one transaction: its cases, its verdict, and the accepted log
 * that profiles and ranks count from. A result for an older version (rejudged meanwhile) is dropped.
 */
export async function applySubmissionOutcome(
  db: Db,
  task: TaskRow,
  outcome: SubmissionOutcome,
  judger: string,
  /** When the result arrived (ms) and how long its host had the task, for the stage timings. */
  arrival: { receivedAt: number; hostMs?: number | undefined } = { receivedAt: Date.now() },
): Promise<boolean> {
  if (!task.submitId) return false;
  const submitId = task.submitId;
  return db.transaction(async (tx) => {
    // Each statement here is on the way of a verdict: the submission and its problem are one read.
    const rows = await tx
      .select({ sub: judge, p: { type: problem.type, difficulty: problem.difficulty, ioScore: problem.ioScore } })
      .from(judge)
      .leftJoin(problem, eq(problem.id, judge.pid))
      .where(eq(judge.submitId, submitId))
      .limit(1);
    const sub = rows[0]?.sub;
    if (!sub || sub.version !== task.version || sub.status === JudgeStatus.CANCELLED) {
      await removeTask(tx, task.id);
      return false;
    }
    const p = rows[0]?.p;
    const isOi = p?.type === ProblemType.OI;
    const score = isOi ? outcome.score : null;
    await tx.delete(judgeCase).where(eq(judgeCase.submitId, submitId));
    if (outcome.cases.length > 0) {
      // One JSON parameter rather than fifteen per case: binding hundreds of parameters cost the
      // embedded database more than the insert itself.
      const cases = outcome.cases.map((c) => ({ ...c, score: isOi ? c.score : null }));
      await tx.execute(sql`
        insert into ${judgeCase} (submit_id, uid, pid, case_id, status, time, memory, score, group_num, seq, mode, input_data, output_data, user_output)
        select ${submitId}, ${sub.uid}, ${sub.pid}, "caseId", status, time, memory, score, "groupNum", seq, mode, "inputData", "outputData", "userOutput"
          from json_to_recordset(${JSON.stringify(cases)}::json) as c("caseId" integer, status smallint, time integer, memory integer,
            score integer, "groupNum" integer, seq integer, mode varchar, "inputData" varchar, "outputData" varchar, "userOutput" text)`);
    }
    await tx
      .update(judge)
      .set({
        status: outcome.status,
        time: outcome.time,
        memory: outcome.memory,
        score,
        errorMessage: outcome.errorMessage,
        oiRankScore: isOi && p && score !== null ? oiRankScore(score, p.difficulty, p.ioScore) : null,
        timing: judgeTiming({ queuedAt: task.gmtCreate, claimedAt: task.claimedAt, savedAt: Date.now(), host: outcome.timing, ...arrival }),
        judger,
        gmtModified: new Date(),
      })
      .where(eq(judge.submitId, submitId));
    if (outcome.status === JudgeStatus.ACCEPTED && sub.cid === 0 && sub.gid === null) {
      await tx.execute(sql`
        insert into ${userAcproblem} (uid, pid, submit_id)
        select ${sub.uid}, ${sub.pid}, ${submitId}
        where not exists (select 1 from ${userAcproblem} where submit_id = ${submitId} and uid = ${sub.uid})`);
    }
    await removeTask(tx, task.id);
    return true;
  });
}

export async function applyTestOutcome(db: Db, task: TaskRow, outcome: TestOutcome): Promise<void> {
  if (task.testKey) {
    await db
      .update(testJudge)
      .set({ status: outcome.status, result: outcome, expiresAt: new Date(Date.now() + TEST_RESULT_TTL_MS) })
      .where(and(eq(testJudge.key, task.testKey), isNull(testJudge.result)));
  }
  await removeTask(db, task.id);
}

/**
 * Ends a task that cannot be judged: its submission (or test run) becomes System Error with the
 * reason; a checker compile fails with it.
 */
export async function failTask(db: Db, task: TaskRow, reason: string): Promise<void> {
  if (task.kind === 'compile') return applyCompileOutcome(db, task, { ok: false, message: reason });
  if ((task.kind === 'judge' || task.kind === 'remote') && task.submitId) {
    await db
      .update(judge)
      .set({ status: JudgeStatus.SYSTEM_ERROR, errorMessage: reason, gmtModified: new Date() })
      .where(and(eq(judge.submitId, task.submitId), eq(judge.version, task.version)));
  } else if (task.testKey) {
    const outcome: TestOutcome = { status: JudgeStatus.SYSTEM_ERROR, time: null, memory: null, userOutput: null, stderr: reason };
    await db
      .update(testJudge)
      .set({ status: outcome.status, result: outcome, expiresAt: new Date(Date.now() + TEST_RESULT_TTL_MS) })
      .where(eq(testJudge.key, task.testKey));
  }
  await removeTask(db, task.id);
}
