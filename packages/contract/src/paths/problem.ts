/** The paths of the problem bank calls for students by name; their rows are in `endpoints/problem.ts`. */
export const problemPaths = {
  problemList: '/api/get-problem-list',
  randomProblem: '/api/get-random-problem',
  userProblemStatus: '/api/get-user-problem-status',
  problemDetail: '/api/get-problem-detail',
  languages: '/api/languages',
  fullScreenProblemList: '/api/get-full-screen-problem-list',
} as const;
