import { and, desc, eq, lt, ne, notInArray } from 'drizzle-orm';
import {
  ContestStatus,
  ContestType,
  JudgeStatus,
  ProblemAuth,
  type RankShowName,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contestProblem, judge, problem, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import { assertCanView, isContestAdmin, isSealedFor, statusOf, visibleContest, type ContestRow } from './access.ts';
import { byContestants } from './counted.ts';
import { listedProblems } from './problems.ts';
import { realContestRows } from './real-rows.ts';

/**
 * The rolling scoreboard's data (spec part 2 §2.13, hoj-api §6): it replays a sealed ACM contest's
 * submissions at the award ceremony, so it opens only once such a contest has ended; before that
 * it would give away the sealed results.
 */

const SCROLL_MSG = {
  acmOnly: 'The rolling scoreboard is for ACM contests only',
  notSealed: 'The rolling scoreboard needs a contest whose board was sealed',
  notEnded: 'The rolling scoreboard opens once the contest has ended',
  stillSealed: 'The board of this contest is still sealed: only its administrators may roll it',
} as const;

async function scrollableContest(ctx: AppContext, user: AuthUser | null, cid: number): Promise<ContestRow> {
  const c = await visibleContest(ctx, cid, user);
  if (c.type !== ContestType.ACM) throw forbidden(SCROLL_MSG.acmOnly);
  if (!c.sealRank) throw forbidden(SCROLL_MSG.notSealed);
  if (statusOf(c) !== ContestStatus.ENDED) throw forbidden(SCROLL_MSG.notEnded);
  if (isContestAdmin(c, user)) return c;
  // Everyone else sees only what the real board shows them: nothing while it stays sealed after the
  // end, and nothing of a private contest without access unless its board is public.
  if (isSealedFor(c, user)) throw forbidden(SCROLL_MSG.stillSealed);
  if (!c.openRank) await assertCanView(ctx, c, user);
  return c;
}

/** GET /api/get-contest-scroll-board-info */
export async function scrollBoardInfo(ctx: AppContext, user: AuthUser | null, cid: number): Promise<ScrollBoardInfo> {
  const c = await scrollableContest(ctx, user, cid);
  const problems = await listedProblems(ctx.db, c.id);
  return {
    id: c.id,
    rankShowName: c.rankShowName as RankShowName,
    problemCount: problems.length,
    balloonColor: Object.fromEntries(problems.map(({ cp }) => [cp.displayId, cp.color])),
    startTime: c.startTime.toISOString(),
    sealRankTime: c.sealRankTime?.toISOString() ?? null,
    starUserList: c.starAccount,
  };
}

/**
 * GET /api/get-contest-scroll-board-submission: every submission before the end except cancelled
 * ones and those of hidden problems, newest first, without the contest's staff (and without the star users when asked).
 */
export async function scrollBoardSubmissions(
  ctx: AppContext,
  user: AuthUser | null,
  cid: number,
  removeStar: boolean,
): Promise<ScrollBoardSubmission[]> {
  const c = await scrollableContest(ctx, user, cid);
  const stars = removeStar ? c.starAccount : [];
  const rows = await ctx.db
    .select({
      uid: judge.uid,
      username: judge.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      school: userInfo.school,
      avatar: userInfo.avatar,
      gender: userInfo.gender,
      submitId: judge.submitId,
      status: judge.status,
      submitTime: judge.submitTime,
      displayId: contestProblem.displayId,
    })
    .from(judge)
    .innerJoin(contestProblem, eq(contestProblem.id, judge.cpid))
    .innerJoin(problem, eq(problem.id, judge.pid))
    .leftJoin(userInfo, eq(userInfo.uuid, judge.uid))
    .where(
      and(
        realContestRows(c.id),
        lt(judge.submitTime, c.endTime),
        ne(judge.status, JudgeStatus.CANCELLED),
        // Hidden problems are left out of every board.
        ne(problem.auth, ProblemAuth.PRIVATE),
        byContestants(c),
        stars.length > 0 ? notInArray(judge.username, stars) : undefined,
      ),
    )
    .orderBy(desc(judge.submitId));
  return rows.map((r) => ({ ...r, submitTime: r.submitTime.toISOString() }));
}
