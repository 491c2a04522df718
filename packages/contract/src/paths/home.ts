/** The paths of the home and site-info calls by name; their rows are in `endpoints/home.ts`. */
export const homePaths = {
  websiteConfig: '/api/get-website-config',
  homeCarousel: '/api/home-carousel',
  recentContest: '/api/get-recent-contest',
  recentOtherContest: '/api/get-recent-other-contest',
  commonAnnouncement: '/api/get-common-announcement',
  recentSevenAcRank: '/api/get-recent-seven-ac-rank',
  lastWeekSubmissionStatistics: '/api/get-last-week-submission-statistics',
  recentUpdatedProblem: '/api/get-recent-updated-problem',
} as const;
