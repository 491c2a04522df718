import { z } from 'zod';
import { pageQuery } from './ids.ts';

/** The ACM and OI ranking lists (hoj-api §8, spec part 2 §2.14). */

export const RANK_LIST_PAGE_SIZE = 30;
export const RankType = { ACM: 0, OI: 1 } as const;

export const rankListQuery = z.object({
  type: z.coerce.number('The rank type is required').pipe(z.literal([0, 1], 'The rank type must be 0 (ACM) or 1 (OI)')),
  ...pageQuery,
  /** Matches the username, nickname or real name. */
  searchUser: z.string().trim().max(100).optional().catch(undefined),
});

/** What every ranking row carries (hoj-api §8). */
export interface RankUser {
  uid: string;
  username: string;
  nickname: string | null;
  /** The first 100 characters. */
  signature: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** Non-contest, non-group submissions. */
  total: number;
  /** Distinct problems accepted outside contests and groups. */
  ac: number;
}

/** Ordered by ac DESC, total ASC. */
export interface ACMRankVO extends RankUser {
  rating: number | null;
}

/** Ordered by score DESC, ac DESC; score = Σ over problems of the best OI rank score. */
export interface OIRankVO extends RankUser {
  score: number;
}
