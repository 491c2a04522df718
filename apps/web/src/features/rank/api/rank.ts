import { RankType, type ACMRankVO, type OIRankVO, type Page } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from '@/api/call.ts';

/** The ACM and OI ranking lists (hoj-api §8). */

export interface RankListParams {
  currentPage: number;
  limit: number;
  /** Matches the username, nickname or real name. */
  searchUser?: string | undefined;
}

// One call answers both lists; its `type` decides which rows come (the row's answer is their union).

export const getAcmRankList = async (params: RankListParams) =>
  (await call(endpoints.rankList, { query: { type: RankType.ACM, ...params } })) as Page<ACMRankVO>;

export const getOiRankList = async (params: RankListParams) =>
  (await call(endpoints.rankList, { query: { type: RankType.OI, ...params } })) as Page<OIRankVO>;
