/** The paths of the message centre's calls by name; their rows are in `endpoints/message.ts`. */
export const messagePaths = {
  msgUnread: '/api/msg/unread',
  msgComment: '/api/msg/comment',
  msgReply: '/api/msg/reply',
  msgLike: '/api/msg/like',
  msgSys: '/api/msg/sys',
  msgMine: '/api/msg/mine',
  msgClean: '/api/msg/clean',
} as const;
