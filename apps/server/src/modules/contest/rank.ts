import {
  ContestStatus,
  SCOREBOARD_MAX_PAGE_SIZE,
  SCOREBOARD_PAGE_SIZE,
  clampPage,
  type ContestOutsideInfo,
  type ContestRankRequest,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import { CONTEST_MSG, assertCanView, statusOf, toContestVO, visibleContest, type ContestRow } from './access.ts';
import { boardView } from './board-view.ts';
import { participantCount } from './participants.ts';
import { problemVOs } from './problems.ts';
import { readContestRank, type BoardPage } from './scoreboard/index.ts';

/**
 * The scoreboard calls (hoj-api §6): the rank tab (login, view rights; the caller's own row and
 * the followed users pinned on top) and the public outside scoreboard (openRank, once started;
 * followed users pinned, no own row). A contest admin's forceRefresh shows the real board.
 */

async function readBoard(
  ctx: AppContext,
  c: ContestRow,
  user: AuthUser | null,
  req: ContestRankRequest,
  pinned: string[],
): Promise<BoardPage> {
  const { current, size } = clampPage(req.currentPage, req.limit, SCOREBOARD_PAGE_SIZE, SCOREBOARD_MAX_PAGE_SIZE);
  const view = boardView(c, user, { forceRefresh: req.forceRefresh, containsEnd: req.containsEnd });
  return readContestRank(
    ctx,
    c,
    {
      currentPage: current,
      limit: size,
      keyword: req.keyword ?? null,
      removeStar: req.removeStar,
      containsEnd: view.containsEnd,
      sealed: view.sealed,
      pinnedUids: [...new Set(pinned)],
    },
    'read-cache',
  );
}

/** POST /api/get-contest-rank */
export async function contestRank(ctx: AppContext, user: AuthUser, req: ContestRankRequest): Promise<BoardPage> {
  const c = await visibleContest(ctx, req.cid, user);
  await assertCanView(ctx, c, user);
  return readBoard(ctx, c, user, req, [user.uid, ...(req.concernedList ?? [])]);
}

/** The public boards need the contest's openRank and a start behind it, whoever asks. */
async function publicBoardContest(ctx: AppContext, user: AuthUser | null, cid: number): Promise<ContestRow> {
  const c = await visibleContest(ctx, cid, user);
  if (!c.openRank) throw forbidden(CONTEST_MSG.noOpenRank);
  if (statusOf(c) === ContestStatus.SCHEDULED) throw forbidden(CONTEST_MSG.notStarted);
  return c;
}

/** POST /api/get-contest-outside-scoreboard */
export async function outsideScoreboard(ctx: AppContext, user: AuthUser | null, req: ContestRankRequest): Promise<BoardPage> {
  const c = await publicBoardContest(ctx, user, req.cid);
  return readBoard(ctx, c, user, req, req.concernedList ?? []);
}

/** GET /api/get-contest-outsize-info: the outside scoreboard's header and columns. */
export async function outsideInfo(ctx: AppContext, user: AuthUser | null, cid: number): Promise<ContestOutsideInfo> {
  const c = await publicBoardContest(ctx, user, cid);
  const [participants, problemList] = await Promise.all([
    participantCount(ctx.db, c.id),
    problemVOs(ctx, c, boardView(c, user, { containsEnd: false })),
  ]);
  return { contest: toContestVO(c, participants), problemList };
}
