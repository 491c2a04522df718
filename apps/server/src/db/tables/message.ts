/** Messages: the super admin's system notices and each user's inbox of them. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';

/** A notice as written: `All`, `Single` (to `recipientId`) or `Admin` (to every user of an admin role). */
export const adminSysNotice = pgTable(
  'admin_sys_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    type: varchar('type', { length: 16 }).notNull(),
    /** The `Single` notice's user. */
    recipientId: varchar('recipient_id', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    adminId: varchar('admin_id', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    /** Delivered to its recipients' inboxes (true once created: delivery happens with the creation). */
    state: boolean('state').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('admin_sys_notice_type_idx').on(t.type, t.id)],
);

/** One notice in one user's inbox: `Sys` for notices to all or to admins, `Mine` for one addressed to the user. */
export const userSysNotice = pgTable(
  'user_sys_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sysNoticeId: bigint('sys_notice_id', { mode: 'number' })
      .notNull()
      .references(() => adminSysNotice.id, { onDelete: 'cascade' }),
    recipientId: varchar('recipient_id', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    /** Read by the user. */
    state: boolean('state').notNull().default(false),
    gmtCreate: created(),
  },
  (t) => [
    // A notice reaches a user once (and the notice's deliveries are found by it).
    uniqueIndex('user_sys_notice_uq').on(t.sysNoticeId, t.recipientId),
    // A user's inbox of one type, newest first (the message centre's pages).
    index('user_sys_notice_inbox_idx').on(t.recipientId, t.type, t.gmtCreate),
    // A user's unread counts: only the unread rows are indexed.
    index('user_sys_notice_unread_idx')
      .on(t.recipientId, t.type)
      .where(sql`${t.state} = false`),
  ],
);
