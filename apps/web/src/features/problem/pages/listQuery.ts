import { OWN_OJ, PROBLEM_LIST_PAGE_SIZE, REMOTE_OJS } from '@arbiter/contract';
import type { ProblemListParams } from '../api/problem.ts';

/**
 * The problem list's filters as they live in the URL (spec part 2 §2.1): keyword, difficulty, oj,
 * tagId (a JSON array of ids), currentPage, limit, and showTags for the show-tags checkbox. Defaults
 * are left out of the URL, so a plain `/problem` is the first page of our own problems, tags hidden.
 */

/** `Mine` is our own problems (the default), `All` every bank, else a remote judge key. */
export type BankFilter = 'Mine' | 'All' | (typeof REMOTE_OJS)[number];
export const BANKS: readonly BankFilter[] = ['All', 'Mine', ...REMOTE_OJS];
export const PAGE_SIZES = [10, 30, 50, 100] as const;

export interface ProblemListFilters {
  keyword: string;
  /** 0 Easy, 1 Mid, 2 Hard, null every level. */
  difficulty: number | null;
  oj: BankFilter;
  tagIds: number[];
  currentPage: number;
  limit: number;
  /** The tags column; only what is shown, not what is listed. */
  showTags: boolean;
}

export const DEFAULT_FILTERS: ProblemListFilters = {
  keyword: '',
  difficulty: null,
  oj: 'Mine',
  tagIds: [],
  currentPage: 1,
  limit: PROBLEM_LIST_PAGE_SIZE,
  showTags: false,
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** `[1,2]` (the URL form) or `1,2`; anything unreadable is dropped. */
export function parseTagIds(raw: string | null): number[] {
  if (!raw) return [];
  let values: unknown;
  try {
    values = JSON.parse(raw);
  } catch {
    values = raw.split(',');
  }
  const list = Array.isArray(values) ? values : [values];
  const ids = list.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}

function parseBank(raw: string | null): BankFilter {
  if (!raw) return DEFAULT_FILTERS.oj;
  const found = BANKS.find((b) => b.toLowerCase() === raw.trim().toLowerCase());
  return found ?? DEFAULT_FILTERS.oj;
}

export function parseFilters(params: URLSearchParams): ProblemListFilters {
  const difficulty = params.get('difficulty');
  const limit = positiveInt(params.get('limit'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    difficulty: difficulty === '0' || difficulty === '1' || difficulty === '2' ? Number(difficulty) : null,
    oj: parseBank(params.get('oj')),
    tagIds: parseTagIds(params.get('tagId')),
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : DEFAULT_FILTERS.limit,
    showTags: params.get('showTags') === 'true',
  };
}

/** The URL query of some filters; defaults are left out. */
export function filtersToSearch(filters: ProblemListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.keyword) out.set('keyword', filters.keyword);
  if (filters.difficulty !== null) out.set('difficulty', String(filters.difficulty));
  if (filters.oj !== DEFAULT_FILTERS.oj) out.set('oj', filters.oj);
  if (filters.tagIds.length > 0) out.set('tagId', JSON.stringify(filters.tagIds));
  if (filters.currentPage !== 1) out.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DEFAULT_FILTERS.limit) out.set('limit', String(filters.limit));
  if (filters.showTags) out.set('showTags', 'true');
  return out;
}

/** Changes that leave the listed problems as they are, so the page stays. */
const KEEPS_PAGE: ReadonlySet<string> = new Set<keyof ProblemListFilters>(['currentPage', 'showTags']);

/** A changed filter starts again from page 1; a changed page or the tags column keeps the page. */
export function changeFilters(current: ProblemListFilters, patch: Partial<ProblemListFilters>): ProblemListFilters {
  const keepsPage = Object.keys(patch).every((k) => KEEPS_PAGE.has(k));
  return { ...current, ...patch, currentPage: keepsPage ? (patch.currentPage ?? current.currentPage) : 1 };
}

/** The bank as the list call names it: "ALL" for every bank, "Mine" (any non-remote value) for our own. */
export function bankParam(oj: BankFilter): string {
  return oj === 'All' ? 'ALL' : oj;
}

/** The bank as the tag calls name it ("ME" for our own). */
export function tagBankParam(oj: BankFilter): string {
  return oj === 'Mine' ? OWN_OJ : bankParam(oj);
}

export function listParams(filters: ProblemListFilters): ProblemListParams {
  return {
    currentPage: filters.currentPage,
    limit: filters.limit,
    keyword: filters.keyword || undefined,
    difficulty: filters.difficulty ?? undefined,
    oj: bankParam(filters.oj),
    tagId: filters.tagIds,
  };
}

/** Adds the tag when missing, removes it when present. */
export function toggleTag(tagIds: readonly number[], id: number): number[] {
  return tagIds.includes(id) ? tagIds.filter((t) => t !== id) : [...tagIds, id];
}
