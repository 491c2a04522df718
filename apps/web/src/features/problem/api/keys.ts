import type { AdminProblemListParams } from './admin-problem.ts';
import type { ProblemListParams } from './problem.ts';

/**
 * The problem area's query keys. A name ending in `Of` (or a plural) is the prefix of the keys
 * after it: invalidating it refreshes every page and every caller's copy. The token is part of
 * the keys whose answer depends on the caller.
 */
export const problemKeys = {
  all: ['problem'] as const,
  list: (params: ProblemListParams) => ['problem', 'list', params] as const,
  userStatuses: ['problem', 'user-status'] as const,
  userStatus: (pids: readonly number[], token: string | null) => ['problem', 'user-status', pids, token] as const,
  tagGroups: (oj: string) => ['problem', 'tag-groups', oj] as const,
  detail: (problemId: string, gid?: number | null) => ['problem', 'detail', problemId, gid ?? null] as const,
  mySubmissionsOf: (problemId: string) => ['problem', 'my-submissions', problemId] as const,
  mySubmissions: (problemId: string, page: number, token: string | null) => ['problem', 'my-submissions', problemId, page, token] as const,

  /** The problem pages of the back office. */
  admin: {
    /** Every back-office query, the contest pages' too: a saved problem shows in their lists. */
    all: ['admin'] as const,
    problemLists: ['admin', 'problem-list'] as const,
    problemList: (params: AdminProblemListParams) => ['admin', 'problem-list', params] as const,
    problem: (pid: number) => ['admin', 'problem', pid] as const,
    classifications: (oj: string) => ['admin', 'classifications', oj] as const,
    tags: (oj: string) => ['admin', 'tags', oj] as const,
    groupTags: (gid: number) => ['admin', 'tags', 'group', gid] as const,
    languages: ['admin', 'languages'] as const,
    verification: (pid: number) => ['admin', 'verification', pid] as const,
  },
};
