/**
 * The kept training rank against recomputing it per read, on the embedded database: a private
 * training of 50 problems with BENCH_TR_USERS (5,000) registered users and BENCH_TR_SUBMISSIONS
 * (500,000) recorded submissions. Measures a page-of-30 read through readTrainingRank (its sync
 * queries included), applying one changed record to the kept rank, one user's progress, and the
 * naive way: every record of the training selected and the whole rank computed per read.
 * Prints numbers; asserts nothing.
 *
 *   npm run bench -- training
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { JudgeStatus } from '@arbiter/contract';
import type { Db } from '../apps/server/src/db/client.ts';
import { judge } from '../apps/server/src/db/schema.ts';
import { LATE_COMMIT_MS } from '../apps/server/src/store/kept.ts';
import { loadTraining, type TrainingRow } from '../apps/server/src/modules/training/access.ts';
import { trainingProgress } from '../apps/server/src/modules/training/progress.ts';
import { buildRank } from '../apps/server/src/modules/training/rank/board.ts';
import { readTrainingRank } from '../apps/server/src/modules/training/rank/index.ts';
import { keptRank } from '../apps/server/src/modules/training/rank/kept.ts';
import type { RecordRow } from '../apps/server/src/modules/training/rank/rules.ts';
import { median, ms, percentile, rowsOf, readsWhileVerdictsArrive, sampleTimes, seededPicker, timed } from './load.ts';
import { withEmbeddedApp } from './embedded.ts';

const USERS = Number(process.env.BENCH_TR_USERS ?? 5000);
const SUBMISSIONS = Number(process.env.BENCH_TR_SUBMISSIONS ?? 500_000);
const PROBLEMS = 50;
const CHANGES = Number(process.env.BENCH_TR_CHANGES ?? 2000);
const READS = Number(process.env.BENCH_TR_READS ?? 2000);
const PROGRESS_READS = Number(process.env.BENCH_TR_PROGRESS ?? 500);
const NAIVE_READS = Number(process.env.BENCH_TR_NAIVE_READS ?? 10);
const PAGE = 30;

const { next, pick } = seededPicker(2026);

/** Practice verdicts as a judge leaves them: accepts, wrong answers, limits, compile errors and a few pending. */
const VERDICT_MIX = `(array[0,0,0,0,0,0,-1,-1,-1,-1,-1,1,1,3,2,-2,-3,8,5,4])[1 + floor(random() * 20)::int]`;

