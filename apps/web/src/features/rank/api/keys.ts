import type { RankListParams } from './rank.ts';
import type { RatingRankParams } from './rating.ts';

/** The rank area's query keys. */
export const rankKeys = {
  list: (type: 'acm' | 'oi', params: RankListParams) => ['rank', type, params] as const,
  ratingList: (params: RatingRankParams) => ['rank', 'rating', params] as const,
  userRating: (uid: string, username: string) => ['rank', 'user-rating', uid, username] as const,
};
