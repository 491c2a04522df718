import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page, UserMsgVO } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { comment, contest, discussion, reply, userInfo, userMessage } from '../../db/schema.ts';
import { fail, page } from '../../http/envelope.ts';

/** The community's messages to a user (comment, reply, like; written by `record.ts`): counted, paged, read and cleaned. */

export type InboxTab = 'comment' | 'reply' | 'like';

/** The actions each tab holds. */
const TAB_ACTIONS: Record<InboxTab, readonly string[]> = {
  comment: ['Discuss'],
  reply: ['Reply'],
  like: ['Like_Post', 'Like_Discuss'],
};

/** Unread messages per tab, from the partial index of unread rows. */
export async function unreadInbox(db: DbLike, uid: string): Promise<Record<InboxTab, number>> {
  const rows = await db
    .select({ action: userMessage.action, n: sql<number>`count(*)::int` })
    .from(userMessage)
    .where(and(eq(userMessage.recipientId, uid), eq(userMessage.state, false)))
    .groupBy(userMessage.action);
  const of = (tab: InboxTab) => rows.filter((r) => TAB_ACTIONS[tab].includes(r.action)).reduce((n, r) => n + r.n, 0);
  return { comment: of('comment'), reply: of('reply'), like: of('like') };
}

/**
 * One page of a tab, newest first, with the sender and the title of the discussion or contest; the
 * unread messages on it become read (the page answers their state before).
 */
export async function readInboxPage(db: DbLike, uid: string, tab: InboxTab, current: number, size: number): Promise<Page<UserMsgVO>> {
  const where = and(eq(userMessage.recipientId, uid), inArray(userMessage.action, TAB_ACTIONS[tab]));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: userMessage.id,
        action: userMessage.action,
        sourceId: userMessage.sourceId,
        sourceType: userMessage.sourceType,
        sourceTitle: sql<string>`coalesce(${discussion.title}, ${contest.title}, '')`,
        sourceContent: userMessage.sourceContent,
        quoteId: userMessage.quoteId,
        quoteType: userMessage.quoteType,
        // What the reply answered: the quoted comment's or reply's text, cut for the list.
        quoteContent: sql<string>`left(coalesce(${comment.content}, ${reply.content}, ''), 255)`,
        url: userMessage.url,
        state: userMessage.state,
        senderId: userMessage.senderId,
        senderUsername: userInfo.username,
        senderAvatar: userInfo.avatar,
        gmtCreate: userMessage.gmtCreate,
      })
      .from(userMessage)
      .innerJoin(userInfo, eq(userInfo.uuid, userMessage.senderId))
      .leftJoin(discussion, and(eq(userMessage.sourceType, 'Discussion'), eq(discussion.id, userMessage.sourceId)))
      .leftJoin(contest, and(eq(userMessage.sourceType, 'Contest'), eq(contest.id, userMessage.sourceId)))
      .leftJoin(comment, and(eq(userMessage.quoteType, 'Comment'), eq(comment.id, userMessage.quoteId)))
      .leftJoin(reply, and(eq(userMessage.quoteType, 'Reply'), eq(reply.id, userMessage.quoteId)))
      .where(where)
      .orderBy(desc(userMessage.id))
      .limit(size)
      .offset((current - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userMessage)
      .where(where),
  ]);
  const unread = rows.filter((r) => !r.state).map((r) => r.id);
  if (unread.length > 0) await db.update(userMessage).set({ state: true }).where(inArray(userMessage.id, unread));
  const records = rows.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** Deletes one of the user's messages of a tab, or all of them; another user's message is not theirs to clean. */
export async function cleanInbox(db: DbLike, uid: string, tab: InboxTab, id: number | undefined): Promise<void> {
  const own = and(eq(userMessage.recipientId, uid), inArray(userMessage.action, TAB_ACTIONS[tab]));
  const deleted = await db
    .delete(userMessage)
    .where(id === undefined ? own : and(own, eq(userMessage.id, id)))
    .returning({ id: userMessage.id });
  if (id !== undefined && deleted.length === 0) throw fail('The message does not exist');
}
