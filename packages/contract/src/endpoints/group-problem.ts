import { del, get, post, put, shape } from '../endpoint.ts';
import { compileCheckerRequest } from '../checker-compile.ts';
import type { Page } from '../envelope.ts';
import {
  applyPublicQuery,
  groupCompileQuery,
  groupProblemAuthQuery,
  groupProblemListQuery,
  groupProblemProgressBody,
  groupProblemReviewQuery,
} from '../group-problem.ts';
import { gidQuery } from '../group.ts';
import { groupProblemPaths } from '../paths/group-problem.ts';
import { type Problem, type ProblemCase, type Tag, problemCasesQuery, problemDTO, problemPidQuery } from '../problem.ts';
import type { ProblemListItem } from '../problem-bank.ts';
import { ROLE_GROUPS } from '../roles.ts';

/**
 * A group's problems (hoj-api §11, under /api/group): every call needs a login, the server decides
 * the group level (member, admin, root or the problem's creator) per call. The review of the
 * group problems proposed to the public bank is the back office's (root and problem_admin).
 */

const P = groupProblemPaths;
const login = { auth: 'login' } as const;
const reviewers = { auth: 'login', roles: ROLE_GROUPS.managers } as const;

export const groupProblemEndpoints = {
  groupProblemList: get(P.groupProblemList, { ...login, query: groupProblemListQuery, response: shape<Page<ProblemListItem>>() }),
  groupAdminProblemList: get(P.groupAdminProblemList, { ...login, query: groupProblemListQuery, response: shape<Page<Problem>>() }),
  groupProblem: get(P.groupProblem, { ...login, query: problemPidQuery, response: shape<Problem>() }),
  // problem.gid names the group; the display id is stored behind the group's short name.
  groupProblemCreate: post(P.groupProblem, { ...login, body: problemDTO, response: shape<null>() }),
  groupProblemUpdate: put(P.groupProblem, { ...login, body: problemDTO, response: shape<null>() }),
  groupProblemDelete: del(P.groupProblem, { ...login, query: problemPidQuery, response: shape<null>() }),
  groupProblemCases: get(P.groupProblemCases, { ...login, query: problemCasesQuery, response: shape<ProblemCase[]>() }),
  groupProblemTags: get(P.groupProblemTags, { ...login, query: gidQuery, response: shape<Tag[]>() }),
  groupCompileSpj: post(P.groupCompileSpj, { ...login, query: groupCompileQuery, body: compileCheckerRequest, response: shape<null>() }),
  groupCompileInteractive: post(P.groupCompileInteractive, {
    ...login,
    query: groupCompileQuery,
    body: compileCheckerRequest,
    response: shape<null>(),
  }),
  groupChangeProblemAuth: put(P.groupChangeProblemAuth, { ...login, query: groupProblemAuthQuery, response: shape<null>() }),
  groupApplyPublic: put(P.groupApplyPublic, { ...login, query: applyPublicQuery, response: shape<null>() }),
  adminGroupProblemList: get(P.adminGroupProblemList, { ...reviewers, query: groupProblemReviewQuery, response: shape<Page<Problem>>() }),
  adminGroupProblemProgress: put(P.adminGroupProblemProgress, { ...reviewers, body: groupProblemProgressBody, response: shape<null>() }),
} as const;
