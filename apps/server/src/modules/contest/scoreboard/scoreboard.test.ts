import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardType, ContestType, JudgeStatus, type ACMContestRankVO, type OIContestRankVO } from '@arbiter/contract';
import { contest, contestProblem, judge, userInfo } from '../../../db/schema.ts';
import pg from 'pg';
import { TEST_DB, startTestServer, type TestServer } from '../../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../../test/fixtures.ts';
import { addProblem } from '../../../../test/problems.ts';
import { loadContest, type ContestRow } from '../access.ts';
import { LATE_COMMIT_MS, allRankRows, contestProblemCounts, readContestRank, rebuildContestBoards, type BoardQuery } from './index.ts';
import { keptBoards } from './kept.ts';
import { watermark } from '../../../store/kept.ts';
import { loadSubmissions } from './load.ts';
import { snapshot } from './test-fixtures.ts';

/**
 * The kept boards against the database: judge rows written the way judging, rejudges, manual
 * judging and cancels write them, read back through readContestRank, always equal to a rebuild.
 */

const S = JudgeStatus;
const MIN = 60_000;
let server: TestServer;
let users: Record<string, TestUser>;
let pids: { a: number; b: number; hidden: number };
let rootUid: string;

beforeAll(async () => {
  server = await startTestServer();
  users = {};
  for (const name of ['sb-amy', 'sb-ben', 'sb-cat', 'sb-dan', 'sb-star', 'sb-owner']) users[name] = await addUser(server, name);
  await updateUser(server, users['sb-amy']!.uid, {
    school: 'North High',
    realname: 'Amy A',
    nickname: 'Ames',
    avatar: '/a.png',
    gender: 'female',
  });
  await updateUser(server, users['sb-ben']!.uid, { school: 'South High' });
  const root = await server.ctx.db.select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.username, 'root'));
  rootUid = root[0]!.uid;
  pids = {
    a: await addProblem(server, { problemId: 'SB-A', cases: [] }),
    b: await addProblem(server, { problemId: 'SB-B', cases: [] }),
    hidden: await addProblem(server, { problemId: 'SB-H', cases: [], auth: 2 }),
  };
});
afterAll(async () => {
  await server.close();
});

/** A contest that ended ten minutes ago after five hours, sealed for its last hour, with its problems. */
async function addContest(patch: Partial<typeof contest.$inferInsert> = {}): Promise<ContestRow> {
  const end = Date.now() - 10 * MIN;
  const start = end - 300 * MIN;
  const rows = await server.ctx.db
    .insert(contest)
    .values({
      title: 'Board test',
      uid: users['sb-owner']!.uid,
      startTime: new Date(start),
      endTime: new Date(end),
      duration: 300 * 60,
      sealRank: true,
      sealRankTime: new Date(end - 60 * MIN),
      allowEndSubmit: true,
      starAccount: ['sb-star'],
      ...patch,
    })
    .returning({ id: contest.id });
  const cid = rows[0]!.id;
  await server.ctx.db.insert(contestProblem).values([
    { cid, pid: pids.b, displayId: 'B', displayTitle: 'Second' },
    { cid, pid: pids.a, displayId: 'A', displayTitle: 'First' },
    { cid, pid: pids.hidden, displayId: 'C', displayTitle: 'Hidden' },
  ]);
  return (await loadContest(server.ctx.db, cid))!;
}

/** A contest submission `min` minutes (and `sec` seconds) after the start, written as judging leaves it. */
async function submit(
  c: ContestRow,
  who: string,
  pid: number,
  status: number,
  min: number,
  extra: { sec?: number; score?: number | null; time?: number | null } = {},
): Promise<number> {
  const user = users[who] ?? { uid: rootUid, username: 'root' };
  const rows = await server.ctx.db
    .insert(judge)
    .values({
      pid,
      displayPid: `SB-${pid}`,
      uid: user.uid,
      username: user.username,
      status,
      code: 'int main() {}',
      language: 'C++',
      cid: c.id,
      submitTime: new Date(c.startTime.getTime() + min * MIN + (extra.sec ?? 0) * 1000),
      score: extra.score ?? null,
      time: extra.time ?? 10,
      memory: 1024,
    })
    .returning({ submitId: judge.submitId });
  return rows[0]!.submitId;
}

