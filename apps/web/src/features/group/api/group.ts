import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from '@/api/call.ts';

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
/** Creates (no id) or updates an announcement of the group; answers the server's message. */
export async function saveAnnouncement(gid: number, a: Omit<GroupAnnouncementForm, 'gid'>): Promise<string> {
  const res = a.id
    ? await callReply(endpoints.groupAnnouncementUpdate, { body: { ...a, id: a.id, gid } })
    : await callReply(endpoints.groupAnnouncementCreate, { body: { ...a, gid } });
  return res.msg;
}
export const deleteAnnouncement = async (aid: number) => (await callReply(endpoints.groupAnnouncementDelete, { query: { aid } })).msg;

export const getGroupRank = (params: GroupRankParams) => call(endpoints.groupRankList, { query: params });

/** The cropped avatar, with the group in the form (before the file, so the server knows it when the image arrives). */
export const uploadGroupAvatar = (gid: number, file: Blob) => call(endpoints.uploadGroupAvatar, { upload: { file, fields: { gid } } });
