import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSysNoticeVO, Page, SysNoticeCreateBody, SysNoticeType, SysNoticeUpdateBody } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { adminSysNotice, userInfo, userSysNotice } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, fail, notFound, page } from '../../http/envelope.ts';
import { findByUid, findByUsername } from '../account/users.ts';
import { deliverNotice } from './delivery.ts';

/** The super admin's system notices (hoj-api §10): written here, delivered at once by delivery.ts. */

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
  const counts = await readCounts(
    ctx,
    rows.map((r) => r.id),
  );
  const records = rows.map((r) => ({
    ...r,
    type: r.type as SysNoticeType,
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
    recipients: counts.get(r.id)?.recipients ?? 0,
    read: counts.get(r.id)?.read ?? 0,
  }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** Per notice: how many inboxes hold it and how many of those have read it. */
async function readCounts(ctx: AppContext, ids: number[]): Promise<Map<number, { recipients: number; read: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: userSysNotice.sysNoticeId,
      recipients: sql<number>`count(*)::int`,
      read: sql<number>`(count(*) filter (where ${userSysNotice.state}))::int`,
    })
    .from(userSysNotice)
    .where(inArray(userSysNotice.sysNoticeId, ids))
    .groupBy(userSysNotice.sysNoticeId);
  return new Map(rows.map((r) => [r.id, r]));
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

/** Writes the notice with the caller as its author and delivers it to its recipients, all or nothing. */
export async function createNotice(ctx: AppContext, user: AuthUser, input: CreateInput): Promise<void> {
  const recipientId = input.type === 'Single' ? await singleRecipient(ctx, input) : null;
  await ctx.db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(adminSysNotice)
      .values({ title: input.title, content: input.content, type: input.type, recipientId, adminId: user.uid })
      .returning({ id: adminSysNotice.id, type: adminSysNotice.type, recipientId: adminSysNotice.recipientId });
    await deliverNotice(tx, notice!);
  });
}

/** Edits the text; the delivered copies show the new text, as the inboxes refer to the notice. */
export async function updateNotice(ctx: AppContext, input: Pick<SysNoticeUpdateBody, 'title' | 'content'> & { id: number }): Promise<void> {
  const updated = await ctx.db
    .update(adminSysNotice)
    .set({ title: input.title, content: input.content, gmtModified: new Date() })
    .where(eq(adminSysNotice.id, input.id))
    .returning({ id: adminSysNotice.id });
  if (updated.length === 0) throw notFound('The notice does not exist');
}

/** Deletes the notice and, by the foreign key, every delivered copy. */
export async function deleteNotice(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(adminSysNotice).where(eq(adminSysNotice.id, id)).returning({ id: adminSysNotice.id });
  if (deleted.length === 0) throw notFound('The notice does not exist');
}
