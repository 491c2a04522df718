import { OWN_OJ, REMOTE_OJS } from '@arbiter/contract';
import type { AdminProblemListParams, AuthFilter } from '../api/admin-problem.ts';

/**
 * The admin problem list's filters as they live in the URL (hoj-api §13.4 get-problem-list):
 * keyword, auth (0 every auth, 1 public, 2 private, 3 contest), oj ("All", own "ME" or a remote
 * key), currentPage, limit. Defaults stay out of the URL.
 */
export const ADMIN_BANKS: readonly string[] = ['All', OWN_OJ, ...REMOTE_OJS];
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface AdminListFilters {
  keyword: string;
  auth: AuthFilter;
  oj: string;
  currentPage: number;
  limit: number;
}

export const DEFAULT_ADMIN_FILTERS: AdminListFilters = { keyword: '', auth: 0, oj: 'All', currentPage: 1, limit: 10 };

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseAdminFilters(params: URLSearchParams): AdminListFilters {
  const d = DEFAULT_ADMIN_FILTERS;
  const auth = Number(params.get('auth'));
  const oj = params.get('oj');
  const limit = positiveInt(params.get('limit'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    auth: auth === 1 || auth === 2 || auth === 3 ? auth : 0,
    oj: ADMIN_BANKS.find((b) => b.toLowerCase() === oj?.trim().toLowerCase()) ?? d.oj,
    currentPage: positiveInt(params.get('currentPage')) ?? d.currentPage,
    limit: limit !== null && (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : d.limit,
  };
}

export function adminFiltersToSearch(f: AdminListFilters): URLSearchParams {
  const d = DEFAULT_ADMIN_FILTERS;
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.auth !== d.auth) out.set('auth', String(f.auth));
  if (f.oj !== d.oj) out.set('oj', f.oj);
  if (f.currentPage !== d.currentPage) out.set('currentPage', String(f.currentPage));
  if (f.limit !== d.limit) out.set('limit', String(f.limit));
  return out;
}

/** A new filter starts again at page 1; only paging keeps the page. */
export function changeAdminFilters(f: AdminListFilters, patch: Partial<AdminListFilters>): AdminListFilters {
  const paging = Object.keys(patch).every((k) => k === 'currentPage' || k === 'limit');
  return { ...f, ...patch, ...(paging ? {} : { currentPage: 1 }) };
}

export function adminListParams(f: AdminListFilters): AdminProblemListParams {
  return { currentPage: f.currentPage, limit: f.limit, keyword: f.keyword || undefined, auth: f.auth, oj: f.oj };
}
