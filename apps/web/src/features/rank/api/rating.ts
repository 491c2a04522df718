import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** Ratings (contract `endpoints/rating.ts`): a user's history and the rating list. */

export interface RatingRankParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
}

export const getUserRating = (lookup: { uid?: string; username?: string }) => call(endpoints.userRating, { query: lookup });

export const getRatingRankList = (params: RatingRankParams) => call(endpoints.ratingRankList, { query: params });
