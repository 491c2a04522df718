import { and, asc, eq } from 'drizzle-orm';
import {
  ApplyPublicProgress,
  GROUP_PAGE_SIZES,
  OWN_OJ,
  clampPage,
  type GroupProblemListQuery,
  type Page,
  type Problem,
  type ProblemListItem,
  type ProblemSave,
  type Tag,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { problem, tag } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { type GroupSeat, adminSeat, managingSeat, memberSeat } from '../group/access.ts';
import { adminProblemList } from '../problem-admin/list.ts';
import { deleteProblem } from '../problem-admin/remove.ts';
import { type GroupSave, createProblem, updateProblem } from '../problem-admin/save.ts';
import { problemList } from '../problem/list.ts';
import { findProblem } from '../problem/visibility.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { toTag } from '../tag/vo.ts';
import { GROUP_PROBLEM_MSG } from './messages.ts';

/**
 * A group's problems (hoj-api §11 /problem and its neighbours): problem rows with `is_group` and
 * the group's gid, saved by the bank's own save (problem-admin) with the group's short name before
 * the display id. Members list the public ones; the group's admins create; the group root manages
 * any of them, a group admin those they made (`managingSeat`); another group's problem or one of
 * the public bank is no group problem here (body 404).
 */

/** get-problem-list: the group's public problems, counted over the group's submissions. */
export async function groupProblemList(ctx: AppContext, user: AuthUser, q: GroupProblemListQuery): Promise<Page<ProblemListItem>> {
  await memberSeat(ctx, q.gid, user);
  const { current, size } = clampPage(q.currentPage, q.limit, GROUP_PAGE_SIZES.other);
  return problemList(
    ctx,
    { keyword: q.keyword, tagId: [], oj: undefined, difficulty: undefined, currentPage: current, limit: size },
    current,
    size,
    q.gid,
  );
}

/** get-admin-problem-list: every problem of the group, newest first. */
export async function groupAdminProblemList(ctx: AppContext, user: AuthUser, q: GroupProblemListQuery): Promise<Page<Problem>> {
  await adminSeat(ctx, q.gid, user);
  const { current, size } = clampPage(q.currentPage, q.limit, GROUP_PAGE_SIZES.other);
  return adminProblemList(ctx, { keyword: q.keyword, gid: q.gid }, current, size);
}

/** A problem of a group that the user may manage there (Root*), with the user's seat in it. */
export async function managedGroupProblem(ctx: AppContext, user: AuthUser, pid: number): Promise<{ row: ProblemRow; seat: GroupSeat }> {
  const row = await findProblem(ctx, pid);
  if (!row || !row.isGroup) throw notFound(GROUP_PROBLEM_MSG.noProblem);
  const seat = await managingSeat(ctx, row, user, GROUP_PROBLEM_MSG.noProblem);
  return { row, seat };
}

const groupSave = (seat: GroupSeat): GroupSave => ({ gid: seat.group.id, prefix: seat.group.shortName });

/** The group a new problem goes to is named by `problem.gid`, required. */
function groupOf(save: ProblemSave): number {
  const gid = save.problem.gid;
  if (!gid) throw fail(GROUP_PROBLEM_MSG.gidRequired);
  return gid;
}

/** A group problem's display id is required (spec part 3 §5): the group's short name alone names nothing. */
function checkDisplayId(save: ProblemSave): void {
  if (!save.problem.problemId) throw fail(GROUP_PROBLEM_MSG.displayIdRequired);
}

export async function createGroupProblem(ctx: AppContext, user: AuthUser, save: ProblemSave): Promise<void> {
  const seat = await adminSeat(ctx, groupOf(save), user);
  checkDisplayId(save);
  await createProblem(ctx, user, save, groupSave(seat));
}

/** An edit stays in the problem's own group, whatever group the body names. */
export async function updateGroupProblem(ctx: AppContext, user: AuthUser, save: ProblemSave): Promise<void> {
  if (!save.problem.id) throw fail(GROUP_PROBLEM_MSG.idRequired);
  const { row, seat } = await managedGroupProblem(ctx, user, save.problem.id);
  checkDisplayId(save);
  await updateProblem(ctx, user, save, { row, group: groupSave(seat) });
}

export async function deleteGroupProblem(ctx: AppContext, user: AuthUser, pid: number): Promise<void> {
  await managedGroupProblem(ctx, user, pid);
  await deleteProblem(ctx, pid);
}

/** get-all-problem-tags: the group's own tags, by name. */
export async function groupProblemTags(ctx: AppContext, user: AuthUser, gid: number): Promise<Tag[]> {
  await adminSeat(ctx, gid, user);
  const rows = await ctx.db
    .select()
    .from(tag)
    .where(and(eq(tag.gid, gid), eq(tag.oj, OWN_OJ)))
    .orderBy(asc(tag.name));
  return rows.map(toTag);
}

/**
 * apply-public: propose the problem to the public bank (progress 1; again after a refusal) or
 * withdraw a proposal still waiting (back to none). An approved problem has left the group.
 */
export async function applyPublic(ctx: AppContext, user: AuthUser, pid: number, apply: boolean): Promise<void> {
  const { row } = await managedGroupProblem(ctx, user, pid);
  const progress = row.applyPublicProgress;
  if (apply && progress === ApplyPublicProgress.APPLYING) throw fail(GROUP_PROBLEM_MSG.alreadyApplying);
  if (!apply && progress !== ApplyPublicProgress.APPLYING) throw fail(GROUP_PROBLEM_MSG.notApplying);
  await ctx.db
    .update(problem)
    .set({ applyPublicProgress: apply ? ApplyPublicProgress.APPLYING : null, gmtModified: new Date() })
    .where(eq(problem.id, row.id));
}
