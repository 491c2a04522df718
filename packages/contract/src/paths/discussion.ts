/** The paths of the discussion calls by name; their rows are in `endpoints/discussion.ts`. */
export const discussionPaths = {
  discussionList: '/api/get-discussion-list',
  discussionDetail: '/api/get-discussion-detail',
  discussion: '/api/discussion',
  discussionLike: '/api/discussion-like',
  discussionCategory: '/api/discussion-category',
  discussionReport: '/api/discussion-report',
  adminDiscussion: '/api/admin/discussion',
  adminDiscussionReport: '/api/admin/discussion-report',
} as const;
