import { TRAINING_AUTHS, TRAINING_LIST_PAGE_SIZE, type TrainingAuth } from '@arbiter/contract';
import type { TrainingListParams } from '../api/training.ts';

/**
 * The training list's filters as they live in the URL (spec part 2 §2.15): keyword, categoryId,
 * auth ('Public' | 'Private') and currentPage. Defaults are left out, so a plain `/training` is
 * the first page of every training. The page size is fixed at 15.
 */
export interface TrainingListFilters {
  keyword: string;
  categoryId: number | null;
  auth: TrainingAuth | null;
  currentPage: number;
}

export const DEFAULT_TRAINING_FILTERS: TrainingListFilters = { keyword: '', categoryId: null, auth: null, currentPage: 1 };

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function authOf(raw: string | null): TrainingAuth | null {
  return TRAINING_AUTHS.find((a) => a === raw) ?? null;
}

export function parseTrainingFilters(params: URLSearchParams): TrainingListFilters {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    categoryId: positiveInt(params.get('categoryId')),
    auth: authOf(params.get('auth')),
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
  };
}

/** The URL query of some filters; defaults are left out. */
export function trainingFiltersToSearch(filters: TrainingListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.keyword) out.set('keyword', filters.keyword);
  if (filters.categoryId !== null) out.set('categoryId', String(filters.categoryId));
  if (filters.auth !== null) out.set('auth', filters.auth);
  if (filters.currentPage !== 1) out.set('currentPage', String(filters.currentPage));
  return out;
}

/** Any filter change starts again from page 1; a page change keeps the filters. */
export function changeTrainingFilters(current: TrainingListFilters, patch: Partial<TrainingListFilters>): TrainingListFilters {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  const next = { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
  return { ...next, keyword: next.keyword.trim() };
}

export function trainingListParams(filters: TrainingListFilters): TrainingListParams {
  return {
    currentPage: filters.currentPage,
    limit: TRAINING_LIST_PAGE_SIZE,
    keyword: filters.keyword || undefined,
    categoryId: filters.categoryId ?? undefined,
    auth: filters.auth ?? undefined,
  };
}
