/** Contests, their problems, registrations, announcements, print requests, Admin Helper checks, clarifications and virtual runs. */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AwardLevel } from '@arbiter/contract';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    visible: boolean('visible').notNull().default(true),
    oiRankScoreType: varchar('oi_rank_score_type', { length: 16 }).notNull().default('Recent'),
    isGroup: boolean('is_group').notNull().default(false),
    gid: integer('gid'),
    /** The contest this one was cloned from, else 0. */
    source: integer('source').notNull().default(0),
    sealRank: boolean('seal_rank').notNull().default(false),
    sealRankTime: at('seal_rank_time'),
    /** Reveal the real board at the end (otherwise it stays sealed). */
    autoRealRank: boolean('auto_real_rank').notNull().default(true),
    openPrint: boolean('open_print').notNull().default(false),
    openRank: boolean('open_rank').notNull().default(false),
    allowEndSubmit: boolean('allow_end_submit').notNull().default(false),
    /** Its final standings move its participants' ratings (modules/rating). */
    rated: boolean('rated').notNull().default(false),
    /** When its ratings were computed; null while due (a rated contest not yet rated, or saved since). */
    ratingComputedAt: timestamp('rating_computed_at', { withTimezone: true, mode: 'date' }),
    /** username | nickname | realname */
    rankShowName: varchar('rank_show_name', { length: 16 }).notNull().default('username'),
    openAccountLimit: boolean('open_account_limit').notNull().default(false),
    accountLimitRule: text('account_limit_rule'),
    starAccount: jsonb('star_account').$type<string[]>().notNull().default([]),
    /** 0 none, 1 proportion, 2 count. */
    awardType: smallint('award_type').notNull().default(0),
    awardConfig: jsonb('award_config').$type<AwardLevel[]>().notNull().default([]),
    /** Bumped by every change that the kept scoreboards depend on (settings, problems, removed submissions). */
    version: integer('version').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_start_idx').on(t.startTime)],
);

/** A problem of a contest under its display id, title and balloon colour. */
export const contestProblem = pgTable(
  'contest_problem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    displayId: varchar('display_id', { length: 255 }).notNull(),
    displayTitle: varchar('display_title', { length: 255 }).notNull(),
    color: varchar('color', { length: 32 }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('contest_problem_display_idx').on(t.cid, t.displayId), uniqueIndex('contest_problem_pid_idx').on(t.cid, t.pid)],
);

/** A user whose password (or plain registration) was accepted. */
export const contestRegister = pgTable(
  'contest_register',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] })],
);

export const contestAnnouncement = pgTable(
  'contest_announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    uid: varchar('uid', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    /** 0 visible, 1 hidden. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_announcement_cid_idx').on(t.cid, t.gmtCreate)],
);

export const contestPrint = pgTable(
  'contest_print',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    realname: varchar('realname', { length: 100 }),
    content: text('content').notNull(),
    /** 0 waiting, 1 printed. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('contest_print_cid_idx').on(t.cid, t.status, t.gmtCreate)],
);

/** The Admin Helper's checked flag of an accepted contest submission (balloon delivered). */
export const contestAcCheck = pgTable('contest_ac_check', {
  submitId: integer('submit_id').primaryKey(),
  cid: integer('cid').notNull(),
  checked: boolean('checked').notNull().default(false),
  gmtModified: modified(),
});

/**
 * A contestant's question to the contest's judges and their answer (modules/clarification): about
 * one problem (its display id) or the contest in general; answered to the asker or to all.
 */
export const contestClarification = pgTable(
  'contest_clarification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    displayId: varchar('display_id', { length: 32 }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: varchar('answered_by', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    toAll: boolean('to_all').notNull().default(false),
    gmtCreate: created(),
    gmtAnswered: timestamp('gmt_answered', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contest_clarification_cid_idx').on(t.cid, t.id), index('contest_clarification_uid_idx').on(t.cid, t.uid)],
);

/**
 * A user's virtual participation in an ended contest: the contest's clock started for them at
 * `startTime` and runs for the contest's duration. Their submissions carry the run's id
 * (`judge.virtual_run`), which keeps them off the real board and the contest's lists. One run per
 * user and contest.
 */
export const contestVirtualRun = pgTable(
  'contest_virtual_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    gmtCreate: created(),
  },
  (t) => [uniqueIndex('contest_virtual_run_user_idx').on(t.cid, t.uid), index('contest_virtual_run_uid_idx').on(t.uid, t.endTime)],
);
