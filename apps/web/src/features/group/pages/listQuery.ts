import { GROUP_LIST_PAGE_SIZES, GROUP_PAGE_SIZES, type GroupAuthValue } from '@arbiter/contract';
import type { GroupListParams } from '../api/group.ts';

/**
 * The group list's query as it lives in the URL (spec part 3 §2.3): auth, keyword, onlyMine,
 * currentPage and limit. Defaults are left out, so a plain `/group` is the first page of all groups.
 */
export interface GroupListFilters {
  keyword: string;
  auth: GroupAuthValue | null;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

export const DEFAULT_GROUP_FILTERS: GroupListFilters = {
  keyword: '',
  auth: null,
  onlyMine: false,
  currentPage: 1,
  limit: GROUP_PAGE_SIZES.list,
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseGroupFilters(params: URLSearchParams): GroupListFilters {
  const auth = positiveInt(params.get('auth'));
  const limit = positiveInt(params.get('limit'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    auth: auth === 1 || auth === 2 || auth === 3 ? auth : null,
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== null && (GROUP_LIST_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GROUP_PAGE_SIZES.list,
  };
}

export function groupFiltersToSearch(f: GroupListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.auth !== null) out.set('auth', String(f.auth));
  if (f.onlyMine) out.set('onlyMine', 'true');
  if (f.currentPage > 1) out.set('currentPage', String(f.currentPage));
  if (f.limit !== GROUP_PAGE_SIZES.list) out.set('limit', String(f.limit));
  return out;
}

/** A change of filters goes back to the first page; a change of page keeps the filters. */
export function changeGroupFilters(f: GroupListFilters, patch: Partial<GroupListFilters>): GroupListFilters {
  const pageOnly = Object.keys(patch).every((k) => k === 'currentPage');
  return { ...f, ...patch, currentPage: pageOnly ? (patch.currentPage ?? f.currentPage) : 1 };
}

export function groupListParams(f: GroupListFilters): GroupListParams {
  return {
    currentPage: f.currentPage,
    limit: f.limit,
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.auth !== null ? { auth: f.auth } : {}),
    ...(f.onlyMine ? { onlyMine: true } : {}),
  };
}

/**
 * How far the card's name has scrolled after `ticks` ticks (one per 20 ms, from 1 s on), in px:
 * names wider than their box run left and start over once fully gone.
 */
export function marqueeOffset(ticks: number, overflow: number): number {
  if (overflow <= 0) return 0;
  return ticks % (overflow + 40);
}
