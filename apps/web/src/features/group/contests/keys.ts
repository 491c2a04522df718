import type { GroupContestPageParams } from './api.ts';

/** The Contest tab's query keys, under the group's prefix so a change of the group refreshes them. */
export const groupContestKeys = {
  of: (gid: number) => ['group', gid, 'contests'] as const,
  list: (params: GroupContestPageParams) => ['group', params.gid, 'contests', 'list', params] as const,
  admin: (params: GroupContestPageParams) => ['group', params.gid, 'contests', 'admin', params] as const,
};
