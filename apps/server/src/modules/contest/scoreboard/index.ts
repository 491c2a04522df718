import type { ContestRankVO, Page } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import type { ContestRow } from '../access.ts';

/**
 * The kept scoreboards: what the contest routes read. Each board is built once from the contest's
 * submissions and then updated in place as verdicts change (every contest submission carries a
 * revision set by a database trigger, so each replica reads only what changed).
 */

export interface BoardQuery {
  currentPage: number;
  /** 1..300 */
  limit: number;
  /** Matches the school or the rankShowName field, case-insensitively. */
  keyword?: string | null | undefined;
  /** Leave star users out entirely (otherwise they show with rank -1). */
  removeStar: boolean;
  /** Count submissions after the end (the caller checked allowEndSubmit and that the board is not sealed). */
  containsEnd: boolean;
  /** The viewer's board is frozen at the seal time (the caller decided with isSealedFor). */
  sealed: boolean;
  /** Rows prepended (in addition to their normal place) before the page is cut: the caller's own row, then followed users. */
  pinnedUids?: readonly string[] | undefined;
}

export interface BoardPage {
  page: Page<ContestRankVO>;
  /** Changes whenever the answer to this query could change. */
  etag: string;
}

export interface ProblemCount {
  ac: number;
  total: number;
}

/** One page of the contest's board for a viewer. */
export async function readContestRank(ctx: AppContext, c: ContestRow, q: BoardQuery): Promise<BoardPage> {
  void ctx;
  void c;
  void q;
  throw new Error('the scoreboard engine is not built yet');
}

/** Accepted and total counted submissions per contest problem (keyed by pid), under the same view rules. */
export async function contestProblemCounts(
  ctx: AppContext,
  c: ContestRow,
  view: { sealed: boolean; containsEnd: boolean },
): Promise<Map<number, ProblemCount>> {
  void ctx;
  void c;
  void view;
  throw new Error('the scoreboard engine is not built yet');
}

/** The full ranked list without paging (the rolling board's medal counts, the rank download). */
export async function allRankRows(
  ctx: AppContext,
  c: ContestRow,
  view: { sealed: boolean; containsEnd: boolean; removeStar: boolean },
): Promise<ContestRankVO[]> {
  void ctx;
  void c;
  void view;
  throw new Error('the scoreboard engine is not built yet');
}
