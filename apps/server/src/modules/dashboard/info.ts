import { desc, eq, sql } from 'drizzle-orm';
import type { DashboardInfoVO, LoginSessionVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { session, userInfo } from '../../db/schema.ts';
import { dailySubmissions, recentContests } from '../home/service.ts';

/** How many days the dashboard's submissions chart covers. */
const CHART_DAYS = 14;

/**
 * The dashboard's counts (hoj-api §13.1): all users, the recent contests as the home page lists them
 * (hoj's "within the next 14 days"), and today's submissions, which is the last day of the chart.
 */
export async function dashboardInfo(ctx: AppContext, now = new Date()): Promise<DashboardInfoVO> {
  const [users, contests, days] = await Promise.all([
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(userInfo),
    recentContests(ctx, now),
    dailySubmissions(ctx, CHART_DAYS, now),
  ]);
  return {
    userNum: users[0]?.n ?? 0,
    recentContestNum: contests.length,
    todayJudgeNum: days.at(-1)?.total ?? 0,
    submissionsByDay: days,
  };
}

/** The caller's previous login: the second newest session, or the newest when it is the only one. */
export async function previousLogin(ctx: AppContext, uid: string): Promise<LoginSessionVO | null> {
  const rows = await ctx.db.select().from(session).where(eq(session.uid, uid)).orderBy(desc(session.gmtCreate), desc(session.id)).limit(2);
  const row = rows[1] ?? rows[0];
  if (!row) return null;
  return { ...row, gmtCreate: row.gmtCreate.toISOString(), gmtModified: row.gmtModified.toISOString() };
}
