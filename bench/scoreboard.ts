/**
 * The kept contest scoreboard against recomputing it per read, on the embedded database: a contest
 * of BENCH_SB_USERS (2,000) participants, 13 problems and BENCH_SB_SUBMISSIONS (100,000) judged
 * submissions. Measures applying one changed submission to the kept board, reading a page of 50
 * through readContestRank (its sync query included), a full rebuild from the database, and the
 * naive way: every record of the contest selected, the whole board computed and sorted, per read;
 * and a virtual run's board, built per read from the kept boards. Prints numbers; asserts nothing.
 *
 *   npm run bench -- scoreboard
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { ACM_PENALTY_SECONDS, JudgeStatus, type ContestRankVO } from '@arbiter/contract';
import type { Db } from '../apps/server/src/db/client.ts';
import { judge } from '../apps/server/src/db/schema.ts';
import type { ContestRow } from '../apps/server/src/modules/contest/access.ts';
import { LATE_COMMIT_MS, readContestRank, rebuildContestBoards } from '../apps/server/src/modules/contest/scoreboard/index.ts';
import { pageOf } from '../apps/server/src/modules/contest/scoreboard/assemble.ts';
import { keptBoards } from '../apps/server/src/modules/contest/scoreboard/kept.ts';
import { VirtualBoardKeeper, virtualBoards } from '../apps/server/src/modules/contest/scoreboard/virtual-board.ts';
import { median, ms, percentile, rowsOf, readsWhileVerdictsArrive, sampleTimes, seededPicker, timed } from './load.ts';
import { withEmbeddedApp } from './embedded.ts';
import { fillEndedContest } from './ended-contest.ts';

const USERS = Number(process.env.BENCH_SB_USERS ?? 2000);
const SUBMISSIONS = Number(process.env.BENCH_SB_SUBMISSIONS ?? 100_000);
const PROBLEMS = 13;
const CHANGES = Number(process.env.BENCH_SB_CHANGES ?? 2000);
const READS = Number(process.env.BENCH_SB_READS ?? 2000);
const NAIVE_READS = Number(process.env.BENCH_SB_NAIVE_READS ?? 30);
const PAGE = 50;
const VIRTUAL_READS = Number(process.env.BENCH_SB_VIRTUAL_READS ?? 30);

const { next, pick } = seededPicker(2024);

interface NaiveRecord {
  uid: string;
  username: string;
  realname: string | null;
  nickname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  display_id: string;
  status: number;
  submit_time: Date | string;
}

/** The way the original system answers a board read: every record, the whole board computed and sorted, then one page cut. */
async function naiveRead(db: Db, c: ContestRow, currentPage: number): Promise<unknown[]> {
  const res = await db.execute(sql`
    select j.uid, u.username, u.realname, u.nickname, u.school, u.gender, u.avatar, cp.display_id, j.status, j.submit_time
    from judge j
    join contest_problem cp on cp.cid = j.cid and cp.pid = j.pid
    join problem p on p.id = j.pid and p.auth <> 2
    join user_info u on u.uuid = j.uid
    where j.cid = ${c.id} and j.status not in (5, 6, 7, 9) and j.submit_time >= ${c.startTime.toISOString()}
      and j.submit_time < ${c.endTime.toISOString()} and j.uid <> ${c.uid ?? ''} and u.role_id <> 1000
    order by j.submit_time`);
  const start = c.startTime.getTime();
  const stars = new Set(c.starAccount);
  type Cell = { isAC: boolean; ACTime: number | null; errorNum: number; isFirstAC: boolean };
  type NaiveRow = NaiveRecord & { ac: number; total: number; totalTime: number; rank: number; cells: Record<string, Cell> };
  const rows = new Map<string, NaiveRow>();
  const firstAc = new Map<string, number>();
  for (const r of rowsOf<NaiveRecord>(res)) {
    let row = rows.get(r.uid);
    if (!row) rows.set(r.uid, (row = { ...r, ac: 0, total: 0, totalTime: 0, rank: 0, cells: {} }));
    row.total += 1;
    const time = Math.floor((new Date(r.submit_time).getTime() - start) / 1000);
    const cell = (row.cells[r.display_id] ??= { isAC: false, ACTime: null, errorNum: 0, isFirstAC: false });
    if (cell.isAC) continue;
    if (r.status === JudgeStatus.ACCEPTED) {
      cell.isAC = true;
      cell.ACTime = time;
      row.ac += 1;
      row.totalTime += cell.errorNum * ACM_PENALTY_SECONDS + time;
      if (!firstAc.has(r.display_id) || time < firstAc.get(r.display_id)!) firstAc.set(r.display_id, time);
    } else if ([-3, -1, 1, 2, 3].includes(r.status)) cell.errorNum += 1;
  }
  const ordered = [...rows.values()].sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || (a.uid < b.uid ? -1 : 1));
  let rank = 0;
  let prev: NaiveRow | null = null;
  for (const row of ordered) {
    for (const [displayId, cell] of Object.entries(row.cells))
      cell.isFirstAC = cell.ACTime !== null && firstAc.get(displayId) === cell.ACTime;
    if (stars.has(row.username)) {
      row.rank = -1;
      continue;
    }
    rank += 1;
    row.rank = prev && prev.ac === row.ac && prev.totalTime === row.totalTime ? prev.rank : rank;
    prev = row;
  }
  return ordered.slice((currentPage - 1) * PAGE, currentPage * PAGE);
}

