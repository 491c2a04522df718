/** The paths of the back office's contest calls by name; their rows are in `endpoints/contest-admin.ts`. */
export const contestAdminPaths = {
  adminContestList: '/api/admin/contest/get-contest-list',
  adminContest: '/api/admin/contest',
  adminCloneContest: '/api/admin/contest/clone',
  adminChangeContestVisible: '/api/admin/contest/change-contest-visible',
  adminContestProblemList: '/api/admin/contest/get-problem-list',
  /** The problem itself, edited from a contest. */
  adminContestProblemOfBank: '/api/admin/contest/problem',
  /** The problem's link to the contest: display id, title, colour. */
  adminContestProblem: '/api/admin/contest/contest-problem',
  adminAddContestProblemFromPublic: '/api/admin/contest/add-problem-from-public',
  /** Imports a remote judge's problem (or takes the one imported before) into the contest. */
  adminImportRemoteContestProblem: '/api/admin/contest/import-remote-oj-problem',
  adminContestAnnouncement: '/api/admin/contest/announcement',
  adminRejudgeContestProblem: '/api/admin/judge/rejudge-contest-problem',
  downloadContestAcSubmission: '/api/file/download-contest-ac-submission',
} as const;
