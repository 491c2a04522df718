import { TRAINING_RANK_PAGE_SIZE } from '@arbiter/contract';
import type { TrainingRankParams } from '../api/training.ts';

/**
 * The training rank's query as it lives in the URL (spec part 2 §2.15): keyword (username, real
 * name or school) and currentPage, 30 a page. Defaults are left out.
 */
export interface TrainingRankQuery {
  keyword: string;
  currentPage: number;
}

export const DEFAULT_RANK_QUERY: TrainingRankQuery = { keyword: '', currentPage: 1 };

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseRankQuery(params: URLSearchParams): TrainingRankQuery {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
  };
}

export function rankQueryToSearch(q: TrainingRankQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.currentPage !== 1) out.set('currentPage', String(q.currentPage));
  return out;
}

/** A new search starts again from page 1. */
export function changeRankQuery(current: TrainingRankQuery, patch: Partial<TrainingRankQuery>): TrainingRankQuery {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  const next = { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
  return { ...next, keyword: next.keyword.trim() };
}

export function rankParams(tid: number, q: TrainingRankQuery): TrainingRankParams {
  return { tid, currentPage: q.currentPage, limit: TRAINING_RANK_PAGE_SIZE, keyword: q.keyword || undefined };
}
