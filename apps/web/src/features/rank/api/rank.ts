import { API, RankType, type ACMRankVO, type OIRankVO, type Page } from '@arbiter/contract';
import { http } from '@/api/client.ts';

/** The ACM and OI ranking lists (hoj-api §8). */

export interface RankListParams {
  currentPage: number;
  limit: number;
  /** Matches the username, nickname or real name. */
  searchUser?: string | undefined;
}

export const getAcmRankList = (params: RankListParams) => http.get<Page<ACMRankVO>>(API.rankList, { type: RankType.ACM, ...params });

export const getOiRankList = (params: RankListParams) => http.get<Page<OIRankVO>>(API.rankList, { type: RankType.OI, ...params });
