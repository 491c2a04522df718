/**
 * Discussions and what hangs off them: categories, posts, and the user messages (comment, reply,
 * like) the community writes; comments on discussions and contests, their likes and replies.
 * Names and avatars are not copied into these rows: they are read from user_info, so a rename shows.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';
import { contest } from './contest.ts';

export const discussionCategory = pgTable(
  'discussion_category',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('discussion_category_name_uq').on(sql`lower(${t.name})`)],
);

/** A post: public (gid null) or a group's; under a problem when `pid` (the problem's display id) is set. */
export const discussion = pgTable(
  'discussion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: integer('category_id').references(() => discussionCategory.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    content: text('content').notNull().default(''),
    /** The problem's display id (hoj's `pid` of a discussion is the problemId string). */
    pid: varchar('pid', { length: 255 }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    viewNum: integer('view_num').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    topPriority: boolean('top_priority').notNull().default(false),
    /** 0 normal, 1 hidden by an admin. */
    status: smallint('status').notNull().default(0),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    // The public list: pinned first, newest first.
    index('discussion_list_idx').on(t.gid, t.status, t.topPriority, t.gmtCreate),
    index('discussion_pid_idx').on(t.pid),
    // "Mine" and the daily cap.
    index('discussion_uid_idx').on(t.uid, t.gmtCreate),
  ],
);

/** Who liked which post: one row per pair, so liking twice counts once. */
export const discussionLike = pgTable(
  'discussion_like',
  {
    did: bigint('did', { mode: 'number' })
      .notNull()
      .references(() => discussion.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.did, t.uid] })],
);

/** A user's report of a post, for the back office to handle. */
export const discussionReport = pgTable(
  'discussion_report',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    did: bigint('did', { mode: 'number' })
      .notNull()
      .references(() => discussion.id, { onDelete: 'cascade' }),
    /** The reporter's uid (hoj's form names them by username; the server records the caller). */
    reporter: varchar('reporter', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    content: varchar('content', { length: 1024 }).notNull(),
    /** 0 new, 1 handled. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('discussion_report_list_idx').on(t.status, t.gmtCreate)],
);

/**
 * A user message of the community (hoj's `msg_remind`): someone commented on a discussion
 * (`Discuss`), replied (`Reply`), or liked a post or a comment (`Like_Post`, `Like_Discuss`). Written
 * by the action, in its transaction (`modules/message/record.ts`); read and cleaned in the message centre.
 */
export const userMessage = pgTable(
  'user_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: varchar('action', { length: 16 }).notNull(),
    senderId: varchar('sender_id', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    recipientId: varchar('recipient_id', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    /** The discussion id or the contest id. */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** `Discussion` or `Contest`. */
    sourceType: varchar('source_type', { length: 16 }).notNull(),
    sourceContent: varchar('source_content', { length: 255 }).notNull().default(''),
    /** The comment or reply answered (a reply's quote). */
    quoteId: bigint('quote_id', { mode: 'number' }),
    quoteType: varchar('quote_type', { length: 16 }),
    url: varchar('url', { length: 255 }).notNull().default(''),
    /** Read by the recipient. */
    state: boolean('state').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    // A tab of the message centre, newest first.
    index('user_message_inbox_idx').on(t.recipientId, t.action, t.id),
    // Unread counts: only unread rows are indexed.
    index('user_message_unread_idx')
      .on(t.recipientId, t.action)
      .where(sql`${t.state} = false`),
  ],
);

/**
 * A comment under a discussion (`did`) or in a contest's Q&A (`cid`), one of the two. Its author's
 * name, avatar and role are read from user_info. `likeNum` counts its comment_like rows.
 */
export const comment = pgTable(
  'comment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid').references(() => contest.id, { onDelete: 'cascade' }),
    did: bigint('did', { mode: 'number' }).references(() => discussion.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: varchar('from_uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    likeNum: integer('like_num').notNull().default(0),
    /** 0 normal, 1 hidden. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    // A discussion's or a contest's list: most liked first, then newest.
    index('comment_did_idx').on(t.did, t.likeNum, t.gmtCreate),
    index('comment_cid_idx').on(t.cid, t.likeNum, t.gmtCreate),
  ],
);

/** Who likes which comment: one row per user and comment. */
export const commentLike = pgTable(
  'comment_like',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.uid] })],
);

/** A reply in a comment's thread, to the comment's author or to someone who replied (`toUid`). */
export const reply = pgTable(
  'reply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    fromUid: varchar('from_uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    toUid: varchar('to_uid', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** 0 normal, 1 hidden. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('reply_comment_idx').on(t.commentId, t.gmtCreate)],
);
