import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  type AdminContestListRow,
  type AdminContestVO,
  type ContestAnnouncementVO,
  type ContestProblemRow,
  type ContestVO,
  addContestProblemFromPublicBody,
  adminContestBody,
  adminContestProblemListQuery,
  changeContestVisibleQuery,
  cidQuery,
  contestAnnouncementBody,
  contestAnnouncementDeleteQuery,
  contestAnnouncementQuery,
  contestProblemBody,
  contestProblemKeyQuery,
} from '../contest.ts';
import { groupPageQuery } from '../group.ts';
import { id } from '../ids.ts';
import { groupContestPaths } from '../paths/group-contest.ts';
import { importRemoteContestProblemQuery } from '../remote-judge.ts';
import type { AdminContestProblemListVO, CreatedContestVO } from './contest-admin.ts';

/**
 * A group's contests (hoj-api §11, under /api/group). Members list the visible ones; group admins
 * create; everything on an existing contest is for the group root or the contest's creator (Root*),
 * which the server checks from the contest's own gid.
 */

/** A new group contest: the back office's form and the group it belongs to. */
export const groupContestCreateBody = z.intersection(adminContestBody, z.object({ gid: id('The group id') }));
export type GroupContestCreateBody = z.infer<typeof groupContestCreateBody>;

/** add-contest-problem-from-group: in the query; `problemId` is the group problem's display id. */
export const addContestProblemFromGroupQuery = z.object({
  problemId: z.string('The problem ID is required').trim().min(1, 'The problem ID is required').max(255),
  cid: id('The contest id'),
  displayId: z.string('Contest problem display ID is required').trim().min(1, 'Contest problem display ID is required').max(255),
});

const P = groupContestPaths;
const login = { auth: 'login' } as const;

export const groupContestEndpoints = {
  groupContestList: get(P.groupContestList, { ...login, query: groupPageQuery, response: shape<Page<ContestVO>>() }),
  groupAdminContestList: get(P.groupAdminContestList, { ...login, query: groupPageQuery, response: shape<Page<AdminContestListRow>>() }),
  groupContest: get(P.groupContest, { ...login, query: cidQuery, response: shape<AdminContestVO>() }),
  groupContestCreate: post(P.groupContest, { ...login, body: groupContestCreateBody, response: shape<CreatedContestVO>() }),
  groupContestUpdate: put(P.groupContest, { ...login, body: adminContestBody, response: shape<null>() }),
  groupContestDelete: del(P.groupContest, { ...login, query: cidQuery, response: shape<null>() }),
  groupChangeContestVisible: put(P.groupChangeContestVisible, { ...login, query: changeContestVisibleQuery, response: shape<null>() }),
  // Without `problemType` the contest's problems; with it, public bank problems that may be added.
  groupContestProblemList: get(P.groupContestProblemList, {
    ...login,
    query: adminContestProblemListQuery,
    response: shape<AdminContestProblemListVO>(),
  }),
  groupContestProblem: get(P.groupContestProblem, { ...login, query: contestProblemKeyQuery, response: shape<ContestProblemRow>() }),
  groupContestProblemUpdate: put(P.groupContestProblem, { ...login, body: contestProblemBody, response: shape<ContestProblemRow>() }),
  // Takes the problem out of the contest (with the contest's submissions of it); the problem stays.
  groupContestProblemDelete: del(P.groupContestProblem, { ...login, query: contestProblemKeyQuery, response: shape<null>() }),
  groupAddContestProblemFromPublic: post(P.groupAddContestProblemFromPublic, {
    ...login,
    body: addContestProblemFromPublicBody,
    response: shape<null>(),
  }),
  groupImportContestRemoteProblem: get(P.groupImportContestRemoteProblem, {
    ...login,
    query: importRemoteContestProblemQuery,
    response: shape<null>(),
  }),
  groupAddContestProblemFromGroup: post(P.groupAddContestProblemFromGroup, {
    ...login,
    query: addContestProblemFromGroupQuery,
    response: shape<null>(),
  }),
  groupContestAnnouncementList: get(P.groupContestAnnouncementList, {
    ...login,
    query: contestAnnouncementQuery,
    response: shape<Page<ContestAnnouncementVO>>(),
  }),
  groupContestAnnouncementCreate: post(P.groupContestAnnouncement, { ...login, body: contestAnnouncementBody, response: shape<null>() }),
  groupContestAnnouncementUpdate: put(P.groupContestAnnouncement, { ...login, body: contestAnnouncementBody, response: shape<null>() }),
  groupContestAnnouncementDelete: del(P.groupContestAnnouncement, {
    ...login,
    query: contestAnnouncementDeleteQuery,
    response: shape<null>(),
  }),
} as const;
