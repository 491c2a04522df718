import { JudgeStatus, SUBMISSION_LIST_PAGE_SIZE } from '@arbiter/contract';
import type { SubmissionListParams } from '../api/submission.ts';

/**
 * The submission list's filters as they live in the URL (spec part 2 §2.4): onlyMine, status,
 * username, problemID, completeProblemID, currentPage, limit. Defaults are left out, so a plain
 * `/status` is the first page of everyone's submissions.
 */
export interface SubmissionFilters {
  onlyMine: boolean;
  /** A judge status code, null for every status. */
  status: number | null;
  username: string;
  problemID: string;
  /** Match the problem id exactly instead of as a part of it. */
  completeProblemID: boolean;
  currentPage: number;
  limit: number;
}

export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;

export const DEFAULT_FILTERS: SubmissionFilters = {
  onlyMine: false,
  status: null,
  username: '',
  problemID: '',
  completeProblemID: false,
  currentPage: 1,
  limit: SUBMISSION_LIST_PAGE_SIZE,
};

/** The statuses the dropdown offers: real verdicts and the running states, not the local placeholders. */
export const STATUS_CHOICES: readonly number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
  JudgeStatus.CANCELLED,
];

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function parseStatus(raw: string | null): number | null {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return STATUS_CHOICES.includes(n) ? n : null;
}

export function parseFilters(params: URLSearchParams): SubmissionFilters {
  const limit = positiveInt(params.get('limit'));
  return {
    onlyMine: params.get('onlyMine') === 'true',
    status: parseStatus(params.get('status')),
    username: (params.get('username') ?? '').trim(),
    problemID: (params.get('problemID') ?? '').trim(),
    completeProblemID: params.get('completeProblemID') === 'true',
    // Page numbers below 1 read as 1 (spec part 2 §5).
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : DEFAULT_FILTERS.limit,
  };
}

/** The URL query of some filters; defaults are left out. */
export function filtersToSearch(filters: SubmissionFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.onlyMine) out.set('onlyMine', 'true');
  if (filters.status !== null) out.set('status', String(filters.status));
  if (filters.username && !filters.onlyMine) out.set('username', filters.username);
  if (filters.problemID) {
    out.set('problemID', filters.problemID);
    if (filters.completeProblemID) out.set('completeProblemID', 'true');
  }
  if (filters.currentPage !== 1) out.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DEFAULT_FILTERS.limit) out.set('limit', String(filters.limit));
  return out;
}

/**
 * A changed filter starts again from page 1; a changed page keeps the filters. Typing a problem id
 * searches by part of it again; Mine drops the author search (it is disabled then).
 */
export function changeFilters(current: SubmissionFilters, patch: Partial<SubmissionFilters>): SubmissionFilters {
  const onlyPaging = Object.keys(patch).every((k) => k === 'currentPage');
  const next = { ...current, ...patch, currentPage: onlyPaging ? (patch.currentPage ?? current.currentPage) : 1 };
  if (patch.problemID !== undefined && patch.completeProblemID === undefined) next.completeProblemID = false;
  if (next.onlyMine) next.username = '';
  return next;
}

/** The list call's parameters; `onlyMine` is always sent (the server needs it). */
export function listParams(filters: SubmissionFilters): SubmissionListParams {
  return {
    currentPage: filters.currentPage,
    limit: filters.limit,
    onlyMine: filters.onlyMine,
    status: filters.status ?? undefined,
    username: filters.onlyMine ? undefined : filters.username || undefined,
    problemID: filters.problemID || undefined,
    completeProblemID: filters.problemID ? filters.completeProblemID : undefined,
  };
}
