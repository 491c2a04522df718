import { z } from 'zod';
import {
  CLICS_TYPES,
  type ClicsAccess,
  type ClicsApiInfo,
  type ClicsAward,
  type ClicsClarification,
  type ClicsContest,
  type ClicsJudgement,
  type ClicsJudgementType,
  type ClicsLanguage,
  type ClicsOrganization,
  type ClicsProblem,
  type ClicsRun,
  type ClicsScoreboard,
  type ClicsState,
  type ClicsSubmission,
  type ClicsTeam,
} from '../clics.ts';
import { file, get, ndjson, plain } from '../endpoint.ts';
import { queryFlag } from '../ids.ts';
import { clicsPaths } from '../paths/clics.ts';

/**
 * The CLICS Contest API 2023-06 (`clics.ts`), read-only: every call is a GET that works without a
 * token and shows more to a contest's admins. The answers are the standard's objects as they are
 * (`plain()`), the event feed a stream of JSON lines (`ndjson()`). Contest and object ids are the
 * standard's strings: an id that names nothing is HTTP 404, not a malformed request.
 */

export const clicsContestParams = z.object({
  cid: z.string('The contest id is required').max(64, 'The contest id can not exceed 64 characters'),
});

export const clicsObjectParams = clicsContestParams.extend({
  id: z.string('The id is required').max(64, 'The id can not exceed 64 characters'),
});

/** A collection filtered on its ID properties (`?team_id=42`; an empty value asks for null), as the standard requires. */
export const clicsFilterQuery = z.record(z.string(), z.string().max(64, 'A filter value can not exceed 64 characters'));

const TYPE = CLICS_TYPES.join('|');

export const clicsEventFeedQuery = z.object({
  /** The token of the last event a client received: the feed goes on after it. */
  since_token: z.string().max(120, 'The since_token can not exceed 120 characters').optional(),
  /** Only events of these types (a comma-separated list). */
  types: z
    .string()
    .regex(new RegExp(`^(${TYPE})(,(${TYPE}))*$`), 'The types must be event types separated by commas')
    .optional(),
  /** Stay open and send new events as they happen (the default), or end after the events there are. */
  stream: queryFlag,
});

const P = clicsPaths;
const open = { auth: 'optional' } as const;
const contest = { ...open, params: clicsContestParams } as const;
const collection = { ...contest, query: clicsFilterQuery } as const;
const object = { ...open, params: clicsObjectParams } as const;

export const clicsEndpoints = {
  clicsApi: get(P.clicsApi, { ...open, response: plain<ClicsApiInfo>() }),
  clicsContests: get(P.clicsContests, { ...open, response: plain<ClicsContest[]>() }),
  clicsContest: get(`${P.clicsContests}/:cid`, { ...contest, response: plain<ClicsContest>() }),
  clicsAccess: get(P.clicsAccess, { ...contest, response: plain<ClicsAccess>() }),
  clicsState: get(P.clicsState, { ...contest, response: plain<ClicsState>() }),
  clicsJudgementTypes: get(P.clicsJudgementTypes, { ...collection, response: plain<ClicsJudgementType[]>() }),
  clicsJudgementType: get(`${P.clicsJudgementTypes}/:id`, { ...object, response: plain<ClicsJudgementType>() }),
  clicsLanguages: get(P.clicsLanguages, { ...collection, response: plain<ClicsLanguage[]>() }),
  clicsLanguage: get(`${P.clicsLanguages}/:id`, { ...object, response: plain<ClicsLanguage>() }),
  clicsProblems: get(P.clicsProblems, { ...collection, response: plain<ClicsProblem[]>() }),
  clicsProblem: get(`${P.clicsProblems}/:id`, { ...object, response: plain<ClicsProblem>() }),
  clicsOrganizations: get(P.clicsOrganizations, { ...collection, response: plain<ClicsOrganization[]>() }),
  clicsOrganization: get(`${P.clicsOrganizations}/:id`, { ...object, response: plain<ClicsOrganization>() }),
  clicsTeams: get(P.clicsTeams, { ...collection, response: plain<ClicsTeam[]>() }),
  clicsTeam: get(`${P.clicsTeams}/:id`, { ...object, response: plain<ClicsTeam>() }),
  clicsSubmissions: get(P.clicsSubmissions, { ...collection, response: plain<ClicsSubmission[]>() }),
  clicsSubmission: get(`${P.clicsSubmissions}/:id`, { ...object, response: plain<ClicsSubmission>() }),
  /** A submission's source as a zip (the `files` reference), for the contest's admins. */
  clicsSubmissionFiles: get(P.clicsSubmissionFiles, { ...object, response: file() }),
  clicsJudgements: get(P.clicsJudgements, { ...collection, response: plain<ClicsJudgement[]>() }),
  clicsJudgement: get(`${P.clicsJudgements}/:id`, { ...object, response: plain<ClicsJudgement>() }),
  clicsRuns: get(P.clicsRuns, { ...collection, response: plain<ClicsRun[]>() }),
  clicsRun: get(`${P.clicsRuns}/:id`, { ...object, response: plain<ClicsRun>() }),
  clicsClarifications: get(P.clicsClarifications, { ...collection, response: plain<ClicsClarification[]>() }),
  clicsClarification: get(`${P.clicsClarifications}/:id`, { ...object, response: plain<ClicsClarification>() }),
  clicsAwards: get(P.clicsAwards, { ...collection, response: plain<ClicsAward[]>() }),
  clicsAward: get(`${P.clicsAwards}/:id`, { ...object, response: plain<ClicsAward>() }),
  clicsScoreboard: get(P.clicsScoreboard, { ...contest, response: plain<ClicsScoreboard>() }),
  clicsEventFeed: get(P.clicsEventFeed, { ...contest, query: clicsEventFeedQuery, response: ndjson() }),
};
