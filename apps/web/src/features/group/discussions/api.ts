import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from '@/api/call.ts';
import type { DiscussionForm } from '@/features/discussion/index.ts';

/** A group's discussion calls (hoj-api §11). Failures are reported by the client; callers decide what the screen shows. */

export type GroupDiscussionParams = CallQuery<typeof endpoints.groupDiscussionList>;
export type GroupAdminDiscussionParams = CallQuery<typeof endpoints.groupAdminDiscussionList>;
export type GroupDiscussionEdit = CallBody<typeof endpoints.groupDiscussionUpdate>;

export const getGroupDiscussions = (params: GroupDiscussionParams) => call(endpoints.groupDiscussionList, { query: params });

export const getGroupAdminDiscussions = (params: GroupAdminDiscussionParams) => call(endpoints.groupAdminDiscussionList, { query: params });

/** Posts (no id) or edits a post of the group; answers the server's message. */
export async function saveGroupDiscussion(gid: number, form: DiscussionForm): Promise<string> {
  const res = form.id
    ? await callReply(endpoints.groupDiscussionUpdate, { body: { ...form, id: form.id, gid } })
    : await callReply(endpoints.groupDiscussionCreate, { body: { ...form, gid } });
  return res.msg;
}

/** The group admins' table changes a post whole: the pin and the hidden mark travel with its text. */
export const updateGroupDiscussion = (body: GroupDiscussionEdit) => call(endpoints.groupDiscussionUpdate, { body });

export const deleteGroupDiscussion = (did: number) => call(endpoints.groupDiscussionDelete, { query: { did } });

/** Under the discussion area's prefix, so its dialog's refresh reaches the group's lists too. */
export const groupDiscussionKeys = {
  list: (params: GroupDiscussionParams, token: string | null) => ['discussion', 'group', params.gid, 'list', params, token] as const,
  admin: (params: GroupAdminDiscussionParams) => ['discussion', 'group', params.gid, 'admin', params] as const,
};
