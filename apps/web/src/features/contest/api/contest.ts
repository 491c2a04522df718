import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';
import { downloadFile } from '@/api/download.ts';

/**
 * The contestant-side contest calls (hoj-api §6, §12) and the super admin's contest rejudge (§5).
 * Failures are reported by the client; callers only decide what the screen shows.
 */

export interface ContestListParams {
  currentPage: number;
  limit: number;
  /** -1 scheduled, 0 running, 1 ended; absent for every status. */
  status?: number | undefined;
  /** 0 ACM, 1 OI; absent for both. */
  type?: number | undefined;
  keyword?: string | undefined;
}

export const getContestList = (params: ContestListParams) => call(endpoints.contestList, { query: params });

export const getContestInfo = (cid: number) => call(endpoints.contestInfo, { query: { cid } });

export const registerContest = (cid: number, password: string) => call(endpoints.registerContest, { body: { cid, password } });

export const getContestAccess = (cid: number) => call(endpoints.contestAccess, { query: { cid } });

export const getContestProblems = (cid: number, containsEnd = false) => call(endpoints.contestProblem, { query: { cid, containsEnd } });

/** The problem as the contest shows it: the title is the contest's display title. */
export const getContestProblemDetails = (cid: number, displayId: string, containsEnd = false) =>
  call(endpoints.contestProblemDetails, { query: { cid, displayId, containsEnd } });

export interface ContestSubmissionParams {
  contestID: number;
  currentPage: number;
  limit: number;
  onlyMine: boolean;
  /** The contest display id of the problem. */
  problemID?: string | undefined;
  completeProblemID?: boolean | undefined;
  status?: number | undefined;
  username?: string | undefined;
}

/** The server needs `beforeContestSubmit` on every call: false lists the contest's own submissions. */
export const getContestSubmissions = (params: ContestSubmissionParams) =>
  call(endpoints.contestSubmissions, { query: { ...params, beforeContestSubmit: false } });

export const checkContestSubmissionsStatus = (submitIds: number[], cid: number) =>
  call(endpoints.checkContestSubmissionsStatus, { body: { submitIds, cid } });

export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  call(endpoints.contestAnnouncement, { query: { cid, currentPage, limit } });

/** The announcements not in the list, newest first (id, title and creation time only). */
export const getNotReadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  call(endpoints.contestNotReadAnnouncement, { body: { cid, readAnnouncementList } });

export const submitPrintText = (cid: number, content: string) => call(endpoints.submitPrintText, { body: { cid, content } });

export const getContestPrints = (cid: number, currentPage: number, limit: number) =>
  call(endpoints.contestPrint, { query: { cid, currentPage, limit } });

/** Marks a print request as printed (query parameters, as the contract says). */
export const checkContestPrint = (id: number, cid: number) => call(endpoints.checkContestPrintStatus, { query: { id, cid } });

/** Saves the text of a print request as a file; false when the server answered a message instead. */
export const downloadContestPrintText = (id: number) => downloadFile(endpoints.downloadContestPrintText, { query: { id } });

export const getContestAcInfo = (cid: number, currentPage: number, limit: number) =>
  call(endpoints.contestAcInfo, { query: { cid, currentPage, limit } });

export const checkContestAcInfo = (id: number, cid: number, checked: boolean) =>
  call(endpoints.checkContestAcInfo, { body: { id, cid, checked } });

/** Rejudges every submission of one contest problem (super admin). */
export const rejudgeContestProblem = (cid: number, pid: number) => call(endpoints.adminRejudgeContestProblem, { query: { cid, pid } });
