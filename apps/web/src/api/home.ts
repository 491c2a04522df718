import { LIMITS } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import { call } from './call.ts';

/** The home and site-info calls (API reference §3). */

export const getWebsiteConfig = () => call(endpoints.websiteConfig);

export const getHomeCarousel = () => call(endpoints.homeCarousel);

export const getRecentContest = () => call(endpoints.recentContest);

export const getCommonAnnouncement = (currentPage: number, limit: number = LIMITS.announcementDefaultLimit) =>
  call(endpoints.commonAnnouncement, { query: { currentPage, limit } });

export const getRecentSevenAcRank = () => call(endpoints.recentSevenAcRank);

export const getLastWeekSubmissionStatistics = (forceRefresh = false) =>
  call(endpoints.lastWeekSubmissionStatistics, { query: { forceRefresh } });

export const getRecentUpdatedProblem = () => call(endpoints.recentUpdatedProblem);

/** The site's own judge languages (oj 'ME'), with their compile commands and example programs. */
export const getOwnLanguages = () => call(endpoints.languages, { query: { all: false } });
