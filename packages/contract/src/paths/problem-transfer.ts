/** The paths of the problem import, export and verification calls by name; their rows are in `endpoints/problem-transfer.ts`. */
export const problemTransferPaths = {
  importProblem: '/api/file/import-problem',
  importQdojProblem: '/api/file/import-qdoj-problem',
  importFpsProblem: '/api/file/import-fps-problem',
  importHydroProblem: '/api/file/import-hydro-problem',
  importKattisProblem: '/api/file/import-kattis-problem',
  exportProblem: '/api/file/export-problem',
  adminProblemVerification: '/api/admin/problem/verification',
} as const;
