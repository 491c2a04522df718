import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Discussion,
  GroupDiscussionListQuery,
  GroupPageQuery,
  Page,
  groupDiscussionBody,
  groupDiscussionUpdateBody,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { discussion } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import { DISCUSSION_MSG, type DiscussionRow, groupDiscussionSeat, moderatesGroup } from '../discussion/access.ts';
import { discussionList } from '../discussion/list.ts';
import { createDiscussion, saveDiscussionEdit } from '../discussion/write.ts';
import { type GroupSeat, adminSeat } from '../group/access.ts';

/**
 * A group's discussions (hoj-api §11; spec part 3 §2.3, §6): the public area's list and writes,
 * scoped to the group. Members read and post; the author or a group admin edits and deletes; the
 * group's admins pin, hide and see hidden posts. The switch is checked by the routes first.
 */

const NOT_YOURS = 'Only the author or a group administrator can change this discussion';

export async function groupDiscussionList(ctx: AppContext, user: AuthUser, q: GroupDiscussionListQuery): Promise<Page<Discussion>> {
  const seat = await groupDiscussionSeat(ctx, q.gid, user);
  return discussionList(ctx, user, { currentPage: q.currentPage, limit: q.limit, pid: q.pid }, { gid: seat.group.id, withHidden: false });
}

/** The admins' table: every post of the group, hidden ones too. */
export async function groupAdminDiscussionList(ctx: AppContext, user: AuthUser, q: GroupPageQuery): Promise<Page<Discussion>> {
  const seat = await adminSeat(ctx, q.gid, user);
  return discussionList(ctx, user, q, { gid: seat.group.id, withHidden: true });
}

export async function createGroupDiscussion(ctx: AppContext, user: AuthUser, body: z.output<typeof groupDiscussionBody>): Promise<number> {
  const seat = await groupDiscussionSeat(ctx, body.gid, user);
  return createDiscussion(ctx, user, body, { gid: seat.group.id, moderator: moderatesGroup(seat) });
}

/**
 * The post and the caller's seat in its group, for a change: body 404 for a public post or one of
 * another group than `gid` (when named), 403 for one neither the caller's nor in a group they administer.
 */
async function changeable(ctx: AppContext, user: AuthUser, did: number, gid?: number): Promise<{ row: DiscussionRow; seat: GroupSeat }> {
  const [row] = await ctx.db.select().from(discussion).where(eq(discussion.id, did)).limit(1);
  if (!row || row.gid === null || (gid !== undefined && row.gid !== gid)) throw notFound(DISCUSSION_MSG.noDiscussion);
  const seat = await groupDiscussionSeat(ctx, row.gid, user);
  if (row.uid !== user.uid && !moderatesGroup(seat)) throw forbidden(NOT_YOURS);
  return { row, seat };
}

export async function updateGroupDiscussion(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof groupDiscussionUpdateBody>,
): Promise<void> {
  const { row, seat } = await changeable(ctx, user, body.id, body.gid);
  await saveDiscussionEdit(ctx, row, body, moderatesGroup(seat));
}

/** Deletes the post; its comments, likes and reports go with it. */
export async function deleteGroupDiscussion(ctx: AppContext, user: AuthUser, did: number): Promise<void> {
  const { row } = await changeable(ctx, user, did);
  await ctx.db.delete(discussion).where(eq(discussion.id, row.id));
}
