import { type SQL, and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  GroupAuth,
  GroupLevel,
  GROUP_LIMITS,
  GROUP_PAGE_SIZES,
  clampPage,
  type GroupApplyQuery,
  type GroupMemberListQuery,
  type GroupMemberVO,
  type Page,
  type groupMemberUpdateBody,
} from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { group, groupMember, userInfo } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound, page } from '../../http/envelope.ts';
import { type GroupSeat, adminSeat, memberAuth, memberSeat, seatIn } from './access.ts';
import { notifyUser } from './notices.ts';

/**
 * Members and applications (spec part 3 §4, §6; hoj-api §11 /member): joining, accepting,
 * refusing, roles, removal and leaving. A level is changed only by someone above it, the owner or a
 * super admin; nobody changes their own or the owner's.
 */

const MEMBER_MSG = {
  already: 'You are already a member of this group',
  applying: 'Your application is waiting for the group administrators',
  refused: 'Your application to this group was refused',
  badCode: 'The group code is wrong',
  reason: 'The reason must be 5 to 100 characters',
  noMember: 'The member does not exist',
  self: 'You can not change your own role',
  owner: "The owner's role can not be changed",
  aboveYou: 'You can only change members below your level',
  levelTooHigh: 'You can only give a role below your level',
  backToApplying: 'A member can not be set back to an applicant',
  removeSelf: 'You can not remove yourself: leave the group instead',
  removeOwner: 'The owner can not be removed',
  notIn: 'You are not in this group',
  ownerLeaves: 'The owner can not leave the group: make another member its root first',
} as const;

type MemberRow = typeof groupMember.$inferSelect;

function toMemberVO(m: MemberRow, username: string, avatar: string | null): GroupMemberVO {
  return {
    id: m.id,
    gid: m.gid,
    uid: m.uid,
    username,
    avatar,
    auth: m.auth as GroupMemberVO['auth'],
    reason: m.reason,
    gmtCreate: m.gmtCreate.toISOString(),
    gmtModify: m.gmtModified.toISOString(),
  };
}

async function memberPage(ctx: AppContext, q: GroupMemberListQuery, levels: SQL): Promise<Page<GroupMemberVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, GROUP_PAGE_SIZES.other);
  const where = and(
    eq(groupMember.gid, q.gid),
    levels,
    q.auth === undefined ? undefined : eq(groupMember.auth, q.auth),
    q.keyword ? sql`${userInfo.username} ilike ${`%${escapeLike(q.keyword)}%`}` : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ m: groupMember, username: userInfo.username, avatar: userInfo.avatar })
      .from(groupMember)
      .innerJoin(userInfo, eq(userInfo.uuid, groupMember.uid))
      .where(where)
      .orderBy(desc(groupMember.auth), asc(groupMember.gmtCreate), asc(groupMember.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(groupMember).innerJoin(userInfo, eq(userInfo.uuid, groupMember.uid)).where(where),
  ]);
  return page(
    rows.map((r) => toMemberVO(r.m, r.username, r.avatar)),
    totals[0]?.n ?? 0,
    current,
    size,
  );
}

/** get-member-list: the members (member, admin, root), for the group's members. */
export async function memberList(ctx: AppContext, user: AuthUser, q: GroupMemberListQuery): Promise<Page<GroupMemberVO>> {
  await memberSeat(ctx, q.gid, user);
  return memberPage(ctx, q, gte(groupMember.auth, GroupLevel.MEMBER));
}

/** get-apply-list: the applications (applying, refused), for the group's admins. */
export async function applyList(ctx: AppContext, user: AuthUser, q: GroupMemberListQuery): Promise<Page<GroupMemberVO>> {
  await adminSeat(ctx, q.gid, user);
  return memberPage(ctx, q, lte(groupMember.auth, GroupLevel.REFUSED));
}

/**
 * POST /api/group/member: a public group takes the user at once; a protected one records an
 * application with its reason; a private one wants its code too. Answers whether they joined.
 */
