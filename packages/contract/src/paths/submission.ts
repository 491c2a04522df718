/** The paths of the submission calls by name; their rows are in `endpoints/submission.ts`. */
export const submissionPaths = {
  submitProblemJudge: '/api/submit-problem-judge',
  submissionDetail: '/api/get-submission-detail',
  allCaseResult: '/api/get-all-case-result',
  checkSubmissionsStatus: '/api/check-submissions-status',
  submission: '/api/submission',
  submitTestJudge: '/api/submit-problem-test-judge',
  testJudgeResult: '/api/get-test-judge-result',
  lastAcCode: '/api/get-last-ac-code',
  submissionList: '/api/get-submission-list',
  /** A Submitted Failed (or any own) submission tried again by its author: a remote run is polled or sent again. */
  resubmit: '/api/resubmit',
  adminRejudge: '/api/admin/judge/rejudge',
  adminManualJudge: '/api/admin/judge/manual-judge',
  adminCancelJudge: '/api/admin/judge/cancel-judge',
} as const;
