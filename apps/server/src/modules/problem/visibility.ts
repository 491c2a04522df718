import { type SQL, and, eq, sql } from 'drizzle-orm';
import { ProblemAuth, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import type { ProblemRow } from './vo.ts';

/**
 * Who may read which problem, decided here for every read of the problem bank (list, detail, tags,
 * languages) and for the submission list: public site problems for everyone; hidden and
 * contest-only ones for their author, root and problem_admin (the admin preview); group problems
 * for root only until the group area decides membership.
 */

export const PROBLEM_MSG = {
  noProblem: 'The problem does not exist',
  notPublic: 'The problem is not public and can not be viewed',
  groupProblem: 'The problem belongs to a group and can not be viewed here',
} as const;

/** Root and problem admins manage every problem, not only their own, and may make one public. */
export function managesAllProblems(user: AuthUser): boolean {
  return inRoleGroup('managers', user.roleName);
}

/** Public site problems: what the bank lists and picks at random. */
export const publicProblem: SQL = and(eq(problem.auth, ProblemAuth.PUBLIC), eq(problem.isGroup, false))!;

/** Refuses (body 403) a problem the user may not read. */
function checkReadable(row: ProblemRow, user: AuthUser | null): void {
  if (row.isGroup) {
    if (!inRoleGroup('root', user?.roleName)) throw forbidden(PROBLEM_MSG.groupProblem);
    return;
  }
  if (row.auth === ProblemAuth.PUBLIC) return;
  if (!user || (!managesAllProblems(user) && row.author !== user.username)) throw forbidden(PROBLEM_MSG.notPublic);
}

/** A problem by its display id (any case) that the user may read: body 404 when absent, 403 when closed to them. */
export async function readableProblemByDisplayId(ctx: AppContext, problemId: string, user: AuthUser | null): Promise<ProblemRow> {
  const rows = await ctx.db
    .select()
    .from(problem)
    .where(sql`upper(${problem.problemId}) = ${problemId.toUpperCase()}`)
    .limit(1);
  return readable(rows[0], user);
}

/** A problem by its numeric id, whoever asks: the callers decide who may see or change it. */
export async function findProblem(ctx: AppContext, pid: number): Promise<ProblemRow | null> {
  const rows = await ctx.db.select().from(problem).where(eq(problem.id, pid)).limit(1);
  return rows[0] ?? null;
}

/** A problem by its numeric id that the user may read: body 404 when absent, 403 when closed to them. */
export async function readableProblem(ctx: AppContext, pid: number, user: AuthUser | null): Promise<ProblemRow> {
  return readable(await findProblem(ctx, pid), user);
}

function readable(row: ProblemRow | null | undefined, user: AuthUser | null): ProblemRow {
  if (!row) throw notFound(PROBLEM_MSG.noProblem);
  checkReadable(row, user);
  return row;
}
