import { endpoints } from '@/api/endpoints.ts';
import { call, type CallBody } from '@/api/call.ts';

/** The back office's discussion calls (hoj-api §9 admin rows); the list is the public one with `admin=true`. */

export const updateDiscussionAdmin = (body: CallBody<typeof endpoints.adminDiscussionUpdate>) =>
  call(endpoints.adminDiscussionUpdate, { body });

export const deleteDiscussionsAdmin = (ids: number[]) => call(endpoints.adminDiscussionDelete, { body: ids });

export const getDiscussionReports = (currentPage: number, limit: number) =>
  call(endpoints.adminDiscussionReport, { query: { currentPage, limit } });

export const updateDiscussionReport = (id: number, status: 0 | 1) => call(endpoints.adminDiscussionReportUpdate, { body: { id, status } });
