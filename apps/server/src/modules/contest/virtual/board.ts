import { eq } from 'drizzle-orm';
import { SCOREBOARD_MAX_PAGE_SIZE, SCOREBOARD_PAGE_SIZE, clampPage, type VirtualRankRequest, type VirtualRankVO } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import { judge } from '../../../db/schema.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { fail } from '../../../http/envelope.ts';
import { readIdentities } from '../../../store/identity-follower.ts';
import { isSealedFor } from '../access.ts';
import { pageOf } from '../scoreboard/assemble.ts';
import { viewFor } from '../scoreboard/contest-boards.ts';
import { keptBoards } from '../scoreboard/kept.ts';
import { VirtualBoardKeeper } from '../scoreboard/virtual-board.ts';
import { VIRTUAL_MSG, elapsedOf, isRunning, ownRun, toRunVO } from './runs.ts';

/** The runs' boards each app keeps between reads (`VirtualBoardKeeper`). */
const keepers = new WeakMap<AppContext, VirtualBoardKeeper>();
function keeperOf(ctx: AppContext): VirtualBoardKeeper {
  let keeper = keepers.get(ctx);
  if (!keeper) keepers.set(ctx, (keeper = new VirtualBoardKeeper()));
  return keeper;
}

/**
 * POST /api/get-contest-virtual-rank: the caller's virtual board, their row pinned on top. While
 * the run goes on, the board past the contest's seal time is the sealed one, as the contestants
 * saw it then; once the run is over, it is the board the caller would see of the contest now.
 */
export async function virtualRank(ctx: AppContext, user: AuthUser, req: VirtualRankRequest & { cid: number }): Promise<VirtualRankVO> {
  const { c, run } = await ownRun(ctx, user, req.cid);
  if (!run) throw fail(VIRTUAL_MSG.none);
  const now = Date.now();
  const [kept, rows, identities] = await Promise.all([
    keptBoards(ctx, c, 'read-cache'),
    ctx.db
      .select({
        submitId: judge.submitId,
        uid: judge.uid,
        pid: judge.pid,
        status: judge.status,
        submitTime: judge.submitTime,
        score: judge.score,
        time: judge.time,
      })
      .from(judge)
      .where(eq(judge.virtualRun, run.id)),
    readIdentities(ctx.db, [user.uid]),
  ]);
  const elapsedSec = elapsedOf(run, c, now);
  const boards = keeperOf(ctx).boardOf(run.id, kept.boards, {
    uid: user.uid,
    startMs: run.startTime.getTime(),
    elapsedSec,
    rows,
    identity: identities[0],
  });
  const sealed = isRunning(run, now) ? boards.settings.sealSec !== null && elapsedSec >= boards.settings.sealSec : isSealedFor(c, user);
  const { current, size } = clampPage(req.currentPage, req.limit, SCOREBOARD_PAGE_SIZE, SCOREBOARD_MAX_PAGE_SIZE);
  const view = viewFor(boards.settings, { sealed, containsEnd: false });
  const board = boards.view(view);
  return {
    counts: Object.fromEntries([...boards.problemCounts(view)].map(([pid, c]) => [String(pid), c])),
    run: toRunVO(run, c, now),
    sealed,
    rank: pageOf(board, {
      currentPage: current,
      limit: size,
      keyword: req.keyword ?? null,
      removeStar: req.removeStar ?? false,
      pinnedUids: [user.uid],
    }),
  };
}
