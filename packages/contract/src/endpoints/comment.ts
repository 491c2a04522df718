import { del, get, post, shape } from '../endpoint.ts';
import { Permission } from '../roles.ts';
import {
  type CommentListVO,
  type CommentVO,
  type ReplyVO,
  commentBody,
  commentDeleteBody,
  commentLikeQuery,
  commentListQuery,
  replyBody,
  replyDeleteBody,
  replyListQuery,
} from '../comment.ts';
import { commentPaths } from '../paths/comment.ts';

/**
 * Comments and replies (hoj-api §9). The site switches, the accepted-problem threshold and the
 * contest rules are checked inside (HTTP 200, body 403); the two DELETEs take a JSON body (§15 note 7).
 */

const P = commentPaths;

export const commentEndpoints = {
  comments: get(P.comments, { auth: 'anon', query: commentListQuery, response: shape<CommentListVO>() }),
  commentCreate: post(P.comment, { auth: 'login', permission: Permission.COMMENT_ADD, body: commentBody, response: shape<CommentVO>() }),
  commentDelete: del(P.comment, { auth: 'login', body: commentDeleteBody, response: shape<null>() }),
  commentLike: get(P.commentLike, { auth: 'login', query: commentLikeQuery, response: shape<null>() }),
  reply: get(P.reply, { auth: 'anon', query: replyListQuery, response: shape<ReplyVO[]>() }),
  replyCreate: post(P.reply, { auth: 'login', permission: Permission.REPLY_ADD, body: replyBody, response: shape<ReplyVO>() }),
  replyDelete: del(P.reply, { auth: 'login', body: replyDeleteBody, response: shape<null>() }),
} as const;
