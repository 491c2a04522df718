import { and, eq, isNull } from 'drizzle-orm';
import { JudgeStatus, oiRankScore, type SubmissionOutcome, type TestOutcome, ProblemType } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge, judgeCase, problem, testJudge, userAcproblem } from '../../db/schema.ts';
import { applyCompileOutcome } from './compile.ts';
import { removeTask, type TaskRow } from './queue.ts';

/** An online test's result is kept for a minute after it finishes (or until read). */
const TEST_RESULT_TTL_MS = 60_000;

/**
 * Writes a judged submission back in one transaction: its cases, its verdict, and the accepted log
 * that profiles and ranks count from. A result for an older version (rejudged meanwhile) is dropped.
 */
export async function applySubmissionOutcome(db: Db, task: TaskRow, outcome: SubmissionOutcome, judger: string): Promise<boolean> {
  if (!task.submitId) return false;
  const submitId = task.submitId;
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(judge).where(eq(judge.submitId, submitId)).limit(1);
    const sub = rows[0];
    if (!sub || sub.version !== task.version || sub.status === JudgeStatus.CANCELLED) {
      await removeTask(tx, task.id);
      return false;
    }
    const probs = await tx.select().from(problem).where(eq(problem.id, sub.pid)).limit(1);
    const p = probs[0];
    const isOi = p?.type === ProblemType.OI;
    const score = isOi ? outcome.score : null;
    await tx.delete(judgeCase).where(eq(judgeCase.submitId, submitId));
    if (outcome.cases.length > 0) {
      await tx.insert(judgeCase).values(
        outcome.cases.map((c) => ({
          submitId,
          uid: sub.uid,
          pid: sub.pid,
          caseId: c.caseId,
          status: c.status,
          time: c.time,
          memory: c.memory,
          score: isOi ? c.score : null,
          groupNum: c.groupNum,
          seq: c.seq,
          mode: c.mode,
          inputData: c.inputData,
          outputData: c.outputData,
          userOutput: c.userOutput,
        })),
      );
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
        judger,
        gmtModified: new Date(),
      })
      .where(eq(judge.submitId, submitId));
    if (outcome.status === JudgeStatus.ACCEPTED && sub.cid === 0 && sub.gid === null) {
      const existing = await tx
        .select({ id: userAcproblem.id })
        .from(userAcproblem)
        .where(and(eq(userAcproblem.submitId, submitId), eq(userAcproblem.uid, sub.uid)))
        .limit(1);
      if (existing.length === 0) await tx.insert(userAcproblem).values({ uid: sub.uid, pid: sub.pid, submitId });
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
