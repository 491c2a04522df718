/** The paths of a group's contest calls by name; their rows are in `endpoints/group-contest.ts`. */
export const groupContestPaths = {
  groupContestList: '/api/group/get-contest-list',
  groupAdminContestList: '/api/group/get-admin-contest-list',
  groupContest: '/api/group/contest',
  groupChangeContestVisible: '/api/group/change-contest-visible',
  groupContestProblemList: '/api/group/get-contest-problem-list',
  /** The problem's link to the contest: display id, title, colour. */
  groupContestProblem: '/api/group/contest-problem',
  groupAddContestProblemFromPublic: '/api/group/add-contest-problem-from-public',
  groupImportContestRemoteProblem: '/api/group/import-contest-remote-oj-problem',
  groupAddContestProblemFromGroup: '/api/group/add-contest-problem-from-group',
  groupContestAnnouncementList: '/api/group/get-contest-announcement-list',
  groupContestAnnouncement: '/api/group/contest-announcement',
} as const;
