import { endpoints } from '@/api/endpoints.ts';
import { call, callReply } from '@/api/call.ts';

/** The comment and reply calls (hoj-api §9). A place is a discussion (`did`) or a contest (`cid`). */

export interface CommentPlace {
  did?: number | undefined;
  cid?: number | undefined;
}

export const getComments = (place: CommentPlace, currentPage: number, limit: number) =>
  call(endpoints.comments, { query: { ...place, currentPage, limit } });

export const postComment = (place: CommentPlace, content: string) => call(endpoints.commentCreate, { body: { ...place, content } });

/** Deletes a comment (DELETE with a JSON body); answers the server's message. */
export async function deleteComment(id: number): Promise<string> {
  return (await callReply(endpoints.commentDelete, { body: { id } })).msg;
}

export const likeComment = (place: CommentPlace, commentId: number, toLike: boolean) =>
  call(endpoints.commentLike, {
    query: {
      cid: commentId,
      toLike,
      sourceId: place.cid ?? place.did ?? 0,
      sourceType: place.cid ? 'Contest' : 'Discussion',
    },
  });

export const getReplies = (place: CommentPlace, commentId: number) =>
  call(endpoints.reply, { query: { commentId, ...(place.cid ? { cid: place.cid } : {}) } });

export interface ReplyTarget {
  commentId: number;
  /** Whom the reply answers; absent: the comment's author. */
  toUid?: string | undefined;
  /** The reply quoted, when answering someone in the thread. */
  quoteReplyId?: number | undefined;
}

export function postReply(place: CommentPlace, target: ReplyTarget, content: string) {
  const quote = target.quoteReplyId
    ? { quoteId: target.quoteReplyId, quoteType: 'Reply' as const }
    : { quoteId: target.commentId, quoteType: 'Comment' as const };
  return call(endpoints.replyCreate, {
    body: { reply: { commentId: target.commentId, content, toUid: target.toUid ?? null }, did: place.did ?? null, ...quote },
  });
}

export async function deleteReply(place: CommentPlace, id: number): Promise<string> {
  return (await callReply(endpoints.replyDelete, { body: { reply: { id }, did: place.did ?? null } })).msg;
}
