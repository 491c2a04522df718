/** The paths of virtual participation by name; their rows are in `endpoints/virtual.ts`. */
export const virtualPaths = {
  contestVirtualRun: '/api/get-contest-virtual-run',
  startContestVirtualRun: '/api/start-contest-virtual-run',
  contestVirtualRank: '/api/get-contest-virtual-rank',
  contestVirtualSubmissions: '/api/get-contest-virtual-submissions',
} as const;
