import type { RemoteKey } from '@arbiter/contract';
import type { ContestDesk } from '@/features/contest/index.ts';
import { endpoints } from '@/api/endpoints.ts';
import { call, callReply, type CallQuery } from '@/api/call.ts';

/** A group's contest calls (hoj-api §11, under /api/group). The server checks every one; the screens only choose what to show. */

export type GroupContestPageParams = CallQuery<typeof endpoints.groupContestList>;

export const getGroupContests = (params: GroupContestPageParams) => call(endpoints.groupContestList, { query: params });
export const getGroupAdminContests = (params: GroupContestPageParams) => call(endpoints.groupAdminContestList, { query: params });

export async function changeGroupContestVisible(cid: number, visible: boolean): Promise<string> {
  return (await callReply(endpoints.groupChangeContestVisible, { query: { cid, visible } })).msg;
}

export async function deleteGroupContest(cid: number): Promise<string> {
  return (await callReply(endpoints.groupContestDelete, { query: { cid } })).msg;
}

/** Puts the group's problem with that display id into the contest under the contest's display id. */
export async function addContestProblemFromGroup(cid: number, problemId: string, displayId: string): Promise<string> {
  return (await callReply(endpoints.groupAddContestProblemFromGroup, { query: { cid, problemId, displayId } })).msg;
}

/** Fetches a remote judge's problem into the group's contest under `displayId`. */
async function importGroupContestRemoteProblem(cid: number, name: RemoteKey, problemId: string, displayId: string): Promise<string> {
  return (await callReply(endpoints.groupImportContestRemoteProblem, { query: { cid, name, problemId, displayId } })).msg;
}

/** The contest back office's calls, as the group's (the form, the problems, the announcements). */
export function groupContestApi(gid: number): ContestDesk['api'] {
  return {
    getContest: (cid) => call(endpoints.groupContest, { query: { cid } }),
    saveContest: async (body) => {
      const res = body.id
        ? await callReply(endpoints.groupContestUpdate, { body })
        : await callReply(endpoints.groupContestCreate, { body: { ...body, gid } });
      return res.msg;
    },
    problemList: (params) => call(endpoints.groupContestProblemList, { query: { ...params, keyword: params.keyword || undefined } }),
    saveLink: async (link) => (await callReply(endpoints.groupContestProblemUpdate, { body: link })).msg,
    removeProblem: async (cid, pid) => (await callReply(endpoints.groupContestProblemDelete, { query: { cid, pid } })).msg,
    importRemote: importGroupContestRemoteProblem,
    addFromPublic: async (cid, pid, displayId) =>
      (await callReply(endpoints.groupAddContestProblemFromPublic, { body: { cid, pid, displayId } })).msg,
    announcements: (cid, currentPage, limit) => call(endpoints.groupContestAnnouncementList, { query: { cid, currentPage, limit } }),
    saveAnnouncement: async (cid, announcement) => {
      const body = { cid, announcement };
      const res = announcement.id
        ? await callReply(endpoints.groupContestAnnouncementUpdate, { body })
        : await callReply(endpoints.groupContestAnnouncementCreate, { body });
      return res.msg;
    },
    deleteAnnouncement: async (cid, aid) => (await callReply(endpoints.groupContestAnnouncementDelete, { query: { aid, cid } })).msg,
  };
}
