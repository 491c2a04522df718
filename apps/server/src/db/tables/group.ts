/**
 * Groups (spec part 3 §3; hoj-data A.8): a class or a club with its members. What a group owns
 * (problems, trainings, contests, discussions, announcements, tags, submissions) carries its `gid`
 * in the areas' own tables. A disbanded group keeps its row with status 2, so the submissions made
 * in it keep their meaning while nobody can enter it any more; names are unique among live groups.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';

export const group = pgTable(
  'group',
  {
    id: serial('id').primaryKey(),
    avatar: text('avatar'),
    name: varchar('name', { length: 25 }).notNull(),
    /** The prefix of the group's problem display ids. */
    shortName: varchar('short_name', { length: 10 }).notNull(),
    brief: varchar('brief', { length: 50 }).notNull(),
    description: text('description').notNull().default(''),
    /** The owner's uid; their username is read from user_info, so a rename shows. */
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid),
    /** 1 public, 2 protected, 3 private. */
    auth: smallint('auth').notNull(),
    /** The 6-character code a private group's applicants give. */
    code: varchar('code', { length: 6 }),
    visible: boolean('visible').notNull().default(true),
    /** 0 normal, 1 banned, 2 disbanded. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    uniqueIndex('group_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} <> 2`),
    uniqueIndex('group_short_name_uq')
      .on(sql`lower(${t.shortName})`)
      .where(sql`${t.status} <> 2`),
    index('group_uid_idx').on(t.uid, t.gmtCreate),
  ],
);

/** A member or an applicant: auth 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
export const groupMember = pgTable(
  'group_member',
  {
    id: serial('id').primaryKey(),
    gid: integer('gid')
      .notNull()
      .references(() => group.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    auth: smallint('auth').notNull(),
    reason: varchar('reason', { length: 100 }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('group_member_gid_uid_uq').on(t.gid, t.uid), index('group_member_uid_idx').on(t.uid, t.auth)],
);