const setJudge = (submitId: number, patch: Partial<typeof judge.$inferInsert>) =>
  server.ctx.db.update(judge).set(patch).where(eq(judge.submitId, submitId));

const query = (patch: Partial<BoardQuery> = {}): BoardQuery => ({
  currentPage: 1,
  limit: 50,
  removeStar: false,
  containsEnd: false,
  sealed: false,
  ...patch,
});
const acmRows = async (c: ContestRow, patch: Partial<BoardQuery> = {}) =>
  (await readContestRank(server.ctx, c, query(patch))).page.records as ACMContestRankVO[];
const rowOf = async (c: ContestRow, who: string, patch: Partial<BoardQuery> = {}) =>
  (await acmRows(c, patch)).find((r) => r.username === who);

/** The kept boards (synced as a read syncs them) equal boards rebuilt from the database, in every view. */
async function expectEqualToRebuild(c: ContestRow): Promise<void> {
  const kept = await keptBoards(server.ctx, c);
  expect(snapshot(kept.boards)).toEqual(snapshot(await rebuildContestBoards(server.ctx.db, c)));
}

describe('an ACM board kept in step with the database', () => {
  let c: ContestRow;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    c = await addContest({ awardType: AwardType.COUNT, awardConfig: [award(2, 'Silver', 5), award(1, 'Gold', 1)] });
    ids.amyWa = await submit(c, 'sb-amy', pids.a, S.WRONG_ANSWER, 10);
    ids.amyAc = await submit(c, 'sb-amy', pids.a, S.ACCEPTED, 30);
    ids.amyCe = await submit(c, 'sb-amy', pids.b, S.COMPILE_ERROR, 40);
    ids.benAc = await submit(c, 'sb-ben', pids.a, S.ACCEPTED, 20);
    ids.benB = await submit(c, 'sb-ben', pids.b, S.ACCEPTED, 100);
    ids.catPending = await submit(c, 'sb-cat', pids.a, S.PENDING, 50);
    ids.starAc = await submit(c, 'sb-star', pids.a, S.ACCEPTED, 5);
    ids.danHidden = await submit(c, 'sb-dan', pids.hidden, S.ACCEPTED, 5);
    ids.danEarly = await submit(c, 'sb-dan', pids.a, S.ACCEPTED, -1);
    ids.ownerAc = await submit(c, 'sb-owner', pids.a, S.ACCEPTED, 1);
    ids.rootAc = await submit(c, 'root', pids.a, S.ACCEPTED, 1);
    ids.amySealed = await submit(c, 'sb-amy', pids.b, S.ACCEPTED, 250);
    ids.benAfter = await submit(c, 'sb-ben', pids.a, S.WRONG_ANSWER, 305);
  });

  it('reads the board: identities, ranks, stars, awards, first blood; the creator, roots, hidden problems and early records left out', async () => {
    const { page } = await readContestRank(server.ctx, c, query());
    expect(page).toMatchObject({ total: 3, size: 50, current: 1, pages: 1 });
    const rows = page.records as ACMContestRankVO[];
    expect(rows.map((r) => [r.username, r.rank, r.ac, r.total, r.totalTime, r.awardName])).toEqual([
      ['sb-ben', 1, 2, 2, 20 * 60 + 100 * 60, 'Gold'],
      ['sb-amy', 2, 2, 4, 1200 + 30 * 60 + 250 * 60, 'Silver'],
      ['sb-star', -1, 1, 1, 5 * 60, null],
    ]);
    expect(rows[1]).toMatchObject({
      uid: users['sb-amy']!.uid,
      realname: 'Amy A',
      nickname: 'Ames',
      school: 'North High',
      gender: 'female',
      avatar: '/a.png',
      isWinAward: true,
      awardBackground: '#b',
      awardColor: '#fff',
    });
    expect(rows[1]!.submissionInfo).toEqual({
      A: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 30 * 60, errorNum: 1, tryNum: 0 },
      B: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 250 * 60, errorNum: 0, tryNum: 0 },
    });
    // First blood counts star users too.
    expect(rows[2]!.submissionInfo.A!.isFirstAC).toBe(true);
    expect(rows[0]!.submissionInfo.B!.isFirstAC).toBe(true);
    await expectEqualToRebuild(c);
  });

  it('serves the sealed and after-end views and their problem counts', async () => {
    const sealed = await rowOf(c, 'sb-amy', { sealed: true });
    expect(sealed).toMatchObject({ ac: 1, total: 4 });
    expect(sealed!.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 });
    const withEnd = await rowOf(c, 'sb-ben', { containsEnd: true });
    expect(withEnd).toMatchObject({ ac: 2, total: 3 });
    const counts = (view: { sealed: boolean; containsEnd: boolean }) =>
      contestProblemCounts(server.ctx, c, view).then((m) => Object.fromEntries(m));
    expect(await counts({ sealed: false, containsEnd: false })).toEqual({ [pids.a]: { ac: 3, total: 4 }, [pids.b]: { ac: 2, total: 3 } });
    expect(await counts({ sealed: false, containsEnd: true })).toEqual({ [pids.a]: { ac: 3, total: 5 }, [pids.b]: { ac: 2, total: 3 } });
    expect(await counts({ sealed: true, containsEnd: true })).toEqual({ [pids.a]: { ac: 3, total: 4 }, [pids.b]: { ac: 1, total: 2 } });
    const all = await allRankRows(server.ctx, c, { sealed: false, containsEnd: false, removeStar: true });
    expect(all.map((r) => r.username)).toEqual(['sb-ben', 'sb-amy']);
  });

  it('follows a judge result, a rejudge, a manual judge and a cancel', async () => {
    // The pending submission gets its verdict.
    await setJudge(ids.catPending!, { status: S.ACCEPTED, time: 15, judger: 'host-1' });
    expect(await rowOf(c, 'sb-cat')).toMatchObject({ rank: 3, ac: 1, total: 1, totalTime: 50 * 60 });
    await expectEqualToRebuild(c);

    // A rejudge puts ben's first AC back to pending: he falls behind amy and cat.
    await setJudge(ids.benAc!, { status: S.PENDING, time: null, memory: null, score: null, judger: '', version: 1 });
    expect((await acmRows(c)).map((r) => [r.username, r.rank, r.ac])).toEqual([
      ['sb-amy', 1, 2],
      ['sb-star', -1, 1],
      ['sb-cat', 2, 1],
      ['sb-ben', 3, 1],
    ]);
    await expectEqualToRebuild(c);

    // Its new verdict is Wrong Answer.
    await setJudge(ids.benAc!, { status: S.WRONG_ANSWER, time: 12, judger: 'host-2' });
    expect(await rowOf(c, 'sb-ben')).toMatchObject({ ac: 1, total: 2 });

    // An admin judges amy's compile error by hand as a wrong answer: now it costs her 20 minutes on B.
    await setJudge(ids.amyCe!, { status: S.WRONG_ANSWER, isManual: true, judger: 'root' });
    expect(await rowOf(c, 'sb-amy')).toMatchObject({ totalTime: 1200 + 30 * 60 + 1200 + 250 * 60 });

    // A cancelled wrong answer is no longer a try.
    await setJudge(ids.amyWa!, { status: S.CANCELLED, isManual: true, judger: 'root' });
    expect(await rowOf(c, 'sb-amy')).toMatchObject({ ac: 2, total: 4, totalTime: 30 * 60 + 1200 + 250 * 60 });
    await expectEqualToRebuild(c);

    // A brand-new submission of a new user.
    await submit(c, 'sb-dan', pids.b, S.ACCEPTED, 2);
    expect(await rowOf(c, 'sb-dan')).toMatchObject({ rank: 2, ac: 1, totalTime: 120 });
    expect((await rowOf(c, 'sb-dan'))!.submissionInfo.B!.isFirstAC).toBe(true);
    await expectEqualToRebuild(c);
  });

  it('changes the etag only when the answer could change', async () => {
    const etag = async (patch: Partial<BoardQuery> = {}) => (await readContestRank(server.ctx, c, query(patch))).etag;
    const first = await etag();
    expect(await etag()).toBe(first);

    // Other queries get other etags.
    const others = [
      await etag({ currentPage: 2 }),
      await etag({ limit: 10 }),
      await etag({ keyword: 'north' }),
      await etag({ removeStar: true }),
      await etag({ sealed: true }),
      await etag({ containsEnd: true }),
      await etag({ pinnedUids: [users['sb-amy']!.uid] }),
    ];
    expect(new Set([first, ...others]).size).toBe(others.length + 1);

    // A change on another contest, or one outside this view (after the end), leaves it alone.
    const other = await addContest();
    await submit(other, 'sb-amy', pids.a, S.ACCEPTED, 1);
    await submit(c, 'sb-cat', pids.b, S.ACCEPTED, 301);
    expect(await etag()).toBe(first);
    const endEtag = await etag({ containsEnd: true });
    expect(endEtag).not.toBe(others[5]);

    // A verdict that changes the board changes it.
    const id = await submit(c, 'sb-cat', pids.b, S.PENDING, 60);
    expect(await etag()).toBe(first);
    await setJudge(id, { status: S.WRONG_ANSWER });
    const changed = await etag();
    expect(changed).not.toBe(first);
    // The same state written again (a repeated result) changes nothing.
    await setJudge(id, { status: S.WRONG_ANSWER });
    expect(await etag()).toBe(changed);
  });

  it('rebuilds when the contest version moves (settings changed)', async () => {
    await server.ctx.db
      .update(contest)
      .set({ starAccount: [], version: sql`${contest.version} + 1` })
      .where(eq(contest.id, c.id));
    const before = await etagOf(c);
    c = (await loadContest(server.ctx.db, c.id))!;
    const rows = await acmRows(c);
    // No longer a star: ranked between dan (2) and cat.
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['sb-amy', 1],
      ['sb-dan', 2],
      ['sb-star', 3],
      ['sb-cat', 4],
      ['sb-ben', 5],
    ]);
    expect(await etagOf(c)).not.toBe(before);
    await expectEqualToRebuild(c);
  });

  it('picks up a submission whose transaction committed after a later revision was read', async () => {
    // Reserve a revision, let a later one be read, then let the earlier one "commit".
    const late = await reserveRevision();
    await submit(c, 'sb-ben', pids.b, S.WRONG_ANSWER, 200);
    await acmRows(c);
    await insertWithRevision(c, 'sb-cat', pids.b, S.ACCEPTED, 70, late);
    expect(await rowOf(c, 'sb-cat')).toMatchObject({ ac: 2 });
    await expectEqualToRebuild(c);
  });

  // Real concurrency needs a second connection: PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(TEST_DB === 'postgres')('sees a real transaction that took its revision first and committed last', async () => {
    const other = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      const user = users['sb-ben']!;
      await other.query(
        `insert into judge (pid, display_pid, uid, username, status, language, cid, submit_time, time)
         values ($1, 'SB-A', $2, $3, $4, 'C++', $5, $6, 10)`,
        [pids.a, user.uid, user.username, S.ACCEPTED, c.id, new Date(c.startTime.getTime() + 25 * MIN)],
      );
      // A later revision commits and is read while the first transaction is still open.
      await submit(c, 'sb-cat', pids.a, S.WRONG_ANSWER, 200);
      const before = await rowOf(c, 'sb-ben');
      expect(before).toMatchObject({ ac: 1 });
      await other.query('commit');
      expect(await rowOf(c, 'sb-ben')).toMatchObject({ ac: 2, total: before!.total + 1 });
      await expectEqualToRebuild(c);
    } finally {
      await other.end();
    }
  });

  it('finds a submission that committed just after the full read of a build, once the late-commit window has passed', async () => {
    await server.ctx.db
      .update(contest)
      .set({ version: sql`${contest.version} + 1` })
      .where(eq(contest.id, c.id));
    c = (await loadContest(server.ctx.db, c.id))!;
    const late = await reserveRevision();
    await submit(c, 'sb-dan', pids.a, S.WRONG_ANSWER, 200);
    // The build reads everything committed, up to the revision after `late`.
    const built = await rowOf(c, 'sb-dan');
    await insertWithRevision(c, 'sb-dan', pids.a, S.ACCEPTED, 100, late);
    expect(await rowOf(c, 'sb-dan')).toEqual(built);
    await new Promise((resolve) => setTimeout(resolve, LATE_COMMIT_MS + 200));
    expect(await rowOf(c, 'sb-dan')).toMatchObject({ ac: 2 });
    await expectEqualToRebuild(c);
  });
});

