import { eq } from 'drizzle-orm';
import { inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { discussion } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, noPermission, notFound } from '../../http/envelope.ts';

/** Who may do what with a post, and the switch every public call obeys (hoj-api §1.6, §9; spec part 3 §6). */

export const DISCUSSION_MSG = {
  closed: 'The public discussion area is closed by the administrator',
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

/** A post the user may read: a hidden one only for the back office's roles. */
export async function readableDiscussion(db: DbLike, did: number, user: AuthUser | null): Promise<DiscussionRow> {
  const row = await publicDiscussion(db, did);
  if (row.status !== 0 && !isDiscussionAdmin(user)) throw forbidden(DISCUSSION_MSG.hidden);
  return row;
}

/** Edits: the author, root and admin (hoj-api §9). */
export function checkMayEdit(row: DiscussionRow, user: AuthUser): void {
  if (row.uid !== user.uid && !mayPin(user)) throw forbidden(DISCUSSION_MSG.notAuthor);
}

/** Deletes: the author and every admin role (spec part 3 §6). */
export function checkMayDelete(row: DiscussionRow, user: AuthUser): void {
  if (row.uid !== user.uid && !isDiscussionAdmin(user)) throw forbidden(DISCUSSION_MSG.notAuthor);
}
