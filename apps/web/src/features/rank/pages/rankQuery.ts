import { RANK_LIST_PAGE_SIZE } from '@arbiter/contract';
import type { RankListParams } from '../api/rank.ts';

/**
 * A ranking list's query as it lives in the URL (spec part 2 §2.14): currentPage, limit and
 * searchUser. Defaults are left out, so `/acm-rank` is the first page of 30.
 */
export interface RankQuery {
  currentPage: number;
  limit: number;
  searchUser: string;
}

export const PAGE_SIZES = [10, 30, 50, 100] as const;
export const DEFAULT_RANK_QUERY: RankQuery = { currentPage: 1, limit: RANK_LIST_PAGE_SIZE, searchUser: '' };
/** The chart shows the first ten of the whole list. */
export const CHART_SIZE = 10;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseRankQuery(params: URLSearchParams): RankQuery {
  const limit = positiveInt(params.get('limit'));
  return {
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : DEFAULT_RANK_QUERY.limit,
    searchUser: (params.get('searchUser') ?? '').trim(),
  };
}

export function rankQueryToSearch(q: RankQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.searchUser) out.set('searchUser', q.searchUser);
  if (q.currentPage !== 1) out.set('currentPage', String(q.currentPage));
  if (q.limit !== DEFAULT_RANK_QUERY.limit) out.set('limit', String(q.limit));
  return out;
}

/** A new search or page size starts again from page 1. */
export function changeRankQuery(current: RankQuery, patch: Partial<RankQuery>): RankQuery {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  return { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
}

export function rankParams(q: RankQuery): RankListParams {
  return { currentPage: q.currentPage, limit: q.limit, searchUser: q.searchUser || undefined };
}

/** The place of the i-th row of a page. */
export function rankSeq(q: Pick<RankQuery, 'currentPage' | 'limit'>, index: number): number {
  return (q.currentPage - 1) * q.limit + index + 1;
}

/** Where a ranked user's home is: /user-home?uid&username. */
export function userHomePath(row: { uid: string; username: string }): string {
  return `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;
}
