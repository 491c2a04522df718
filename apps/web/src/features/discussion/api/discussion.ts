import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from '@/api/call.ts';

/** The discussion calls (hoj-api §9). Failures are reported by the client; callers decide what the screen shows. */

export type DiscussionListParams = CallQuery<typeof endpoints.discussionList>;
export type DiscussionForm = CallBody<typeof endpoints.discussionCreate>;

export const getDiscussionList = (params: DiscussionListParams) => call(endpoints.discussionList, { query: params });

export const getDiscussionDetail = (did: number) => call(endpoints.discussionDetail, { query: { did } });

export const getDiscussionCategories = () => call(endpoints.discussionCategory);

export const saveDiscussionCategories = (body: CallBody<typeof endpoints.discussionCategoryCreate>) =>
  call(endpoints.discussionCategoryCreate, { body });

/** Posts (no id) or edits a discussion; answers the server's message. */
export async function saveDiscussion(body: DiscussionForm): Promise<string> {
  const res = body.id
    ? await callReply(endpoints.discussionUpdate, { body: { ...body, id: body.id } })
    : await callReply(endpoints.discussionCreate, { body });
  return res.msg;
}

export const deleteDiscussion = (did: number) => call(endpoints.discussionDelete, { query: { did } });

export const likeDiscussion = (did: number, toLike: boolean) => call(endpoints.discussionLike, { query: { did, toLike } });

export const reportDiscussion = (body: CallBody<typeof endpoints.discussionReportCreate>) =>
  call(endpoints.discussionReportCreate, { body });
