/** Accounts: users, their records and login history. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';

export const userInfo = pgTable(
  'user_info',
  {
    uuid: varchar('uuid', { length: 32 }).primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    password: text('password').notNull(),
    nickname: varchar('nickname', { length: 100 }),
    school: varchar('school', { length: 100 }),
    course: varchar('course', { length: 100 }),
    number: varchar('number', { length: 200 }),
    realname: varchar('realname', { length: 100 }),
    gender: varchar('gender', { length: 20 }).notNull().default('secrecy'),
    github: varchar('github', { length: 255 }),
    blog: varchar('blog', { length: 255 }),
    cfUsername: varchar('cf_username', { length: 255 }),
    email: varchar('email', { length: 320 }),
    mobile: varchar('mobile', { length: 32 }),
    avatar: varchar('avatar', { length: 255 }),
    signature: text('signature'),
    titleName: varchar('title_name', { length: 255 }),
    titleColor: varchar('title_color', { length: 255 }),
    /** 0 normal, 1 banned. */
    status: smallint('status').notNull().default(0),
    /** One role per user (spec part 1 §6). */
    roleId: integer('role_id').notNull().default(1002),
    /** Bumped by logout, password change and ban: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Takes the next value of `judge_rev_seq` (by a trigger) whenever a field that boards and ranks
     * show changes: kept views follow profile changes by it as they follow submissions by `judge.rev`.
     */
    identRev: bigint('ident_rev', { mode: 'number' })
      .notNull()
      .default(sql`nextval('judge_rev_seq')`),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    uniqueIndex('user_info_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('user_info_email_uq').on(sql`lower(${t.email})`),
    index('user_info_ident_rev_idx').on(t.identRev),
  ],
);

export const userRecord = pgTable('user_record', {
  uid: varchar('uid', { length: 32 })
    .primaryKey()
    .references(() => userInfo.uuid, { onDelete: 'cascade' }),
  rating: integer('rating'),
  gmtCreate: created(),
  gmtModified: modified(),
});

/** Login history: drives "last login" on the user home and the admin session view. */
export const session = pgTable(
  'session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    userAgent: varchar('user_agent', { length: 512 }),
    ip: varchar('ip', { length: 64 }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('session_uid_idx').on(t.uid, t.gmtCreate)],
);
