import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMMENT_PAGE_SIZE, type CommentBody, type CommentListVO, type CommentVO, clampPage } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { comment, commentLike, discussion, reply } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { page } from '../../http/envelope.ts';
import { recordMessage } from '../message/record.ts';
import { assertMayWrite } from './ac-threshold.ts';
import { type CommentPlace, assertMayDelete, commentAndPlace, placeOf, sourceOf, writtenVisibleTo } from './place.ts';
import { commentPage } from './views.ts';

/** The comments of a discussion or a contest (hoj-api §9): list, write, delete, like. */

function placeWhere(place: CommentPlace) {
  return place.kind === 'contest' ? eq(comment.cid, place.contest.id) : eq(comment.did, place.discussion.id);
}

/** Moves a discussion's comment count (comments and replies alike), never below 0. */
export async function bumpCommentNum(tx: DbLike, place: CommentPlace, by: number): Promise<void> {
  if (place.kind !== 'discussion') return;
  await tx
    .update(discussion)
    .set({ commentNum: sql`greatest(${discussion.commentNum} + ${by}, 0)` })
    .where(eq(discussion.id, place.discussion.id));
}

export async function listComments(
  ctx: AppContext,
  q: { cid?: number | undefined; did?: number | undefined; currentPage?: number | undefined; limit?: number | undefined },
  user: AuthUser | null,
): Promise<CommentListVO> {
  const place = await placeOf(ctx, q, user);
  const { current, size } = clampPage(q.currentPage, q.limit, COMMENT_PAGE_SIZE);
  const { records, total } = await commentPage(
    ctx.db,
    and(placeWhere(place), eq(comment.status, 0), writtenVisibleTo(place, user, comment.fromUid)),
    writtenVisibleTo(place, user, reply.fromUid),
    (current - 1) * size,
    size,
  );
  const commentLikeMap: Record<string, boolean> = {};
  if (user && records.length > 0) {
    const liked = await ctx.db
      .select({ id: commentLike.commentId })
      .from(commentLike)
      .where(
        and(
          eq(commentLike.uid, user.uid),
          inArray(
            commentLike.commentId,
            records.map((r) => r.id),
          ),
        ),
      );
    for (const l of liked) commentLikeMap[String(l.id)] = true;
  }
  return { commentList: page(records, total, current, size), commentLikeMap };
}

export async function addComment(ctx: AppContext, body: CommentBody, user: AuthUser): Promise<CommentVO> {
  const place = await placeOf(ctx, body, user);
  await assertMayWrite(ctx, place, user);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comment)
      .values({
        cid: place.kind === 'contest' ? place.contest.id : null,
        did: place.kind === 'discussion' ? place.discussion.id : null,
        content: body.content,
        fromUid: user.uid,
      })
      .returning({ id: comment.id });
    await bumpCommentNum(tx, place, 1);
    if (place.kind === 'discussion') {
      await recordMessage(tx, {
        action: 'Discuss',
        senderId: user.uid,
        recipientId: place.discussion.uid,
        ...sourceOf(place),
        sourceContent: body.content,
      });
    }
    return row!.id;
  });
  const { records } = await commentPage(ctx.db, eq(comment.id, id), undefined, 0, 1);
  return records[0]!;
}

/** Deletes a comment with its replies and likes (cascade). */
export async function deleteComment(ctx: AppContext, commentId: number, user: AuthUser): Promise<void> {
  const { row, place } = await commentAndPlace(ctx, commentId, user);
  assertMayDelete(place, user, row.fromUid);
  await ctx.db.transaction(async (tx) => {
    const [replies] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reply)
      .where(eq(reply.commentId, row.id));
    await tx.delete(comment).where(eq(comment.id, row.id));
    await bumpCommentNum(tx, place, -((replies?.n ?? 0) + 1));
  });
}

/** Likes or unlikes a comment; a like tells the comment's author (`Like_Discuss`). Repeating either changes nothing. */
export async function likeComment(ctx: AppContext, commentId: number, toLike: boolean, user: AuthUser): Promise<void> {
  const { row, place } = await commentAndPlace(ctx, commentId, user);
  await ctx.db.transaction(async (tx) => {
    if (toLike) {
      const added = await tx.insert(commentLike).values({ commentId: row.id, uid: user.uid }).onConflictDoNothing().returning();
      if (added.length === 0) return;
      await tx
        .update(comment)
        .set({ likeNum: sql`${comment.likeNum} + 1` })
        .where(eq(comment.id, row.id));
      await recordMessage(tx, {
        action: 'Like_Discuss',
        senderId: user.uid,
        recipientId: row.fromUid,
        ...sourceOf(place),
        sourceContent: row.content,
        quoteId: row.id,
        quoteType: 'Comment',
      });
      return;
    }
    const removed = await tx
      .delete(commentLike)
      .where(and(eq(commentLike.commentId, row.id), eq(commentLike.uid, user.uid)))
      .returning();
    if (removed.length === 0) return;
    await tx
      .update(comment)
      .set({ likeNum: sql`greatest(${comment.likeNum} - 1, 0)` })
      .where(eq(comment.id, row.id));
  });
}
