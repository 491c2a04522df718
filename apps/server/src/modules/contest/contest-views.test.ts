import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addCases } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { HOUR_MS, MINUTE_MS, addContest, addContestJudged, addContestProblem, registerFor } from './test-fixtures.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, SUBMITTED_UNKNOWN_RESULT: UNKNOWN, NOT_SUBMITTED: NS } = JudgeStatus;

let server: TestServer;
let creator: TestUser;
let root: TestUser;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let p1: number;
let p2: number;
const ids: Record<string, number> = {};
/** Submissions by name: s* in the sealed ACM contest, o* in the sealed OI contest. */
const subs: Record<string, number> = {};

const NOW = Date.now();
const START = new Date(NOW - 2 * HOUR_MS);
const END = new Date(NOW + HOUR_MS);
const SEAL = new Date(NOW - 30 * MINUTE_MS);
const beforeSeal = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS);
const afterSeal = (minutesAgo: number) => new Date(NOW - minutesAgo * MINUTE_MS);

beforeAll(async () => {
  server = await startTestServer();
  creator = await addUser(server, 'cv-creator', { role: Role.ADMIN });
  root = await addUser(server, 'cv-root', { role: Role.ROOT });
  alice = await addUser(server, 'cv-alice');
  bob = await addUser(server, 'cv-bob');
  stranger = await addUser(server, 'cv-stranger');
  p1 = await addProblem(server, { problemId: 'CV1', cases: [{ input: '1\n', output: '1\n' }], auth: 3, difficulty: 2 });
  p2 = await addProblem(server, { problemId: 'CV2', cases: [{ input: '2\n', output: '2\n' }], auth: 3 });
  const sealed = { uid: creator.uid, author: creator.username, startTime: START, endTime: END, sealRank: true, sealRankTime: SEAL };
  ids.acm = await addContest(server, { ...sealed, title: 'Sealed ACM', openRank: true });
  ids.oi = await addContest(server, { ...sealed, title: 'Sealed OI', type: 1 });
  ids.oiDone = await addContest(server, { uid: creator.uid, title: 'Finished OI', type: 1, state: 'ended' });
  ids.late = await addContest(server, { uid: creator.uid, title: 'Late ACM', state: 'ended', allowEndSubmit: true });
  ids.priv = await addContest(server, { uid: creator.uid, title: 'Private ACM', auth: ContestAuth.PRIVATE, pwd: 'pw' });
  ids.soon = await addContest(server, { uid: creator.uid, title: 'Soon', state: 'scheduled', openRank: true });
  const cp: Record<string, number> = {};
  for (const key of Object.keys(ids)) {
    cp[`${key}A`] = await addContestProblem(server, ids[key]!, p1, 'A', { displayTitle: 'Alpha', color: '#ff0000' });
    cp[`${key}B`] = await addContestProblem(server, ids[key]!, p2, 'B', { displayTitle: 'Beta' });
  }
  const at = (submitTime: Date, status: number, score?: number) => ({ submitTime, status, score: score ?? null });
  subs.s0 = await addContestJudged(server, creator, ids.acm, cp.acmA!, at(new Date(START.getTime() - 10 * MINUTE_MS), AC));
  subs.s1 = await addContestJudged(server, alice, ids.acm, cp.acmA!, at(beforeSeal(10), WA));
  subs.s2 = await addContestJudged(server, alice, ids.acm, cp.acmA!, at(beforeSeal(20), AC));
  subs.s3 = await addContestJudged(server, bob, ids.acm, cp.acmA!, at(beforeSeal(10), AC));
  subs.s4 = await addContestJudged(server, bob, ids.acm, cp.acmB!, at(afterSeal(10), WA));
  subs.s5 = await addContestJudged(server, alice, ids.acm, cp.acmB!, at(afterSeal(5), AC));
  subs.o1 = await addContestJudged(server, alice, ids.oi, cp.oiA!, at(beforeSeal(10), PA, 40));
  subs.o2 = await addContestJudged(server, alice, ids.oi, cp.oiA!, at(afterSeal(10), AC, 100));
  subs.o3 = await addContestJudged(server, bob, ids.oi, cp.oiA!, at(beforeSeal(10), AC, 100));
  subs.o4 = await addContestJudged(server, bob, ids.oi, cp.oiB!, at(afterSeal(5), PA, 30));
  const doneStart = new Date(NOW - 3 * HOUR_MS);
  subs.d1 = await addContestJudged(server, alice, ids.oiDone, cp.oiDoneA!, at(new Date(doneStart.getTime() + MINUTE_MS), PA, 50));
  const lateEnd = new Date(NOW - HOUR_MS);
  subs.l1 = await addContestJudged(server, alice, ids.late, cp.lateA!, at(new Date(lateEnd.getTime() - 30 * MINUTE_MS), WA));
  subs.l2 = await addContestJudged(server, alice, ids.late, cp.lateA!, at(new Date(lateEnd.getTime() + 10 * MINUTE_MS), AC));
  await registerFor(server, ids.priv, alice.uid);
  subs.v1 = await addContestJudged(server, alice, ids.priv, cp.privA!, at(new Date(NOW - 10 * MINUTE_MS), AC));
  for (const key of ['s2', 'o1', 'd1']) await addCases(server, subs[key]!, [{ status: AC, score: 10, mode: 'default' }]);
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, query: Record<string, string | number | boolean | undefined>, token: string | null = alice.token) =>
  server.call('GET', path, { token, query });
const post = (path: string, body: unknown, token: string | null = alice.token, headers: Record<string, string> = {}) =>
  server.call('POST', path, { token, body, headers });
const list = (query: Record<string, string | number | boolean | undefined>, token: string | null = alice.token) =>
  get('/api/contest-submissions', query, token);
const submitIds = (res: { data: { records: { submitId: number }[] } }) => res.data.records.map((r) => r.submitId);

describe('GET /api/contest-submissions', () => {
  it('hides others’ submissions after the seal of an ACM contest, never the caller’s own', async () => {
    const res = await list({ contestID: ids.acm });
    expect(res.status, res.msg).toBe(200);
    expect(submitIds(res)).toEqual([subs.s5, subs.s2, subs.s3, subs.s1]);
    expect(res.data.total).toBe(4);
    const own = res.data.records.find((r: { submitId: number }) => r.submitId === subs.s5);
    expect(own).toMatchObject({ displayId: 'B', title: 'Beta', status: AC, time: 15, memory: 2048, length: 60 });
    // While it runs, others' time, memory and length are hidden.
    const others = res.data.records.find((r: { submitId: number }) => r.submitId === subs.s3);
    expect(others).toMatchObject({ uid: bob.uid, status: AC, time: null, memory: null, length: null });
  });

  it('shows everything to the contest admins', async () => {
    for (const token of [creator.token, root.token]) {
      const res = await list({ contestID: ids.acm }, token);
      expect(submitIds(res)).toEqual([subs.s5, subs.s4, subs.s2, subs.s3, subs.s1]);
      expect(res.data.records[1]).toMatchObject({ time: 15, memory: 2048, length: 60 });
    }
  });

  it('shows only what was sealed in an OI contest, the caller’s own later ones as unknown', async () => {
    const res = await list({ contestID: ids.oi });
    expect(submitIds(res)).toEqual([subs.o2, subs.o3, subs.o1]);
    expect(res.data.records[0]).toMatchObject({ status: UNKNOWN, score: null, time: null, memory: null });
    expect(res.data.records[2]).toMatchObject({ status: PA, score: 40 });
    // Filtering by status tells no more than the rows show.
    expect(submitIds(await list({ contestID: ids.oi, status: AC }))).toEqual([subs.o3]);
    expect(submitIds(await list({ contestID: ids.oi, status: UNKNOWN }))).toEqual([subs.o2]);
  });

  it('filters by problem display id, author, own submissions and the trial runs before the start', async () => {
    expect(submitIds(await list({ contestID: ids.acm, problemID: 'B', completeProblemID: true }))).toEqual([subs.s5]);
    expect(submitIds(await list({ contestID: ids.acm, problemID: 'a' }))).toEqual([subs.s2, subs.s3, subs.s1]);
    expect(submitIds(await list({ contestID: ids.acm, username: 'BOB' }))).toEqual([subs.s3]);
    expect(submitIds(await list({ contestID: ids.acm, onlyMine: true }))).toEqual([subs.s5, subs.s2, subs.s1]);
    expect(submitIds(await list({ contestID: ids.acm, status: WA }))).toEqual([subs.s1]);
    expect(submitIds(await list({ contestID: ids.acm, beforeContestSubmit: true }))).toEqual([subs.s0]);
    const paged = await list({ contestID: ids.acm, limit: 2, currentPage: 2 });
    expect(submitIds(paged)).toEqual([subs.s3, subs.s1]);
    expect(paged.data).toMatchObject({ total: 4, size: 2, current: 2 });
  });

  it('leaves submissions after the end out unless asked for', async () => {
    expect(submitIds(await list({ contestID: ids.late }))).toEqual([subs.l1]);
    expect(submitIds(await list({ contestID: ids.late, containsEnd: true }))).toEqual([subs.l2, subs.l1]);
  });

  it('refuses a contest closed to the caller, and a missing contest id', async () => {
    expect(await list({ contestID: ids.priv }, stranger.token)).toMatchObject({ status: 403 });
    expect(await list({ contestID: ids.soon })).toMatchObject({ status: 403, msg: 'The contest has not started yet' });
    expect(await list({})).toMatchObject({ http: 400 });
  });
});

describe('POST /api/check-contest-submissions-status', () => {
  it('answers under the same seal rules, without code', async () => {
    const res = await post('/api/check-contest-submissions-status', {
      cid: ids.oi,
      submitIds: [subs.o1, subs.o2, subs.o3, subs.o4, subs.s1],
    });
    expect(
      Object.keys(res.data)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([subs.o1, subs.o2, subs.o3]);
    expect(res.data[subs.o2!]).toMatchObject({ status: UNKNOWN, score: null, code: null });
    expect(res.data[subs.o3!]).toMatchObject({ status: AC, time: null, code: null });
    expect(res.data[subs.o1!]).toMatchObject({ status: PA, score: 40, time: 15, code: null, errorMessage: null });
    const admin = await post('/api/check-contest-submissions-status', { cid: ids.oi, submitIds: [subs.o2, subs.o4] }, creator.token);
    expect(admin.data[subs.o2!]).toMatchObject({ status: AC, score: 100 });
    expect(admin.data[subs.o4!]).toMatchObject({ status: PA, score: 30 });
  });

  it('needs the contest and login', async () => {
    expect(await post('/api/check-contest-submissions-status', { submitIds: [subs.o1] })).toMatchObject({
      http: 400,
      msg: 'The contest id is required',
    });
    expect((await post('/api/check-contest-submissions-status', { cid: ids.oi, submitIds: [] }, null)).http).toBe(401);
    expect(await post('/api/check-contest-submissions-status', { cid: ids.priv, submitIds: [subs.v1] }, stranger.token)).toMatchObject({
      status: 403,
    });
  });
});

describe('GET /api/get-submission-detail of contest submissions', () => {
  const detail = (key: string, token: string | null = alice.token) => get('/api/get-submission-detail', { submitId: subs[key] }, token);

  it('shows only a submitted mark for results sealed from the caller', async () => {
    expect((await detail('o4')).data).toEqual({ submission: { status: UNKNOWN }, codeShare: false });
    expect((await detail('o2')).data).toEqual({ submission: { status: UNKNOWN }, codeShare: false });
    expect((await detail('s4')).data).toEqual({ submission: { status: UNKNOWN }, codeShare: false });
    expect((await detail('s5')).data.submission).toMatchObject({ status: AC, code: expect.stringContaining('cv-alice') });
    expect((await detail('o2', creator.token)).data.submission).toMatchObject({ status: AC, score: 100, code: expect.any(String) });
  });

  it('hides others’ code, and while running their time, memory and length, even on a contest-only problem', async () => {
    const res = await detail('s3');
    expect(res.status, res.msg).toBe(200);
    expect(res.data.submission).toMatchObject({ submitId: subs.s3, status: AC, code: null, time: null, memory: null, length: null });
    expect((await detail('s1')).data.submission).toMatchObject({ code: expect.stringContaining('cv-alice'), time: 15 });
    const ended = await detail('d1', bob.token);
    expect(ended.data.submission).toMatchObject({ code: null, time: 15, score: 50 });
  });

  it('needs login, and view rights in the contest for others than the author', async () => {
    expect(await detail('s1', null)).toMatchObject({ http: 200, status: 401, msg: 'Please login first' });
    expect(await detail('v1', stranger.token)).toMatchObject({ status: 403 });
    expect((await detail('v1')).data.submission.code).toContain('cv-alice');
    expect((await detail('v1', creator.token)).status).toBe(200);
  });
});

describe('GET /api/get-all-case-result of contest submissions', () => {
  const cases = (key: string, token: string | null = alice.token) => get('/api/get-all-case-result', { submitId: subs[key] }, token);

  it('keeps case results closed while an ACM contest runs or an OI board is sealed', async () => {
    expect(await cases('s2')).toMatchObject({ status: 200, data: null });
    expect(await cases('o1')).toMatchObject({ status: 200, data: null });
    expect((await cases('s2', creator.token)).data.judgeCaseList).toHaveLength(1);
    expect((await cases('o1', root.token)).data.judgeCaseList).toHaveLength(1);
  });

  it('opens them once the contest is over', async () => {
    const res = await cases('d1');
    expect(res.data.judgeCaseList).toEqual([expect.objectContaining({ status: AC, score: 10, seq: 1 })]);
    expect(res.data.judgeCaseList[0]).not.toHaveProperty('inputData');
  });
});

describe('POST /api/get-user-problem-status for a contest', () => {
  const status = (body: Record<string, unknown>, token = alice.token) =>
    post('/api/get-user-problem-status', { isContestProblemList: true, pidList: [p1, p2], ...body }, token);

  it('lets an accepted submission win in ACM', async () => {
    expect((await status({ cid: ids.acm })).data).toEqual({ [p1]: { status: AC }, [p2]: { status: AC } });
    expect((await status({ cid: ids.acm }, stranger.token)).data).toEqual({ [p1]: { status: NS }, [p2]: { status: NS } });
  });

  it('shows the latest OI submission as unknown while sealed', async () => {
    expect((await status({ cid: ids.oi })).data).toEqual({ [p1]: { status: UNKNOWN, score: null }, [p2]: { status: NS, score: null } });
    expect((await status({ cid: ids.oiDone })).data).toEqual({ [p1]: { status: PA, score: 50 }, [p2]: { status: NS, score: null } });
  });

  it('counts submissions after the end only when asked and allowed', async () => {
    expect((await status({ cid: ids.late })).data[p1]).toEqual({ status: WA });
    expect((await status({ cid: ids.late, containsEnd: true })).data[p1]).toEqual({ status: AC });
  });
});

describe('GET /api/get-last-ac-code in a contest', () => {
  it('gives the latest accepted code of the contest, none from a sealed OI board', async () => {
    const acm = await get('/api/get-last-ac-code', { pid: p1, cid: ids.acm });
    expect(acm.data).toMatchObject({ submitId: subs.s2, language: 'C++' });
    expect((await get('/api/get-last-ac-code', { pid: p1, cid: ids.oi })).data).toEqual({ submitId: null, code: '', language: null });
    expect(await get('/api/get-last-ac-code', { pid: p1, cid: 999_999 })).toMatchObject({ status: 404 });
  });
});

describe('GET /api/get-full-screen-problem-list for a contest', () => {
  it('lists the contest problems under their display ids with the caller’s status', async () => {
    const res = await get('/api/get-full-screen-problem-list', { cid: ids.oi });
    expect(res.data).toEqual([
      { pid: p1, problemId: 'A', title: 'Alpha', status: UNKNOWN, score: null },
      { pid: p2, problemId: 'B', title: 'Beta', status: NS, score: null },
    ]);
    expect((await get('/api/get-full-screen-problem-list', { cid: ids.acm })).data[0]).toEqual({
      pid: p1,
      problemId: 'A',
      title: 'Alpha',
      status: AC,
      score: null,
    });
  });

  it('refuses contests the caller may not look into', async () => {
    expect(await get('/api/get-full-screen-problem-list', { cid: ids.priv }, stranger.token)).toMatchObject({ status: 403 });
    expect(await get('/api/get-full-screen-problem-list', { cid: 999_999 })).toMatchObject({
      status: 404,
      msg: 'The contest does not exist',
    });
  });
});

describe('contest problems with their counts', () => {
  it('counts up to the seal for contestants and everything for the admins, without the staff', async () => {
    const sealed = await get('/api/get-contest-problem', { cid: ids.acm });
    expect(sealed.status, sealed.msg).toBe(200);
    expect(sealed.data).toEqual([
      { id: expect.any(Number), displayId: 'A', cid: ids.acm, pid: p1, displayTitle: 'Alpha', color: '#ff0000', ac: 2, total: 3 },
      { id: expect.any(Number), displayId: 'B', cid: ids.acm, pid: p2, displayTitle: 'Beta', color: null, ac: 0, total: 0 },
    ]);
    const real = await get('/api/get-contest-problem', { cid: ids.acm }, creator.token);
    expect(real.data.map((p: { ac: number; total: number }) => [p.ac, p.total])).toEqual([
      [2, 3],
      [1, 2],
    ]);
  });

  it('shows the problem under its contest title, hiding its source, author and difficulty until the end', async () => {
    const res = await get('/api/get-contest-problem-details', { cid: ids.acm, displayId: 'A' });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.problem).toMatchObject({ id: p1, title: 'Alpha', source: null, author: null, difficulty: null, spjCode: null });
    expect(res.data.problemCount).toMatchObject({ pid: p1, ac: 2, total: 3, wa: 1 });
    expect(res.data.languages).toEqual(['C++']);
    const ended = await get('/api/get-contest-problem-details', { cid: ids.oiDone, displayId: 'A' });
    expect(ended.data.problem).toMatchObject({ title: 'Alpha', author: 'root', difficulty: 2 });
    expect(await get('/api/get-contest-problem-details', { cid: ids.acm, displayId: 'Z' })).toMatchObject({
      status: 404,
      msg: 'The problem does not exist in this contest',
    });
  });
});

describe('contest scoreboards', () => {
  const rank = (body: Record<string, unknown>, token: string | null = alice.token, headers: Record<string, string> = {}) =>
    post('/api/get-contest-rank', { cid: ids.acm, ...body }, token, headers);

  it('pins the caller and the followed users on top, and answers 304 while unchanged', async () => {
    const res = await rank({ concernedList: [bob.uid] });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.records.slice(0, 2).map((r: { uid: string }) => r.uid)).toEqual([alice.uid, bob.uid]);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await rank({ concernedList: [bob.uid] }, alice.token, { 'if-none-match': etag! });
    expect(again.http).toBe(304);
    expect(again.data).toBe('');
    const other = await rank({}, alice.token, { 'if-none-match': etag! });
    expect(other.http).toBe(200);
  });

  it('refuses the rank tab where the contest is closed to the caller', async () => {
    expect(await post('/api/get-contest-rank', { cid: ids.priv }, stranger.token)).toMatchObject({ status: 403 });
    expect((await post('/api/get-contest-rank', { cid: ids.acm }, null)).http).toBe(401);
  });

  it('opens the outside scoreboard only with a public board, once started', async () => {
    const outside = await post('/api/get-contest-outside-scoreboard', { cid: ids.acm, concernedList: [bob.uid] }, null);
    expect(outside.status, outside.msg).toBe(200);
    expect(outside.data.records[0].uid).toBe(bob.uid);
    expect(outside.headers.get('etag')).toBeTruthy();
    expect(await post('/api/get-contest-outside-scoreboard', { cid: ids.oi }, null)).toMatchObject({
      status: 403,
      msg: 'The contest has no public scoreboard',
    });
    expect(await post('/api/get-contest-outside-scoreboard', { cid: ids.soon }, null)).toMatchObject({
      status: 403,
      msg: 'The contest has not started yet',
    });
  });

  it('gives the outside scoreboard’s header and problems', async () => {
    const res = await get('/api/get-contest-outsize-info', { cid: ids.acm }, null);
    expect(res.data.contest).toMatchObject({ id: ids.acm, title: 'Sealed ACM', sealRank: true });
    expect(res.data.problemList.map((p: { displayId: string; ac: number }) => [p.displayId, p.ac])).toEqual([
      ['A', 2],
      ['B', 0],
    ]);
    expect(await get('/api/get-contest-outsize-info', { cid: ids.oi }, null)).toMatchObject({ status: 403 });
  });
});
