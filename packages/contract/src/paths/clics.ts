/**
 * The paths of the CLICS Contest API (`clics.ts`) by name; their rows are in `endpoints/clics.ts`.
 * `/api/clics` is the standard's baseurl: a tool is pointed at it and finds the rest below.
 */
export const clicsPaths = {
  clicsApi: '/api/clics',
  clicsContests: '/api/clics/contests',
  clicsAccess: '/api/clics/contests/:cid/access',
  clicsState: '/api/clics/contests/:cid/state',
  clicsJudgementTypes: '/api/clics/contests/:cid/judgement-types',
  clicsLanguages: '/api/clics/contests/:cid/languages',
  clicsProblems: '/api/clics/contests/:cid/problems',
  clicsOrganizations: '/api/clics/contests/:cid/organizations',
  clicsTeams: '/api/clics/contests/:cid/teams',
  clicsSubmissions: '/api/clics/contests/:cid/submissions',
  clicsSubmissionFiles: '/api/clics/contests/:cid/submissions/:id/files',
  clicsJudgements: '/api/clics/contests/:cid/judgements',
  clicsRuns: '/api/clics/contests/:cid/runs',
  clicsClarifications: '/api/clics/contests/:cid/clarifications',
  clicsAwards: '/api/clics/contests/:cid/awards',
  clicsScoreboard: '/api/clics/contests/:cid/scoreboard',
  clicsEventFeed: '/api/clics/contests/:cid/event-feed',
} as const;