async function fill(db: Db): Promise<TrainingRow> {
  await db.execute(sql`select setseed(0.26)`);
  await db.execute(sql`insert into user_info (uuid, username, password, nickname, school, realname)
    select md5('tr' || i), 'student' || i, 'x', 'Student ' || i, 'School ' || (i % 40), 'Real ' || i from generate_series(1, ${USERS}) i`);
  await db.execute(sql`insert into problem (problem_id, title, description, auth, author)
    select 'TR' || i, 'Problem ' || i, 'Statement ' || i, 1, 'root' from generate_series(1, ${PROBLEMS}) i`);
  const created = await db.execute(sql`insert into training (title, description, author, uid, auth, private_pwd)
    values ('Bench training', 'Fifty problems', 'root', '1', 'Private', 'pw') returning id`);
  const tid = Number(rowsOf<{ id: number }>(created)[0]!.id);
  await db.execute(sql`insert into training_problem (tid, pid, rank)
    select ${tid}, p.id, row_number() over (order by p.id) from problem p where p.problem_id like 'TR%'`);
  await db.execute(sql`insert into training_register (tid, uid) select ${tid}, md5('tr' || i) from generate_series(1, ${USERS}) i`);
  const start = Date.now() - 30 * 86_400_000;
  const BATCH = 25_000;
  for (let from = 1; from <= SUBMISSIONS; from += BATCH) {
    const to = Math.min(SUBMISSIONS, from + BATCH - 1);
    await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, length, code, language, submit_time)
      select tp.pid, 'TR' || tp.pid, md5('tr' || s.u), 'student' || s.u, ${sql.raw(VERDICT_MIX)}, floor(random() * 1000)::int, 2048, 100,
             'int main(){}', 'C++', ${new Date(start).toISOString()}::timestamptz + (random() * 30 * interval '1 day')
      from (select i, 1 + floor(random() * ${USERS})::int as u, floor(random() * ${PROBLEMS})::int as k from generate_series(${from}::int, ${to}::int) i) s
      join (select id, pid, row_number() over (order by pid) - 1 as k from training_problem where tid = ${tid}) tp on tp.k = s.k`);
  }
  await db.execute(sql`insert into training_record (tid, tpid, pid, uid, submit_id)
    select ${tid}, tp.id, j.pid, j.uid, j.submit_id from judge j join training_problem tp on tp.tid = ${tid} and tp.pid = j.pid`);
  return (await loadTraining(db, tid))!;
}

interface NaiveRecord {
  submit_id: number;
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  time: number | null;
  submit_time: Date | string;
}

/** The way the original system answers a rank read: every record of the training, the whole rank computed and sorted, one page cut. */
async function naiveRead(db: Db, t: TrainingRow, currentPage: number): Promise<string[]> {
  const res = await db.execute(sql`
    select j.submit_id, j.uid, j.pid, j.status, j.score, j.time, j.submit_time
    from training_record tr join judge j on j.submit_id = tr.submit_id
    join user_info u on u.uuid = tr.uid
    where tr.tid = ${t.id} and u.role_id <> 1000 and tr.uid <> ${t.uid ?? ''}
    order by j.submit_time, j.submit_id`);
  const records: RecordRow[] = rowsOf<NaiveRecord>(res).map((r) => ({
    submitId: r.submit_id,
    uid: r.uid,
    pid: r.pid,
    status: r.status,
    score: r.score,
    time: r.time,
    submitTime: new Date(r.submit_time),
  }));
  const board = buildRank([], records);
  return board.rows.slice((currentPage - 1) * PAGE, currentPage * PAGE).map((r) => r.uid);
}

await withEmbeddedApp('training', async ({ database, ctx }) => {
  const db = database.db;

  const [t, fillMs] = await timed(() => fill(db));
  await database.maintain();
  console.log(
    `training: ${USERS} registered users, ${PROBLEMS} problems, ${SUBMISSIONS} recorded submissions filled in ${(fillMs / 1000).toFixed(1)} s`,
  );

  const query = { currentPage: 1, limit: PAGE, showRealName: false };
  const [, coldMs] = await timed(() => readTrainingRank(ctx, t, query));
  console.log(`first read (builds the kept rank): ${ms(coldMs)} ms`);

  // Changed records applied to the kept rank: verdict flips, rejudges to pending, new verdicts.
  const kept = await keptRank(ctx, t);
  const ids = (await db.select({ id: judge.submitId }).from(judge).where(eq(judge.cid, 0))).map((r) => r.id);
  const updates: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const status = pick([
      JudgeStatus.ACCEPTED,
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.PENDING,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
    ]);
    const [row] = await db
      .update(judge)
      .set({ status, time: Math.floor(next() * 1000) })
      .where(eq(judge.submitId, pick(ids)))
      .returning({
        submitId: judge.submitId,
        uid: judge.uid,
        pid: judge.pid,
        status: judge.status,
        score: judge.score,
        time: judge.time,
        submitTime: judge.submitTime,
      });
    const [, ms1] = await timed(() => kept.board.apply(row!));
    updates.push(ms1);
  }
  const updateMs = median(updates);
  console.log(
    `update: apply one changed record (${CHANGES} changes): median ${ms(updateMs)} ms, p99 ${ms(
      percentile(
        [...updates].sort((a, b) => a - b),
        99,
      ),
    )} ms`,
  );

  // Reads settle after the late-commit window (rows changed within it are read again by each sync).
  await readTrainingRank(ctx, t, query);
  await sleep(LATE_COMMIT_MS + 200);
  const pages = Math.ceil(kept.board.rows.length / PAGE);
  const reads = await sampleTimes(READS, () => readTrainingRank(ctx, t, { ...query, currentPage: 1 + Math.floor(next() * pages) }));
  const readP50 = percentile(reads, 50);
  const readP99 = percentile(reads, 99);
  console.log(`page-of-30 read with its sync queries (${READS} reads of random pages): p50 ${ms(readP50)} ms, p99 ${ms(readP99)} ms`);

  const live = await readsWhileVerdictsArrive(db, ids, pick, READS / 2, () =>
    readTrainingRank(ctx, t, { ...query, currentPage: 1 + Math.floor(next() * pages) }),
  );
  console.log(
    `page-of-30 read while verdicts arrive (1 in 5 reads): p50 ${ms(percentile(live, 50))} ms, p99 ${ms(percentile(live, 99))} ms`,
  );

  const uids = kept.board.rows.map((r) => r.uid);
  const progress: number[] = [];
  for (let i = 0; i < PROGRESS_READS; i++) {
    const [, ms1] = await timed(() => trainingProgress(db, [t.id], pick(uids)));
    progress.push(ms1);
  }
  const progressMs = median(progress);
  console.log(`progress of one user (${PROGRESS_READS} users): median ${ms(progressMs)} ms`);

  const keptFirst = (await readTrainingRank(ctx, t, query)).records.map((r) => r.uid);
  const naive: number[] = [];
  let naiveFirst: string[] = [];
  for (let i = 0; i < NAIVE_READS; i++) {
    const [rows, ms1] = await timed(() => naiveRead(db, t, i === 0 ? 1 : 1 + Math.floor(next() * pages)));
    if (i === 0) naiveFirst = rows;
    naive.push(ms1);
  }
  const naiveMs = median(naive);
  const same = JSON.stringify(naiveFirst) === JSON.stringify(keptFirst);
  console.log(
    `naive recompute per read (${NAIVE_READS} reads): median ${ms(naiveMs)} ms (first page ${same ? 'matches' : 'DIFFERS from'} the kept rank)`,
  );
  console.log(`reads are ${Math.round(naiveMs / readP50)}x faster than the naive recompute`);

  console.log(
    `training: rank page read p50 ${ms(readP50)} ms p99 ${ms(readP99)} ms; update median ${ms(updateMs)} ms; progress for one user ${ms(progressMs)} ms; naive recompute per read ${ms(naiveMs)} ms`,
  );
});
