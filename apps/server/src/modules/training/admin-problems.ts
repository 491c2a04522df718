import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import {
  ProblemAuth,
  TrainingAuth,
  type AdminTrainingProblemListVO,
  type Page,
  type Problem,
  type TrainingProblemRow,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { problem, trainingProblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound, page } from '../../http/envelope.ts';
import { findProblem, managesAllProblems } from '../problem/visibility.ts';
import { toProblem } from '../problem/vo.ts';
import type { TrainingRow } from './access.ts';
import { recordPastOfProblem } from './records.ts';

/** The back office's training problems (hoj-api §13.6): list, order, add from the bank, remove. */

export const TRAINING_PROBLEM_MSG = {
  noProblem: 'The problem does not exist',
  notInTraining: 'The problem is not in this training',
  already: 'The problem is already in this training',
  notTakeable: 'You may add only public problems or problems of your own',
  groupProblem: 'A group problem cannot be added to a site training',
  onlyManagers: 'Only a super admin or a problem admin can delete a problem',
} as const;

type LinkRow = typeof trainingProblem.$inferSelect;

function toRow(l: LinkRow, displayId: string): TrainingProblemRow {
  return { id: l.id, tid: l.tid, pid: l.pid, displayId, rank: l.rank };
}

function keywordOf(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(problem.problemId, pattern), ilike(problem.title, pattern), ilike(problem.author, pattern));
}

/** queryExisted: the training's problems in its order; otherwise public site problems not in it yet, newest first. */
export async function adminTrainingProblems(
  ctx: AppContext,
  t: TrainingRow,
  q: { keyword?: string | undefined; queryExisted?: boolean | undefined },
  current: number,
  size: number,
): Promise<AdminTrainingProblemListVO> {
  const links = await ctx.db
    .select({ l: trainingProblem, problemId: problem.problemId })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(eq(trainingProblem.tid, t.id));
  const trainingProblemMap = Object.fromEntries(links.map(({ l, problemId }) => [String(l.pid), toRow(l, problemId)]));
  let problemList: Page<Problem>;
  if (q.queryExisted) {
    const where = and(eq(trainingProblem.tid, t.id), keywordOf(q.keyword));
    const [rows, totals] = await Promise.all([
      ctx.db
        .select({ problem })
        .from(trainingProblem)
        .innerJoin(problem, eq(problem.id, trainingProblem.pid))
        .where(where)
        .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id))
        .limit(size)
        .offset((current - 1) * size),
      ctx.db.select({ n: count() }).from(trainingProblem).innerJoin(problem, eq(problem.id, trainingProblem.pid)).where(where),
    ]);
    problemList = page(
      rows.map((r) => toProblem(r.problem)),
      totals[0]?.n ?? 0,
      current,
      size,
    );
  } else {
    const inTraining = ctx.db.select({ pid: trainingProblem.pid }).from(trainingProblem).where(eq(trainingProblem.tid, t.id));
    const where = and(
      eq(problem.auth, ProblemAuth.PUBLIC),
      eq(problem.isGroup, false),
      notInArray(problem.id, inTraining),
      keywordOf(q.keyword),
    );
    const [rows, totals] = await Promise.all([
      ctx.db
        .select()
        .from(problem)
        .where(where)
        .orderBy(desc(problem.id))
        .limit(size)
        .offset((current - 1) * size),
      ctx.db.select({ n: count() }).from(problem).where(where),
    ]);
    problemList = page(rows.map(toProblem), totals[0]?.n ?? 0, current, size);
  }
  return { problemList, trainingProblemMap };
}

/**
 * Adds a site problem to the training: a public one, or (for its author, a super admin or a problem
 * admin) a hidden one, such as one just made for the training.
 */
export async function addTrainingProblem(ctx: AppContext, user: AuthUser, t: TrainingRow, pid: number): Promise<void> {
  const p = await findProblem(ctx, pid);
  if (!p) throw notFound(TRAINING_PROBLEM_MSG.noProblem);
  if (p.isGroup) throw forbidden(TRAINING_PROBLEM_MSG.groupProblem);
  if (p.auth !== ProblemAuth.PUBLIC && !managesAllProblems(user) && p.author !== user.username)
    throw forbidden(TRAINING_PROBLEM_MSG.notTakeable);
  await linkTrainingProblem(ctx, t, p.id);
}

/**
 * Puts a problem the caller may take (checked by the caller) last in the training; a private
 * training takes in the registered users' earlier submissions to it. Body 400 if it is there already.
 */
export async function linkTrainingProblem(ctx: AppContext, t: TrainingRow, pid: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const last = await tx
      .select({ rank: trainingProblem.rank })
      .from(trainingProblem)
      .where(eq(trainingProblem.tid, t.id))
      .orderBy(desc(trainingProblem.rank))
      .limit(1);
    const rows = await tx
      .insert(trainingProblem)
      .values({ tid: t.id, pid, rank: (last[0]?.rank ?? 0) + 1 })
      .onConflictDoNothing()
      .returning({ id: trainingProblem.id });
    const tpid = rows[0]?.id;
    if (tpid === undefined) throw fail(TRAINING_PROBLEM_MSG.already);
    if (t.auth === TrainingAuth.PRIVATE) await recordPastOfProblem(tx, t, tpid, pid);
  });
}

/** A new order number for one of the training's problems (the list sorts by it). */
export async function setTrainingProblemRank(ctx: AppContext, t: TrainingRow, pid: number, rank: number): Promise<void> {
  const rows = await ctx.db
    .update(trainingProblem)
    .set({ rank, gmtModified: new Date() })
    .where(and(eq(trainingProblem.tid, t.id), eq(trainingProblem.pid, pid)))
    .returning({ id: trainingProblem.id });
  if (rows.length === 0) throw notFound(TRAINING_PROBLEM_MSG.notInTraining);
}

/** Takes a problem out of the training; its records for the training go with it. */
export async function removeTrainingProblem(ctx: AppContext, t: TrainingRow, pid: number): Promise<void> {
  const rows = await ctx.db
    .delete(trainingProblem)
    .where(and(eq(trainingProblem.tid, t.id), eq(trainingProblem.pid, pid)))
    .returning({ id: trainingProblem.id });
  if (rows.length === 0) throw notFound(TRAINING_PROBLEM_MSG.notInTraining);
}
