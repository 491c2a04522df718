import { z } from 'zod';
import { get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { JudgeCaseMode, SubTaskJudgeCaseVO } from '../judging.ts';
import { Permission, ROLE_GROUPS } from '../roles.ts';
import type { SubtaskCase } from '../subtask.ts';
import {
  type JudgeTiming,
  type JudgeVO,
  type SubmissionListItem,
  checkStatusRequest,
  lastAcCodeQuery,
  manualJudgeQuery,
  shareRequest,
  submissionListQuery,
  submitIdQuery,
  submitRequest,
  testJudgeRequest,
} from '../submission.ts';
import type { RemoteQueueVO } from '../remote-judge.ts';
import { submissionPaths } from '../paths/submission.ts';

/** Submission calls (hoj-api §5) and the super admin's judging actions. */

export const testJudgeKeyQuery = z.object({ testJudgeKey: z.string().trim().min(1, 'The test key is required').max(64) });

/** `get-test-judge-result`: only `status` (Pending) until the run is over; read once, then forgotten. */
export interface TestJudgeVO {
  status: number;
  time?: number | null;
  memory?: number | null;
  userInput?: string | null;
  userOutput?: string | null;
  expectedOutput?: string | null;
  stderr?: string | null;
  problemJudgeMode?: string | null;
}

/** The caller's last accepted code of a problem; empty when there is none. */
export interface LastAcCodeVO {
  submitId: number | null;
  code: string;
  language: string | null;
}

/** A contest result the board keeps sealed: the viewer learns only that it was submitted (-5). */
export interface SealedSubmissionVO {
  status: number;
}

export interface SubmissionInfoVO {
  submission: JudgeVO | SealedSubmissionVO;
  /** Whether the problem allows code sharing. */
  codeShare: boolean;
  /** A remote submission still waiting to be sent, and what it waits for. */
  remoteQueue?: RemoteQueueVO | null;
  /** Admins only: where its last judging spent its time; null before a judge host judged it. */
  timing?: JudgeTiming | null;
}

/**
 * A case row as a caller sees it: admins get the whole row (file names and ids too), others only
 * the fields that are not optional here (hoj-api §5).
 */
export interface CaseView extends SubtaskCase {
  mode: string | null;
  userOutput: string | null;
  caseId?: number | null;
  inputData?: string | null;
  outputData?: string | null;
}

/** `get-all-case-result`: the flat list, and in the subtask modes the summaries per subtask too. */
export interface CaseResultsVO {
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList?: CaseView[];
  subTaskJudgeCaseVoList?: SubTaskJudgeCaseVO<CaseView>[];
}

/** Submission id (as a JSON key) → its current row (code and error message left out). */
export type SubmissionStatusMap = Record<string, JudgeVO>;

export interface ManualJudgeVO {
  submitId: number;
  judger: string;
  status: number;
  score: number | null;
  oiRankScore: number | null;
}

export interface CancelJudgeVO {
  submitId: number;
  judger: string;
  status: number;
}

const P = submissionPaths;
const submitter = { auth: 'login', permission: Permission.SUBMIT } as const;
const rejudger = { auth: 'login', roles: ROLE_GROUPS.root, permission: Permission.REJUDGE } as const;

export const submissionEndpoints = {
  // In a contest (`cid`) the submission is the contest's, with its rules.
  submitProblemJudge: post(P.submitProblemJudge, { ...submitter, body: submitRequest, response: shape<JudgeVO>() }),
  // Answers the key to poll `testJudgeResult` with.
  submitTestJudge: post(P.submitTestJudge, { ...submitter, body: testJudgeRequest, response: shape<string>() }),
  testJudgeResult: get(P.testJudgeResult, { auth: 'login', query: testJudgeKeyQuery, response: shape<TestJudgeVO>() }),
  // With `contestID` the contest's list (login required), as `contestSubmissions`.
  submissionList: get(P.submissionList, { auth: 'anon', query: submissionListQuery, response: shape<Page<SubmissionListItem>>() }),
  submissionDetail: get(P.submissionDetail, { auth: 'anon', query: submitIdQuery, response: shape<SubmissionInfoVO>() }),
  // null when the problem keeps its case results closed.
  allCaseResult: get(P.allCaseResult, { auth: 'anon', query: submitIdQuery, response: shape<CaseResultsVO | null>() }),
  checkSubmissionsStatus: post(P.checkSubmissionsStatus, {
    auth: 'anon',
    body: checkStatusRequest,
    response: shape<SubmissionStatusMap>(),
  }),
  // Shares or unshares one's own non-contest submission.
  submission: put(P.submission, { auth: 'login', body: shareRequest, response: shape<null>() }),
  lastAcCode: get(P.lastAcCode, { auth: 'login', query: lastAcCodeQuery, response: shape<LastAcCodeVO>() }),
  // The author (or an admin); in a contest only a remote problem's submission.
  resubmit: get(P.resubmit, { auth: 'login', query: submitIdQuery, response: shape<JudgeVO>() }),
  adminRejudge: get(P.adminRejudge, { ...rejudger, query: submitIdQuery, response: shape<JudgeVO>() }),
  adminManualJudge: get(P.adminManualJudge, { ...rejudger, query: manualJudgeQuery, response: shape<ManualJudgeVO>() }),
  adminCancelJudge: get(P.adminCancelJudge, { ...rejudger, query: submitIdQuery, response: shape<CancelJudgeVO>() }),
} as const;
