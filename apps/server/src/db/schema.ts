/**
 * The database schema (PostgreSQL dialect; the same migrations run on PGlite and PostgreSQL).
 * Tables follow the reference data model; areas built later add their columns and tables with
 * their own migrations. Timestamps are `timestamptz`, serialised as ISO-8601 UTC.
 */
import { sql } from 'drizzle-orm';
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

const created = () => timestamp('gmt_create', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const modified = () => timestamp('gmt_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('user_info_username_uq').on(sql`lower(${t.username})`), uniqueIndex('user_info_email_uq').on(sql`lower(${t.email})`)],
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

/**
 * Short-lived keyed values with an expiry: mail codes, captchas, puzzles, failure counters.
 * Kept in the database so that several server replicas agree on them.
 */
export const expiring = pgTable(
  'expiring_value',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    key: varchar('key', { length: 400 }).notNull(),
    value: text('value').notNull().default(''),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('expiring_value_expires_idx').on(t.expiresAt)],
);

/** Site settings edited in the admin back office (web config, switches, mail), one JSON value per key. */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  gmtModified: modified(),
});

/** Uploaded files; the bytes live in the blob store under `hash`. */
export const file = pgTable(
  'file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 }),
    gid: integer('gid'),
    /** avatar, carousel, md, ... */
    type: varchar('type', { length: 32 }).notNull(),
    /** The public name: `{uuid}.{suffix}`, served at /api/public/img/{name}. */
    name: varchar('name', { length: 128 }).notNull(),
    suffix: varchar('suffix', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** Marked for removal (a replaced avatar). */
    delete: boolean('delete').notNull().default(false),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('file_name_uq').on(t.name), index('file_type_idx').on(t.type)],
);

export const announcement = pgTable(
  'announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    uid: varchar('uid', { length: 32 }).references(() => userInfo.uuid, { onDelete: 'set null' }),
    /** 0 visible, 1 hidden. */
    status: smallint('status').notNull().default(0),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('announcement_list_idx').on(t.gid, t.status, t.gmtCreate)],
);

export const problem = pgTable(
  'problem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    problemId: varchar('problem_id', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    author: varchar('author', { length: 100 }),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    timeLimit: integer('time_limit').notNull().default(1000),
    memoryLimit: integer('memory_limit').notNull().default(256),
    stackLimit: integer('stack_limit').notNull().default(128),
    description: text('description'),
    input: text('input'),
    output: text('output'),
    examples: text('examples'),
    hint: text('hint'),
    isRemote: boolean('is_remote').notNull().default(false),
    source: text('source'),
    difficulty: smallint('difficulty').notNull().default(0),
    /** 1 public, 2 hidden, 3 contest only. */
    auth: smallint('auth').notNull().default(1),
    ioScore: integer('io_score').notNull().default(100),
    codeShare: boolean('code_share').notNull().default(true),
    judgeMode: varchar('judge_mode', { length: 32 }).notNull().default('default'),
    judgeCaseMode: varchar('judge_case_mode', { length: 32 }).notNull().default('default'),
    isGroup: boolean('is_group').notNull().default(false),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('problem_problem_id_uq').on(sql`upper(${t.problemId})`), index('problem_created_idx').on(t.gmtCreate)],
);

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

/** One row per submission. */
export const judge = pgTable(
  'judge',
  {
    submitId: bigserial('submit_id', { mode: 'number' }).primaryKey(),
    pid: integer('pid').notNull(),
    displayPid: varchar('display_pid', { length: 255 }).notNull(),
    uid: varchar('uid', { length: 32 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: smallint('status').notNull().default(5),
    errorMessage: text('error_message'),
    time: integer('time'),
    memory: integer('memory'),
    score: integer('score'),
    length: integer('length').notNull().default(0),
    code: text('code').notNull().default(''),
    language: varchar('language', { length: 64 }).notNull(),
    /** 0 when not in a contest. */
    cid: integer('cid').notNull().default(0),
    cpid: integer('cpid').notNull().default(0),
    gid: integer('gid'),
    oiRankScore: integer('oi_rank_score'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('judge_submit_time_idx').on(t.submitTime), index('judge_uid_idx').on(t.uid, t.submitTime)],
);

/** Non-contest, non-group accepted log; counted DISTINCT pid. */
export const userAcproblem = pgTable(
  'user_acproblem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    submitId: integer('submit_id').notNull(),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('user_acproblem_uid_idx').on(t.uid), index('user_acproblem_created_idx').on(t.gmtCreate)],
);
