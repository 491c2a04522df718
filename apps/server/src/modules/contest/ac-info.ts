import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { AC_INFO_PAGE_SIZE, ContestType, JudgeStatus, clampPage, type ContestAcInfoVO, type Page } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestAcCheck, contestProblem, judge, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound, page } from '../../http/envelope.ts';
import { administeredContest, type ContestRow } from './access.ts';
import { byContestants } from './counted.ts';
import { realContestRows } from './real-rows.ts';

/**
 * The Admin Helper (spec part 2 §2.10, hoj-api §6): each contestant's first accepted submission of
 * each problem within the contest time, for handing out balloons; the earliest of a problem is its
 * first blood (ties share it), and the admins tick off the delivered ones.
 */

const AC_INFO_MSG = {
  acmOnly: 'The Admin Helper is for ACM contests only',
  noRecord: 'The accepted submission does not exist in this contest',
} as const;

async function helperContest(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestRow> {
  const c = await administeredContest(ctx, cid, user);
  if (c.type !== ContestType.ACM) throw forbidden(AC_INFO_MSG.acmOnly);
  return c;
}

/** GET /api/get-contest-ac-info: unchecked first, then by submit time; paged after first blood is decided over all. */
export async function contestAcInfo(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; currentPage?: number | undefined; limit?: number | undefined },
): Promise<Page<ContestAcInfoVO>> {
  const c = await helperContest(ctx, user, q.cid);
  const { current, size } = clampPage(q.currentPage, q.limit, AC_INFO_PAGE_SIZE);
  const firsts = await ctx.db
    .selectDistinctOn([judge.uid, judge.cpid], {
      submitId: judge.submitId,
      uid: judge.uid,
      username: judge.username,
      pid: judge.pid,
      cpid: judge.cpid,
      submitTime: judge.submitTime,
      displayId: contestProblem.displayId,
      realname: userInfo.realname,
      checked: contestAcCheck.checked,
    })
    .from(judge)
    .innerJoin(contestProblem, eq(contestProblem.id, judge.cpid))
    .leftJoin(userInfo, eq(userInfo.uuid, judge.uid))
    .leftJoin(contestAcCheck, eq(contestAcCheck.submitId, judge.submitId))
    .where(
      and(
        realContestRows(c.id),
        eq(judge.status, JudgeStatus.ACCEPTED),
        gte(judge.submitTime, c.startTime),
        lt(judge.submitTime, c.endTime),
        byContestants(c),
      ),
    )
    .orderBy(judge.uid, judge.cpid, asc(judge.submitTime), asc(judge.submitId));
  const earliest = new Map<number, number>();
  for (const f of firsts) {
    const t = f.submitTime.getTime();
    if (t < (earliest.get(f.cpid) ?? Infinity)) earliest.set(f.cpid, t);
  }
  const all = firsts
    .sort(
      (a, b) =>
        Number(a.checked ?? false) - Number(b.checked ?? false) ||
        a.submitTime.getTime() - b.submitTime.getTime() ||
        a.submitId - b.submitId,
    )
    .map((f): ContestAcInfoVO => ({
      id: f.submitId,
      cid: c.id,
      uid: f.uid,
      pid: f.pid,
      displayId: f.displayId,
      submitId: f.submitId,
      username: f.username,
      realname: f.realname,
      submitTime: f.submitTime.toISOString(),
      time: Math.floor((f.submitTime.getTime() - c.startTime.getTime()) / 1000),
      firstBlood: f.submitTime.getTime() === earliest.get(f.cpid),
      checked: f.checked ?? false,
    }));
  return page(all.slice((current - 1) * size, current * size), all.length, current, size);
}

/** PUT /api/check-contest-ac-info: ticks (or unticks) an accepted submission of the contest. */
export async function checkAcInfo(ctx: AppContext, user: AuthUser, input: { id: number; cid: number; checked: boolean }): Promise<void> {
  const c = await helperContest(ctx, user, input.cid);
  const found = await ctx.db
    .select({ submitId: judge.submitId })
    .from(judge)
    .where(and(eq(judge.submitId, input.id), realContestRows(c.id), eq(judge.status, JudgeStatus.ACCEPTED)))
    .limit(1);
  if (!found[0]) throw notFound(AC_INFO_MSG.noRecord);
  await ctx.db
    .insert(contestAcCheck)
    .values({ submitId: input.id, cid: c.id, checked: input.checked })
    .onConflictDoUpdate({ target: contestAcCheck.submitId, set: { checked: input.checked, gmtModified: new Date() } });
}
