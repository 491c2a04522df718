import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { problem } from '../../db/schema.ts';
import { notFound } from '../../http/envelope.ts';
import type { ContestRow } from '../contest/access.ts';
import { loadGroup } from '../group/access.ts';

export const GROUP_CONTEST_PROBLEM_MSG = {
  notInGroup: 'The problem does not exist or is not one of this group’s problems',
} as const;

/**
 * The group problem a contest admin names by its display id (add-contest-problem-from-group):
 * only the contest's own group is searched. The id is stored with the group's short name in front,
 * so either form is taken.
 */
export async function groupProblemPid(ctx: AppContext, c: ContestRow, problemId: string): Promise<number> {
  const g = c.gid === null ? null : await loadGroup(ctx.db, c.gid);
  if (!g) throw notFound(GROUP_CONTEST_PROBLEM_MSG.notInGroup);
  const wanted = problemId.toUpperCase();
  const rows = await ctx.db
    .select({ id: problem.id })
    .from(problem)
    .where(
      and(
        eq(problem.gid, g.id),
        eq(problem.isGroup, true),
        or(eq(sql`upper(${problem.problemId})`, wanted), eq(sql`upper(${problem.problemId})`, `${g.shortName}${wanted}`.toUpperCase())),
      ),
    )
    .limit(1);
  if (!rows[0]) throw notFound(GROUP_CONTEST_PROBLEM_MSG.notInGroup);
  return rows[0].id;
}
