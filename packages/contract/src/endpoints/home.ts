import { z } from 'zod';
import type { Page } from '../envelope.ts';
import { get, shape } from '../endpoint.ts';
import type { AcRankRow, AnnouncementVO, CarouselImage, HomeContest, LastWeekStatistics, RecentProblem, WebsiteConfig } from '../home.ts';
import { homePaths } from '../paths/home.ts';

/** Home and site-info calls (hoj-api §3); every one works without a token. */

export const announcementPageQuery = z.object({
  currentPage: z.coerce.number().int().optional().catch(undefined),
  limit: z.coerce.number().int().optional().catch(undefined),
});

/** `forceRefresh=true` skips the 30-minute cache (root only). */
export const statisticsQuery = z.object({ forceRefresh: z.enum(['true', 'false']).optional().catch(undefined) });

const P = homePaths;

export const homeEndpoints = {
  websiteConfig: get(P.websiteConfig, { auth: 'anon', response: shape<WebsiteConfig>() }),
  homeCarousel: get(P.homeCarousel, { auth: 'anon', response: shape<CarouselImage[]>() }),
  recentContest: get(P.recentContest, { auth: 'anon', response: shape<HomeContest[]>() }),
  // Contests of other sites came from a service on the internet; this judge lists none.
  recentOtherContest: get(P.recentOtherContest, { auth: 'anon', response: shape<HomeContest[]>() }),
  commonAnnouncement: get(P.commonAnnouncement, { auth: 'anon', query: announcementPageQuery, response: shape<Page<AnnouncementVO>>() }),
  recentSevenAcRank: get(P.recentSevenAcRank, { auth: 'anon', response: shape<AcRankRow[]>() }),
  recentUpdatedProblem: get(P.recentUpdatedProblem, { auth: 'anon', response: shape<RecentProblem[]>() }),
  lastWeekSubmissionStatistics: get(P.lastWeekSubmissionStatistics, {
    auth: 'anon',
    query: statisticsQuery,
    response: shape<LastWeekStatistics>(),
  }),
} as const;
