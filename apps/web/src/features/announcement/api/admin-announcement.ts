import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody } from '@/api/call.ts';

/** The back office's site announcement calls (hoj-api §13.3): any admin lists, the super admin writes. */

export const getSiteAnnouncements = (currentPage: number, limit: number) =>
  call(endpoints.adminAnnouncement, { query: { currentPage, limit } });

/** Creates (no id) or updates an announcement of the site. */
export async function saveSiteAnnouncement(body: CallBody<typeof endpoints.adminAnnouncementCreate>): Promise<string> {
  const res = body.id
    ? await callReply(endpoints.adminAnnouncementUpdate, { body })
    : await callReply(endpoints.adminAnnouncementCreate, { body });
  return res.msg;
}

export async function deleteSiteAnnouncement(aid: number): Promise<string> {
  return (await callReply(endpoints.adminAnnouncementDelete, { query: { aid } })).msg;
}
