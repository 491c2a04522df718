import { CONTEST_LIST_PAGE_SIZE, ContestStatus, ContestType } from '@arbiter/contract';
import type { ContestListParams } from '../api/contest.ts';

/**
 * The contest list's filters as they live in the URL (spec part 2 §2.6): type (0 ACM, 1 OI),
 * status (-1 scheduled, 0 running, 1 ended), keyword and currentPage. Defaults are left out, so a
 * plain `/contest` is the first page of every contest. The page size is fixed at 10.
 */
export interface ContestListFilters {
  type: number | null;
  status: number | null;
  keyword: string;
  currentPage: number;
}

export const DEFAULT_CONTEST_FILTERS: ContestListFilters = { type: null, status: null, keyword: '', currentPage: 1 };

export const RULE_CHOICES: readonly number[] = [ContestType.ACM, ContestType.OI];
export const STATUS_CHOICES: readonly number[] = [ContestStatus.SCHEDULED, ContestStatus.RUNNING, ContestStatus.ENDED];

function choice(raw: string | null, allowed: readonly number[]): number | null {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return allowed.includes(n) ? n : null;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseContestFilters(params: URLSearchParams): ContestListFilters {
  return {
    type: choice(params.get('type'), RULE_CHOICES),
    status: choice(params.get('status'), STATUS_CHOICES),
    keyword: (params.get('keyword') ?? '').trim(),
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
  };
}

/** The URL query of some filters; defaults are left out. */
export function contestFiltersToSearch(filters: ContestListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.type !== null) out.set('type', String(filters.type));
  if (filters.status !== null) out.set('status', String(filters.status));
  if (filters.keyword) out.set('keyword', filters.keyword);
  if (filters.currentPage !== 1) out.set('currentPage', String(filters.currentPage));
  return out;
}

/** Any filter change starts again from page 1; a page change keeps the filters. */
export function changeContestFilters(current: ContestListFilters, patch: Partial<ContestListFilters>): ContestListFilters {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  const next = { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
  return { ...next, keyword: next.keyword.trim() };
}

export function contestListParams(filters: ContestListFilters): ContestListParams {
  return {
    currentPage: filters.currentPage,
    limit: CONTEST_LIST_PAGE_SIZE,
    type: filters.type ?? undefined,
    status: filters.status ?? undefined,
    keyword: filters.keyword || undefined,
  };
}
