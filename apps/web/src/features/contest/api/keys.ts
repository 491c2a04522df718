import type { ContestRankRequest } from '@arbiter/contract';
import type { AdminContestListParams, ContestProblemListParams } from './admin-contest.ts';
import type { ContestListParams, ContestSubmissionParams } from './contest.ts';

/**
 * The contest area's query keys: the contest pages, the boards and the contest back office. A
 * name ending in `Of` (or a plural) is the prefix of the keys after it: invalidating it refreshes
 * every page and every caller's copy. The token is part of the keys whose answer depends on the caller.
 */
export const contestKeys = {
  all: ['contest'] as const,
  list: (params: ContestListParams, token: string | null) => ['contest', 'list', params, token] as const,
  /** Everything of one contest. */
  of: (cid: number) => ['contest', cid] as const,
  info: (cid: number, token: string | null) => ['contest', cid, 'info', token] as const,
  access: (cid: number, token: string | null) => ['contest', cid, 'access', token] as const,
  problemsOf: (cid: number) => ['contest', cid, 'problems'] as const,
  problems: (cid: number, token: string | null) => ['contest', cid, 'problems', token] as const,
  problemStatusOf: (cid: number) => ['contest', cid, 'problem-status'] as const,
  problemStatus: (cid: number, pids: readonly number[], token: string | null) => ['contest', cid, 'problem-status', pids, token] as const,
  problemOf: (cid: number, displayId: string) => ['contest', cid, 'problem', displayId] as const,
  problem: (cid: number, displayId: string, token: string | null) => ['contest', cid, 'problem', displayId, token] as const,
  mySubmissionsOf: (cid: number, displayId: string) => ['contest', cid, 'my-submissions', displayId] as const,
  mySubmissions: (cid: number, displayId: string, page: number, token: string | null) =>
    ['contest', cid, 'my-submissions', displayId, page, token] as const,
  submissions: (params: ContestSubmissionParams, token: string | null) =>
    ['contest', params.contestID, 'submissions', params, token] as const,
  announcementsOf: (cid: number) => ['contest', cid, 'announcements'] as const,
  announcements: (cid: number, page: number) => ['contest', cid, 'announcements', page] as const,
  clarificationsOf: (cid: number) => ['contest', cid, 'clarifications'] as const,
  clarifications: (cid: number, queue: boolean, page: number, token: string | null) =>
    ['contest', cid, 'clarifications', queue, page, token] as const,
  /** The caller's virtual run of the contest: its state, its board and its submissions. */
  virtualOf: (cid: number) => ['contest', cid, 'virtual'] as const,
  virtualRun: (cid: number, token: string | null) => ['contest', cid, 'virtual', 'run', token] as const,
  virtualRank: (cid: number, page: number, limit: number, token: string | null) =>
    ['contest', cid, 'virtual', 'rank', page, limit, token] as const,
  virtualSubmissions: (cid: number, page: number, token: string | null) => ['contest', cid, 'virtual', 'submissions', page, token] as const,
  printsOf: (cid: number) => ['contest', cid, 'prints'] as const,
  prints: (cid: number, page: number) => ['contest', cid, 'prints', page] as const,
  acInfoOf: (cid: number) => ['contest', cid, 'ac-info'] as const,
  acInfo: (cid: number, page: number) => ['contest', cid, 'ac-info', page] as const,

  /** The boards: the rank tab, the outside board and the rolling board. */
  board: {
    all: ['scoreboard'] as const,
    outsideInfo: (cid: number) => ['scoreboard', cid, 'outside-info'] as const,
    board: (scope: 'inside' | 'outside', request: ContestRankRequest, token: string | null) =>
      ['scoreboard', request.cid, scope, request, token] as const,
    problems: (cid: number, containsEnd: boolean, token: string | null) => ['scoreboard', cid, 'problems', containsEnd, token] as const,
    scrollInfo: (cid: number) => ['scoreboard', cid, 'scroll-info'] as const,
    scrollSubmissions: (cid: number, removeStar: boolean) => ['scoreboard', cid, 'scroll-submissions', removeStar] as const,
    rankedTotal: (cid: number, token: string | null) => ['scoreboard', cid, 'ranked-total', token] as const,
  },

  /** The contest pages of the back office. */
  admin: {
    all: ['admin', 'contest'] as const,
    list: (params: AdminContestListParams) => ['admin', 'contest', 'list', params] as const,
    contest: (cid: number) => ['admin', 'contest', 'one', cid] as const,
    problemLists: ['admin', 'contest', 'problems'] as const,
    problems: (params: ContestProblemListParams) => ['admin', 'contest', 'problems', params] as const,
    link: (cid: number, pid: number) => ['admin', 'contest', 'link', cid, pid] as const,
    announcementsOf: (cid: number) => ['admin', 'contest', 'announcements', cid] as const,
    announcements: (cid: number, currentPage: number, limit: number) =>
      ['admin', 'contest', 'announcements', cid, currentPage, limit] as const,
  },
};
