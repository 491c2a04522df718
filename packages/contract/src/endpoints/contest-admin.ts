import { del, file, get, post, put, shape } from '../endpoint.ts';
import { ROLE_GROUPS } from '../roles.ts';
import type { Page } from '../envelope.ts';
import {
  type AdminContestListRow,
  type AdminContestVO,
  type ContestAnnouncementVO,
  type ContestProblemRow,
  acSubmissionDownloadQuery,
  addContestProblemFromPublicBody,
  adminContestBody,
  adminContestListQuery,
  adminContestProblemListQuery,
  changeContestVisibleQuery,
  cidQuery,
  contestAnnouncementBody,
  contestAnnouncementDeleteQuery,
  contestAnnouncementQuery,
  contestProblemBody,
  contestProblemKeyQuery,
  rejudgeContestProblemQuery,
  removeContestProblemQuery,
} from '../contest.ts';
import { type CreatedProblemVO, type Problem, problemDTO, problemPidQuery } from '../problem.ts';
import { Permission } from '../roles.ts';
import { contestAdminPaths } from '../paths/contest-admin.ts';
import { importRemoteContestProblemQuery } from '../remote-judge.ts';

/**
 * The back office's contest calls (hoj-api §13.5), the contest's code download (§12) and the
 * contest problem rejudge (§5). The server checks on every call that touches one contest that the
 * caller is its creator or a super admin.
 */

/** What creating or cloning a contest answers: the new contest's id. */
export interface CreatedContestVO {
  id: number;
}

/** A page of problems and, for the contest's own, every link of the contest by pid. */
export interface AdminContestProblemListVO {
  problemList: Page<Problem>;
  contestProblemMap: Record<string, ContestProblemRow>;
}

const P = contestAdminPaths;
const admins = { auth: 'login', roles: ROLE_GROUPS.admins } as const;

export const contestAdminEndpoints = {
  adminContestList: get(P.adminContestList, { ...admins, query: adminContestListQuery, response: shape<Page<AdminContestListRow>>() }),
  adminContest: get(P.adminContest, { ...admins, query: cidQuery, response: shape<AdminContestVO>() }),
  adminContestCreate: post(P.adminContest, { ...admins, body: adminContestBody, response: shape<CreatedContestVO>() }),
  adminContestUpdate: put(P.adminContest, { ...admins, body: adminContestBody, response: shape<null>() }),
  adminContestDelete: del(P.adminContest, { auth: 'login', roles: ROLE_GROUPS.root, query: cidQuery, response: shape<null>() }),
  // A copy of the contest with its problems (shared, not duplicated), made by and for the caller.
  adminCloneContest: get(P.adminCloneContest, { ...admins, query: cidQuery, response: shape<CreatedContestVO>() }),
  adminChangeContestVisible: put(P.adminChangeContestVisible, { ...admins, query: changeContestVisibleQuery, response: shape<null>() }),
  // Without `problemType` the contest's problems; with it, bank problems that may be added.
  adminContestProblemList: get(P.adminContestProblemList, {
    ...admins,
    query: adminContestProblemListQuery,
    response: shape<AdminContestProblemListVO>(),
  }),
  adminAddContestProblemFromPublic: post(P.adminAddContestProblemFromPublic, {
    ...admins,
    body: addContestProblemFromPublicBody,
    response: shape<null>(),
  }),
  adminImportRemoteContestProblem: get(P.adminImportRemoteContestProblem, {
    ...admins,
    query: importRemoteContestProblemQuery,
    response: shape<null>(),
  }),
  adminContestProblemOfBank: get(P.adminContestProblemOfBank, { ...admins, query: problemPidQuery, response: shape<Problem>() }),
  // A new problem made here is contest-only.
  adminContestProblemOfBankCreate: post(P.adminContestProblemOfBank, {
    ...admins,
    body: problemDTO,
    response: shape<Pick<CreatedProblemVO, 'pid'>>(),
  }),
  adminContestProblemOfBankUpdate: put(P.adminContestProblemOfBank, { ...admins, body: problemDTO, response: shape<null>() }),
  // With `cid` takes the problem out of that contest, without it deletes the problem.
  adminContestProblemOfBankDelete: del(P.adminContestProblemOfBank, {
    auth: 'login',
    roles: ROLE_GROUPS.managers,
    query: removeContestProblemQuery,
    response: shape<null>(),
  }),
  adminContestProblem: get(P.adminContestProblem, { ...admins, query: contestProblemKeyQuery, response: shape<ContestProblemRow>() }),
  adminContestProblemUpdate: put(P.adminContestProblem, { ...admins, body: contestProblemBody, response: shape<ContestProblemRow>() }),
  adminContestAnnouncement: get(P.adminContestAnnouncement, {
    ...admins,
    query: contestAnnouncementQuery,
    response: shape<Page<ContestAnnouncementVO>>(),
  }),
  adminContestAnnouncementCreate: post(P.adminContestAnnouncement, { ...admins, body: contestAnnouncementBody, response: shape<null>() }),
  adminContestAnnouncementUpdate: put(P.adminContestAnnouncement, { ...admins, body: contestAnnouncementBody, response: shape<null>() }),
  adminContestAnnouncementDelete: del(P.adminContestAnnouncement, {
    ...admins,
    query: contestAnnouncementDeleteQuery,
    response: shape<null>(),
  }),
  adminRejudgeContestProblem: get(P.adminRejudgeContestProblem, {
    auth: 'login',
    roles: ROLE_GROUPS.root,
    permission: Permission.REJUDGE,
    query: rejudgeContestProblemQuery,
    response: shape<null>(),
  }),
  // Any signed-in user may ask; only the contest's creator or a super admin gets the zip.
  downloadContestAcSubmission: get(P.downloadContestAcSubmission, { auth: 'login', query: acSubmissionDownloadQuery, response: file() }),
} as const;
