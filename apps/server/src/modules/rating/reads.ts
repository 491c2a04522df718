import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { clampPage, type Page, type RatingRankVO, type UserRatingVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { contest, userInfo, userRating } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import type { UserRow } from '../account/users.ts';
import { ratePendingContests } from './service.ts';

/** What the rating screens read: a user's history and the rating list. Both run the rating pass first. */

const RANK_PAGE_SIZE = 30;

/** Each rated user's current and best rating and contest count, with their place (equal ratings share one). */
function standings(ctx: AppContext) {
  const latest = ctx.db
    .selectDistinctOn([userRating.uid], { uid: userRating.uid, rating: userRating.newRating })
    .from(userRating)
    .orderBy(userRating.uid, desc(userRating.contestEnd), desc(userRating.cid))
    .as('latest');
  const totals = ctx.db
    .select({
      uid: userRating.uid,
      maxRating: sql<number>`max(${userRating.newRating})::int`.as('max_rating'),
      contests: sql<number>`count(*)::int`.as('contests'),
    })
    .from(userRating)
    .groupBy(userRating.uid)
    .as('totals');
  return ctx.db
    .select({
      uid: latest.uid,
      rating: latest.rating,
      maxRating: totals.maxRating,
      contests: totals.contests,
      rank: sql<number>`(rank() over (order by ${latest.rating} desc))::int`.as('rank'),
    })
    .from(latest)
    .innerJoin(totals, eq(totals.uid, latest.uid))
    .as('standings');
}

/** GET /api/get-user-rating */
export async function userRatingOf(ctx: AppContext, user: UserRow): Promise<UserRatingVO> {
  await ratePendingContests(ctx);
  const s = standings(ctx);
  const [history, place] = await Promise.all([
    ctx.db
      .select({
        cid: userRating.cid,
        title: contest.title,
        endTime: userRating.contestEnd,
        rank: userRating.rank,
        oldRating: userRating.oldRating,
        newRating: userRating.newRating,
        delta: userRating.delta,
        performance: userRating.performance,
      })
      .from(userRating)
      .innerJoin(contest, eq(contest.id, userRating.cid))
      .where(eq(userRating.uid, user.uuid))
      .orderBy(asc(userRating.contestEnd), asc(userRating.cid)),
    ctx.db.select().from(s).where(eq(s.uid, user.uuid)).limit(1),
  ]);
  const me = place[0];
  return {
    uid: user.uuid,
    username: user.username,
    rating: me?.rating ?? null,
    maxRating: me?.maxRating ?? null,
    ranking: me?.rank ?? null,
    history: history.map((h) => ({ ...h, endTime: h.endTime.toISOString() })),
  };
}

/** GET /api/get-rating-rank-list: rated users by rating, highest first. */
export async function ratingRankList(
  ctx: AppContext,
  q: { currentPage?: number | undefined; limit?: number | undefined; keyword?: string | undefined },
): Promise<Page<RatingRankVO>> {
  await ratePendingContests(ctx);
  const { current, size } = clampPage(q.currentPage, q.limit, RANK_PAGE_SIZE);
  const s = standings(ctx);
  const word = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = word ? or(ilike(userInfo.username, word), ilike(userInfo.nickname, word), ilike(userInfo.school, word)) : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        rank: s.rank,
        uid: s.uid,
        username: userInfo.username,
        nickname: userInfo.nickname,
        school: userInfo.school,
        avatar: userInfo.avatar,
        rating: s.rating,
        maxRating: s.maxRating,
        contests: s.contests,
      })
      .from(s)
      .innerJoin(userInfo, eq(userInfo.uuid, s.uid))
      .where(where)
      .orderBy(asc(s.rank), asc(userInfo.username))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .innerJoin(userInfo, eq(userInfo.uuid, s.uid))
      .where(where),
  ]);
  return page(rows, totals[0]?.n ?? 0, current, size);
}
