import {
  API,
  type AdminContestListRow,
  type AdminContestVO,
  type ContestAnnouncementVO,
  type ContestProblemRow,
  type CreatedProblemVO,
  type Page,
  type Problem,
  type ProblemDTO,
} from '@arbiter/contract';
import { downloadAndSave } from '@/api/download.ts';
import { http, send } from '@/api/client.ts';

/**
 * The back office's contest calls (hoj-api §13.5) and the accepted-code download (§12). The
 * server checks every call: a contest's creator or a super admin manages it.
 */

/** A row of the admin contest list: the stored contest without its password. */
export type AdminContestRow = AdminContestListRow;

export interface AdminContestListParams {
  currentPage: number;
  limit: number;
  /** Matches the title or the id. */
  keyword?: string | undefined;
}

export const getAdminContestList = (params: AdminContestListParams) =>
  http.get<Page<AdminContestRow>>(API.adminContestList, { ...params, keyword: params.keyword || undefined });

export const getAdminContest = (cid: number) => http.get<AdminContestVO>(API.adminContest, { cid });

/** The body of the contest save: the form's fields, plus the creator on a new contest. */
export type AdminContestSave = Omit<AdminContestVO, 'id' | 'status' | 'uid' | 'author' | 'gid'> & {
  id?: number;
  uid?: string | null;
  author?: string | null;
};

/** Creates (no id) or updates a contest; answers the server's message. */
export async function saveContest(body: AdminContestSave): Promise<string> {
  return (await send<null>(body.id ? 'PUT' : 'POST', API.adminContest, { body })).msg;
}

export async function deleteContest(cid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminContest, { query: { cid } })).msg;
}

export async function changeContestVisible(cid: number, uid: string | null, visible: boolean): Promise<string> {
  return (await send<null>('PUT', API.adminChangeContestVisible, { query: { cid, uid: uid ?? undefined, visible } })).msg;
}

// ---------------------------------------------------------------------------------------------
// The contest's problems

/** The link of a problem to a contest (ContestProblem): its display id, title and balloon colour. */
export type ContestProblemLink = ContestProblemRow;

/** A link being saved: a new one has no id yet. */
export type ContestProblemLinkSave = Pick<ContestProblemRow, 'cid' | 'pid' | 'displayId' | 'displayTitle' | 'color'> & {
  id?: number | null;
};

/** `{problemList, contestProblemMap}`: a page of problems and, for the contest's own, their links by pid. */
export interface AdminContestProblemList {
  problemList: Page<Problem>;
  contestProblemMap: Record<string, ContestProblemLink>;
}

export interface ContestProblemListParams {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  /** Absent: the contest's problems. Set (the contest's rule type): bank problems that may be added. */
  problemType?: number | undefined;
}

export const getContestProblemList = (params: ContestProblemListParams) =>
  http.get<AdminContestProblemList>(API.adminContestProblemList, { ...params, keyword: params.keyword || undefined });

export const getContestProblemLink = (cid: number, pid: number) => http.get<ContestProblemLink>(API.adminContestProblem, { cid, pid });

/** Creates the link (no id) or changes its display id, title and colour. */
export async function saveContestProblemLink(link: ContestProblemLinkSave): Promise<string> {
  return (await send<ContestProblemLink | null>('PUT', API.adminContestProblem, { body: link })).msg;
}

/** Takes the problem out of the contest; the contest's submissions of it go too. */
export async function removeContestProblem(cid: number, pid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminContestProblemOfBank, { query: { pid, cid } })).msg;
}

export async function addProblemFromPublic(cid: number, pid: number, displayId: string): Promise<string> {
  return (await send<null>('POST', API.adminAddContestProblemFromPublic, { body: { cid, pid, displayId } })).msg;
}

/** A problem of a contest as its form edits it. */
export const getContestBankProblem = (pid: number) => http.get<Problem>(API.adminContestProblemOfBank, { pid });

/** Creates a problem for a contest (it becomes contest-only); answers the message and the new problem's id. */
export async function createContestBankProblem(dto: ProblemDTO): Promise<{ msg: string; pid: number }> {
  const res = await send<Pick<CreatedProblemVO, 'pid'>>('POST', API.adminContestProblemOfBank, { body: dto });
  return { msg: res.msg, pid: res.data.pid };
}

export async function updateContestBankProblem(dto: ProblemDTO): Promise<string> {
  return (await send<null>('PUT', API.adminContestProblemOfBank, { body: dto })).msg;
}

// ---------------------------------------------------------------------------------------------
// Announcements

export interface ContestAnnouncementSave {
  id?: number | null;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  uid?: string | null;
}

export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  http.get<Page<ContestAnnouncementVO>>(API.adminContestAnnouncement, { cid, currentPage, limit });

/** Creates (no id) or updates an announcement of the contest. */
export async function saveContestAnnouncement(cid: number, announcement: ContestAnnouncementSave): Promise<string> {
  return (await send<null>(announcement.id ? 'PUT' : 'POST', API.adminContestAnnouncement, { body: { cid, announcement } })).msg;
}

export async function deleteContestAnnouncement(cid: number, aid: number): Promise<string> {
  return (await send<null>('DELETE', API.adminContestAnnouncement, { query: { aid, cid } })).msg;
}

// ---------------------------------------------------------------------------------------------
// Download

export type AcSplitType = 'user' | 'problem';

/** Every contestant's accepted code as a zip, one folder per user or per problem. */
export const downloadContestAcSubmissions = (cid: number, splitType: AcSplitType, excludeAdmin: boolean) =>
  downloadAndSave(API.downloadContestAcSubmission, { cid, splitType, excludeAdmin });
