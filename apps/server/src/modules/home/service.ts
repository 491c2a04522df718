import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  JudgeStatus,
  Role,
  contestStatusAt,
  type AcRankRow,
  type AdminAnnouncementVO,
  type AnnouncementVO,
  type CarouselImage,
  type DailySubmissions,
  type HomeContest,
  type LastWeekStatistics,
  type Page,
  type RecentProblem,
  type WebsiteConfig,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { announcement, contest, file, judge, problem, userAcproblem, userInfo } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { participantCounts } from '../contest/participants.ts';

const DAY_MS = 86_400_000;

export async function websiteConfig(ctx: AppContext): Promise<WebsiteConfig> {
  const [web, switches, smtp] = await Promise.all([ctx.site.web(), ctx.site.switches(), ctx.site.smtp()]);
  return {
    ...web,
    baseUrl: web.baseUrl || ctx.config.baseUrl || '',
    email: smtp?.user ?? '',
    openPublicDiscussion: switches.openPublicDiscussion,
    openGroupDiscussion: switches.openGroupDiscussion,
    openContestComment: switches.openContestComment,
  };
}

export async function carousel(ctx: AppContext): Promise<CarouselImage[]> {
  const rows = await ctx.db
    .select({ id: file.id, name: file.name })
    .from(file)
    .where(and(eq(file.type, 'carousel'), eq(file.delete, false)))
    .orderBy(file.id);
  return rows.map((r) => ({ id: r.id, url: `/api/public/img/${r.name}` }));
}

/** Visible site contests that have not ended and start within two weeks, newest start first. */
export async function recentContests(ctx: AppContext, now = new Date()): Promise<HomeContest[]> {
  const rows = await ctx.db
    .select()
    .from(contest)
    .where(
      and(
        eq(contest.visible, true),
        eq(contest.isGroup, false),
        gt(contest.endTime, now),
        lte(contest.startTime, new Date(now.getTime() + 14 * DAY_MS)),
      ),
    )
    .orderBy(desc(contest.startTime));
  if (rows.length === 0) return [];
  const countOf = await participantCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    status: contestStatusAt(c.startTime, c.endTime, now),
    type: c.type,
    auth: c.auth,
    oiRankScoreType: c.oiRankScoreType,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    duration: c.duration,
    count: countOf.get(c.id) ?? 0,
  }));
}

/** The home page's announcements: site-wide (no group) and visible. */
export async function commonAnnouncements(ctx: AppContext, current: number, size: number): Promise<Page<AnnouncementVO>> {
  const result = await siteAnnouncements(ctx, false, current, size);
  return { ...result, records: result.records.map(({ status: _status, ...vo }) => vo) };
}

/** Site-wide announcements, newest first; the back office lists the hidden ones (status 1) too. */
export async function siteAnnouncements(
  ctx: AppContext,
  withHidden: boolean,
  current: number,
  size: number,
): Promise<Page<AdminAnnouncementVO>> {
  const where = withHidden ? isNull(announcement.gid) : and(isNull(announcement.gid), eq(announcement.status, 0));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: announcement.id,
        title: announcement.title,
        content: announcement.content,
        gmtCreate: announcement.gmtCreate,
        gmtModified: announcement.gmtModified,
        uid: announcement.uid,
        username: userInfo.username,
        status: announcement.status,
      })
      .from(announcement)
      .leftJoin(userInfo, eq(userInfo.uuid, announcement.uid))
      .where(where)
      .orderBy(desc(announcement.gmtCreate), desc(announcement.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(announcement)
      .where(where),
  ]);
  const records = rows.map((r) => ({
    ...r,
    uid: r.uid ?? '',
    username: r.username ?? '',
    gmtCreate: r.gmtCreate.toISOString(),
    gmtModified: r.gmtModified.toISOString(),
  }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** Top ten by distinct problems accepted in practice over the last seven days; super admins are left out. */
export async function recentSevenAcRank(ctx: AppContext, now = new Date()): Promise<AcRankRow[]> {
  const ac = sql<number>`count(distinct ${userAcproblem.pid})::int`;
  const rows = await ctx.db
    .select({
      uid: userInfo.uuid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      avatar: userInfo.avatar,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      ac,
    })
    .from(userAcproblem)
    .innerJoin(userInfo, eq(userInfo.uuid, userAcproblem.uid))
    .where(and(gt(userAcproblem.gmtCreate, new Date(now.getTime() - 7 * DAY_MS)), ne(userInfo.roleId, Role.ROOT), eq(userInfo.status, 0)))
    .groupBy(userInfo.uuid)
    .orderBy(desc(ac), userInfo.username)
    .limit(10);
  return rows;
}

export async function recentUpdatedProblems(ctx: AppContext): Promise<RecentProblem[]> {
  const rows = await ctx.db
    .select({
      id: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      type: problem.type,
      gmtCreate: problem.gmtCreate,
      gmtModified: problem.gmtModified,
    })
    .from(problem)
    .where(and(eq(problem.auth, 1), eq(problem.isGroup, false)))
    .orderBy(desc(problem.gmtCreate), desc(problem.id))
    .limit(10);
  return rows.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString(), gmtModified: r.gmtModified.toISOString() }));
}

/** Submissions of the last `days` days (today last), every kind, per day in the school's time zone: one grouped query. */
export async function dailySubmissions(ctx: AppContext, days: number, now = new Date()): Promise<DailySubmissions[]> {
  const tz = ctx.config.timeZone;
  const dayOf = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const dates = Array.from({ length: days }, (_, i) => dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
  const day = sql<string>`to_char(${judge.submitTime} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      date: day,
      total: sql<number>`count(*)::int`,
      ac: sql<number>`(count(*) filter (where ${judge.status} = ${JudgeStatus.ACCEPTED}))::int`,
    })
    .from(judge)
    .where(sql`${judge.submitTime} >= ${new Date(now.getTime() - (days + 1) * DAY_MS)}`)
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return dates.map((date) => ({ date, total: byDay.get(date)?.total ?? 0, ac: byDay.get(date)?.ac ?? 0 }));
}

/** Submissions of the last seven days (today included), in hoj's three lists. */
export async function lastWeekStatistics(ctx: AppContext, now = new Date()): Promise<LastWeekStatistics> {
  const days = await dailySubmissions(ctx, 7, now);
  return {
    dateStrList: days.map((d) => d.date.slice(5)),
    acCountList: days.map((d) => d.ac),
    totalCountList: days.map((d) => d.total),
  };
}
