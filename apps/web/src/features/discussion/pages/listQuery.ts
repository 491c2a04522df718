import { DISCUSSION_PAGE_SIZE } from '@arbiter/contract';
import type { DiscussionListParams } from '../api/discussion.ts';

/**
 * The discussion list's filters as they live in the URL (spec part 3 §2.1): keyword, cid (a
 * category id), onlyMine and currentPage. Defaults are left out; page numbers below 1 read as 1.
 */
export interface DiscussionFilters {
  keyword: string;
  cid: number | null;
  onlyMine: boolean;
  currentPage: number;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseDiscussionFilters(params: URLSearchParams): DiscussionFilters {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    cid: positiveInt(params.get('cid')),
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
  };
}

export function discussionFiltersToSearch(f: DiscussionFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.cid !== null) out.set('cid', String(f.cid));
  if (f.onlyMine) out.set('onlyMine', 'true');
  if (f.currentPage !== 1) out.set('currentPage', String(f.currentPage));
  return out;
}

/** Any filter change starts again from page 1; a page change keeps the filters. */
export function changeDiscussionFilters(current: DiscussionFilters, patch: Partial<DiscussionFilters>): DiscussionFilters {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  const next = { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
  return { ...next, keyword: next.keyword.trim() };
}

/** The list call's query; `onlyMine` only for a signed-in user, `pid` on a problem's discussions. */
export function discussionListParams(f: DiscussionFilters, pid: string | null, loggedIn: boolean): DiscussionListParams {
  return {
    currentPage: f.currentPage,
    limit: DISCUSSION_PAGE_SIZE,
    keyword: f.keyword || undefined,
    cid: f.cid ?? undefined,
    pid: pid ?? undefined,
    onlyMine: loggedIn && f.onlyMine ? true : undefined,
  };
}
