/** The paths of contest clarifications by name; their rows are in `endpoints/clarification.ts`. */
export const clarificationPaths = {
  contestClarifications: '/api/get-contest-clarifications',
  askContestClarification: '/api/submit-contest-clarification',
  adminContestClarifications: '/api/admin/contest/clarifications',
  answerContestClarification: '/api/admin/contest/clarification/answer',
  announceContestClarification: '/api/admin/contest/clarification/announce',
} as const;
