import { and, eq, inArray } from 'drizzle-orm';
import { JudgeStatus, ProblemType, remoteKeyOf, type RemoteKey, type RemoteOutcomeReport } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge, problem } from '../../db/schema.ts';
import { applySubmissionOutcome } from '../judgehost/results.ts';
import type { TaskRow } from '../judgehost/queue.ts';
import { heldAccount, releaseAccount } from './pool.ts';

const RUNNING = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

/**
 * A remote run's progress: its status while it runs and, once the remote judge gave it, its run id
 * with the account it belongs to (kept at once, so a host that dies after the submit is followed by
 * a re-poll, never by a second submit).
 */
export async function recordRemoteProgress(
  db: Db,
  task: TaskRow,
  status: 5 | 6 | 7,
  runId: string | undefined,
  judger: string,
): Promise<void> {
  if (!task.submitId) return;
  const account = runId ? await heldAccount(db, task.id) : null;
  await db
    .update(judge)
    .set({
      status,
      judger,
      ...(runId && account ? { vjudgeSubmitId: runId, vjudgeUsername: account.username } : {}),
      gmtModified: new Date(),
    })
    .where(and(eq(judge.submitId, task.submitId), eq(judge.version, task.version), inArray(judge.status, RUNNING)));
}

/**
 * Writes how a remote submission ended (as a local verdict is written: accepted log, contest
 * boards) and gives its account back with the session the host left it in. In OI problems a remote
 * verdict scores all or nothing, as in hoj.
 */
export async function applyRemoteOutcome(
  db: Db,
  task: TaskRow,
  report: RemoteOutcomeReport,
  judger: string,
  gapMs: (key: RemoteKey) => number,
): Promise<void> {
  const sub = task.submitId
    ? (await db.select({ pid: judge.pid }).from(judge).where(eq(judge.submitId, task.submitId)).limit(1))[0]
    : undefined;
  const p = sub
    ? (await db.select({ type: problem.type, problemId: problem.problemId }).from(problem).where(eq(problem.id, sub.pid)).limit(1))[0]
    : undefined;
  const score = p?.type === ProblemType.OI ? (report.status === JudgeStatus.ACCEPTED ? 100 : 0) : null;
  const applied = await applySubmissionOutcome(
    db,
    task,
    { status: report.status, time: report.time, memory: report.memory, score, errorMessage: report.errorMessage, cases: [] },
    judger,
  );
  if (applied && report.runId && task.submitId) {
    await db.update(judge).set({ vjudgeSubmitId: report.runId }).where(eq(judge.submitId, task.submitId));
  }
  const key = p ? remoteKeyOf(p.problemId) : null;
  await releaseAccount(db, task.id, key ? gapMs(key) : 0, report.session);
}
