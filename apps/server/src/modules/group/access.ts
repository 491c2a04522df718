import { and, eq, sql } from 'drizzle-orm';
import { GroupLevel, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { group, groupMember } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { MessageKey } from '../../http/catalogue.ts';
import { forbidden, notFound } from '../../http/envelope.ts';

/**
 * Who is what in a group (spec part 3 §6; hoj-api §11), decided here only. A user's level is their
 * member row's auth (1 applying, 2 refused, 3 member, 4 admin, 5 root); the owner and a super admin
 * count as root. A banned group is closed to all but super admins, a disbanded one to everybody.
 */

export type GroupRow = typeof group.$inferSelect;

const GROUP_MSG = {
  notFound: 'The group does not exist',
  banned: 'The group has been banned',
  notMember: 'You are not a member of this group',
  notAdmin: 'Only the group administrators may do this',
  notRoot: 'Only the group root may do this',
  notYours: 'Only the group root or its creator may change this',
} as const;

export const GroupStatus = { NORMAL: 0, BANNED: 1, DISBANDED: 2 } as const;

/** A live group (normal or banned), or null. */
export async function loadGroup(db: DbLike, gid: number): Promise<GroupRow | null> {
  const rows = await db
    .select()
    .from(group)
    .where(and(eq(group.id, gid), sql`${group.status} <> ${GroupStatus.DISBANDED}`))
    .limit(1);
  return rows[0] ?? null;
}

/** The member row's auth of a user in a group, 0 without one. */
export async function memberAuth(db: DbLike, gid: number, uid: string): Promise<number> {
  const rows = await db
    .select({ auth: groupMember.auth })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)))
    .limit(1);
  return rows[0]?.auth ?? GroupLevel.NONE;
}

export const isSuperAdmin = (user: AuthUser | null) => inRoleGroup('root', user?.roleName);

/** A user's place in a group: the group, their level, and whether they are a super admin. */
export interface GroupSeat {
  group: GroupRow;
  /** 0 none … 5 root, as it counts: the owner and super admins are 5. */
  level: number;
  superAdmin: boolean;
  user: AuthUser | null;
}

/** The level a user counts as in a group they may know of. */
export async function seatOf(db: DbLike, g: GroupRow, user: AuthUser | null): Promise<GroupSeat> {
  const superAdmin = isSuperAdmin(user);
  let level: number = GroupLevel.NONE;
  if (user) level = superAdmin || g.uid === user.uid ? GroupLevel.ROOT : await memberAuth(db, g.id, user.uid);
  return { group: g, level, superAdmin, user };
}

/**
 * The caller's seat in a group they may know of: body 404 for a group that does not exist (or is
 * hidden and the caller is no member), body 403 for a banned one.
 */
export async function seatIn(ctx: AppContext, gid: number, user: AuthUser | null): Promise<GroupSeat> {
  const g = await loadGroup(ctx.db, gid);
  if (!g) throw notFound(GROUP_MSG.notFound);
  const seat = await seatOf(ctx.db, g, user);
  if (!g.visible && seat.level < GroupLevel.MEMBER) throw notFound(GROUP_MSG.notFound);
  if (g.status === GroupStatus.BANNED && !seat.superAdmin) throw forbidden(GROUP_MSG.banned);
  return seat;
}

function needLevel(seat: GroupSeat, level: number, message: MessageKey): GroupSeat {
  if (seat.level < level) throw forbidden(message);
  return seat;
}

/** A member's (or better) seat: the group's problems, trainings, contests, submissions, members, rank. */
export async function memberSeat(ctx: AppContext, gid: number, user: AuthUser | null): Promise<GroupSeat> {
  return needLevel(await seatIn(ctx, gid, user), GroupLevel.MEMBER, GROUP_MSG.notMember);
}

/** A group admin's (or root's) seat: creating in the group, its applications, its hidden announcements. */
export async function adminSeat(ctx: AppContext, gid: number, user: AuthUser | null): Promise<GroupSeat> {
  return needLevel(await seatIn(ctx, gid, user), GroupLevel.ADMIN, GROUP_MSG.notAdmin);
}

/** The group root's seat (the owner and super admins count): the group's settings. */
export async function rootSeat(ctx: AppContext, gid: number, user: AuthUser | null): Promise<GroupSeat> {
  return needLevel(await seatIn(ctx, gid, user), GroupLevel.ROOT, GROUP_MSG.notRoot);
}

/** Something a group owns and someone made: an announcement, a problem, a training, a contest. */
export interface GroupItem {
  gid: number | null;
  uid?: string | null;
  /** The creator's username, where the row keeps a name rather than an id. */
  author?: string | null;
}

/**
 * May the seat change the item (hoj-api §11 Root*)? The group root any of the group's items; a
 * group admin only those they made; nobody an item of another group or of the public bank.
 */
function mayManage(seat: GroupSeat, item: GroupItem): boolean {
  if (item.gid !== seat.group.id) return false;
  if (seat.level >= GroupLevel.ROOT) return true;
  if (seat.level < GroupLevel.ADMIN || !seat.user) return false;
  return (item.uid != null && item.uid === seat.user.uid) || (item.author != null && item.author === seat.user.username);
}

/** Refuses a seat that may not change the item: body 404 for another group's item, body 403 for someone else's. */
function assertManage(seat: GroupSeat, item: GroupItem, missing: MessageKey): void {
  if (item.gid !== seat.group.id) throw notFound(missing);
  if (!mayManage(seat, item)) throw forbidden(GROUP_MSG.notYours);
}

/**
 * The seat of the item's group for one who may manage it: the call names the item only, so the
 * item's own gid says which group to check (hoj's Root* calls taking `pid`, `tid`, `cid`, `aid`).
 */
export async function managingSeat(ctx: AppContext, item: GroupItem, user: AuthUser, missing: MessageKey): Promise<GroupSeat> {
  if (item.gid === null) throw notFound(missing);
  const seat = await adminSeat(ctx, item.gid, user);
  assertManage(seat, item, missing);
  return seat;
}

/** Whether the user is a member (or better) of a live group: the check other areas make of a group's items. */
export async function isMemberOf(ctx: AppContext, gid: number, user: AuthUser | null): Promise<boolean> {
  if (!user) return false;
  const g = await loadGroup(ctx.db, gid);
  if (!g) return false;
  if (isSuperAdmin(user)) return true;
  if (g.status !== GroupStatus.NORMAL) return false;
  return (await seatOf(ctx.db, g, user)).level >= GroupLevel.MEMBER;
}

/** Whether the user is a root of the group (super admins count): they administer its contests and trainings. */
export function isGroupRootOf(user: AuthUser | null, gid: number | null): boolean {
  if (!user || gid === null) return false;
  return isSuperAdmin(user) || user.groupRoots.includes(gid);
}
