import type { Endpoint } from './endpoint.ts';
import type { TokenScope } from './api-token.ts';
import { endpointAreas, type EndpointName } from './endpoints/index.ts';

/**
 * Which scope an API token needs for each call of the endpoint table. A token is for tools — a
 * scoreboard or resolver reading a contest, a bot submitting code, a contest's staff scripting its
 * administration, a judge host — so the rest (the account's password and email, discussions,
 * messages, the site's back office) is closed to tokens whatever their scopes: a leaked token
 * cannot take over the account or speak as its owner.
 *
 * The rule, in order: the judge-host API needs `judge`; tokens themselves are managed only by a
 * signed-in session; contest administration `contest-admin`;
 * a contestant's own acts (submitting, registering, asking) `submit`; any other read `read`
 * (reads of contest-admin data also need `contest-admin`: the server's `isContestAdmin` counts a
 * token's owner as a contest admin only with that scope); everything else none.
 */

/** A contestant's acts. */
const SUBMIT_ROWS: readonly EndpointName[] = [
  'submitProblemJudge',
  'submitTestJudge',
  'resubmit',
  'registerContest',
  'registerTraining',
  'askContestClarification',
  'submitPrintText',
  'startContestVirtualRun',
];

/** Contest administration outside the contest back office's own area. */
const CONTEST_ADMIN_ROWS: readonly EndpointName[] = [
  'adminRejudgeContestProblem',
  'adminContestClarifications',
  'answerContestClarification',
  'announceContestClarification',
  'checkContestPrintStatus',
  'checkContestAcInfo',
  'groupImportContestRemoteProblem',
];

/** Reads the original API makes with POST. */
const POST_READ_ROWS: readonly EndpointName[] = [
  'userProblemStatus',
  'checkSubmissionsStatus',
  'checkContestSubmissionsStatus',
  'contestRank',
  'contestOutsideScoreboard',
  'contestNotReadAnnouncement',
  'contestVirtualRank',
  'eventsTicket',
];

/** GET calls that change something or send mail: never for a token. */
const CLOSED_GET_ROWS: readonly EndpointName[] = [
  'logout',
  'deleteMdImg',
  'commentLike',
  'discussionLike',
  'registerCode',
  'changeEmailCode',
  'groupImportTrainingRemoteProblem',
];

function scopeOf(area: string, name: EndpointName, row: Endpoint): TokenScope | null {
  if (area === 'judgeHost') return 'judge';
  // Tokens are managed only from a signed-in session.
  if (area === 'apiToken') return null;
  if (area === 'contestAdmin' || CONTEST_ADMIN_ROWS.includes(name)) return 'contest-admin';
  if (area === 'groupContest' && row.method !== 'GET') return 'contest-admin';
  if (SUBMIT_ROWS.includes(name)) return 'submit';
  if (row.path.startsWith('/api/admin/') || CLOSED_GET_ROWS.includes(name)) return null;
  if (row.method === 'GET' || POST_READ_ROWS.includes(name)) return 'read';
  return null;
}

// Built on first use: a module-level loop would be a side effect that pulls the whole table
// (and zod) into any bundle importing the contract.
let byRow: Map<Endpoint, TokenScope | null> | undefined;

/** The scope a token needs for a row of the table; null when no token may make the call. */
export function tokenScopeOf(row: Endpoint): TokenScope | null {
  if (!byRow) {
    byRow = new Map();
    for (const [area, rows] of Object.entries(endpointAreas)) {
      for (const [name, r] of Object.entries(rows as Record<string, Endpoint>)) byRow.set(r, scopeOf(area, name as EndpointName, r));
    }
  }
  return byRow.get(row) ?? null;
}
