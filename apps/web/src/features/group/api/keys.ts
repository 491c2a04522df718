import type { GroupListParams, GroupMemberParams, GroupPageParams, GroupRankParams } from './group.ts';

/**
 * The group area's query keys. `of(gid)` is the prefix of everything of one group: invalidating it
 * refreshes the group's header, level and lists at once (after joining, leaving, a role change).
 */
export const groupKeys = {
  listOf: ['group', 'list'] as const,
  list: (params: GroupListParams, token: string | null) => ['group', 'list', params, token] as const,
  of: (gid: number) => ['group', gid] as const,
  detail: (gid: number, token: string | null) => ['group', gid, 'detail', token] as const,
  auth: (gid: number, token: string | null) => ['group', gid, 'auth', token] as const,
  members: (params: GroupMemberParams) => ['group', params.gid, 'members', params] as const,
  applications: (params: GroupMemberParams) => ['group', params.gid, 'applications', params] as const,
  announcements: (params: GroupPageParams) => ['group', params.gid, 'announcements', params] as const,
  adminAnnouncements: (params: GroupPageParams) => ['group', params.gid, 'admin-announcements', params] as const,
  rank: (params: GroupRankParams) => ['group', params.gid, 'rank', params] as const,
};
