import type { RankListParams } from './rank.ts';

/** The rank area's query keys. */
export const rankKeys = {
  list: (type: 'acm' | 'oi', params: RankListParams) => ['rank', type, params] as const,
};
