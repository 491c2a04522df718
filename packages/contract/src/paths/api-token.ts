/** The paths of API tokens by name; their rows are in `endpoints/api-token.ts`. */
export const apiTokenPaths = {
  apiTokens: '/api/api-tokens',
  apiToken: '/api/api-token',
  adminJudgeTokens: '/api/admin/judge-tokens',
  adminJudgeToken: '/api/admin/judge-token',
} as const;
