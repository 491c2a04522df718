import { z } from 'zod';
import { userLookupQuery } from '../account.ts';
import { get, post, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { pageQuery } from '../ids.ts';
import { ratingPaths } from '../paths/rating.ts';
import { ROLE_GROUPS } from '../roles.ts';

/**
 * Ratings: after a rated contest ends, each participant's rating moves by the Codeforces method
 * (the server's `modules/rating/engine`). New users start at 1400; star users and those the board
 * keeps off (the contest's author, super admins) are not rated.
 */

/** One rated contest of a user. */
export interface RatingChangeVO {
  cid: number;
  title: string;
  endTime: string;
  rank: number;
  oldRating: number;
  newRating: number;
  delta: number;
  /** The rating at which the place taken was the expected one (absent for the sole winner or the last). */
  performance: number | null;
}

export interface UserRatingVO {
  uid: string;
  username: string;
  /** Null before the user's first rated contest. */
  rating: number | null;
  maxRating: number | null;
  /** The place on the rating list, null when unrated. */
  ranking: number | null;
  /** Oldest first. */
  history: RatingChangeVO[];
}

export interface RatingRankVO {
  /** Equal ratings share a place. */
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  school: string | null;
  avatar: string | null;
  rating: number;
  maxRating: number;
  /** Rated contests taken. */
  contests: number;
}

export interface RecomputedRatingsVO {
  contests: number;
  users: number;
  tookMs: number;
}

export const ratingRankQuery = z.object({
  ...pageQuery,
  /** Part of the username, nickname or school. */
  keyword: z.string().trim().max(100).optional().catch(undefined),
});

const P = ratingPaths;

export const ratingEndpoints = {
  userRating: get(P.userRating, { auth: 'optional', query: userLookupQuery, response: shape<UserRatingVO>() }),
  ratingRankList: get(P.ratingRankList, { auth: 'anon', query: ratingRankQuery, response: shape<Page<RatingRankVO>>() }),
  // Replays every rated contest from scratch (after a rejudge that changed a rated contest's results).
  adminRecomputeRatings: post(P.adminRecomputeRatings, { auth: 'login', roles: ROLE_GROUPS.root, response: shape<RecomputedRatingsVO>() }),
};
