import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ApplyPublicProgress, ProblemAuth, clampPage, type GroupProblemReviewQuery, type Page, type Problem } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { group, problem, problemTag, tag } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { adminProblemList } from '../problem-admin/list.ts';
import { GROUP_PROBLEM_MSG } from './messages.ts';

/**
 * The back office's review of the group problems proposed to the public bank (hoj-api §13.4,
 * root and problem_admin): approving moves the problem out of its group into the public bank
 * under a display id of its own; refusing leaves it in the group, marked refused.
 */

/** /api/admin/group-problem/list: the proposals (waiting or refused), of one group or all. */
export async function groupProblemProposals(ctx: AppContext, q: GroupProblemReviewQuery): Promise<Page<Problem>> {
  const { current, size } = clampPage(q.currentPage, q.limit, 10);
  return adminProblemList(ctx, { keyword: q.keyword, gid: q.gid, proposed: true }, current, size);
}

async function idFree(tx: DbLike, problemId: string, pid: number): Promise<boolean> {
  const rows = await tx
    .select({ id: problem.id })
    .from(problem)
    .where(and(sql`upper(${problem.problemId}) = ${problemId.toUpperCase()}`, ne(problem.id, pid)))
    .limit(1);
  return rows.length === 0;
}

/**
 * The display id an approved problem takes in the public bank: its id in the group without the
 * group's short name, or `P{id}` when that is empty or taken.
 */
async function bankId(tx: DbLike, row: typeof problem.$inferSelect): Promise<string> {
  const [g] = row.gid === null ? [] : await tx.select({ shortName: group.shortName }).from(group).where(eq(group.id, row.gid));
  const prefix = g?.shortName.toUpperCase() ?? '';
  const stripped = prefix && row.problemId.toUpperCase().startsWith(prefix) ? row.problemId.slice(prefix.length) : '';
  for (const candidate of [stripped, `P${row.id}`]) {
    if (candidate && (await idFree(tx, candidate, row.id))) return candidate;
  }
  throw fail(GROUP_PROBLEM_MSG.idTaken);
}

/** /api/admin/group-problem/change-progress: 1 back to waiting, 2 approve, 3 refuse. */
export async function changeProposalProgress(ctx: AppContext, user: AuthUser, pid: number, progress: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(problem)
      .where(and(eq(problem.id, pid), eq(problem.isGroup, true), isNotNull(problem.applyPublicProgress)))
      .for('update');
    if (!row) throw notFound(GROUP_PROBLEM_MSG.notProposed);
    const now = new Date();
    if (progress !== ApplyPublicProgress.APPROVED) {
      await tx
        .update(problem)
        .set({ applyPublicProgress: progress, modifiedUser: user.username, gmtModified: now })
        .where(eq(problem.id, pid));
      return;
    }
    const problemId = await bankId(tx, row);
    // The group's tags stay the group's: the problem keeps only site tags once public.
    const groupTags = tx.select({ id: tag.id }).from(tag).where(isNotNull(tag.gid));
    await tx.delete(problemTag).where(and(eq(problemTag.pid, pid), inArray(problemTag.tid, groupTags)));
    await tx
      .update(problem)
      // Joining the public bank makes it public, whatever it was in the group (contest-only, say).
      .set({
        isGroup: false,
        gid: null,
        problemId,
        auth: ProblemAuth.PUBLIC,
        applyPublicProgress: progress,
        modifiedUser: user.username,
        gmtModified: now,
      })
      .where(eq(problem.id, pid));
  });
}
