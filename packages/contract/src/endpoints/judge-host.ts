import { z } from 'zod';
import { file, get, post, shape } from '../endpoint.ts';
import {
  type ClaimedTask,
  type RegisterHostResponse,
  claimRequest,
  heartbeatRequest,
  progressRequest,
  registerHostRequest,
  resultRequest,
} from '../judge-host.ts';

/**
 * The judge-host API (`judge-host.ts`): the calls a judge host makes. They take no user token
 * ('anon'): the server checks the judge token (`X-Judge-Token`) on each of them.
 */

export const JUDGE_HOST_API = {
  register: '/api/judge-host/register',
  claim: '/api/judge-host/claim',
  heartbeat: '/api/judge-host/heartbeat',
  progress: '/api/judge-host/progress',
  result: '/api/judge-host/result',
  /** Followed by `/<sha256>`: one test data file. */
  data: '/api/judge-host/data',
} as const;

/** The tasks whose leases the host lost (another host may have them now). */
export interface HeartbeatResponse {
  lost: number[];
}

export const testDataParams = z.object({ hash: z.string() });

const P = JUDGE_HOST_API;

export const judgeHostEndpoints = {
  judgeHostRegister: post(P.register, { auth: 'anon', body: registerHostRequest, response: shape<RegisterHostResponse>() }),
  // A long poll: HTTP 204 and no body when no task came in `waitMs`.
  judgeHostClaim: post(P.claim, { auth: 'anon', body: claimRequest, response: shape<ClaimedTask>() }),
  judgeHostHeartbeat: post(P.heartbeat, { auth: 'anon', body: heartbeatRequest, response: shape<HeartbeatResponse>() }),
  judgeHostProgress: post(P.progress, { auth: 'anon', body: progressRequest, response: shape<null>() }),
  judgeHostResult: post(P.result, { auth: 'anon', body: resultRequest, response: shape<null>() }),
  judgeHostData: get(`${P.data}/:hash`, { auth: 'anon', params: testDataParams, response: file() }),
} as const;
