/** Contests. */
import { bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';

export const contest = pgTable(
  'contest',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 }),
    author: varchar('author', { length: 100 }),
    title: varchar('title', { length: 255 }).notNull(),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    description: text('description'),
    /** 0 public, 1 private, 2 protected. */
    auth: smallint('auth').notNull().default(0),
    pwd: varchar('pwd', { length: 255 }),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    visible: boolean('visible').notNull().default(true),
    oiRankScoreType: varchar('oi_rank_score_type', { length: 16 }).notNull().default('Recent'),
    isGroup: boolean('is_group').notNull().default(false),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_start_idx').on(t.startTime)],
);
