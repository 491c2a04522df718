import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CalendarHeatmap, SolvedProblem, UserHomeVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, problem, session, userAcproblem, userRecord } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findByUid, findByUsername, type UserRow } from './users.ts';

const PROFILE_MSG = {
  noUser: 'The user does not exist',
  whichUser: 'Please give a uid or a username',
} as const;

/** The user a profile call is about: by uid, by username, or the caller when neither is given. */
export async function resolveUser(
  ctx: AppContext,
  query: { uid?: string | undefined; username?: string | undefined },
  caller: AuthUser | null,
): Promise<UserRow> {
  let user: UserRow | null;
  if (query.uid) user = await findByUid(ctx.db, query.uid);
  else if (query.username) user = await findByUsername(ctx.db, query.username);
  else if (caller) user = await findByUid(ctx.db, caller.uid);
  else throw fail(PROFILE_MSG.whichUser);
  if (!user || user.status !== 0) throw fail(PROFILE_MSG.noUser);
  return user;
}

/** Non-contest, non-group submissions count towards the profile (hoj-api §2 UserHomeVO). */
const practice = and(eq(judge.cid, 0), isNull(judge.gid));

export async function userHome(ctx: AppContext, user: UserRow): Promise<UserHomeVO> {
  const { db } = ctx;
  const [totalRows, solvedRows, scoreRows, ratingRows, loginRows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(judge)
      .where(and(practice, eq(judge.uid, user.uuid))),
    db
      .select({ id: problem.id, problemId: problem.problemId, difficulty: problem.difficulty })
      .from(userAcproblem)
      .innerJoin(problem, eq(problem.id, userAcproblem.pid))
      .where(eq(userAcproblem.uid, user.uuid))
      .groupBy(problem.id, problem.problemId, problem.difficulty)
      .orderBy(sql`min(${userAcproblem.gmtCreate})`),
    db
      .select({ best: sql<number>`max(${judge.oiRankScore})::int` })
      .from(judge)
      .innerJoin(problem, eq(problem.id, judge.pid))
      .where(and(practice, eq(judge.uid, user.uuid), eq(problem.type, 1), sql`${judge.oiRankScore} is not null`))
      .groupBy(judge.pid),
    db.select({ rating: userRecord.rating }).from(userRecord).where(eq(userRecord.uid, user.uuid)).limit(1),
    db.select({ at: session.gmtCreate }).from(session).where(eq(session.uid, user.uuid)).orderBy(desc(session.gmtCreate)).limit(1),
  ]);
  const solvedGroupByDifficulty: Record<string, SolvedProblem[]> = {};
  for (const p of solvedRows) {
    (solvedGroupByDifficulty[String(p.difficulty)] ??= []).push({ id: p.id, problemId: p.problemId, difficulty: p.difficulty });
  }
  return {
    uid: user.uuid,
    username: user.username,
    school: user.school,
    signature: user.signature,
    nickname: user.nickname,
    gender: user.gender,
    github: user.github,
    blog: user.blog,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    total: totalRows[0]?.n ?? 0,
    rating: ratingRows[0]?.rating ?? null,
    scoreList: scoreRows.map((r) => r.best),
    solvedList: solvedRows.map((r) => r.problemId),
    solvedGroupByDifficulty,
    recentLoginTime: loginRows[0]?.at.toISOString() ?? null,
  };
}

/** Practice submissions of the last year, any verdict, counted per day in the school's time zone. */
export async function calendarHeatmap(ctx: AppContext, user: UserRow, now = new Date()): Promise<CalendarHeatmap> {
  const tz = ctx.config.timeZone;
  const day = sql<string>`to_char(${judge.submitTime} at time zone ${tz}, 'YYYY-MM-DD')`;
  const since = new Date(now.getTime() - 366 * 86_400_000);
  const rows = await ctx.db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(judge)
    .where(and(practice, eq(judge.uid, user.uuid), sql`${judge.submitTime} >= ${since}`))
    // Positional: the time-zone parameter makes the expression differ textually between clauses.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const endDate = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { endDate, dataList: rows };
}