describe('the sync watermark', () => {
  it('stays on the highest revision seen at least the late-commit window ago', () => {
    const k = {
      history: [
        { at: 0, rev: 10 },
        { at: 1000, rev: 20 },
        { at: 2500, rev: 30 },
      ],
    };
    expect(watermark(k, 2000)).toBe(10);
    expect(watermark(k, 1000 + LATE_COMMIT_MS)).toBe(20);
    expect(k.history).toHaveLength(2);
    expect(watermark(k, 2500 + LATE_COMMIT_MS - 1)).toBe(20);
    expect(watermark(k, 2500 + LATE_COMMIT_MS)).toBe(30);
    expect(k.history).toEqual([{ at: 2500, rev: 30 }]);
  });
});

describe('loading submissions', () => {
  it('reads in chunks without losing or repeating rows, even rows sharing a revision', async () => {
    const c = await addContest();
    for (let i = 0; i < 5; i++) await submit(c, 'sb-amy', pids.a, S.WRONG_ANSWER, i);
    // Rows written before revisions existed all carry 0.
    for (let i = 0; i < 3; i++) await insertWithRevision(c, 'sb-ben', pids.a, S.ACCEPTED, 10 + i, 0);
    const whole = await loadSubmissions(server.ctx.db, c.id, -1);
    expect(whole).toHaveLength(8);
    expect(await loadSubmissions(server.ctx.db, c.id, -1, undefined, 2)).toEqual(whole);
    const highest = whole[whole.length - 1]!.rev;
    expect((await loadSubmissions(server.ctx.db, c.id, 0, highest - 1, 2)).map((r) => r.rev)).toEqual(whole.slice(3, 7).map((r) => r.rev));
    expect(whole[3]).toMatchObject({ uid: users['sb-amy']!.uid, pid: pids.a, status: S.WRONG_ANSWER, score: null, time: 10 });
    expect(whole[3]!.submitTime.getTime()).toBe(c.startTime.getTime());
  });
});

