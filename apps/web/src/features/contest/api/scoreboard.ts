import {
  API,
  type ContestOutsideInfo,
  type ContestRankRequest,
  type ContestRankVO,
  type Page,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
} from '@arbiter/contract';
import { ConditionalCache, requestKey } from './conditional.ts';
import { session } from '@/session/session.ts';
import { http, send } from '@/api/client.ts';

/**
 * The scoreboard calls (hoj-api §6): the rank tab's board (login), the outside board (no login),
 * the contest as the outside pages see it, and the rolling board's data.
 * The two boards are asked conditionally: with the last ETag of the same request, a 304 keeps the
 * board already shown.
 */

export type RankPage = Page<ContestRankVO>;

const boards = new ConditionalCache<RankPage>();

const EMPTY_PAGE: RankPage = { records: [], total: 0, size: 0, current: 1, pages: 0 };

async function postBoard(path: string, body: ContestRankRequest, conditional = true): Promise<RankPage> {
  const key = requestKey(path, body, session.storedToken());
  const etag = conditional ? boards.etagFor(key) : undefined;
  const res = await send<RankPage>('POST', path, { body, headers: etag ? { 'If-None-Match': etag } : undefined });
  if (res.notModified) {
    const kept = boards.reuse(key);
    if (kept) return kept;
    // The kept answer is gone: ask once more without a condition (a second 304 has nothing to show).
    return conditional ? postBoard(path, body, false) : EMPTY_PAGE;
  }
  boards.remember(key, res.headers.get('ETag'), res.data);
  return res.data;
}

/** The rank tab: the caller's own row and the followed users' rows come first. */
export const getContestRank = (request: ContestRankRequest) => postBoard(API.contestRank, request);

/** The outside scoreboard (no login; the contest must have openRank). */
export const getOutsideScoreboard = (request: ContestRankRequest) => postBoard(API.contestOutsideScoreboard, request);

/** The contest and its problems for the outside pages (no login). */
export const getContestOutsideInfo = (cid: number) => http.get<ContestOutsideInfo>(API.contestOutsideInfo, { cid });

export const getScrollBoardInfo = (cid: number) => http.get<ScrollBoardInfo>(API.scrollBoardInfo, { cid });

export const getScrollBoardSubmissions = (cid: number, removeStar: boolean) =>
  http.get<ScrollBoardSubmission[]>(API.scrollBoardSubmission, { cid, removeStar });
