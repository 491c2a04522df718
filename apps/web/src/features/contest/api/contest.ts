import {
  API,
  type ContestAcInfoVO,
  type ContestAnnouncementVO,
  type ContestPrintVO,
  type ContestProblemVO,
  type ContestVO,
  type Page,
  type ProblemInfoVO,
  type SubmissionListItem,
} from '@arbiter/contract';
import { downloadAndSave } from '@/api/download.ts';
import { http } from '@/api/client.ts';
import type { SubmissionStatusMap } from '@/features/submission/index.ts';

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

export const getContestList = (params: ContestListParams) => http.get<Page<ContestVO>>(API.contestList, { ...params });

export const getContestInfo = (cid: number) => http.get<ContestVO>(API.contestInfo, { cid });

export const registerContest = (cid: number, password: string) => http.post<null>(API.registerContest, { cid, password });

export const getContestAccess = (cid: number) => http.get<{ access: boolean }>(API.contestAccess, { cid });

export const getContestProblems = (cid: number, containsEnd = false) =>
  http.get<ContestProblemVO[]>(API.contestProblem, { cid, containsEnd });

/** The problem as the contest shows it: the title is the contest's display title. */
export const getContestProblemDetails = (cid: number, displayId: string, containsEnd = false) =>
  http.get<ProblemInfoVO>(API.contestProblemDetails, { cid, displayId, containsEnd });

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
  http.get<Page<SubmissionListItem>>(API.contestSubmissions, { ...params, beforeContestSubmit: false });

export const checkContestSubmissionsStatus = (submitIds: number[], cid: number) =>
  http.post<SubmissionStatusMap>(API.checkContestSubmissionsStatus, { submitIds, cid });

export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  http.get<Page<ContestAnnouncementVO>>(API.contestAnnouncement, { cid, currentPage, limit });

/** The announcements not in the list, newest first (id, title and creation time only). */
export const getNotReadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  http.post<Pick<ContestAnnouncementVO, 'id' | 'title' | 'gmtCreate'>[]>(API.contestNotReadAnnouncement, { cid, readAnnouncementList });

export const submitPrintText = (cid: number, content: string) => http.post<null>(API.submitPrintText, { cid, content });

export const getContestPrints = (cid: number, currentPage: number, limit: number) =>
  http.get<Page<ContestPrintVO>>(API.contestPrint, { cid, currentPage, limit });

/** Marks a print request as printed (query parameters, as the contract says). */
export const checkContestPrint = (id: number, cid: number) =>
  http.put<null>(API.checkContestPrintStatus, undefined, { query: { id, cid } });

/** Saves the text of a print request as a file; false when the server answered a message instead. */
export const downloadContestPrintText = (id: number) => downloadAndSave(API.downloadContestPrintText, { id });

export const getContestAcInfo = (cid: number, currentPage: number, limit: number) =>
  http.get<Page<ContestAcInfoVO>>(API.contestAcInfo, { cid, currentPage, limit });

export const checkContestAcInfo = (id: number, cid: number, checked: boolean) =>
  http.put<null>(API.checkContestAcInfo, { id, cid, checked });

/** Rejudges every submission of one contest problem (super admin). */
export const rejudgeContestProblem = (cid: number, pid: number) => http.get<null>(API.adminRejudgeContestProblem, { cid, pid });