export async function applyToGroup(ctx: AppContext, user: AuthUser, q: GroupApplyQuery): Promise<boolean> {
  const seat = await seatIn(ctx, q.gid, user);
  if (seat.level >= GroupLevel.MEMBER) throw fail(MEMBER_MSG.already);
  if (seat.level === GroupLevel.APPLYING) throw fail(MEMBER_MSG.applying);
  if (seat.level === GroupLevel.REFUSED) throw fail(MEMBER_MSG.refused);
  const g = seat.group;
  const open = g.auth === GroupAuth.PUBLIC;
  if (g.auth === GroupAuth.PRIVATE && (q.code ?? '') !== (g.code ?? '')) throw fail(MEMBER_MSG.badCode);
  const reason = q.reason ?? '';
  if (!open && (reason.length < GROUP_LIMITS.reasonMin || reason.length > GROUP_LIMITS.reasonMax)) throw fail(MEMBER_MSG.reason);
  await ctx.db
    .insert(groupMember)
    .values({ gid: g.id, uid: user.uid, auth: open ? GroupLevel.MEMBER : GroupLevel.APPLYING, reason: reason || null })
    .onConflictDoNothing();
  return open;
}

/** Whether the seat may act on a target at the given level: the owner and super admins on anyone, others only below themselves. */
const outranks = (seat: GroupSeat, targetLevel: number) => seat.superAdmin || seat.group.uid === seat.user?.uid || targetLevel < seat.level;

async function targetRow(ctx: AppContext, gid: number, uid: string): Promise<MemberRow> {
  const [row] = await ctx.db
    .select()
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)))
    .limit(1);
  if (!row) throw notFound(MEMBER_MSG.noMember);
  return row;
}

/** PUT /api/group/member: accepting (→ member), refusing (→ 2), or a new role; the user is told. */
export async function updateMember(ctx: AppContext, user: AuthUser, body: z.output<typeof groupMemberUpdateBody>): Promise<void> {
  const seat = await adminSeat(ctx, body.gid, user);
  const target = await targetRow(ctx, body.gid, body.uid);
  if (target.uid === user.uid) throw forbidden(MEMBER_MSG.self);
  if (target.uid === seat.group.uid) throw forbidden(MEMBER_MSG.owner);
  if (!outranks(seat, target.auth)) throw forbidden(MEMBER_MSG.aboveYou);
  if (!outranks(seat, body.auth)) throw forbidden(MEMBER_MSG.levelTooHigh);
  if (target.auth >= GroupLevel.MEMBER && body.auth < GroupLevel.MEMBER) throw fail(MEMBER_MSG.backToApplying);
  if (target.auth === body.auth) return;
  await ctx.db.transaction(async (tx) => {
    await tx.update(groupMember).set({ auth: body.auth, gmtModified: new Date() }).where(eq(groupMember.id, target.id));
    const event = target.auth < GroupLevel.MEMBER ? (body.auth >= GroupLevel.MEMBER ? 'accepted' : 'refused') : 'role';
    await notifyUser(tx, seat.group, user, target.uid, event, body.auth);
  });
}

/** DELETE /api/group/member: a member (or an application) removed by someone above them. */
export async function removeMember(ctx: AppContext, user: AuthUser, gid: number, uid: string): Promise<void> {
  const seat = await adminSeat(ctx, gid, user);
  if (uid === user.uid) throw forbidden(MEMBER_MSG.removeSelf);
  if (uid === seat.group.uid) throw forbidden(MEMBER_MSG.removeOwner);
  const target = await targetRow(ctx, gid, uid);
  if (!outranks(seat, target.auth)) throw forbidden(MEMBER_MSG.aboveYou);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(groupMember).where(eq(groupMember.id, target.id));
    if (target.auth >= GroupLevel.MEMBER) await notifyUser(tx, seat.group, user, uid, 'removed');
  });
}

/**
 * DELETE /api/group/member/exit: a member leaves. The owner hands the group over first: they may
 * leave once another root exists, who then owns it (the longest-standing one).
 */
export async function exitGroup(ctx: AppContext, user: AuthUser, gid: number): Promise<void> {
  const seat = await seatIn(ctx, gid, user);
  const own = await memberAuth(ctx.db, gid, user.uid);
  if (own < GroupLevel.MEMBER) throw fail(MEMBER_MSG.notIn);
  await ctx.db.transaction(async (tx) => {
    if (seat.group.uid === user.uid) {
      const [heir] = await tx
        .select({ uid: groupMember.uid })
        .from(groupMember)
        .where(and(eq(groupMember.gid, gid), eq(groupMember.auth, GroupLevel.ROOT), ne(groupMember.uid, user.uid)))
        .orderBy(asc(groupMember.gmtModified), asc(groupMember.id))
        .limit(1);
      if (!heir) throw fail(MEMBER_MSG.ownerLeaves);
      await tx.update(group).set({ uid: heir.uid, gmtModified: new Date() }).where(eq(group.id, gid));
    }
    await tx.delete(groupMember).where(and(eq(groupMember.gid, gid), eq(groupMember.uid, user.uid)));
  });
}
