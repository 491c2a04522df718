/** The paths of the problem bank's admin calls by name; their rows are in `endpoints/problem-admin.ts`. */
export const problemAdminPaths = {
  adminProblemList: '/api/admin/problem/get-problem-list',
  adminProblem: '/api/admin/problem',
  adminProblemCases: '/api/admin/problem/get-problem-cases',
  // Every code template of a problem, disabled ones too, for its edit form (not in hoj-api).
  adminProblemCodeTemplates: '/api/admin/problem/get-problem-code-templates',
  /** Reads a problem from a remote judge into the bank as `<KEY>-<id>`. */
  adminImportRemoteProblem: '/api/admin/problem/import-remote-oj-problem',
  adminChangeProblemAuth: '/api/admin/problem/change-problem-auth',
  adminCompileSpj: '/api/admin/problem/compile-spj',
  adminCompileInteractive: '/api/admin/problem/compile-interactive',
  problemLanguages: '/api/get-problem-languages',
  problemCodeTemplate: '/api/get-problem-code-template',
  uploadTestcaseZip: '/api/file/upload-testcase-zip',
  downloadTestcase: '/api/file/download-testcase',
} as const;
