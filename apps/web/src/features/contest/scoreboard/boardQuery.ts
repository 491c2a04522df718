import { SCOREBOARD_PAGE_SIZE, SCOREBOARD_PAGE_SIZES, defaultMedals, type ContestRankRequest } from '@arbiter/contract';

/**
 * The scoreboard's filters as they live in the URL (spec part 2 §2.8) and the requests built from
 * them: currentPage, limit (10, 30, 50, 100, 300; default 50), keyword, removeStar, containsEnd.
 * Defaults are left out of the URL. Also the rolling board's address (§2.13).
 */
export interface BoardFilters {
  currentPage: number;
  limit: number;
  keyword: string;
  /** The Star User switch turned off: star users are left out. */
  removeStar: boolean;
  /** Count submissions after the end (only offered when the contest allows them). */
  containsEnd: boolean;
}

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  currentPage: 1,
  limit: SCOREBOARD_PAGE_SIZE,
  keyword: '',
  removeStar: false,
  containsEnd: false,
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  const limit = positiveInt(params.get('limit'));
  return {
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== null && (SCOREBOARD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : SCOREBOARD_PAGE_SIZE,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    removeStar: params.get('removeStar') === 'true',
    containsEnd: params.get('containsEnd') === 'true',
  };
}

export function boardFiltersToSearch(f: BoardFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.removeStar) out.set('removeStar', 'true');
  if (f.containsEnd) out.set('containsEnd', 'true');
  if (f.currentPage !== 1) out.set('currentPage', String(f.currentPage));
  if (f.limit !== SCOREBOARD_PAGE_SIZE) out.set('limit', String(f.limit));
  return out;
}

/** Any change other than the page number starts again from page 1. */
export function changeBoardFilters(current: BoardFilters, patch: Partial<BoardFilters>): BoardFilters {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  return { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
}

export interface RankRequestContext {
  /** Contest admins may ask for the real board during the seal. */
  forceRefresh: boolean;
  /** Followed users (the rank tab pins their rows on top). */
  concernedList?: readonly string[] | undefined;
  /** Whether the contest accepts submissions after the end at all. */
  allowEndSubmit: boolean;
}

/** The scoreboard request (ContestRankDTO). */
export function rankRequest(cid: number, f: BoardFilters, ctx: RankRequestContext): ContestRankRequest {
  return {
    cid,
    currentPage: f.currentPage,
    limit: f.limit,
    forceRefresh: ctx.forceRefresh,
    removeStar: f.removeStar,
    keyword: f.keyword || null,
    containsEnd: ctx.allowEndSubmit && f.containsEnd,
    concernedList: ctx.concernedList && ctx.concernedList.length > 0 ? [...ctx.concernedList] : null,
  };
}

/** Row numbers of a page start here: the rank tab's pinned rows come first on page 1. */
export function pageOffset(f: Pick<BoardFilters, 'currentPage' | 'limit'>): number {
  return (f.currentPage - 1) * f.limit;
}

// ---------------------------------------------------------------- the rolling board's address

export type MedalCounts = [number, number, number];

export interface ScrollBoardQuery {
  cid: number | null;
  removeStar: boolean;
  /** Gold, silver and bronze head counts; null when the address gives none (defaults apply). */
  medals: MedalCounts | null;
}

/** `/scrollBoard?cid=&removeStar=&medals[]=g&medals[]=s&medals[]=b`, brackets as the contract writes them. */
export function scrollBoardHref(cid: number, removeStar: boolean, medals: MedalCounts): string {
  const parts = [`cid=${cid}`, `removeStar=${removeStar}`, ...medals.map((m) => `medals[]=${Math.max(0, Math.floor(m))}`)];
  return `/scrollBoard?${parts.join('&')}`;
}

function count(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

export function parseScrollBoardQuery(params: URLSearchParams): ScrollBoardQuery {
  const counts = params.getAll('medals[]').map(count);
  const medals = counts.length === 3 && counts.every((n): n is number => n !== null) ? (counts as MedalCounts) : null;
  return { cid: positiveInt(params.get('cid')), removeStar: params.get('removeStar') === 'true', medals };
}

/** The setup form's starting counts: 10 %, 20 % and 30 % of the ranked rows. */
export function medalDefaults(ranked: number): MedalCounts {
  return defaultMedals(Math.max(0, ranked));
}
