/** The paths of the similarity check by name; their rows are in `endpoints/plagiarism.ts`. */
export const plagiarismPaths = {
  adminPlagiarismCheck: '/api/admin/plagiarism/check',
  adminPlagiarismPair: '/api/admin/plagiarism/pair',
} as const;
