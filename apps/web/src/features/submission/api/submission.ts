import {
  API,
  type CaseResult,
  type JudgeCaseMode,
  type JudgeVO,
  type Page,
  type Problem,
  type SubTaskJudgeCaseVO,
  type SubmissionListItem,
} from '@arbiter/contract';
import { http } from '@/api/client.ts';

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

export const getSubmissionList = (params: SubmissionListParams) => http.get<Page<SubmissionListItem>>(API.submissionList, { ...params });

export interface SubmissionInfoVO {
  submission: JudgeVO;
  /** Whether the problem allows code sharing. */
  codeShare: boolean;
}

export const getSubmissionDetail = (submitId: number) => http.get<SubmissionInfoVO>(API.submissionDetail, { submitId });

/**
 * A case row as a caller sees it: admins get the whole row, others only these fields (hoj-api §5),
 * so the file names and ids may be missing.
 */
export type CaseView = Pick<CaseResult, 'status' | 'score' | 'groupNum' | 'seq' | 'mode'> & {
  time: number | null;
  memory: number | null;
  userOutput: string | null;
  inputData?: string;
  outputData?: string;
  caseId?: number | null;
};

export interface CaseResultsVO {
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList?: CaseView[];
  subTaskJudgeCaseVoList?: SubTaskJudgeCaseVO<CaseView>[];
}

/** null when the problem keeps its case results closed. */
export const getAllCaseResult = (submitId: number) => http.get<CaseResultsVO | null>(API.allCaseResult, { submitId });

/** A map by submit id of the submissions' current rows (code and error message left out). */
export type SubmissionStatusMap = Record<string, JudgeVO>;

export const checkSubmissionsStatus = (submitIds: number[], cid?: number) =>
  http.post<SubmissionStatusMap>(API.checkSubmissionsStatus, { submitIds, cid: cid ?? null });

/** Owner only, non-contest submissions. */
export const updateSubmissionShare = (submitId: number, share: boolean) => http.put<null>(API.submission, { submitId, share });

export const rejudgeSubmission = (submitId: number) => http.get<JudgeVO>(API.adminRejudge, { submitId });

export interface ManualJudgeResult {
  submitId: number;
  judger: string;
  status: number;
  score: number | null;
  oiRankScore: number | null;
}

/**
 * The submission's problem as the manual judge reads it: a submission row does not carry the
 * problem's type, which decides whether a score is asked.
 */
export const getManualJudgeProblem = (pid: number) => http.get<Problem>(API.adminProblem, { pid });

export const manualJudgeSubmission = (submitId: number, status: number, score?: number) =>
  http.get<ManualJudgeResult>(API.adminManualJudge, { submitId, status, score });

export interface CancelJudgeResult {
  submitId: number;
  judger: string;
  status: number;
}

export const cancelJudgeSubmission = (submitId: number) => http.get<CancelJudgeResult>(API.adminCancelJudge, { submitId });