await withEmbeddedApp('scoreboard', async ({ database, ctx }) => {
  const db = database.db;

  const [c, fillMs] = await timed(() => fillEndedContest(db, { users: USERS, submissions: SUBMISSIONS, problems: PROBLEMS }));
  await database.maintain();
  console.log(`scoreboard: ${USERS} users, ${PROBLEMS} problems, ${SUBMISSIONS} submissions filled in ${(fillMs / 1000).toFixed(1)} s`);

  const plan = await db.execute(
    sql`explain select submit_id, uid, pid, status, submit_time, score, time, rev from judge
      where cid = ${c.id} and cid <> 0 and rev >= 1000 and (rev > 1000 or submit_id > 0) order by rev, submit_id limit 50000`,
  );
  console.log(
    `sync query plan: ${rowsOf<{ 'QUERY PLAN': string }>(plan)
      .map((r) => r['QUERY PLAN'].trim())
      .join(' / ')}`,
  );

  const query = { currentPage: 1, limit: PAGE, removeStar: false, containsEnd: false, sealed: false };
  const [, coldMs] = await timed(() => readContestRank(ctx, c, query));
  console.log(`first read (builds the kept board): ${ms(coldMs)} ms`);

  // (3) A full rebuild from the database, the real board sorted.
  const rebuilds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [, t] = await timed(async () => (await rebuildContestBoards(db, c)).view('real').size);
    rebuilds.push(t);
  }
  const rebuildMs = median(rebuilds);
  console.log(`full rebuild from the database (median of 5): ${ms(rebuildMs)} ms`);

  // (1) Changed submissions applied to the kept boards (all three views kept): verdict flips, rejudges to pending, new verdicts.
  const kept = await keptBoards(ctx, c);
  for (const view of ['real', 'end', 'sealed'] as const) kept.boards.view(view);
  const statuses = await db.select({ id: judge.submitId, status: judge.status }).from(judge).where(eq(judge.cid, c.id));
  const ids = statuses.map((r) => r.id);
  const statusOf = new Map(statuses.map((r) => [r.id, r.status]));
  const updates: number[] = [];
  const derives: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const id = pick(ids);
    const was = statusOf.get(id)!;
    const roll = next();
    const status =
      roll < 0.6
        ? was === JudgeStatus.ACCEPTED
          ? JudgeStatus.WRONG_ANSWER
          : JudgeStatus.ACCEPTED
        : roll < 0.8
          ? JudgeStatus.PENDING
          : pick([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.COMPILE_ERROR]);
    statusOf.set(id, status);
    const [row] = await db.update(judge).set({ status }).where(eq(judge.submitId, id)).returning({
      submitId: judge.submitId,
      uid: judge.uid,
      username: judge.username,
      pid: judge.pid,
      status: judge.status,
      submitTime: judge.submitTime,
      score: judge.score,
      time: judge.time,
    });
    const [, t] = await timed(() => kept.boards.apply(row!));
    updates.push(t);
    // What the next read pays once after a change: ranks, first blood and awards in one pass.
    const [, d] = await timed(() => kept.boards.view('real').derive());
    derives.push(d);
  }
  const updateMs = median(updates);
  console.log(
    `update: apply one changed submission (${CHANGES} changes, 3 views kept): median ${ms(updateMs)} ms, p99 ${ms(
      percentile(
        [...updates].sort((a, b) => a - b),
        99,
      ),
    )} ms; derive pass after it: median ${ms(median(derives))} ms`,
  );

  // Reads settle after the late-commit window (rows changed within it are read again by each sync).
  await readContestRank(ctx, c, query);
  await sleep(LATE_COMMIT_MS + 200);
  const pages = Math.ceil(kept.boards.view('real').size / PAGE);
  const uids = kept.boards.view('real').rows.map((r) => r.uid);
  const reads = await sampleTimes(READS, () =>
    readContestRank(ctx, c, { ...query, currentPage: 1 + Math.floor(next() * pages), pinnedUids: [pick(uids)] }),
  );
  const readP50 = percentile(reads, 50);
  const readP99 = percentile(reads, 99);
  console.log(`page-of-50 read with its sync query (${READS} reads of random pages): p50 ${ms(readP50)} ms, p99 ${ms(readP99)} ms`);

  const live = await readsWhileVerdictsArrive(db, ids, pick, READS / 2, () =>
    readContestRank(ctx, c, { ...query, currentPage: 1 + Math.floor(next() * pages) }),
  );
  console.log(
    `page-of-50 read while verdicts arrive (1 in 5 reads): p50 ${ms(percentile(live, 50))} ms, p99 ${ms(percentile(live, 99))} ms`,
  );

  const keptPage = (await readContestRank(ctx, c, { ...query, currentPage: 1 })).page.records as ContestRankVO[];
  // (4) The naive recompute per read, on the same data in the same process.
  const naive: number[] = [];
  let naiveFirst: unknown[] = [];
  for (let i = 0; i < NAIVE_READS; i++) {
    const [rows, t] = await timed(() => naiveRead(db, c, i === 0 ? 1 : 1 + Math.floor(next() * pages)));
    if (i === 0) naiveFirst = rows;
    naive.push(t);
  }
  const naiveMs = median(naive);
  const same = JSON.stringify((naiveFirst as { uid: string }[]).map((r) => r.uid)) === JSON.stringify(keptPage.map((r) => r.uid));
  console.log(
    `naive recompute per read (${NAIVE_READS} reads): median ${ms(naiveMs)} ms (first page ${same ? 'matches' : 'DIFFERS from'} the kept board)`,
  );
  console.log(`reads are ${Math.round(naiveMs / readP50)}x faster than the naive recompute`);

  // (5) A virtual run's board at a random elapsed time, built fresh (a first read), then kept and
  // moved on by 30 s per read (what a run's tab asks while its clock goes), as scoreboard/virtual-board.ts does.
  const runUid = 'virtual-bench-user';
  const runAt = (elapsedSec: number) => ({ uid: runUid, startMs: Date.now() - elapsedSec * 1000, elapsedSec, rows: [] });
  const pageOfRun = (boards: ReturnType<typeof virtualBoards>) =>
    pageOf(boards.view('real'), { currentPage: 1, limit: PAGE, removeStar: false, pinnedUids: [runUid] });
  const fresh: number[] = [];
  const moved: number[] = [];
  const keeper = new VirtualBoardKeeper();
  for (let i = 0; i < VIRTUAL_READS; i++) {
    const elapsedSec = Math.floor(next() * (c.duration - 600));
    fresh.push((await timed(() => pageOfRun(virtualBoards(kept.boards, runAt(elapsedSec)))))[1]);
    keeper.boardOf(i, kept.boards, runAt(elapsedSec));
    moved.push((await timed(() => pageOfRun(keeper.boardOf(i, kept.boards, runAt(elapsedSec + 30)))))[1]);
  }
  const virtualMs = median(moved);
  console.log(
    `virtual run's board (${VIRTUAL_READS} runs at random elapsed times): first read median ${ms(median(fresh))} ms; kept and moved on 30 s, median ${ms(virtualMs)} ms, max ${ms(Math.max(...moved))} ms`,
  );

  console.log(
    `scoreboard: update median ${ms(updateMs)} ms; page-of-50 read p50 ${ms(readP50)} ms p99 ${ms(readP99)} ms; full rebuild ${ms(rebuildMs)} ms; naive recompute per read ${ms(naiveMs)} ms; virtual board read ${ms(virtualMs)} ms`,
  );
});
