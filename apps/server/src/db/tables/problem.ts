/** The problem bank: problems, their test cases, languages, code templates and tags. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, modified } from './common.ts';

export const problem = pgTable(
  'problem',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The display id (upper-cased, unique): `P{id}` when left blank. */
    problemId: varchar('problem_id', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    author: varchar('author', { length: 100 }),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    /** Milliseconds. */
    timeLimit: integer('time_limit').notNull().default(1000),
    /** Megabytes. */
    memoryLimit: integer('memory_limit').notNull().default(256),
    /** Megabytes. */
    stackLimit: integer('stack_limit').notNull().default(128),
    description: text('description'),
    input: text('input'),
    output: text('output'),
    /** `<input>…</input><output>…</output>` repeated. */
    examples: text('examples'),
    hint: text('hint'),
    isRemote: boolean('is_remote').notNull().default(false),
    source: text('source'),
    difficulty: smallint('difficulty').notNull().default(0),
    /** 1 public, 2 hidden, 3 contest only. */
    auth: smallint('auth').notNull().default(1),
    /** OI total score, recomputed from the cases on save. */
    ioScore: integer('io_score').notNull().default(100),
    codeShare: boolean('code_share').notNull().default(true),
    /** default | spj | interactive */
    judgeMode: varchar('judge_mode', { length: 32 }).notNull().default('default'),
    /** default | ergodic_without_error | subtask_lowest | subtask_average */
    judgeCaseMode: varchar('judge_case_mode', { length: 32 }).notNull().default('default'),
    /** Source of the special judge or interactor, and its language (C or C++). */
    spjCode: text('spj_code'),
    spjLanguage: varchar('spj_language', { length: 32 }),
    /**
     * How the special judge or interactor is called: `hoj` (input, answer and output paths; exit
     * codes or testlib stderr) or `kattis` (input, answer and a feedback dir as arguments, the
     * output on stdin; exit 42 accepted, 43 wrong answer; feedback files for message and score).
     */
    checkerProtocol: varchar('checker_protocol', { length: 16 }).notNull().default('hoj'),
    /** JSON `{fileName: content}` copied next to the user's source / the checker's source. */
    userExtraFile: text('user_extra_file'),
    judgeExtraFile: text('judge_extra_file'),
    isRemoveEndBlank: boolean('is_remove_end_blank').notNull().default(true),
    openCaseResult: boolean('open_case_result').notNull().default(true),
    isUploadCase: boolean('is_upload_case').notNull().default(true),
    /** Bumped whenever the cases change, so judge hosts refresh what they cached. */
    caseVersion: varchar('case_version', { length: 40 }).notNull().default('0'),
    modifiedUser: varchar('modified_user', { length: 100 }),
    /** null none, 1 applying, 2 approved, 3 refused (group problems asking to be public). */
    applyPublicProgress: smallint('apply_public_progress'),
    isFileIO: boolean('is_file_io').notNull().default(false),
    ioReadFileName: varchar('io_read_file_name', { length: 100 }),
    ioWriteFileName: varchar('io_write_file_name', { length: 100 }),
    isGroup: boolean('is_group').notNull().default(false),
    gid: integer('gid'),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('problem_problem_id_uq').on(sql`upper(${t.problemId})`), index('problem_created_idx').on(t.gmtCreate)],
);

/** A test case. The bytes live in the blob store under their SHA-256; names are kept for display. */
export const problemCase = pgTable(
  'problem_case',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    /** File names (uploaded cases) or the literal data (hand-entered cases), as the contract has it. */
    input: text('input').notNull(),
    output: text('output').notNull(),
    inputHash: varchar('input_hash', { length: 64 }).notNull(),
    outputHash: varchar('output_hash', { length: 64 }).notNull(),
    inputSize: integer('input_size').notNull().default(0),
    outputSize: integer('output_size').notNull().default(0),
    score: integer('score'),
    groupNum: integer('group_num').notNull().default(1),
    /** Order of the case within the problem (1-based). */
    seq: integer('seq').notNull().default(1),
    /** 0 usable. */
    status: smallint('status').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [index('problem_case_pid_idx').on(t.pid, t.seq)],
);

/** The languages offered (own `ME` and remote judges'), seeded from the contract's table. */
export const language = pgTable(
  'language',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    contentType: varchar('content_type', { length: 64 }),
    compileCommand: text('compile_command'),
    template: text('template'),
    codeTemplate: text('code_template'),
    isSpj: boolean('is_spj').notNull().default(false),
    oj: varchar('oj', { length: 16 }).notNull().default('ME'),
    seq: integer('seq').notNull().default(0),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('language_name_oj_uq').on(t.name, t.oj)],
);

export const problemLanguage = pgTable(
  'problem_language',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    lid: integer('lid')
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.lid] })],
);

export const codeTemplate = pgTable(
  'code_template',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    lid: integer('lid')
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: boolean('status').notNull().default(true),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  (t) => [uniqueIndex('code_template_pid_lid_uq').on(t.pid, t.lid)],
);

export const tagClassification = pgTable('tag_classification', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  oj: varchar('oj', { length: 16 }).notNull().default('ME'),
  rank: integer('rank').notNull().default(0),
  gmtCreate: created(),
  gmtModified: modified(),
});

export const tag = pgTable(
  'tag',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    color: varchar('color', { length: 32 }),
    oj: varchar('oj', { length: 16 }).notNull().default('ME'),
    gid: integer('gid'),
    tcid: integer('tcid').references(() => tagClassification.id, { onDelete: 'set null' }),
    gmtCreate: created(),
    gmtModified: modified(),
  },
  // Names are one tag whatever their case: "DP" and "dp" cannot both exist in a bank.
  (t) => [uniqueIndex('tag_name_oj_gid_uq').on(sql`lower(${t.name})`, t.oj, sql`coalesce(${t.gid}, 0)`)],
);

export const problemTag = pgTable(
  'problem_tag',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    tid: integer('tid')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.tid] }), index('problem_tag_tid_idx').on(t.tid)],
);

/**
 * A reference submission of an imported package (Kattis `submissions/<expected>/<file>`): judged
 * like any submission, and compared with what the package expects.
 */
export const problemVerification = pgTable(
  'problem_verification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    /** The path under `submissions/`, e.g. `accepted/sol.cpp`. */
    file: varchar('file', { length: 255 }).notNull(),
    /** accepted, wrong_answer, time_limit_exceeded, …, partial. */
    expected: varchar('expected', { length: 32 }).notNull(),
    /** Points a `partial` submission named `scoreNN_…` must earn. */
    expectedScore: integer('expected_score'),
    submitId: integer('submit_id').notNull(),
    gmtCreate: created(),
  },
  (t) => [index('problem_verification_pid_idx').on(t.pid)],
);
