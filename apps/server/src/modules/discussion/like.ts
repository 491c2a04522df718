import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { discussion, discussionLike } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { recordMessage } from '../message/record.ts';
import { discussionUrl, readableDiscussion } from './access.ts';

/**
 * GET /api/discussion-like: like or take back a like. Idempotent: liking twice counts once,
 * unliking what is not liked changes nothing. A new like tells the author (`Like_Post`).
 */
export async function likeDiscussion(ctx: AppContext, user: AuthUser, did: number, toLike: boolean): Promise<void> {
  const { row: post } = await readableDiscussion(ctx, did, user);
  await ctx.db.transaction(async (tx) => {
    if (toLike) {
      const added = await tx
        .insert(discussionLike)
        .values({ did, uid: user.uid })
        .onConflictDoNothing()
        .returning({ did: discussionLike.did });
      if (added.length === 0) return;
      await tx
        .update(discussion)
        .set({ likeNum: sql`${discussion.likeNum} + 1` })
        .where(eq(discussion.id, did));
      await recordMessage(tx, {
        action: 'Like_Post',
        senderId: user.uid,
        recipientId: post.uid,
        sourceId: did,
        sourceType: 'Discussion',
        sourceContent: post.title,
        url: discussionUrl(post),
      });
      return;
    }
    const removed = await tx
      .delete(discussionLike)
      .where(and(eq(discussionLike.did, did), eq(discussionLike.uid, user.uid)))
      .returning({ did: discussionLike.did });
    if (removed.length === 0) return;
    await tx
      .update(discussion)
      .set({ likeNum: sql`greatest(${discussion.likeNum} - 1, 0)` })
      .where(eq(discussion.id, did));
  });
}
