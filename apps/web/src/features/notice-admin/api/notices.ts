import type { SysNoticeCreateBody, SysNoticeType, SysNoticeUpdateBody } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply } from '@/api/call.ts';

/** The super admin's system notice calls (hoj-api §10 `/api/admin/msg/notice`). */

export const getNotices = (type: SysNoticeType | undefined, currentPage: number, limit: number) =>
  call(endpoints.adminSysNotice, { query: { currentPage, limit, ...(type ? { type } : {}) } });

/** Creates a notice (delivered at once) or edits an existing one's text. */
export async function saveNotice(body: SysNoticeCreateBody | SysNoticeUpdateBody): Promise<string> {
  const res =
    'id' in body ? await callReply(endpoints.adminSysNoticeUpdate, { body }) : await callReply(endpoints.adminSysNoticeCreate, { body });
  return res.msg;
}

export async function deleteNotice(id: number): Promise<string> {
  return (await callReply(endpoints.adminSysNoticeDelete, { query: { id } })).msg;
}
