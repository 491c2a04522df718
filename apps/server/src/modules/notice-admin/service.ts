import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSysNoticeVO, Page, SysNoticeCreateBody, SysNoticeType, SysNoticeUpdateBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { adminSysNotice, userInfo, userSysNotice } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, fail, notFound, page } from '../../http/envelope.ts';
import { findByUid, findByUsername } from '../account/users.ts';
import { ADMIN_ROLE_IDS } from '../message/notices.ts';

/**
 * The super admin's system notices (hoj-api §10): written here and stored once; the message centre
 * works out whom each addresses when they read (`modules/message/notices.ts`).
 */

type CreateInput = Pick<SysNoticeCreateBody, 'title' | 'content' | 'type' | 'recipientId' | 'recipientUsername'>;

const admin = alias(userInfo, 'notice_admin');
const recipient = alias(userInfo, 'notice_recipient');

/** One page of notices, newest first, with the number of users each reached and how many read it. */
export async function listNotices(
  ctx: AppContext,
  type: SysNoticeType | undefined,
  current: number,
  size: number,
): Promise<Page<AdminSysNoticeVO>> {
  const where = type ? eq(adminSysNotice.type, type) : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: adminSysNotice.id,
        title: adminSysNotice.title,
        content: adminSysNotice.content,
        type: adminSysNotice.type,
        state: adminSysNotice.state,
        adminUsername: admin.username,
        gmtCreate: adminSysNotice.gmtCreate,
        gmtModified: adminSysNotice.gmtModified,
        recipientId: adminSysNotice.recipientId,
        recipientUsername: recipient.username,
      })
      .from(adminSysNotice)
      .leftJoin(admin, eq(admin.uuid, adminSysNotice.adminId))
      .leftJoin(recipient, eq(recipient.uuid, adminSysNotice.recipientId))
      .where(where)
      .orderBy(desc(adminSysNotice.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminSysNotice)
      .where(where),
  ]);
  const [read, audience] = await Promise.all([
    readCounts(
      ctx,
      rows.map((r) => r.id),
    ),
    audienceSizes(ctx),
  ]);
  const records = rows.map((r) => ({
    ...r,
    type: r.type as SysNoticeType,
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
    recipients: r.type === 'Single' ? (r.recipientId ? 1 : 0) : r.type === 'All' ? audience.all : audience.admins,
    read: read.get(r.id) ?? 0,
  }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** Per notice: how many of its users have read it. */
async function readCounts(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: userSysNotice.sysNoticeId, read: sql<number>`count(*)::int` })
    .from(userSysNotice)
    .where(and(inArray(userSysNotice.sysNoticeId, ids), eq(userSysNotice.state, true)))
    .groupBy(userSysNotice.sysNoticeId);
  return new Map(rows.map((r) => [r.id, r.read]));
}

/** Whom an `All` and an `Admin` notice address now: every user, and every user of an admin role. */
async function audienceSizes(ctx: AppContext): Promise<{ all: number; admins: number }> {
  const [row] = await ctx.db
    .select({
      all: sql<number>`count(*)::int`,
      admins: sql<number>`(count(*) filter (where ${inArray(userInfo.roleId, ADMIN_ROLE_IDS)}))::int`,
    })
    .from(userInfo);
  return row!;
}

/**
 * The user a `Single` notice goes to, named by uid or username; when both are given they must name
 * the same user, so a form's stale id can not send it to someone else.
 */
async function singleRecipient(ctx: AppContext, input: CreateInput): Promise<string> {
  const { recipientId, recipientUsername } = input;
  // null: looked up and not found; undefined: not given.
  const byId = recipientId ? await findByUid(ctx.db, recipientId) : undefined;
  const byName = recipientUsername ? await findByUsername(ctx.db, recipientUsername) : undefined;
  if (byId === null || byName === null) throw fail('The recipient does not exist');
  const found = byName ?? byId;
  if (!found) throw badRequest('A notice to one user needs its recipient');
  if (byId && byId.uuid !== found.uuid) throw badRequest('The recipient id and username name different users');
  return found.uuid;
}

/**
 * A notice the site sends by itself to one user (a changed role): it shows in the user's Mine tab.
 * Written in the caller's transaction, in both languages, as it is stored once for any reader.
 */
export async function sendPersonalNotice(
  tx: DbLike,
  n: { recipientId: string; adminId: string; title: string; content: string },
): Promise<void> {
  await tx.insert(adminSysNotice).values({ ...n, type: 'Single', state: true });
}

/** Writes the notice once, with the caller as its author: it reaches its users as they read. */
export async function createNotice(ctx: AppContext, user: AuthUser, input: CreateInput): Promise<void> {
  const recipientId = input.type === 'Single' ? await singleRecipient(ctx, input) : null;
  await ctx.db
    .insert(adminSysNotice)
    .values({ title: input.title, content: input.content, type: input.type, recipientId, adminId: user.uid, state: true });
}

/** Edits the text; its readers see the new text, as the notice is stored once. */
export async function updateNotice(ctx: AppContext, input: Pick<SysNoticeUpdateBody, 'title' | 'content'> & { id: number }): Promise<void> {
  const updated = await ctx.db
    .update(adminSysNotice)
    .set({ title: input.title, content: input.content, gmtModified: new Date() })
    .where(eq(adminSysNotice.id, input.id))
    .returning({ id: adminSysNotice.id });
  if (updated.length === 0) throw notFound('The notice does not exist');
}

/** Deletes the notice and, by the foreign key, its users' read rows. */
export async function deleteNotice(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(adminSysNotice).where(eq(adminSysNotice.id, id)).returning({ id: adminSysNotice.id });
  if (deleted.length === 0) throw notFound('The notice does not exist');
}
