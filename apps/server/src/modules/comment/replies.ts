import { and, eq } from 'drizzle-orm';
import type { ReplyBody, ReplyVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { reply, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import { recordMessage } from '../message/record.ts';
import { assertMayWrite } from './ac-threshold.ts';
import { bumpCommentNum } from './comments.ts';
import { COMMENT_MSG, type CommentPlace, type CommentRow, assertMayDelete, commentAndPlace, sourceOf, writtenVisibleTo } from './place.ts';
import { replyRows } from './views.ts';

/** The replies of a comment's thread (hoj-api §9): list, write, delete. */

export async function listReplies(ctx: AppContext, commentId: number, user: AuthUser | null): Promise<ReplyVO[]> {
  const { row, place } = await commentAndPlace(ctx, commentId, user);
  return replyRows(ctx.db, and(eq(reply.commentId, row.id), eq(reply.status, 0), writtenVisibleTo(place, user, reply.fromUid)));
}

/**
 * In a contest's Q&A the contest's admins answer, and the asker may follow up (spec part 3 §6:
 * contest replies are restricted); other contestants do not join a thread.
 */
function assertMayReply(place: CommentPlace, row: CommentRow, user: AuthUser): void {
  if (place.kind === 'contest' && !place.admin && row.fromUid !== user.uid)
    throw forbidden('Only the contest administrators and the author of the comment may reply in a contest');
}

/** The quoted reply must be in the same thread; without a quote the reply answers the comment. */
async function quoteOf(ctx: AppContext, row: CommentRow, body: ReplyBody): Promise<{ quoteId: number; quoteType: 'Comment' | 'Reply' }> {
  if (body.quoteType !== 'Reply' || body.quoteId == null) return { quoteId: row.id, quoteType: 'Comment' };
  const quoted = await ctx.db
    .select({ id: reply.id })
    .from(reply)
    .where(and(eq(reply.id, body.quoteId), eq(reply.commentId, row.id)))
    .limit(1);
  if (quoted.length === 0) throw fail('The quoted reply is not in this comment');
  return { quoteId: body.quoteId, quoteType: 'Reply' };
}

/** The person answered: the named user, or the comment's author. Their name and avatar are read, not taken from the form. */
async function recipientOf(ctx: AppContext, row: CommentRow, toUid: string | null | undefined): Promise<string> {
  if (!toUid) return row.fromUid;
  const found = await ctx.db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.uuid, toUid)).limit(1);
  if (found.length === 0) throw fail('The user replied to does not exist');
  return toUid;
}

export async function addReply(ctx: AppContext, body: ReplyBody, user: AuthUser): Promise<ReplyVO> {
  const { row, place } = await commentAndPlace(ctx, body.reply.commentId, user);
  assertMayReply(place, row, user);
  await assertMayWrite(ctx, place, user);
  const toUid = await recipientOf(ctx, row, body.reply.toUid);
  const quote = await quoteOf(ctx, row, body);
  const id = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(reply)
      .values({ commentId: row.id, fromUid: user.uid, toUid, content: body.reply.content })
      .returning({ id: reply.id });
    await bumpCommentNum(tx, place, 1);
    await recordMessage(tx, {
      action: 'Reply',
      senderId: user.uid,
      recipientId: toUid,
      ...sourceOf(place),
      sourceContent: body.reply.content,
      ...quote,
    });
    return added!.id;
  });
  const [vo] = await replyRows(ctx.db, eq(reply.id, id));
  return vo!;
}

export async function deleteReply(ctx: AppContext, replyId: number, user: AuthUser): Promise<void> {
  const rows = await ctx.db.select().from(reply).where(eq(reply.id, replyId)).limit(1);
  const found = rows[0];
  if (!found) throw notFound(COMMENT_MSG.replyNotFound);
  const { place } = await commentAndPlace(ctx, found.commentId, user);
  assertMayDelete(place, user, found.fromUid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(reply).where(eq(reply.id, found.id));
    await bumpCommentNum(tx, place, -1);
  });
}
