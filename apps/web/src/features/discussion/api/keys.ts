import type { DiscussionListParams } from './discussion.ts';

/**
 * The discussion area's query keys. `all` is the prefix of every key: a post, a like or a back-office
 * change refreshes every list and page. The token is part of the keys whose answer depends on the caller.
 */
export const discussionKeys = {
  all: ['discussion'] as const,
  categories: ['discussion', 'categories'] as const,
  list: (params: DiscussionListParams, token: string | null) => ['discussion', 'list', params, token] as const,
  detail: (did: number, token: string | null) => ['discussion', 'detail', did, token] as const,
  reports: (page: number, limit: number) => ['discussion', 'reports', page, limit] as const,
};