describe('an OI board', () => {
  it('keeps Recent and Highest scores and the fastest accepted times in step', async () => {
    const c = await addContest({ type: ContestType.OI, oiRankScoreType: 'Highest', sealRank: false, sealRankTime: null });
    await submit(c, 'sb-amy', pids.a, S.PARTIAL_ACCEPTED, 10, { score: 60, time: 30 });
    const full = await submit(c, 'sb-amy', pids.a, S.ACCEPTED, 20, { score: 100, time: 250 });
    await submit(c, 'sb-amy', pids.b, S.PARTIAL_ACCEPTED, 30, { score: 40 });
    await submit(c, 'sb-ben', pids.a, S.ACCEPTED, 40, { score: 100, time: 90 });
    await submit(c, 'sb-ben', pids.b, S.PARTIAL_ACCEPTED, 50, { score: 40 });
    const rows = async () => (await readContestRank(server.ctx, c, query())).page.records as OIContestRankVO[];
    expect((await rows()).map((r) => [r.username, r.rank, r.totalScore, r.totalTime, r.submissionInfo, r.timeInfo])).toEqual([
      ['sb-ben', 1, 140, 90, { A: 100, B: 40 }, { A: 90 }],
      ['sb-amy', 2, 140, 250, { A: 100, B: 40 }, { A: 250 }],
    ]);
    // A rejudge takes amy's full score away: her best is now 60.
    await setJudge(full, { status: S.PENDING, score: null, time: null });
    expect((await rows()).map((r) => [r.username, r.totalScore, r.totalTime])).toEqual([
      ['sb-ben', 140, 90],
      ['sb-amy', 100, 0],
    ]);
    await expectEqualToRebuild(c);
  });
});

