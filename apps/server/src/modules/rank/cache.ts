import type { ACMRankVO, OIRankVO, Page } from '@arbiter/contract';

/**
 * Unsearched rank-list pages kept in memory for a while (hoj-api §8 caches them 60 s): the lists
 * aggregate every practice submission, and the first pages are what everyone opens. Each process
 * keeps its own; a page is at most `seconds` old.
 */
type RankPage = Page<ACMRankVO | OIRankVO>;

const MAX_PAGES = 200;

export function rankPageCache(seconds: number) {
  const pages = new Map<string, { expires: number; page: Promise<RankPage> }>();
  return async (key: string, read: () => Promise<RankPage>): Promise<RankPage> => {
    if (seconds <= 0) return read();
    const now = Date.now();
    const hit = pages.get(key);
    if (hit && hit.expires > now) return hit.page;
    if (pages.size >= MAX_PAGES) for (const [k, v] of pages) if (v.expires <= now) pages.delete(k);
    if (pages.size >= MAX_PAGES) pages.clear();
    // The promise is kept, so that requests arriving together share one read.
    const page = read();
    pages.set(key, { expires: now + seconds * 1000, page });
    page.catch(() => pages.delete(key));
    return page;
  };
}
