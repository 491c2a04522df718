import { type SQL, and, asc, count, desc, eq, gt, ilike, lte, sql } from 'drizzle-orm';
import {
  CONTEST_LIST_PAGE_SIZE,
  ContestAuth,
  ContestStatus,
  clampPage,
  type ContestAccessVO,
  type ContestVO,
  type Page,
  type contestListQuery,
} from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { contest, contestRegister } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, page } from '../../http/envelope.ts';
import { CONTEST_MSG, hasAccess, passesAccountRule, toContestVO, visibleContest } from './access.ts';
import { participantCount, participantCounts } from './participants.ts';

/** The contest list, a contest's overview, registering and access (hoj-api §6, spec part 2 §2.6, §2.7). */

export const REGISTER_MSG = {
  done: 'Register contest successfully',
  already: 'You have already registered',
  wrongPassword: 'The contest password is wrong, please try again',
} as const;

/** Status from the clock, in SQL: -1 before the start, 0 running, 1 from the end. */
function statusAt(now: Date): SQL<number> {
  const t = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`(case when ${t} < ${contest.startTime} then ${ContestStatus.SCHEDULED} when ${t} < ${contest.endTime} then ${ContestStatus.RUNNING} else ${ContestStatus.ENDED} end)`;
}

function statusIs(status: number | undefined, now: Date): SQL | undefined {
  if (status === ContestStatus.SCHEDULED) return gt(contest.startTime, now);
  if (status === ContestStatus.RUNNING) return and(lte(contest.startTime, now), gt(contest.endTime, now));
  if (status === ContestStatus.ENDED) return lte(contest.endTime, now);
  return undefined;
}

/**
 * GET /api/get-contest-list: visible site contests (not group ones; a group's, given its gid),
 * filtered by status, rule and a part of the title; running and scheduled before ended (status
 * ascending), newest start first.
 */
export async function contestList(
  ctx: AppContext,
  q: Partial<z.output<typeof contestListQuery>>,
  gid: number | null = null,
): Promise<Page<ContestVO>> {
  const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_LIST_PAGE_SIZE);
  const now = new Date();
  const where = and(
    eq(contest.visible, true),
    gid === null ? eq(contest.isGroup, false) : eq(contest.gid, gid),
    statusIs(q.status, now),
    q.type === undefined ? undefined : eq(contest.type, q.type),
    q.keyword ? ilike(contest.title, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(contest)
      .where(where)
      .orderBy(asc(statusAt(now)), desc(contest.startTime), desc(contest.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(contest).where(where),
  ]);
  const participants = await participantCounts(
    ctx.db,
    rows.map((c) => c.id),
  );
  const records = rows.map((c) => toContestVO(c, participants.get(c.id) ?? 0, now.getTime()));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** GET /api/get-contest-info: a visible contest (any, for its admins) with the server's clock. */
export async function contestInfo(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestVO> {
  const c = await visibleContest(ctx, cid, user);
  return toContestVO(c, await participantCount(ctx.db, c.id));
}

/**
 * POST /api/register-contest: the account rule first, then the password (private and protected
 * contests; a public one needs none), once per user.
 */
export async function registerContest(ctx: AppContext, user: AuthUser, cid: number, password: string): Promise<void> {
  const c = await visibleContest(ctx, cid, user);
  if (!passesAccountRule(c, user)) throw fail(CONTEST_MSG.accountRule);
  if (c.auth !== ContestAuth.PUBLIC && password !== (c.pwd ?? '')) throw fail(REGISTER_MSG.wrongPassword);
  const inserted = await ctx.db
    .insert(contestRegister)
    .values({ cid: c.id, uid: user.uid })
    .onConflictDoNothing()
    .returning({ uid: contestRegister.uid });
  if (inserted.length === 0) throw fail(REGISTER_MSG.already);
}

/** GET /api/get-contest-access */
export async function contestAccess(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestAccessVO> {
  const c = await visibleContest(ctx, cid, user);
  return { access: await hasAccess(ctx, c, user) };
}
