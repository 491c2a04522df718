import type { ProblemDTO, RemoteKey } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallBody, type CallQuery } from '@/api/call.ts';
import { downloadFile } from '@/api/download.ts';

/**
 * The back office's contest calls (hoj-api §13.5) and the accepted-code download (§12). The
 * server checks every call: a contest's creator or a super admin manages it.
 */

export interface AdminContestListParams {
  currentPage: number;
  limit: number;
  /** Matches the title or the id. */
  keyword?: string | undefined;
}

export const getAdminContestList = (params: AdminContestListParams) =>
  call(endpoints.adminContestList, { query: { ...params, keyword: params.keyword || undefined } });

export const getAdminContest = (cid: number) => call(endpoints.adminContest, { query: { cid } });

/** Creates (no id) or updates a contest; answers the server's message. */
export async function saveContest(body: CallBody<typeof endpoints.adminContestCreate>): Promise<string> {
  const res = body.id ? await callReply(endpoints.adminContestUpdate, { body }) : await callReply(endpoints.adminContestCreate, { body });
  return res.msg;
}

export async function deleteContest(cid: number): Promise<string> {
  return (await callReply(endpoints.adminContestDelete, { query: { cid } })).msg;
}

/** Copies the contest with its problems (hidden, the caller its creator); answers the message and the copy's id. */
export async function cloneContest(cid: number): Promise<{ msg: string; id: number }> {
  const res = await callReply(endpoints.adminCloneContest, { query: { cid } });
  return { msg: res.msg, id: res.data.id };
}

export async function changeContestVisible(cid: number, uid: string | null, visible: boolean): Promise<string> {
  return (await callReply(endpoints.adminChangeContestVisible, { query: { cid, uid: uid ?? undefined, visible } })).msg;
}

// ---------------------------------------------------------------------------------------------
// The contest's problems

export interface ContestProblemListParams {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  /** Absent: the contest's problems. Set (the contest's rule type): bank problems that may be added. */
  problemType?: number | undefined;
}

/** `{problemList, contestProblemMap}`: a page of problems and, for the contest's own, their links by pid. */
export const getContestProblemList = (params: ContestProblemListParams) =>
  call(endpoints.adminContestProblemList, { query: { ...params, keyword: params.keyword || undefined } });

/** The link of a problem to a contest (ContestProblem): its display id, title and balloon colour. */
export const getContestProblemLink = (cid: number, pid: number) => call(endpoints.adminContestProblem, { query: { cid, pid } });

/** Creates the link (no id) or changes its display id, title and colour. */
export async function saveContestProblemLink(link: CallBody<typeof endpoints.adminContestProblemUpdate>): Promise<string> {
  return (await callReply(endpoints.adminContestProblemUpdate, { body: link })).msg;
}

/** Takes the problem out of the contest; the contest's submissions of it go too. */
export async function removeContestProblem(cid: number, pid: number): Promise<string> {
  return (await callReply(endpoints.adminContestProblemOfBankDelete, { query: { pid, cid } })).msg;
}

export async function addProblemFromPublic(cid: number, pid: number, displayId: string): Promise<string> {
  return (await callReply(endpoints.adminAddContestProblemFromPublic, { body: { cid, pid, displayId } })).msg;
}

/** Fetches a remote judge's problem straight into the contest under `displayId`. */
export async function importRemoteContestProblem(cid: number, name: RemoteKey, problemId: string, displayId: string): Promise<string> {
  return (await callReply(endpoints.adminImportRemoteContestProblem, { query: { cid, name, problemId, displayId } })).msg;
}

/** A problem of a contest as its form edits it. */
export const getContestBankProblem = (pid: number) => call(endpoints.adminContestProblemOfBank, { query: { pid } });

/** Creates a problem for a contest (it becomes contest-only); answers the message and the new problem's id. */
export async function createContestBankProblem(dto: ProblemDTO): Promise<{ msg: string; pid: number }> {
  const res = await callReply(endpoints.adminContestProblemOfBankCreate, { body: dto });
  return { msg: res.msg, pid: res.data.pid };
}

export async function updateContestBankProblem(dto: ProblemDTO): Promise<string> {
  return (await callReply(endpoints.adminContestProblemOfBankUpdate, { body: dto })).msg;
}

// ---------------------------------------------------------------------------------------------
// Announcements

export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  call(endpoints.adminContestAnnouncement, { query: { cid, currentPage, limit } });

/** An announcement as the save sends it: a new one has no id. */
export type AnnouncementBody = CallBody<typeof endpoints.adminContestAnnouncementCreate>['announcement'];

/** Creates (no id) or updates an announcement of the contest. */
export async function saveContestAnnouncement(cid: number, announcement: AnnouncementBody): Promise<string> {
  const body = { cid, announcement };
  const res = announcement.id
    ? await callReply(endpoints.adminContestAnnouncementUpdate, { body })
    : await callReply(endpoints.adminContestAnnouncementCreate, { body });
  return res.msg;
}

export async function deleteContestAnnouncement(cid: number, aid: number): Promise<string> {
  return (await callReply(endpoints.adminContestAnnouncementDelete, { query: { aid, cid } })).msg;
}

// ---------------------------------------------------------------------------------------------
// Download

export type AcSplitType = NonNullable<CallQuery<typeof endpoints.downloadContestAcSubmission>['splitType']>;

/** Every contestant's accepted code as a zip, one folder per user or per problem. */
export const downloadContestAcSubmissions = (cid: number, splitType: AcSplitType, excludeAdmin: boolean) =>
  downloadFile(endpoints.downloadContestAcSubmission, { query: { cid, splitType, excludeAdmin } });
