import type { SubmissionListParams } from './submission.ts';

/** The submission area's query keys; the token is part of those whose answer depends on the caller. */
export const submissionKeys = {
  list: (params: SubmissionListParams, token: string | null) => ['submission', 'list', params, token] as const,
  detail: (submitId: number, token: string | null) => ['submission', 'detail', submitId, token] as const,
  /** The status is part of it, so a rejudged submission loads its new cases. */
  cases: (submitId: number, token: string | null, status: number) => ['submission', 'cases', submitId, token, status] as const,
  manualJudgeProblem: (pid: number | null) => ['submission', 'manual-judge-problem', pid] as const,
};
