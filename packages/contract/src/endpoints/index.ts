import { accountEndpoints, accountPaths } from './account.ts';
import { contestAdminEndpoints, contestAdminPaths } from './contest-admin.ts';
import { contestEndpoints, contestPaths } from './contest.ts';
import { fileEndpoints, filePaths } from './file.ts';
import { homeEndpoints, homePaths } from './home.ts';
import { judgeHostEndpoints } from './judge-host.ts';
import { problemAdminEndpoints, problemAdminPaths } from './problem-admin.ts';
import { problemTransferEndpoints, problemTransferPaths } from './problem-transfer.ts';
import { problemEndpoints, problemPaths } from './problem.ts';
import { rankEndpoints, rankPaths } from './rank.ts';
import { submissionEndpoints, submissionPaths } from './submission.ts';
import { tagEndpoints, tagPaths } from './tag.ts';

export * from './account.ts';
export * from './contest-admin.ts';
export * from './contest.ts';
export * from './file.ts';
export * from './home.ts';
export * from './judge-host.ts';
export * from './problem-admin.ts';
export * from './problem-transfer.ts';
export * from './problem.ts';
export * from './rank.ts';
export * from './submission.ts';
export * from './tag.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The areas' rows (or paths) in one object by name; a name given twice would silently hide a row, so it throws.
 * Marked free of side effects so a bundle that reads only `API` leaves the rows and their schemas out.
 */
/* @__NO_SIDE_EFFECTS__ */
function joinAreas<A extends Record<string, Record<string, unknown>>>(areas: A): UnionToIntersection<A[keyof A]> {
  const joined: Record<string, unknown> = {};
  for (const area of Object.values(areas)) {
    for (const [name, value] of Object.entries(area)) {
      if (name in joined) throw new Error(`The endpoint table names ${name} twice`);
      joined[name] = value;
    }
  }
  return joined as UnionToIntersection<A[keyof A]>;
}

/**
 * The endpoint table: every call of the server, one file of rows per area. An area is added by
 * adding its file here; a row's name is its path's name in `API`, with `Create`, `Update` or
 * `Delete` added for the other methods when a path answers several.
 */
export const endpointAreas = {
  account: accountEndpoints,
  home: homeEndpoints,
  file: fileEndpoints,
  judgeHost: judgeHostEndpoints,
  problem: problemEndpoints,
  problemAdmin: problemAdminEndpoints,
  problemTransfer: problemTransferEndpoints,
  tag: tagEndpoints,
  submission: submissionEndpoints,
  rank: rankEndpoints,
  contest: contestEndpoints,
  contestAdmin: contestAdminEndpoints,
} as const;

/** Every row by name, e.g. `endpoints.contestInfo`. */
export const endpoints = joinAreas(endpointAreas);

export type EndpointName = keyof typeof endpoints;

/** The paths of the site's calls by name (the judge host's are `JUDGE_HOST_API`). */
export const API = joinAreas({
  account: accountPaths,
  home: homePaths,
  file: filePaths,
  problem: problemPaths,
  problemAdmin: problemAdminPaths,
  problemTransfer: problemTransferPaths,
  tag: tagPaths,
  submission: submissionPaths,
  rank: rankPaths,
  contest: contestPaths,
  contestAdmin: contestAdminPaths,
});
