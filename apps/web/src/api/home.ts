import {
  API,
  LIMITS,
  type AcRankRow,
  type AnnouncementVO,
  type CarouselImage,
  type HomeContest,
  type LastWeekStatistics,
  type Page,
  type RecentProblem,
  type WebsiteConfig,
} from '@arbiter/contract';
import { http } from './client.ts';

/** The home and site-info calls (API reference §3). */

export const getWebsiteConfig = () => http.get<WebsiteConfig>(API.websiteConfig);

export const getHomeCarousel = () => http.get<CarouselImage[] | null>(API.homeCarousel);

export const getRecentContest = () => http.get<HomeContest[] | null>(API.recentContest);

export const getCommonAnnouncement = (currentPage: number, limit: number = LIMITS.announcementDefaultLimit) =>
  http.get<Page<AnnouncementVO> | null>(API.commonAnnouncement, { currentPage, limit });

export const getRecentSevenAcRank = () => http.get<AcRankRow[] | null>(API.recentSevenAcRank);

export const getLastWeekSubmissionStatistics = (forceRefresh = false) =>
  http.get<LastWeekStatistics | null>(API.lastWeekSubmissionStatistics, { forceRefresh });

export const getRecentUpdatedProblem = () => http.get<RecentProblem[] | null>(API.recentUpdatedProblem);
