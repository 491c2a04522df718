/** The paths of the ranking list calls by name; their rows are in `endpoints/rank.ts`. */
export const rankPaths = {
  rankList: '/api/get-rank-list',
} as const;
