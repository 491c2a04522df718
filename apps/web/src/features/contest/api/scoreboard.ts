import { type ContestRankRequest, type ContestRankVO, type Page } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { ConditionalCache, requestKey } from './conditional.ts';
import { session } from '@/session/session.ts';
import { call, callReply } from '@/api/call.ts';
import { downloadFile } from '@/api/download.ts';

/**
 * The scoreboard calls (hoj-api §6): the rank tab's board (login), the outside board (no login),
 * the contest as the outside pages see it, and the rolling board's data.
 * The two boards are asked conditionally: with the last ETag of the same request, a 304 keeps the
 * board already shown.
 */

/** The two boards: the same request, the same page of rows. */
type BoardRow = typeof endpoints.contestRank | typeof endpoints.contestOutsideScoreboard;

const boards = new ConditionalCache<Page<ContestRankVO>>();

const EMPTY_PAGE: Page<ContestRankVO> = { records: [], total: 0, size: 0, current: 1, pages: 0 };

async function postBoard(endpoint: BoardRow, body: ContestRankRequest, conditional = true): Promise<Page<ContestRankVO>> {
  const key = requestKey(endpoint.path, body, session.storedToken());
  const etag = conditional ? boards.etagFor(key) : undefined;
  const res = await callReply(endpoint, { body }, etag ? { headers: { 'If-None-Match': etag } } : {});
  if (res.notModified) {
    const kept = boards.reuse(key);
    if (kept) return kept;
    // The kept answer is gone: ask once more without a condition (a second 304 has nothing to show).
    return conditional ? postBoard(endpoint, body, false) : EMPTY_PAGE;
  }
  boards.remember(key, res.headers.get('ETag'), res.data);
  return res.data;
}

/** The rank tab: the caller's own row and the followed users' rows come first. */
export const getContestRank = (request: ContestRankRequest) => postBoard(endpoints.contestRank, request);

/** The outside scoreboard (no login; the contest must have openRank). */
export const getOutsideScoreboard = (request: ContestRankRequest) => postBoard(endpoints.contestOutsideScoreboard, request);

/** The contest and its problems for the outside pages (no login). */
export const getContestOutsideInfo = (cid: number) => call(endpoints.contestOutsideInfo, { query: { cid } });

export const getScrollBoardInfo = (cid: number) => call(endpoints.scrollBoardInfo, { query: { cid } });

export const getScrollBoardSubmissions = (cid: number, removeStar: boolean) =>
  call(endpoints.scrollBoardSubmission, { query: { cid, removeStar } });

/** The whole board the caller may see, as an .xlsx file (sealed as the rank tab shows it). */
export const downloadContestRank = (cid: number, opts: { forceRefresh: boolean; removeStar: boolean; containEnd: boolean }) =>
  downloadFile(endpoints.downloadContestRank, { query: { cid, ...opts } });
