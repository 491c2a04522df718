/** The paths of ratings by name; their rows are in `endpoints/rating.ts`. */
export const ratingPaths = {
  userRating: '/api/get-user-rating',
  ratingRankList: '/api/get-rating-rank-list',
  adminRecomputeRatings: '/api/admin/rating/recompute',
} as const;
