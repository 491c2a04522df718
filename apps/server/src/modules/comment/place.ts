import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ContestStatus, Role } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { comment, discussion, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import { type ContestRow, assertCanView, isContestAdmin, statusOf, visibleContest } from '../contest/access.ts';
import { discussionUrl, isDiscussionAdmin, moderatesGroup } from '../discussion/access.ts';
import { memberSeat } from '../group/access.ts';

/**
 * Where a comment lives — a contest's Q&A or a discussion — and what the caller may do there
 * (spec part 3 §2.1, §6; hoj-api §9, §1.6 switches). Every comment and reply call starts here.
 */

type DiscussionRow = typeof discussion.$inferSelect;
export type CommentRow = typeof comment.$inferSelect;

export type CommentPlace =
  { kind: 'contest'; contest: ContestRow; admin: boolean } | { kind: 'discussion'; discussion: DiscussionRow; admin: boolean };

export const COMMENT_MSG = {
  notFound: 'The comment does not exist',
  replyNotFound: 'The reply does not exist',
  noDeleteRight: 'Only the author or an administrator may delete this',
} as const;

/** Exactly one of a contest and a discussion. */
function onePlace(where: { cid?: number | null | undefined; did?: number | null | undefined }): { cid: number } | { did: number } {
  const { cid, did } = where;
  if (cid != null && did == null) return { cid };
  if (did != null && cid == null) return { did };
  throw fail('Choose a discussion or a contest, not both');
}

async function contestPlace(ctx: AppContext, cid: number, user: AuthUser | null): Promise<CommentPlace> {
  if (!(await ctx.site.switches()).openContestComment) throw forbidden('Comments are closed: the contest comment area is off');
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  return { kind: 'contest', contest: c, admin: isContestAdmin(c, user) };
}

async function discussionPlace(ctx: AppContext, did: number, user: AuthUser | null): Promise<CommentPlace> {
  const rows = await ctx.db.select().from(discussion).where(eq(discussion.id, did)).limit(1);
  const d = rows[0];
  if (!d) throw notFound('There is no such discussion to comment on');
  const switches = await ctx.site.switches();
  if (d.gid === null && !switches.openPublicDiscussion) throw forbidden('Comments are closed: the public discussion area is off');
  if (d.gid !== null && !switches.openGroupDiscussion) throw forbidden('Comments are closed: the group discussion area is off');
  // A group's post: its members only (body 404 for a hidden group), moderated by the group's admins.
  const admin = d.gid === null ? isDiscussionAdmin(user) : moderatesGroup(await memberSeat(ctx, d.gid, user));
  return { kind: 'discussion', discussion: d, admin };
}

/** The place a call names, checked: the switch is on and the caller may look at it. */
export async function placeOf(
  ctx: AppContext,
  where: { cid?: number | null | undefined; did?: number | null | undefined },
  user: AuthUser | null,
): Promise<CommentPlace> {
  const one = onePlace(where);
  return 'cid' in one ? contestPlace(ctx, one.cid, user) : discussionPlace(ctx, one.did, user);
}

/** The comment and its place, checked as `placeOf` does, and that the caller may see the comment. */
export async function commentAndPlace(
  ctx: AppContext,
  commentId: number,
  user: AuthUser | null,
): Promise<{ row: CommentRow; place: CommentPlace }> {
  const rows = await ctx.db
    .select({ row: comment, writerRole: userInfo.roleId })
    .from(comment)
    .innerJoin(userInfo, eq(userInfo.uuid, comment.fromUid))
    .where(eq(comment.id, commentId))
    .limit(1);
  const found = rows[0];
  if (!found) throw notFound(COMMENT_MSG.notFound);
  const { row, writerRole } = found;
  const place = await placeOf(ctx, { cid: row.cid, did: row.did }, user);
  if (!seesWriter(place, user, row.fromUid, writerRole)) throw forbidden('You may not see this comment while the contest runs');
  return { row, place };
}

/**
 * While a contest runs, its Q&A is private: a contestant sees what they wrote and what the contest's
 * admins (its creator and the super admins) wrote; the admins see everything. Undefined: no filter.
 * The condition reads `userInfo`, which the query joins as the writer.
 */
export function writtenVisibleTo(place: CommentPlace, user: AuthUser | null, fromUid: PgColumn): SQL | undefined {
  if (place.kind !== 'contest' || place.admin || statusOf(place.contest) !== ContestStatus.RUNNING) return undefined;
  const byAdmin =
    place.contest.uid !== null ? or(eq(userInfo.roleId, Role.ROOT), eq(fromUid, place.contest.uid)) : eq(userInfo.roleId, Role.ROOT);
  return user ? or(eq(fromUid, user.uid), byAdmin) : byAdmin;
}

/** Whether the caller sees a comment written by `fromUid` (the rule of `writtenVisibleTo`, for one row). */
function seesWriter(place: CommentPlace, user: AuthUser | null, fromUid: string, fromRoleId: number): boolean {
  if (place.kind !== 'contest' || place.admin || statusOf(place.contest) !== ContestStatus.RUNNING) return true;
  return fromUid === user?.uid || fromUid === place.contest.uid || fromRoleId === Role.ROOT;
}

/** The author may delete; in a contest its admins, in a public discussion the site's admins, in a group's its admins. */
export function assertMayDelete(place: CommentPlace, user: AuthUser, authorUid: string): void {
  if (authorUid !== user.uid && !place.admin) throw forbidden(COMMENT_MSG.noDeleteRight);
}

export const sourceOf = (place: CommentPlace) =>
  place.kind === 'contest'
    ? { sourceId: place.contest.id, sourceType: 'Contest' as const, url: `/contest/${place.contest.id}/comment` }
    : { sourceId: place.discussion.id, sourceType: 'Discussion' as const, url: discussionUrl(place.discussion) };
