import type { CommentPlace } from './comment.ts';

/** The comment area's query keys; the token is part of them, as the list depends on the caller. */
export const commentKeys = {
  of: (place: CommentPlace) => ['comment', place.cid ?? null, place.did ?? null] as const,
  list: (place: CommentPlace, token: string | null) => ['comment', place.cid ?? null, place.did ?? null, 'list', token] as const,
  replies: (place: CommentPlace, commentId: number, token: string | null) =>
    ['comment', place.cid ?? null, place.did ?? null, 'replies', commentId, token] as const,
};
