import { createContext, useContext, type ReactNode } from 'react';
import type { AdminContestProblemListVO, AdminContestVO, ContestAnnouncementVO, Page } from '@arbiter/contract';
import type { RemoteKey, UserInfoVO } from '@arbiter/contract';
import {
  addProblemFromPublic,
  deleteContestAnnouncement,
  getAdminContest,
  getContestAnnouncements,
  getContestProblemList,
  importRemoteContestProblem,
  removeContestProblem,
  saveContest,
  saveContestAnnouncement,
  saveContestProblemLink,
  type AnnouncementBody,
  type ContestProblemListParams,
} from '../api/admin-contest.ts';
import { contestKeys } from '../api/keys.ts';
import type { CallBody } from '@/api/call.ts';
import type { endpoints } from '@/api/endpoints.ts';
import { allows } from '@/components/admin/access.ts';

/**
 * Where the contest back office's pages (the form, the problem list, the announcements) work: the
 * site's back office under /admin/contest, or one group's Contest tab. The desk gives the calls,
 * the pages to go to, and what the pages offer there; the pages read it from context, the back
 * office's by default.
 */
export interface ContestDesk {
  /** Tells the desks' cached answers apart. */
  name: string;
  /** The contest list the pages lead back to. */
  home: string;
  /** The query key prefix of that list, refreshed after a save. */
  listKey: readonly unknown[];
  /** The problem form of a contest problem (new: null); none where problems are not written from the contest. */
  problemPage?: ((cid: number, pid: number | null) => string) | undefined;
  /** Whether the user may take a problem out of the contest. */
  canRemoveProblems: (user: Pick<UserInfoVO, 'roleList'> | null) => boolean;
  /** More buttons above the contest's problems (the group's 'add from the group'). */
  problemActions?: ((contest: AdminContestVO) => ReactNode) | undefined;
  api: {
    getContest: (cid: number) => Promise<AdminContestVO>;
    saveContest: (body: CallBody<typeof endpoints.adminContestCreate>) => Promise<string>;
    problemList: (params: ContestProblemListParams) => Promise<AdminContestProblemListVO>;
    saveLink: (link: CallBody<typeof endpoints.adminContestProblemUpdate>) => Promise<string>;
    removeProblem: (cid: number, pid: number) => Promise<string>;
    addFromPublic: (cid: number, pid: number, displayId: string) => Promise<string>;
    /** Fetches a remote judge's problem into the contest under `displayId`. */
    importRemote: (cid: number, name: RemoteKey, problemId: string, displayId: string) => Promise<string>;
    announcements: (cid: number, currentPage: number, limit: number) => Promise<Page<ContestAnnouncementVO>>;
    saveAnnouncement: (cid: number, announcement: AnnouncementBody) => Promise<string>;
    deleteAnnouncement: (cid: number, aid: number) => Promise<string>;
  };
}

/** The site's back office: /admin/contest; taking a problem out is for root and problem admins (hoj-api §13.5). */
const backOfficeDesk: ContestDesk = {
  name: 'admin',
  home: '/admin/contest',
  listKey: contestKeys.admin.all,
  problemPage: (cid, pid) => (pid === null ? `/admin/contest/${cid}/problem/create` : `/admin/contest/${cid}/problem/${pid}/edit`),
  canRemoveProblems: (user) => allows(user?.roleList ?? [], 'manager'),
  api: {
    getContest: getAdminContest,
    saveContest,
    problemList: getContestProblemList,
    saveLink: saveContestProblemLink,
    removeProblem: removeContestProblem,
    addFromPublic: addProblemFromPublic,
    importRemote: importRemoteContestProblem,
    announcements: getContestAnnouncements,
    saveAnnouncement: saveContestAnnouncement,
    deleteAnnouncement: deleteContestAnnouncement,
  },
};

export const ContestDeskContext = createContext<ContestDesk>(backOfficeDesk);

export const useContestDesk = (): ContestDesk => useContext(ContestDeskContext);
