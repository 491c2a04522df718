import { eq } from 'drizzle-orm';
import { GroupLevel, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { discussion } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, noPermission, notFound } from '../../http/envelope.ts';
import { type GroupSeat, memberSeat } from '../group/access.ts';

/** Who may do what with a post, and the switch every public call obeys (hoj-api §1.6, §9; spec part 3 §6). */

export const DISCUSSION_MSG = {
  closed: 'The public discussion area is closed by the administrator',
  groupClosed: 'The group discussion area is closed by the administrator',
  noDiscussion: 'The discussion does not exist',
  hidden: 'This discussion has been hidden by an administrator',
  groupPost: 'This discussion belongs to a group',
  noCategory: 'The discussion category does not exist',
  notAuthor: 'Only the author or an administrator can change this discussion',
} as const;

export type DiscussionRow = typeof discussion.$inferSelect;

/** Refuses (HTTP 403, as hoj's interceptor does) every public discussion call while the switch is off. */
export async function requireOpen(ctx: AppContext): Promise<void> {
  if (!(await ctx.site.switches()).openPublicDiscussion) throw noPermission(DISCUSSION_MSG.closed);
}

/** Refuses (HTTP 403, as hoj's interceptor on /api/group/*discussion* does) every group discussion call while the switch is off. */
export async function requireGroupOpen(ctx: AppContext): Promise<void> {
  if (!(await ctx.site.switches()).openGroupDiscussion) throw noPermission(DISCUSSION_MSG.groupClosed);
}

/** The back office's roles: they see hidden posts and delete any. */
export function isDiscussionAdmin(user: AuthUser | null): boolean {
  return inRoleGroup('admins', user?.roleName);
}

/** Root and admin: they pin posts (hoj forces the pin false for everyone else) and edit any. */
export function mayPin(user: AuthUser): boolean {
  return user.roleName === 'root' || user.roleName === 'admin';
}

/** A public post by id: body 404 when absent, 403 when it is a group's. */
export async function publicDiscussion(db: DbLike, did: number): Promise<DiscussionRow> {
  const [row] = await db.select().from(discussion).where(eq(discussion.id, did)).limit(1);
  if (!row) throw notFound(DISCUSSION_MSG.noDiscussion);
  if (row.gid !== null) throw forbidden(DISCUSSION_MSG.groupPost);
  return row;
}

/**
 * A post and the caller's hand on it. A public post obeys the public switch and is moderated by the
 * back office's roles; a group's post (`gid`) obeys the group switch, is read by the group's members
 * only (body 404 for a hidden group, 403 otherwise, as the group access answers) and is moderated by
 * the group's admins.
 */
export interface PlacedDiscussion {
  row: DiscussionRow;
  /** The caller's seat in the post's group; null for a public post. */
  seat: GroupSeat | null;
  /** Whether the caller moderates the post's area: sees it hidden, deletes any post or comment there. */
  moderator: boolean;
}

/** The caller's seat in a group's discussion area, checked: the switch is on and the caller is a member. */
export async function groupDiscussionSeat(ctx: AppContext, gid: number, user: AuthUser | null): Promise<GroupSeat> {
  await requireGroupOpen(ctx);
  return memberSeat(ctx, gid, user);
}

export const moderatesGroup = (seat: GroupSeat) => seat.level >= GroupLevel.ADMIN;

/** A post of either area, where the caller may look (its switch on, a member of its group); hidden posts are not checked here. */
async function placedDiscussion(ctx: AppContext, did: number, user: AuthUser | null): Promise<PlacedDiscussion> {
  const [row] = await ctx.db.select().from(discussion).where(eq(discussion.id, did)).limit(1);
  if (!row) throw notFound(DISCUSSION_MSG.noDiscussion);
  if (row.gid === null) {
    await requireOpen(ctx);
    return { row, seat: null, moderator: isDiscussionAdmin(user) };
  }
  const seat = await groupDiscussionSeat(ctx, row.gid, user);
  return { row, seat, moderator: moderatesGroup(seat) };
}

/** A post the user may read: a hidden one only for its area's moderators. */
export async function readableDiscussion(ctx: AppContext, did: number, user: AuthUser | null): Promise<PlacedDiscussion> {
  const placed = await placedDiscussion(ctx, did, user);
  if (placed.row.status !== 0 && !placed.moderator) throw forbidden(DISCUSSION_MSG.hidden);
  return placed;
}

/** Where a post lives, for the links its messages carry. */
export const discussionUrl = (row: Pick<DiscussionRow, 'id' | 'gid'>) =>
  row.gid === null ? `/discussion-detail/${row.id}` : `/group/${row.gid}/discussion-detail/${row.id}`;

/** Edits: the author, root and admin (hoj-api §9). */
export function checkMayEdit(row: DiscussionRow, user: AuthUser): void {
  if (row.uid !== user.uid && !mayPin(user)) throw forbidden(DISCUSSION_MSG.notAuthor);
}

/** Deletes: the author and every admin role (spec part 3 §6). */
export function checkMayDelete(row: DiscussionRow, user: AuthUser): void {
  if (row.uid !== user.uid && !isDiscussionAdmin(user)) throw forbidden(DISCUSSION_MSG.notAuthor);
}
