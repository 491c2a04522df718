import { SCOREBOARD_MAX_PAGE_SIZE, SCOREBOARD_PAGE_SIZE, clampPage, type ContestRankVO, type Page } from '@arbiter/contract';
import { page } from '../../../http/envelope.ts';
import type { Row, ViewBoard } from './board.ts';
import { rowVO } from './row-vo.ts';

/** Cutting a page out of a kept board (B.16 "Response assembly"): only the page's rows become objects. */

export interface PageRequest {
  currentPage: number;
  limit: number;
  keyword?: string | null | undefined;
  removeStar: boolean;
  pinnedUids?: readonly string[] | undefined;
}

function matcher(board: ViewBoard, keyword: string | null | undefined): ((row: Row) => boolean) | null {
  const word = keyword?.trim().toLowerCase();
  if (!word) return null;
  const field = board.settings.rankShowName;
  return (row) => (row.ident.school ?? '').toLowerCase().includes(word) || (row.ident[field] ?? '').toLowerCase().includes(word);
}

/** The ranked rows a request lists, before pinning: stars left out on request, then the keyword filter. */
function listed(board: ViewBoard, removeStar: boolean, keyword: string | null | undefined): readonly Row[] {
  const derived = board.derive();
  const base = removeStar ? derived.nonStar : board.rows;
  const match = matcher(board, keyword);
  return match ? base.filter(match) : base;
}

/** The pinned users' rows (each once, in the order given); a row the keyword or removeStar leaves out is not pinned either. */
function pinnedRows(board: ViewBoard, q: PageRequest): Row[] {
  const match = matcher(board, q.keyword);
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const uid of q.pinnedUids ?? []) {
    if (seen.has(uid)) continue;
    seen.add(uid);
    const row = board.row(uid);
    if (!row || (q.removeStar && row.star) || (match && !match(row))) continue;
    out.push(row);
  }
  return out;
}

/**
 * One page: the pinned rows first (in addition to their normal places), then the ranked rows;
 * `total` counts both.
 */
export function pageOf(board: ViewBoard, q: PageRequest): Page<ContestRankVO> {
  const { current, size } = clampPage(q.currentPage, q.limit, SCOREBOARD_PAGE_SIZE, SCOREBOARD_MAX_PAGE_SIZE);
  const derived = board.derive();
  const pinned = pinnedRows(board, q);
  const rows = listed(board, q.removeStar, q.keyword);
  const total = pinned.length + rows.length;
  const from = (current - 1) * size;
  const to = Math.min(from + size, total);
  const records: ContestRankVO[] = [];
  for (let i = from; i < to; i++) {
    const row = i < pinned.length ? pinned[i]! : rows[i - pinned.length]!;
    records.push(rowVO(row, board.settings, derived));
  }
  return page(records, total, current, size);
}

/** The whole ranked list (no keyword, no pinning). */
export function allRowsOf(board: ViewBoard, removeStar: boolean): ContestRankVO[] {
  const derived = board.derive();
  return listed(board, removeStar, null).map((row) => rowVO(row, board.settings, derived));
}
