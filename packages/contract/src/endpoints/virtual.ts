import { z } from 'zod';
import type { ContestRankVO } from '../contest.ts';
import { get, post, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { id, numberField, pageQuery } from '../ids.ts';
import { virtualPaths } from '../paths/virtual.ts';
import type { SubmissionListItem } from '../submission.ts';

/**
 * Virtual participation: after a contest ends, a user sits it later. The contest's clock starts
 * for them and runs for the contest's duration; their submissions are judged as contest
 * submissions of the run, and their board is the real board as it stood at the same elapsed time
 * with their row in it. Nothing of a run reaches the real board, the contest's lists or the
 * rankings. One run per user and contest, one running at a time per user.
 */

export interface VirtualRunVO {
  id: number;
  cid: number;
  startTime: string;
  /** startTime plus the contest's duration. */
  endTime: string;
  /** Seconds of the contest's clock used so far (0 to the contest's duration). */
  elapsed: number;
  running: boolean;
  /** The server's clock, for the client's countdown. */
  now: string;
}

export interface VirtualRunStateVO {
  /** The caller's run of this contest, null before they start one. */
  run: VirtualRunVO | null;
  /** Whether the caller may start a run of this contest now. */
  startable: boolean;
  /** The contest of the caller's run still running elsewhere, which keeps them from starting this one. */
  runningElsewhere: number | null;
}

export interface VirtualRankVO {
  run: VirtualRunVO;
  /** Whether the board shows the contest's sealed view (the run passed the seal time). */
  sealed: boolean;
  rank: Page<ContestRankVO>;
  /** Each problem's accepted and counted submissions on this board, by problem id (the columns' heads). */
  counts: Record<string, { ac: number; total: number }>;
}

export const virtualRunQuery = z.object({ cid: id('The contest id') });

export const startVirtualRunBody = z.object({ cid: id('The contest id') });

export const virtualRankRequest = z.object({
  cid: id('The contest id'),
  currentPage: numberField(z.number()).optional().catch(undefined),
  limit: numberField(z.number()).optional().catch(undefined),
  removeStar: z.boolean().optional().default(false),
  keyword: z.string().trim().max(100).optional().nullable(),
});
export type VirtualRankRequest = z.input<typeof virtualRankRequest>;

export const virtualSubmissionsQuery = z.object({ cid: id('The contest id'), ...pageQuery });

const P = virtualPaths;
const login = { auth: 'login' } as const;

export const virtualEndpoints = {
  contestVirtualRun: get(P.contestVirtualRun, { ...login, query: virtualRunQuery, response: shape<VirtualRunStateVO>() }),
  startContestVirtualRun: post(P.startContestVirtualRun, { ...login, body: startVirtualRunBody, response: shape<VirtualRunVO>() }),
  contestVirtualRank: post(P.contestVirtualRank, { ...login, body: virtualRankRequest, response: shape<VirtualRankVO>() }),
  contestVirtualSubmissions: get(P.contestVirtualSubmissions, {
    ...login,
    query: virtualSubmissionsQuery,
    response: shape<Page<SubmissionListItem>>(),
  }),
};