/** Takes the next revision now, as a transaction does at its insert or update, to use it later. */
async function reserveRevision(): Promise<number> {
  // Both drivers answer a raw query with `rows`.
  const res = (await server.ctx.db.execute(sql`select nextval('judge_rev_seq')::text as rev`)) as unknown as { rows: { rev: string }[] };
  return Number(res.rows[0]!.rev);
}

function award(priority: number, name: string, num: number) {
  return { priority, name, background: name === 'Gold' ? '#g' : '#b', color: '#fff', num };
}

async function etagOf(c: ContestRow): Promise<string> {
  return (await readContestRank(server.ctx, c, query())).etag;
}

/** Writes a contest submission carrying an old revision, as a transaction that took it long ago and commits now. */
async function insertWithRevision(c: ContestRow, who: string, pid: number, status: number, min: number, rev: number): Promise<void> {
  await server.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table judge disable trigger judge_rev`);
    const user = users[who]!;
    await tx.insert(judge).values({
      pid,
      displayPid: `SB-${pid}`,
      uid: user.uid,
      username: user.username,
      status,
      code: '',
      language: 'C++',
      cid: c.id,
      submitTime: new Date(c.startTime.getTime() + min * MIN),
      time: 10,
      rev,
    });
    await tx.execute(sql`alter table judge enable trigger judge_rev`);
  });
}

describe('a profile change on a kept board', () => {
  it('shows the new name and school without a rebuild, and a new username can make a row a star row', async () => {
    const c = await addContest({ sealRank: false, starAccount: ['sb-starred'] });
    await submit(c, 'sb-cat', pids.a, S.ACCEPTED, 5);
    await submit(c, 'sb-dan', pids.a, S.ACCEPTED, 9);
    expect(await rowOf(c, 'sb-cat')).toMatchObject({ rank: 1, school: null });
    const kept = await keptBoards(server.ctx, c);

    await updateUser(server, users['sb-cat']!.uid, { school: 'East High', realname: 'Cat C' });
    await expect.poll(async () => (await rowOf(c, 'sb-cat'))?.school, { timeout: 15_000 }).toBe('East High');
    expect(await rowOf(c, 'sb-cat')).toMatchObject({ realname: 'Cat C', rank: 1 });

    await updateUser(server, users['sb-cat']!.uid, { username: 'sb-starred' });
    await expect.poll(async () => (await rowOf(c, 'sb-starred'))?.rank, { timeout: 15_000 }).toBe(-1);
    expect(await rowOf(c, 'sb-dan')).toMatchObject({ rank: 1 });
    // Followed, not rebuilt: the same kept boards answer.
    expect(await keptBoards(server.ctx, c)).toBe(kept);
    await updateUser(server, users['sb-cat']!.uid, { username: 'sb-cat' });
  });
});
