import { get, post, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  type FullScreenProblem,
  type ProblemInfoVO,
  type ProblemListItem,
  type RandomProblemVO,
  type UserProblemStatusMap,
  fullScreenProblemListQuery,
  languagesQuery,
  problemDetailQuery,
  problemListQuery,
  userProblemStatusRequest,
} from '../problem-bank.ts';
import type { Language } from '../problem.ts';
import { problemPaths } from '../paths/problem.ts';

/** The problem bank for students (hoj-api §4). */

const P = problemPaths;

export const problemEndpoints = {
  problemList: get(P.problemList, { auth: 'anon', query: problemListQuery, response: shape<Page<ProblemListItem>>() }),
  randomProblem: get(P.randomProblem, { auth: 'anon', response: shape<RandomProblemVO>() }),
  userProblemStatus: post(P.userProblemStatus, { auth: 'login', body: userProblemStatusRequest, response: shape<UserProblemStatusMap>() }),
  problemDetail: get(P.problemDetail, { auth: 'anon', query: problemDetailQuery, response: shape<ProblemInfoVO>() }),
  languages: get(P.languages, { auth: 'anon', query: languagesQuery, response: shape<Language[]>() }),
  fullScreenProblemList: get(P.fullScreenProblemList, {
    auth: 'login',
    query: fullScreenProblemListQuery,
    response: shape<FullScreenProblem[]>(),
  }),
} as const;
