import { apiTokenCreateBody, apiTokenIdQuery, judgeTokenCreateBody, type ApiTokenVO, type CreatedApiTokenVO } from '../api-token.ts';
import { del, get, post, shape } from '../endpoint.ts';
import { apiTokenPaths } from '../paths/api-token.ts';
import { ROLE_GROUPS } from '../roles.ts';

const P = apiTokenPaths;

/** A user's own tokens (settings), and the judge hosts' tokens (back office, super admins). */
export const apiTokenEndpoints = {
  apiTokens: get(P.apiTokens, { auth: 'login', response: shape<ApiTokenVO[]>() }),
  apiTokenCreate: post(P.apiToken, { auth: 'login', body: apiTokenCreateBody, response: shape<CreatedApiTokenVO>() }),
  apiTokenDelete: del(P.apiToken, { auth: 'login', query: apiTokenIdQuery, response: shape<null>() }),
  adminJudgeTokens: get(P.adminJudgeTokens, { auth: 'login', roles: ROLE_GROUPS.root, response: shape<ApiTokenVO[]>() }),
  adminJudgeTokenCreate: post(P.adminJudgeToken, {
    auth: 'login',
    roles: ROLE_GROUPS.root,
    body: judgeTokenCreateBody,
    response: shape<CreatedApiTokenVO>(),
  }),
  adminJudgeTokenDelete: del(P.adminJudgeToken, {
    auth: 'login',
    roles: ROLE_GROUPS.root,
    query: apiTokenIdQuery,
    response: shape<null>(),
  }),
};
