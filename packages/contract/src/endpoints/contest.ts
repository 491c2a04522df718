import { file, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  type ContestAcInfoVO,
  type ContestAnnouncementVO,
  type ContestOutsideInfo,
  type ContestPrintVO,
  type ContestProblemVO,
  type ContestRankVO,
  type ContestVO,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
  checkAcInfoRequest,
  checkPrintQuery,
  cidQuery,
  contestAnnouncementQuery,
  contestListQuery,
  contestPageQuery,
  contestProblemDetailQuery,
  contestProblemQuery,
  contestRankRequest,
  contestSubmissionsQuery,
  notReadAnnouncementRequest,
  printDownloadQuery,
  printTextRequest,
  rankDownloadQuery,
  registerContestRequest,
  scrollBoardQuery,
} from '../contest.ts';
import type { ProblemInfoVO } from '../problem-bank.ts';
import type { Problem } from '../problem.ts';
import { checkStatusRequest, type SubmissionListItem } from '../submission.ts';
import type { SubmissionStatusMap } from './submission.ts';
import { contestPaths } from '../paths/contest.ts';

/** The contestant-side contest calls (hoj-api §6, §12). */

/** Whether the caller may enter a protected or private contest (registered, or its admin). */
export interface ContestAccessVO {
  access: boolean;
}

/** An announcement the contestant has not read yet: its id, title and creation time only. */
export type UnreadAnnouncementVO = Pick<ContestAnnouncementVO, 'id' | 'title' | 'gmtCreate'>;

/** The contest problem page's problem: difficulty is hidden with the source and author until the end. */
export type ContestProblemInfoVO = Omit<ProblemInfoVO, 'problem'> & {
  problem: Omit<Problem, 'difficulty'> & { difficulty: number | null };
};

const P = contestPaths;
const login = { auth: 'login' } as const;
const anon = { auth: 'anon' } as const;

export const contestEndpoints = {
  contestList: get(P.contestList, { ...anon, query: contestListQuery, response: shape<Page<ContestVO>>() }),
  contestInfo: get(P.contestInfo, { ...login, query: cidQuery, response: shape<ContestVO>() }),
  registerContest: post(P.registerContest, { ...login, body: registerContestRequest, response: shape<null>() }),
  contestAccess: get(P.contestAccess, { ...login, query: cidQuery, response: shape<ContestAccessVO>() }),
  contestProblem: get(P.contestProblem, { auth: 'optional', query: contestProblemQuery, response: shape<ContestProblemVO[]>() }),
  contestProblemDetails: get(P.contestProblemDetails, {
    ...login,
    query: contestProblemDetailQuery,
    response: shape<ContestProblemInfoVO>(),
  }),
  contestSubmissions: get(P.contestSubmissions, { ...login, query: contestSubmissionsQuery, response: shape<Page<SubmissionListItem>>() }),
  checkContestSubmissionsStatus: post(P.checkContestSubmissionsStatus, {
    ...login,
    body: checkStatusRequest,
    response: shape<SubmissionStatusMap>(),
  }),
  // The two boards carry an ETag: HTTP 304 and no body while the board the caller holds is unchanged.
  contestRank: post(P.contestRank, { ...login, body: contestRankRequest, response: shape<Page<ContestRankVO>>() }),
  contestOutsideScoreboard: post(P.contestOutsideScoreboard, { ...anon, body: contestRankRequest, response: shape<Page<ContestRankVO>>() }),
  contestOutsideInfo: get(P.contestOutsideInfo, { ...anon, query: cidQuery, response: shape<ContestOutsideInfo>() }),
  contestAnnouncement: get(P.contestAnnouncement, {
    ...login,
    query: contestAnnouncementQuery,
    response: shape<Page<ContestAnnouncementVO>>(),
  }),
  contestNotReadAnnouncement: post(P.contestNotReadAnnouncement, {
    ...login,
    body: notReadAnnouncementRequest,
    response: shape<UnreadAnnouncementVO[]>(),
  }),
  submitPrintText: post(P.submitPrintText, { ...login, body: printTextRequest, response: shape<null>() }),
  contestPrint: get(P.contestPrint, { ...login, query: contestPageQuery, response: shape<Page<ContestPrintVO>>() }),
  // Query parameters, as the contract says.
  checkContestPrintStatus: put(P.checkContestPrintStatus, { ...login, query: checkPrintQuery, response: shape<null>() }),
  downloadContestPrintText: get(P.downloadContestPrintText, { ...login, query: printDownloadQuery, response: file() }),
  // The board as an .xlsx sheet, for whoever may see the rank tab (sealed as the rank tab is).
  downloadContestRank: get(P.downloadContestRank, { ...login, query: rankDownloadQuery, response: file() }),
  contestAcInfo: get(P.contestAcInfo, { ...login, query: contestPageQuery, response: shape<Page<ContestAcInfoVO>>() }),
  checkContestAcInfo: put(P.checkContestAcInfo, { ...login, body: checkAcInfoRequest, response: shape<null>() }),
  scrollBoardInfo: get(P.scrollBoardInfo, { ...anon, query: cidQuery, response: shape<ScrollBoardInfo>() }),
  scrollBoardSubmission: get(P.scrollBoardSubmission, { ...anon, query: scrollBoardQuery, response: shape<ScrollBoardSubmission[]>() }),
} as const;
