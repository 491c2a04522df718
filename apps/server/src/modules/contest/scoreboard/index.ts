import type { ContestRankVO, Page } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import type { DbLike } from '../../../db/client.ts';
import type { ContestRow } from '../access.ts';
import { allRowsOf, pageOf } from './assemble.ts';
import { viewFor, type ContestBoards, type ProblemCount } from './contest-boards.ts';
import { type BoardSync, buildKept, keptBoards, type Kept } from './kept.ts';
import type { ViewName } from './rules.ts';

/**
 * The kept scoreboards: what the contest routes read. Each board is built once from the contest's
 * submissions and then updated in place as verdicts change (every contest submission carries a
 * revision set by a database trigger, so each replica reads only what changed).
 *
 * Every function takes the contest row as the caller just read it: its `version` decides whether
 * the kept boards still fit the contest's settings and problems or are rebuilt.
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
  /** A quoted HTTP entity tag that changes whenever the answer to this query could change. */
  etag: string;
}

export type { ProblemCount } from './contest-boards.ts';
export { LATE_COMMIT_MS } from '../../../store/kept.ts';

/** FNV-1a, 32 bits: a cheap digest of the query's free-form part (the keyword, the pinned users). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The page's entity tag: what identifies the board's state in clear (contest, settings version,
 * build, view, revision), then the page and the query. Computed on every board read, so no
 * cryptographic hash: a collision would need the same board state and page and a different query
 * with the same 32-bit digest, with the digest's text length in the tag as well.
 */
function etagOf(k: Kept, view: ViewName, revision: number, q: BoardQuery): string {
  const free = `${q.keyword ?? ''}\u0000${(q.pinnedUids ?? []).join(',')}`;
  const query = `${q.currentPage}.${q.limit}.${q.removeStar ? 1 : 0}.${free.length}.${fnv1a(free)}`;
  return `"${k.cid}.${k.version}.${k.generation}.${view}.${revision}.${query}"`;
}

/**
 * One page of the contest's board for a viewer. The page is cut when first read: a caller that
 * already holds the answer of this etag (HTTP 304, the read cache) never cuts it. `sync` says
 * whether the kept boards read the database's changes first on every call or at most once per
 * read-cache second (the HTTP reads, `keptBoards`).
 */
export async function readContestRank(ctx: AppContext, c: ContestRow, q: BoardQuery, sync: BoardSync = 'every-read'): Promise<BoardPage> {
  const k = await keptBoards(ctx, c, sync);
  const view = viewFor(k.boards.settings, q);
  const board = k.boards.view(view);
  let page: Page<ContestRankVO> | undefined;
  return {
    get page() {
      return (page ??= pageOf(board, q));
    },
    etag: etagOf(k, view, board.revision, q),
  };
}

/** Accepted and total counted submissions per contest problem (keyed by pid), under the same view rules. */
export async function contestProblemCounts(
  ctx: AppContext,
  c: ContestRow,
  view: { sealed: boolean; containsEnd: boolean },
): Promise<Map<number, ProblemCount>> {
  const k = await keptBoards(ctx, c);
  return k.boards.problemCounts(viewFor(k.boards.settings, view));
}

/** The full ranked list without paging and the board's problem columns in display order (the rank download). */
export async function fullBoard(
  ctx: AppContext,
  c: ContestRow,
  view: { sealed: boolean; containsEnd: boolean; removeStar: boolean },
): Promise<{ displayIds: string[]; rows: ContestRankVO[] }> {
  const k = await keptBoards(ctx, c);
  const rows = allRowsOf(k.boards.view(viewFor(k.boards.settings, view)), view.removeStar);
  return { displayIds: k.boards.settings.problems.map((p) => p.displayId), rows };
}

/** The full ranked list without paging. */
export async function allRankRows(
  ctx: AppContext,
  c: ContestRow,
  view: { sealed: boolean; containsEnd: boolean; removeStar: boolean },
): Promise<ContestRankVO[]> {
  return (await fullBoard(ctx, c, view)).rows;
}

/**
 * A fresh set of boards built from the database, not kept: what the kept boards must equal (tests,
 * the bench).
 */
export async function rebuildContestBoards(db: DbLike, c: ContestRow): Promise<ContestBoards> {
  return (await buildKept(db, c)).boards;
}
