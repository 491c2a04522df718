import { and, count, desc, eq } from 'drizzle-orm';
import {
  GROUP_PAGE_SIZES,
  clampPage,
  type GroupAnnouncementVO,
  type GroupPageQuery,
  type Page,
  type groupAnnouncementBody,
  type groupAnnouncementUpdateBody,
} from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { announcement, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound, page } from '../../http/envelope.ts';
import { adminSeat, managingSeat, memberSeat } from './access.ts';

/**
 * A group's announcements (hoj-api §11 /announcement): members read the visible ones on the group's
 * home, its admins list all and write; an admin changes only their own, the group root any.
 */

const MISSING = 'The announcement does not exist';

type Row = typeof announcement.$inferSelect;

function toVO(r: Row, username: string | null): GroupAnnouncementVO {
  return {
    id: r.id,
    gid: r.gid ?? 0,
    title: r.title,
    content: r.content,
    status: r.status,
    uid: r.uid ?? '',
    username: username ?? '',
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
  };
}

async function announcementPage(ctx: AppContext, q: GroupPageQuery, onlyVisible: boolean): Promise<Page<GroupAnnouncementVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, onlyVisible ? GROUP_PAGE_SIZES.home : GROUP_PAGE_SIZES.other);
  const where = and(eq(announcement.gid, q.gid), onlyVisible ? eq(announcement.status, 0) : undefined);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ a: announcement, username: userInfo.username })
      .from(announcement)
      .leftJoin(userInfo, eq(userInfo.uuid, announcement.uid))
      .where(where)
      .orderBy(desc(announcement.gmtCreate), desc(announcement.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(announcement).where(where),
  ]);
  return page(
    rows.map((r) => toVO(r.a, r.username)),
    totals[0]?.n ?? 0,
    current,
    size,
  );
}

export async function announcementList(ctx: AppContext, user: AuthUser, q: GroupPageQuery): Promise<Page<GroupAnnouncementVO>> {
  await memberSeat(ctx, q.gid, user);
  return announcementPage(ctx, q, true);
}

export async function adminAnnouncementList(ctx: AppContext, user: AuthUser, q: GroupPageQuery): Promise<Page<GroupAnnouncementVO>> {
  await adminSeat(ctx, q.gid, user);
  return announcementPage(ctx, q, false);
}

export async function createAnnouncement(ctx: AppContext, user: AuthUser, body: z.output<typeof groupAnnouncementBody>): Promise<void> {
  await adminSeat(ctx, body.gid, user);
  await ctx.db.insert(announcement).values({ title: body.title, content: body.content, status: body.status, gid: body.gid, uid: user.uid });
}

async function managed(ctx: AppContext, user: AuthUser, aid: number): Promise<Row> {
  const [row] = await ctx.db.select().from(announcement).where(eq(announcement.id, aid)).limit(1);
  if (!row) throw notFound(MISSING);
  await managingSeat(ctx, row, user, MISSING);
  return row;
}

export async function updateAnnouncement(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof groupAnnouncementUpdateBody>,
): Promise<void> {
  const row = await managed(ctx, user, body.id);
  // The group is the row's: a body naming another group moves nothing.
  await ctx.db
    .update(announcement)
    .set({ title: body.title, content: body.content, status: body.status, gmtModified: new Date() })
    .where(eq(announcement.id, row.id));
}

export async function deleteAnnouncement(ctx: AppContext, user: AuthUser, aid: number): Promise<void> {
  const row = await managed(ctx, user, aid);
  await ctx.db.delete(announcement).where(eq(announcement.id, row.id));
}
