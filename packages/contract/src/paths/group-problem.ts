/** The paths of a group's problem calls by name; their rows are in `endpoints/group-problem.ts`. */
export const groupProblemPaths = {
  groupProblemList: '/api/group/get-problem-list',
  groupAdminProblemList: '/api/group/get-admin-problem-list',
  groupProblem: '/api/group/problem',
  groupProblemCases: '/api/group/get-problem-cases',
  groupProblemTags: '/api/group/get-all-problem-tags',
  groupCompileSpj: '/api/group/compile-spj',
  groupCompileInteractive: '/api/group/compile-interactive',
  groupChangeProblemAuth: '/api/group/change-problem-auth',
  groupApplyPublic: '/api/group/apply-public',
  // The back office's review of the group problems proposed to the public bank (hoj-api §13.4).
  adminGroupProblemList: '/api/admin/group-problem/list',
  adminGroupProblemProgress: '/api/admin/group-problem/change-progress',
} as const;
