import { get, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { type ACMRankVO, type OIRankVO, rankListQuery } from '../rank.ts';
import { rankPaths } from '../paths/rank.ts';

/** The ACM and OI ranking lists (hoj-api §8). */

export const rankEndpoints = {
  // `type` 0 lists ACMRankVO rows, 1 OIRankVO rows.
  rankList: get(rankPaths.rankList, { auth: 'anon', query: rankListQuery, response: shape<Page<ACMRankVO | OIRankVO>>() }),
} as const;
