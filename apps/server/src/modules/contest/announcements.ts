import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import {
  CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  clampPage,
  type ContestAnnouncementVO,
  type Page,
  type UnreadAnnouncementVO,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestAnnouncement, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { page } from '../../http/envelope.ts';
import { assertCanView, visibleContest, type ContestRow } from './access.ts';

/** The contest's announcements as contestants read them (hoj-api §6): visible ones (status 0), newest first. */

const VISIBLE = 0;

async function viewableContest(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestRow> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  return c;
}

/** One page of a contest's announcements, newest first: the visible ones, or (back office) all of them. */
export async function announcementPage(
  ctx: AppContext,
  cid: number,
  visibleOnly: boolean,
  current: number,
  size: number,
): Promise<Page<ContestAnnouncementVO>> {
  const where = and(eq(contestAnnouncement.cid, cid), visibleOnly ? eq(contestAnnouncement.status, VISIBLE) : undefined);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ a: contestAnnouncement, username: userInfo.username })
      .from(contestAnnouncement)
      .leftJoin(userInfo, eq(userInfo.uuid, contestAnnouncement.uid))
      .where(where)
      .orderBy(desc(contestAnnouncement.gmtCreate), desc(contestAnnouncement.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(contestAnnouncement).where(where),
  ]);
  const records = rows.map(({ a, username }): ContestAnnouncementVO => ({
    id: a.id,
    title: a.title,
    content: a.content,
    uid: a.uid,
    username,
    status: a.status,
    gmtCreate: a.gmtCreate.toISOString(),
    gmtModified: a.gmtModified.toISOString(),
  }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** GET /api/get-contest-announcement */
export async function contestAnnouncements(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<ContestAnnouncementVO>> {
  const c = await viewableContest(ctx, user, q.cid);
  const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_ANNOUNCEMENT_PAGE_SIZE);
  return announcementPage(ctx, c.id, true, current, size);
}

/** POST /api/get-contest-not-read-announcement: the visible announcements the client has not shown yet. */
export async function unreadAnnouncements(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  read: readonly number[],
): Promise<UnreadAnnouncementVO[]> {
  const c = await viewableContest(ctx, user, cid);
  const rows = await ctx.db
    .select({ id: contestAnnouncement.id, title: contestAnnouncement.title, gmtCreate: contestAnnouncement.gmtCreate })
    .from(contestAnnouncement)
    .where(
      and(
        eq(contestAnnouncement.cid, c.id),
        eq(contestAnnouncement.status, VISIBLE),
        read.length > 0 ? notInArray(contestAnnouncement.id, [...read]) : undefined,
      ),
    )
    .orderBy(desc(contestAnnouncement.gmtCreate), desc(contestAnnouncement.id));
  return rows.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() }));
}
