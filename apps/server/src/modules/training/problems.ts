import { and, asc, eq, sql } from 'drizzle-orm';
import { JudgeStatus, ProblemAuth, TrainingAuth, type FullScreenProblem, type TrainingProblemVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { problem, trainingProblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import { emptyCount, problemCounts } from '../problem/counts.ts';
import type { SubmitTarget } from '../problem/scope.ts';
import { practiceStatuses } from '../problem/status.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { tagsOfProblems } from '../tag/read.ts';
import { enteredTraining, isTrainingAdmin, loadTraining, seesTraining, visibleTraining, assertAccess, type TrainingRow } from './access.ts';
import { recordInTraining } from './records.ts';

/**
 * A training's problems as students see them (hoj-api §7): in the training's order, public ones
 * only (its admins see all), each judged, listed and counted as a practice problem.
 */

const PROBLEMS_MSG = {
  notInTraining: 'The problem is not in this training',
} as const;

interface Entry {
  tp: typeof trainingProblem.$inferSelect;
  p: ProblemRow;
}

/** The training's problems the caller may open, in order. */
async function openProblems(ctx: AppContext, t: TrainingRow, user: AuthUser | null): Promise<Entry[]> {
  return ctx.db
    .select({ tp: trainingProblem, p: problem })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(and(eq(trainingProblem.tid, t.id), isTrainingAdmin(t, user) ? undefined : eq(problem.auth, ProblemAuth.PUBLIC)))
    .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id));
}

/** GET /api/get-training-problem-list. */
export async function trainingProblemList(ctx: AppContext, user: AuthUser, tid: number): Promise<TrainingProblemVO[]> {
  const t = await enteredTraining(ctx, tid, user);
  const entries = await openProblems(ctx, t, user);
  const pids = entries.map((e) => e.p.id);
  const [tags, counts, statuses] = await Promise.all([
    tagsOfProblems(ctx.db, pids),
    problemCounts(ctx.db, pids),
    practiceStatuses(ctx, user.uid, pids, t.gid),
  ]);
  return entries.map(({ tp, p }) => {
    const c = counts.get(p.id) ?? emptyCount(p.id);
    return {
      pid: p.id,
      problemId: p.problemId,
      title: p.title,
      difficulty: p.difficulty,
      type: p.type,
      tags: tags.get(p.id) ?? [],
      ac: c.ac,
      total: c.total,
      myStatus: statuses[String(p.id)]?.status ?? JudgeStatus.NOT_SUBMITTED,
      rank: tp.rank,
    };
  });
}

/** get-full-screen-problem-list?tid=: the focus page's strip; null when there is no such training for the caller. */
export async function trainingStrip(ctx: AppContext, user: AuthUser, tid: number): Promise<FullScreenProblem[] | null> {
  const t = await loadTraining(ctx.db, tid);
  if (!t || !(await seesTraining(ctx, t, user))) return null;
  await assertAccess(ctx, t, user);
  const entries = await openProblems(ctx, t, user);
  const statuses = await practiceStatuses(
    ctx,
    user.uid,
    entries.map((e) => e.p.id),
    t.gid,
  );
  return entries.map(({ p }) => ({
    pid: p.id,
    problemId: p.problemId,
    title: p.title,
    status: statuses[String(p.id)]?.status ?? JudgeStatus.NOT_SUBMITTED,
    score: null,
  }));
}

/**
 * submit-problem-judge with tid: the caller must have entered the training, and the problem (by its
 * own display id) must be one of it they may open. It is a practice submission with the submit
 * interval; a private training records it for its rank in the submission's transaction.
 */
export async function trainingSubmitTarget(ctx: AppContext, user: AuthUser, tid: number, displayId: string): Promise<SubmitTarget> {
  const t = await visibleTraining(ctx, tid, user);
  await assertAccess(ctx, t, user);
  const rows = await ctx.db
    .select({ tp: trainingProblem, p: problem })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(and(eq(trainingProblem.tid, t.id), sql`upper(${problem.problemId}) = ${displayId.toUpperCase()}`))
    .limit(1);
  const entry = rows[0];
  if (!entry) throw notFound(PROBLEMS_MSG.notInTraining);
  if (entry.p.auth !== ProblemAuth.PUBLIC && !isTrainingAdmin(t, user)) throw forbidden(PROBLEMS_MSG.notInTraining);
  const tpid = entry.tp.id;
  return {
    problem: entry.p,
    displayId: entry.p.problemId,
    gid: t.gid,
    throttled: true,
    ...(t.auth === TrainingAuth.PRIVATE ? { recorded: (tx, sub) => recordInTraining(tx, t.id, tpid, sub) } : {}),
  };
}
