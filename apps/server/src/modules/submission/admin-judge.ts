import { and, eq } from 'drizzle-orm';
import { JudgeStatus, MANUAL_JUDGE_STATUSES, oiRankScore, type JudgeVO, ProblemType } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { judge, judgeCase, problem, userAcproblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { removeSubmissionTasks } from '../judgehost/queue.ts';
import { queueJudging, remoteOf } from './submit.ts';
import { toJudgeVO, type JudgeRow } from './vo.ts';

const RUNNING = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]);
/** What an admin may set by hand. */
const MANUAL_CHOICES = new Set<number>(MANUAL_JUDGE_STATUSES);

async function load(ctx: AppContext, submitId: number): Promise<JudgeRow> {
  const rows = await ctx.db.select().from(judge).where(eq(judge.submitId, submitId)).limit(1);
  if (!rows[0]) throw notFound('The submission does not exist');
  return rows[0];
}

/** Keeps the accepted log in step with a submission's status, so solved lists stay exact. */
async function syncAcceptedLog(tx: DbLike, row: JudgeRow, status: number): Promise<void> {
  await tx.delete(userAcproblem).where(eq(userAcproblem.submitId, row.submitId));
  if (status === JudgeStatus.ACCEPTED && row.cid === 0 && row.gid === null) {
    await tx.insert(userAcproblem).values({ uid: row.uid, pid: row.pid, submitId: row.submitId });
  }
}

/** Remote runs in these states are polled again on a rejudge instead of submitted again (hoj's rule). */
const REPOLLED = new Set<number>([
  JudgeStatus.SUBMITTED_FAILED,
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SYSTEM_ERROR,
]);

/**
 * Judges a submission again from scratch; results of the earlier round arriving late are ignored.
 * A remote submission whose run is known and unfinished is only polled again (a second submit
 * would cost the account a run); one that ended is submitted again.
 */
export async function rejudge(ctx: AppContext, submitId: number): Promise<JudgeVO> {
  const row = await load(ctx, submitId);
  const probs = await ctx.db
    .select({ isRemote: problem.isRemote, problemId: problem.problemId })
    .from(problem)
    .where(eq(problem.id, row.pid))
    .limit(1);
  const remote = probs[0] ? remoteOf(probs[0]) : null;
  const keepRun = remote !== null && row.vjudgeSubmitId !== null && REPOLLED.has(row.status);
  const updated = await ctx.db.transaction(async (tx) => {
    await removeSubmissionTasks(tx, submitId);
    await tx.delete(judgeCase).where(eq(judgeCase.submitId, submitId));
    await syncAcceptedLog(tx, row, JudgeStatus.PENDING);
    const rows = await tx
      .update(judge)
      .set({
        status: JudgeStatus.PENDING,
        judger: null,
        isManual: false,
        time: null,
        memory: null,
        score: null,
        oiRankScore: null,
        errorMessage: null,
        timing: null,
        version: row.version + 1,
        ...(keepRun ? {} : { vjudgeSubmitId: null, vjudgeUsername: null }),
        gmtModified: new Date(),
      })
      .where(eq(judge.submitId, submitId))
      .returning();
    return queueJudging(tx, rows[0]!, remote);
  });
  return toJudgeVO(updated);
}

export async function manualJudge(
  ctx: AppContext,
  admin: AuthUser,
  input: { submitId: number; status: number; score?: number | undefined },
) {
  const row = await load(ctx, input.submitId);
  if (RUNNING.has(row.status)) throw fail('The submission is still being judged');
  if (row.status === JudgeStatus.COMPILE_ERROR) throw fail('A compile error cannot be judged by hand');
  if (!MANUAL_CHOICES.has(input.status)) throw fail('This status cannot be set by hand');
  const probs = await ctx.db.select().from(problem).where(eq(problem.id, row.pid)).limit(1);
  const p = probs[0];
  const isOi = p?.type === ProblemType.OI;
  if (isOi && input.score === undefined) throw fail('The score is required for an OI problem');
  const score = isOi && p ? Math.min(Math.max(input.score ?? 0, 0), p.ioScore) : null;
  // A score set by hand counts with the simple formula (reference §B.14).
  const rankScore = isOi && p && score !== null ? oiRankScore(score, p.difficulty) : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(judge)
      .set({ status: input.status, score, oiRankScore: rankScore, isManual: true, judger: admin.username, gmtModified: new Date() })
      .where(eq(judge.submitId, row.submitId));
    await syncAcceptedLog(tx, row, input.status);
  });
  return { submitId: row.submitId, judger: admin.username, status: input.status, score, oiRankScore: rankScore };
}

export async function cancelJudge(ctx: AppContext, admin: AuthUser, submitId: number) {
  const row = await load(ctx, submitId);
  if (row.status === JudgeStatus.COMPILING || row.status === JudgeStatus.JUDGING || (row.status === JudgeStatus.PENDING && row.judger)) {
    throw fail('The submission is being judged and cannot be cancelled now');
  }
  if (row.status === JudgeStatus.CANCELLED) throw fail('The submission is already cancelled');
  await ctx.db.transaction(async (tx) => {
    await removeSubmissionTasks(tx, submitId);
    await tx
      .update(judge)
      .set({
        status: JudgeStatus.CANCELLED,
        score: null,
        oiRankScore: null,
        isManual: true,
        judger: admin.username,
        gmtModified: new Date(),
      })
      .where(and(eq(judge.submitId, submitId)));
    await syncAcceptedLog(tx, row, JudgeStatus.CANCELLED);
  });
  return { submitId, judger: admin.username, status: JudgeStatus.CANCELLED };
}
