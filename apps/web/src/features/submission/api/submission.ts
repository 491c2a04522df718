import { type JudgeVO, type SubmissionInfoVO } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/**
 * The submission calls (hoj-api §5): lists, the detail and its case results, the status check that
 * lists poll, sharing, and the super admin's rejudge, manual judge and cancel.
 * Failures are reported by the client; callers only decide what the screen shows.
 */

export interface SubmissionListParams {
  currentPage: number;
  limit: number;
  /** The server needs it on every call; true needs login. */
  onlyMine: boolean;
  problemID?: string | undefined;
  completeProblemID?: boolean | undefined;
  status?: number | undefined;
  username?: string | undefined;
  gid?: number | undefined;
}

export const getSubmissionList = (params: SubmissionListParams) => call(endpoints.submissionList, { query: params });

/** The submission and whether its problem allows sharing; a result a contest keeps sealed is only `{status}`. */
export const getSubmissionDetail = (submitId: number) => call(endpoints.submissionDetail, { query: { submitId } });

/** The submission's row, or null when its contest keeps the result sealed and only `{status}` came. */
export function unsealed(submission: SubmissionInfoVO['submission']): JudgeVO | null {
  return 'submitId' in submission ? submission : null;
}

/** null when the problem keeps its case results closed. */
export const getAllCaseResult = (submitId: number) => call(endpoints.allCaseResult, { query: { submitId } });

export const checkSubmissionsStatus = (submitIds: number[], cid?: number) =>
  call(endpoints.checkSubmissionsStatus, { body: { submitIds, cid: cid ?? null } });

/** Owner only, non-contest submissions. */
export const updateSubmissionShare = (submitId: number, share: boolean) => call(endpoints.submission, { body: { submitId, share } });

/** The author (or an admin) tries a Submitted Failed remote submission again: its new row, Pending. */
export const resubmitSubmission = (submitId: number) => call(endpoints.resubmit, { query: { submitId } });

export const rejudgeSubmission = (submitId: number) => call(endpoints.adminRejudge, { query: { submitId } });

/**
 * The submission's problem as the manual judge reads it: a submission row does not carry the
 * problem's type, which decides whether a score is asked.
 */
export const getManualJudgeProblem = (pid: number) => call(endpoints.adminProblem, { query: { pid } });

export const manualJudgeSubmission = (submitId: number, status: number, score?: number) =>
  call(endpoints.adminManualJudge, { query: { submitId, status, score } });

export const cancelJudgeSubmission = (submitId: number) => call(endpoints.adminCancelJudge, { query: { submitId } });
