/** Trainings: their categories, problems, registrations and the records their ranks are built from. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';
import { userInfo } from './account.ts';
import { judge } from './judging.ts';
import { problem } from './problem.ts';

export const trainingCategory = pgTable('training_category', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  color: varchar('color', { length: 32 }).notNull(),
  gid: integer('gid'),
  gmtCreate: created(),
  gmtModified: modified(),
});

export const training = pgTable(
  'training',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    /** The creator's username and uid. */
    author: varchar('author', { length: 100 }),
    uid: varchar('uid', { length: 32 }),
    /** Public | Private */
    auth: varchar('auth', { length: 16 }).notNull().default('Public'),
    privatePwd: varchar('private_pwd', { length: 255 }),
    /** The order number: smaller first. */
    rank: integer('rank').notNull().default(1000),
    /** Visible to students. */
    status: boolean('status').notNull().default(true),
    /** username | nickname | realname */
    rankShowName: varchar('rank_show_name', { length: 16 }).notNull().default('username'),
    isGroup: boolean('is_group').notNull().default(false),
    gid: integer('gid'),
    /** A category in use cannot be deleted. */
    categoryId: integer('category_id').references(() => trainingCategory.id, { onDelete: 'restrict' }),
    /**
     * Bumped by a trigger on every change of the training's problems (and by the service on a
     * change the kept rank depends on), so the kept ranks rebuild on their next read.
     */
    version: integer('version').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('training_list_idx').on(t.rank, t.id)],
);

/** A problem's place in a training. The display id is the problem's own, read through the join. */
export const trainingProblem = pgTable(
  'training_problem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('training_problem_tid_pid_idx').on(t.tid, t.pid), index('training_problem_pid_idx').on(t.pid)],
);

/** Access to a private training, given by its password (status false: banned from it). */
export const trainingRegister = pgTable(
  'training_register',
  {
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(true),
    gmtCreate: created(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] })],
);

/**
 * A submission counted for a private training (hoj-data-and-judge A.5): made inside it, or a
 * practice submission of a registered user to one of its problems. Each insert takes a revision
 * from the submissions' sequence, so a kept rank follows new records the way it follows verdicts.
 */
export const trainingRecord = pgTable(
  'training_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    tpid: integer('tpid')
      .notNull()
      .references(() => trainingProblem.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull(),
    uid: varchar('uid', { length: 32 }).notNull(),
    submitId: integer('submit_id')
      .notNull()
      .references(() => judge.submitId, { onDelete: 'cascade' }),
    rev: bigint('rev', { mode: 'number' })
      .notNull()
      .default(sql`nextval('judge_rev_seq')`),
    gmtCreate: created(),
  },
  (t) => [
    uniqueIndex('training_record_submission_idx').on(t.tid, t.submitId),
    index('training_record_rev_idx').on(t.tid, t.rev),
    index('training_record_submit_idx').on(t.submitId),
    // A user's progress: their records on each training problem.
    index('training_record_user_idx').on(t.uid, t.tpid),
  ],
);
