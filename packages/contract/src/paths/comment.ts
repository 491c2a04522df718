/** The paths of the comment and reply calls by name; their rows are in `endpoints/comment.ts`. */
export const commentPaths = {
  comments: '/api/comments',
  comment: '/api/comment',
  commentLike: '/api/comment-like',
  reply: '/api/reply',
} as const;
