import { endpoints } from '@/api/endpoints.ts';
import { call, type CallBody, type CallQuery } from '@/api/call.ts';

/**
 * The group calls of the group itself, its members, announcements and rank (hoj-api §11). Failures
 * are reported by the client; callers only decide what the screen shows.
 */

export type GroupListParams = CallQuery<typeof endpoints.groupList>;
export type GroupMemberParams = CallQuery<typeof endpoints.groupMemberList>;
export type GroupPageParams = CallQuery<typeof endpoints.groupAnnouncementList>;
export type GroupRankParams = CallQuery<typeof endpoints.groupRankList>;
export type GroupForm = CallBody<typeof endpoints.groupCreate>;
export type GroupAnnouncementForm = CallBody<typeof endpoints.groupAnnouncementCreate>;

export const getGroupList = (params: GroupListParams) => call(endpoints.groupList, { query: params });
export const getGroupDetail = (gid: number) => call(endpoints.groupDetail, { query: { gid } });
export const getGroupAuth = (gid: number) => call(endpoints.groupAuth, { query: { gid } });
export const createGroup = (body: GroupForm) => call(endpoints.groupCreate, { body });
export const updateGroup = (body: CallBody<typeof endpoints.groupUpdate>) => call(endpoints.groupUpdate, { body });
export const disbandGroup = (gid: number) => call(endpoints.groupDelete, { query: { gid } });

export const getMemberList = (params: GroupMemberParams) => call(endpoints.groupMemberList, { query: params });
export const getApplyList = (params: GroupMemberParams) => call(endpoints.groupApplyList, { query: params });
export const applyToGroup = (query: CallQuery<typeof endpoints.groupMemberCreate>) => call(endpoints.groupMemberCreate, { query });
export const updateMember = (body: CallBody<typeof endpoints.groupMemberUpdate>) => call(endpoints.groupMemberUpdate, { body });
export const removeMember = (gid: number, uid: string) => call(endpoints.groupMemberDelete, { query: { gid, uid } });
export const exitGroup = (gid: number) => call(endpoints.groupMemberExit, { query: { gid } });

export const getAnnouncements = (params: GroupPageParams) => call(endpoints.groupAnnouncementList, { query: params });
export const getAdminAnnouncements = (params: GroupPageParams) => call(endpoints.groupAdminAnnouncementList, { query: params });
export const createAnnouncement = (body: GroupAnnouncementForm) => call(endpoints.groupAnnouncementCreate, { body });
export const updateAnnouncement = (body: CallBody<typeof endpoints.groupAnnouncementUpdate>) =>
  call(endpoints.groupAnnouncementUpdate, { body });
export const deleteAnnouncement = (aid: number) => call(endpoints.groupAnnouncementDelete, { query: { aid } });

export const getGroupRank = (params: GroupRankParams) => call(endpoints.groupRankList, { query: params });
