/** Messages: the super admin's system notices and what each user has read or cleaned of them. */
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
    /** Sent: true once created (its recipients are worked out when they read). */
    state: boolean('state').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    index('admin_sys_notice_type_idx').on(t.type, t.id),
    // A user's `Single` notices (the Mine tab).
    index('admin_sys_notice_recipient_idx')
      .on(t.recipientId, t.id)
      .where(sql`${t.type} = 'Single'`),
  ],
);

/**
 * What one user did with one notice: read it (`state`) or cleaned it from the message centre
 * (`deleted`). A notice is stored once; who it addresses is worked out when it is read
 * (`modules/message/notices.ts`), so a user has a row here only once they have read or cleaned it.
 */
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
    /** Read by the user. */
    state: boolean('state').notNull().default(false),
    /** Cleaned by the user: no longer shown nor counted. */
    deleted: boolean('deleted').notNull().default(false),
    gmtCreate: created(),
  },
  (t) => [
    // One row per user and notice; a user's rows are found by it (their unread counts and pages).
    uniqueIndex('user_sys_notice_uq').on(t.recipientId, t.sysNoticeId),
    // A notice's read count in the back office, and the cascade when it is deleted.
    index('user_sys_notice_notice_idx').on(t.sysNoticeId),
  ],
);
