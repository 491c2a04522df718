/** Submissions, what judging writes, and the queue that judge hosts take work from. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { JudgeTiming } from '@arbiter/contract';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per submission. */
export const judge = pgTable(
  'judge',
  {
    submitId: bigserial('submit_id', { mode: 'number' }).primaryKey(),
    pid: integer('pid').notNull(),
    /** The problem's display id at submit time (rewritten when the problem is renamed). */
    displayPid: varchar('display_pid', { length: 255 }).notNull(),
    uid: varchar('uid', { length: 32 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    submitTime: at('submit_time').notNull().defaultNow(),
    status: smallint('status').notNull().default(5),
    share: boolean('share').notNull().default(false),
    /** Compile error text, or the reason of a System Error / Submitted Failed. */
    errorMessage: text('error_message'),
    /** Milliseconds. */
    time: integer('time'),
    /** Kilobytes. */
    memory: integer('memory'),
    score: integer('score'),
    length: integer('length').notNull().default(0),
    code: text('code').notNull().default(''),
    language: varchar('language', { length: 64 }).notNull(),
    /** 0 when not in a contest. */
    cid: integer('cid').notNull().default(0),
    cpid: integer('cpid').notNull().default(0),
    /**
     * The virtual run (contest_virtual_run.id) a contest submission belongs to, null for real ones.
     * Every reader of a contest's submissions goes through `realContestRows` (contest/real-rows.ts).
     */
    virtualRun: integer('virtual_run'),
    gid: integer('gid'),
    /** The judge host that judged it, or the admin who judged it by hand. */
    judger: varchar('judger', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    /** Bumped by each rejudge, so a late result of an earlier round is ignored. */
    version: integer('version').notNull().default(0),
    oiRankScore: integer('oi_rank_score'),
    /** Where the last judging's time went (`JudgeTiming`, judgehost/timing.ts), for admins; null until judged by a host. */
    timing: jsonb('timing').$type<JudgeTiming>(),
    isManual: boolean('is_manual').notNull().default(false),
    /** A remote submission's run id on its judge, and the account it was submitted with (hoj's vjudge_*; no password here). */
    vjudgeSubmitId: varchar('vjudge_submit_id', { length: 64 }),
    vjudgeUsername: varchar('vjudge_username', { length: 255 }),
    /**
     * Set from the sequence `judge_rev_seq` by a trigger on every insert and update, so the kept
     * scoreboards and training ranks read only what changed since they last looked.
     */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [
    index('judge_submit_time_idx').on(t.submitTime),
    index('judge_uid_idx').on(t.uid, t.submitTime),
    index('judge_pid_idx').on(t.pid, t.status),
    // The problem list's verdict counts (practice submissions only) read from the index alone.
    index('judge_practice_count_idx')
      .on(t.pid, t.status)
      .where(sql`${t.cid} = 0 and ${t.gid} is null`),
    index('judge_cid_idx').on(t.cid, t.submitTime),
    // A group's submission list (newest first) and its rank read the group's submissions only.
    index('judge_group_idx')
      .on(t.gid, t.submitTime)
      .where(sql`${t.gid} is not null`),
    // A contest's participants (participants.ts) read from the index alone.
    index('judge_contest_uid_idx')
      .on(t.cid, t.uid)
      .where(sql`${t.cid} <> 0`),
    index('judge_contest_rev_idx')
      .on(t.cid, t.rev)
      .where(sql`${t.cid} <> 0`),
    // A virtual run's own submissions (its board, its list).
    index('judge_virtual_run_idx')
      .on(t.virtualRun, t.submitId)
      .where(sql`${t.virtualRun} is not null`),
    // The kept training ranks read the practice submissions changed since their watermark.
    index('judge_practice_rev_idx')
      .on(t.rev)
      .where(sql`${t.cid} = 0`),
    // The submission list filtered by problem (the problem page's Solutions and My Submission).
    index('judge_display_pid_idx').on(sql`upper(${t.displayPid})`, t.submitTime),
  ],
);

/** One row per test case of a judged submission. */
export const judgeCase = pgTable(
  'judge_case',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submitId: integer('submit_id')
      .notNull()
      .references(() => judge.submitId, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 }).notNull(),
    pid: integer('pid').notNull(),
    /** problem_case.id */
    caseId: integer('case_id'),
    status: smallint('status').notNull(),
    time: integer('time'),
    memory: integer('memory'),
    score: integer('score'),
    groupNum: integer('group_num'),
    /** 1-based order of the case. */
    seq: integer('seq').notNull(),
    /** The case mode used. */
    mode: varchar('mode', { length: 32 }),
    inputData: varchar('input_data', { length: 255 }),
    outputData: varchar('output_data', { length: 255 }),
    /** The checker's message, or the run-time error text (never the program's own output). */
    userOutput: text('user_output'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('judge_case_submit_idx').on(t.submitId, t.seq)],
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

/**
 * The judging queue. A judge host claims the first free row (`FOR UPDATE SKIP LOCKED`, so several
 * server replicas share it) under a lease it renews; a lease that expires puts the task back.
 */
export const judgeTask = pgTable(
  'judge_task',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** judge (a submission) | test (an online test run) | compile (an admin's checker compile). */
    kind: varchar('kind', { length: 16 }).notNull(),
    submitId: integer('submit_id'),
    /** The test_judge row of a test or compile task. */
    testKey: varchar('test_key', { length: 64 }),
    /** Only hosts that have this language installed may take the task. */
    language: varchar('language', { length: 64 }).notNull(),
    /** The submission's version when queued: a result for another version is refused. */
    version: integer('version').notNull().default(0),
    /** Smaller first: checker compiles (-1), contest submissions, then practice, then online tests. */
    priority: smallint('priority').notNull().default(1),
    leaseOwner: varchar('lease_owner', { length: 64 }),
    leaseExpiresAt: at('lease_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When a host last claimed it: the end of its wait in the queue. */
    claimedAt: at('claimed_at'),
    gmtCreate: created(),
  },
  (t) => [index('judge_task_queue_idx').on(t.priority, t.id), index('judge_task_submit_idx').on(t.submitId)],
);

/** Judge hosts that have registered: what they can judge and when they were last heard from. */
export const judgeHost = pgTable('judge_host', {
  id: varchar('id', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Language names installed on the host. */
  languages: jsonb('languages').notNull().default([]),
  workers: integer('workers').notNull().default(1),
  cpuCores: integer('cpu_cores').notNull().default(1),
  version: varchar('version', { length: 32 }),
  /** Tasks in hand at the last heartbeat. */
  busy: integer('busy').notNull().default(0),
  /** The address the host called from at its registration. */
  address: varchar('address', { length: 64 }),
  /** Load fractions at the last registration or heartbeat (contract `HostLoad`); null until the host says. */
  cpuLoad: real('cpu_load'),
  memoryLoad: real('memory_load'),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  /**
   * Stopped for idleness by the server it runs in (the local judge host), which starts it again
   * when work is queued: it offers its languages while it sleeps. Cleared when it registers.
   */
  asleep: boolean('asleep').notNull().default(false),
  gmtCreate: created(),
});

/**
 * Online test runs (not submissions), and admins' checker compiles (key `COMPILE_…`, request
 * `{kind: 'compile', role, code, language, extraFiles}`, pid 0 when none was given): kept until read
 * once after they finish, or until they expire.
 */
export const testJudge = pgTable(
  'test_judge',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    uid: varchar('uid', { length: 32 }).notNull(),
    pid: integer('pid').notNull(),
    status: smallint('status').notNull().default(5),
    /** What to run: code, language, input, expected output, limits and problem settings. */
    request: jsonb('request').notNull(),
    /** What came out: status, time, memory, userOutput, stderr. */
    result: jsonb('result'),
    expiresAt: at('expires_at').notNull(),
    gmtCreate: created(),
  },
  (t) => [index('test_judge_expires_idx').on(t.expiresAt)],
);

/**
 * Checkers (special judges and interactors) that compiled on a judge host, by the SHA-256 of their
 * role, language and code. A problem save whose checker changed is refused unless its checker is
 * here: the record lives in the database because the compile and the save may reach different
 * server replicas.
 */
export const checkerCompile = pgTable('checker_compile', {
  hash: varchar('hash', { length: 64 }).primaryKey(),
  gmtCreate: created(),
});
