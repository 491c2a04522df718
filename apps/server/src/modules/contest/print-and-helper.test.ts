import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role } from '@arbiter/contract';
import { contestAcCheck, contestPrint } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { HOUR_MS, MINUTE_MS, addContest, addContestJudged, addContestProblem } from './test-fixtures.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, CANCELLED } = JudgeStatus;

let server: TestServer;
let creator: TestUser;
let root: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let p1: number;
let p2: number;
const ids: Record<string, number> = {};
const TEXT = 'int main() { return 0; } // please print this for table 12, thank you';

beforeAll(async () => {
  server = await startTestServer();
  creator = await addUser(server, 'ph-creator', { role: Role.ADMIN });
  root = await addUser(server, 'ph-root', { role: Role.ROOT });
  alice = await addUser(server, 'ph-alice');
  bob = await addUser(server, 'ph-bob');
  carol = await addUser(server, 'ph-carol');
  await updateUser(server, alice.uid, { realname: 'Alice Liddell', school: 'North High', nickname: 'Al', gender: 'female' });
  p1 = await addProblem(server, { problemId: 'PH1', cases: [], auth: 3 });
  p2 = await addProblem(server, { problemId: 'PH2', cases: [], auth: 3 });
  const owner = { uid: creator.uid, author: creator.username };
  ids.printing = await addContest(server, { ...owner, title: 'Printing open', openPrint: true });
  ids.noPrint = await addContest(server, { ...owner, title: 'No printing' });
  ids.privPrint = await addContest(server, { ...owner, title: 'Private printing', openPrint: true, auth: ContestAuth.PRIVATE, pwd: 'pw' });
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, query: Record<string, string | number | boolean | undefined>, token: string | null = creator.token) =>
  server.call('GET', path, { token, query });
const printRows = async () => Number((await server.ctx.db.select({ n: count() }).from(contestPrint))[0]!.n);
const print = (content: unknown, token: string | null, cid = ids.printing) =>
  server.call('POST', '/api/submit-print-text', { token, body: { cid, content } });

describe('POST /api/submit-print-text', () => {
  it('refuses empty, too short and too long text, storing nothing', async () => {
    expect(await print('   ', alice.token)).toMatchObject({ http: 400, msg: 'Content cannot be empty' });
    expect(await print('x'.repeat(49), alice.token)).toMatchObject({ http: 400, msg: 'The content cannot be less than 50 characters' });
    expect(await print('x'.repeat(65_536), alice.token)).toMatchObject({ http: 400, msg: 'The content cannot exceed 65535 characters' });
    expect(await print(undefined, alice.token)).toMatchObject({ http: 400 });
    expect(await printRows()).toBe(0);
  });

  it('refuses a contest without printing, and a private contest without access', async () => {
    expect(await print(TEXT, alice.token, ids.noPrint)).toMatchObject({
      http: 200,
      status: 403,
      msg: 'Printing is not open in this contest',
    });
    expect(await print(TEXT, alice.token, ids.privPrint)).toMatchObject({ status: 403 });
    expect((await print(TEXT, null)).http).toBe(401);
    expect(await printRows()).toBe(0);
  });

  it('takes one request per user every 30 seconds', async () => {
    expect(await print(TEXT, alice.token)).toMatchObject({ status: 200, msg: 'Submitted successfully' });
    expect(await print(`${TEXT} again`, alice.token)).toMatchObject({
      status: 403,
      msg: 'You can send one print request every 30 seconds: please wait and try again',
    });
    expect((await print(`${TEXT} from bob`, bob.token)).status).toBe(200);
    const rows = await server.ctx.db.select().from(contestPrint).where(eq(contestPrint.uid, alice.uid));
    expect(rows).toEqual([
      expect.objectContaining({ cid: ids.printing, username: 'ph-alice', realname: 'Alice Liddell', content: TEXT, status: 0 }),
    ]);
  });
});

describe('the contest admins’ print queue', () => {
  it('lists waiting requests first, newest first, without their text', async () => {
    const res = await get('/api/get-contest-print', { cid: ids.printing });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.records.map((r: { username: string }) => r.username)).toEqual(['ph-bob', 'ph-alice']);
    expect(res.data.records[1]).toEqual({
      id: expect.any(Number),
      cid: ids.printing,
      username: 'ph-alice',
      realname: 'Alice Liddell',
      status: 0,
      gmtCreate: expect.any(String),
    });
    expect(res.data).toMatchObject({ total: 2, size: 15 });
  });

  it('marks a request printed, which moves it after the waiting ones', async () => {
    const bobsId = (await get('/api/get-contest-print', { cid: ids.printing })).data.records[0].id;
    expect(
      (await server.call('PUT', '/api/check-contest-print-status', { token: root.token, query: { id: bobsId, cid: ids.printing } })).status,
    ).toBe(200);
    const after = await get('/api/get-contest-print', { cid: ids.printing });
    expect(after.data.records.map((r: { username: string; status: number }) => [r.username, r.status])).toEqual([
      ['ph-alice', 0],
      ['ph-bob', 1],
    ]);
    const wrongContest = await server.call('PUT', '/api/check-contest-print-status', {
      token: creator.token,
      query: { id: bobsId, cid: ids.noPrint },
    });
    expect(wrongContest).toMatchObject({ status: 404, msg: 'The print request does not exist' });
  });

  it('downloads a request’s text as a file', async () => {
    const alicesId = (await get('/api/get-contest-print', { cid: ids.printing })).data.records[0].id;
    const res = await get('/api/file/download-contest-print-text', { id: alicesId });
    expect(res.http).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('content-disposition')).toBe('attachment;filename=ph-alice_Contest_Print.txt');
    expect(res.data).toBe(TEXT);
    expect(await get('/api/file/download-contest-print-text', { id: 999_999 })).toMatchObject({ status: 404 });
  });

  it('is for the contest admins only', async () => {
    const msg = 'Only the contest administrators may do this';
    expect(await get('/api/get-contest-print', { cid: ids.printing }, alice.token)).toMatchObject({ status: 403, msg });
    const id = (await get('/api/get-contest-print', { cid: ids.printing })).data.records[0].id;
    expect(await get('/api/file/download-contest-print-text', { id }, alice.token)).toMatchObject({ status: 403, msg });
    const check = await server.call('PUT', '/api/check-contest-print-status', { token: alice.token, query: { id, cid: ids.printing } });
    expect(check).toMatchObject({ status: 403, msg });
    expect((await get('/api/get-contest-print', { cid: ids.printing }, root.token)).status).toBe(200);
  });
});

describe('the Admin Helper', () => {
  const subs: Record<string, number> = {};
  let start: Date;

  beforeAll(async () => {
    start = new Date(Date.now() - HOUR_MS);
    ids.helper = await addContest(server, {
      uid: creator.uid,
      title: 'Balloons',
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR_MS),
    });
    ids.helperOi = await addContest(server, { uid: creator.uid, title: 'OI balloons', type: 1 });
    const a = await addContestProblem(server, ids.helper, p1, 'A');
    const b = await addContestProblem(server, ids.helper, p2, 'B');
    const at = (minutes: number, status: number) => ({ submitTime: new Date(start.getTime() + minutes * MINUTE_MS), status });
    await addContestJudged(server, creator, ids.helper, a, at(1, AC));
    await addContestJudged(server, root, ids.helper, a, at(2, AC));
    await addContestJudged(server, alice, ids.helper, b, at(-5, AC));
    subs.aliceWa = await addContestJudged(server, alice, ids.helper, a, at(5, WA));
    subs.bobA = await addContestJudged(server, bob, ids.helper, a, at(8, AC));
    subs.aliceA = await addContestJudged(server, alice, ids.helper, a, at(10, AC));
    await addContestJudged(server, alice, ids.helper, a, at(20, AC));
    subs.bobB = await addContestJudged(server, bob, ids.helper, b, at(30, AC));
    subs.carolB = await addContestJudged(server, carol, ids.helper, b, at(30, AC));
  });

  const acInfo = (query: Record<string, number> = {}, token = creator.token) =>
    get('/api/get-contest-ac-info', { cid: ids.helper, ...query }, token);
  const check = (body: Record<string, unknown>, token = creator.token) =>
    server.call('PUT', '/api/check-contest-ac-info', { token, body: { cid: ids.helper, ...body } });

  it('lists each contestant’s first accepted submission per problem with the first bloods', async () => {
    const res = await acInfo();
    expect(res.status, res.msg).toBe(200);
    expect(res.data.records.map((r: { submitId: number; firstBlood: boolean }) => [r.submitId, r.firstBlood])).toEqual([
      [subs.bobA, true],
      [subs.aliceA, false],
      [subs.bobB, true],
      [subs.carolB, true],
    ]);
    expect(res.data.records[1]).toEqual({
      id: subs.aliceA,
      cid: ids.helper,
      uid: alice.uid,
      pid: p1,
      displayId: 'A',
      submitId: subs.aliceA,
      username: 'ph-alice',
      realname: 'Alice Liddell',
      submitTime: new Date(start.getTime() + 10 * MINUTE_MS).toISOString(),
      time: 600,
      firstBlood: false,
      checked: false,
    });
    expect(res.data).toMatchObject({ total: 4, size: 20 });
    const paged = await acInfo({ limit: 2, currentPage: 2 });
    expect(paged.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([subs.bobB, subs.carolB]);
  });

  it('checks and unchecks a record, checked ones going last', async () => {
    expect((await check({ id: subs.bobA, checked: true })).status).toBe(200);
    expect((await acInfo()).data.records.map((r: { submitId: number; checked: boolean }) => [r.submitId, r.checked])).toEqual([
      [subs.aliceA, false],
      [subs.bobB, false],
      [subs.carolB, false],
      [subs.bobA, true],
    ]);
    expect((await check({ id: subs.bobA, checked: false }, root.token)).status).toBe(200);
    const rows = await server.ctx.db.select().from(contestAcCheck).where(eq(contestAcCheck.submitId, subs.bobA!));
    expect(rows).toEqual([expect.objectContaining({ cid: ids.helper, checked: false })]);
  });

  it('refuses records that are not accepted submissions of the contest, and bad input', async () => {
    expect(await check({ id: subs.aliceWa, checked: true })).toMatchObject({
      status: 404,
      msg: 'The accepted submission does not exist in this contest',
    });
    expect(await check({ id: subs.bobA, cid: ids.printing, checked: true })).toMatchObject({ status: 404 });
    expect(await check({ id: subs.bobA, checked: 'yes' })).toMatchObject({ http: 400, msg: 'checked must be true or false' });
    expect((await server.ctx.db.select().from(contestAcCheck).where(eq(contestAcCheck.submitId, subs.aliceWa!))).length).toBe(0);
  });

  it('is for the admins of ACM contests', async () => {
    expect(await acInfo({}, alice.token)).toMatchObject({ status: 403, msg: 'Only the contest administrators may do this' });
    expect(await check({ id: subs.bobA, checked: true }, alice.token)).toMatchObject({ status: 403 });
    expect(await get('/api/get-contest-ac-info', { cid: ids.helperOi })).toMatchObject({
      status: 403,
      msg: 'The Admin Helper is for ACM contests only',
    });
  });
});

describe('the rolling scoreboard', () => {
  let hidden: number;

  beforeAll(async () => {
    const ended = { uid: creator.uid, state: 'ended' as const, sealRank: true, sealRankTime: new Date(Date.now() - 90 * MINUTE_MS) };
    ids.scroll = await addContest(server, { ...ended, title: 'Ceremony', starAccount: ['ph-carol'], rankShowName: 'nickname' });
    ids.scrollRunning = await addContest(server, { ...ended, state: 'running', sealRankTime: new Date(Date.now() - MINUTE_MS) });
    ids.scrollOi = await addContest(server, { ...ended, type: 1 });
    ids.scrollUnsealed = await addContest(server, { ...ended, sealRank: false, sealRankTime: null });
    hidden = await addProblem(server, { problemId: 'PH3', cases: [], auth: 2 });
  });

  it('opens only for an ACM contest with a sealed board that has ended', async () => {
    const info = (cid: number) => get('/api/get-contest-scroll-board-info', { cid }, null);
    expect(await info(ids.scrollRunning!)).toMatchObject({ status: 403, msg: 'The rolling scoreboard opens once the contest has ended' });
    expect(await info(ids.scrollOi!)).toMatchObject({ status: 403, msg: 'The rolling scoreboard is for ACM contests only' });
    expect(await info(ids.scrollUnsealed!)).toMatchObject({
      status: 403,
      msg: 'The rolling scoreboard needs a contest whose board was sealed',
    });
    expect(await info(999_999)).toMatchObject({ status: 404 });
    const subs = await get('/api/get-contest-scroll-board-submission', { cid: ids.scrollRunning! }, null);
    expect(subs).toMatchObject({ status: 403, msg: 'The rolling scoreboard opens once the contest has ended' });
  });

  it('shows others only what their board shows: nothing while it stays sealed, nothing of a private contest without access', async () => {
    const ended = { uid: creator.uid, state: 'ended' as const, sealRank: true, sealRankTime: new Date(Date.now() - 90 * MINUTE_MS) };
    const staySealed = await addContest(server, { ...ended, autoRealRank: false });
    const privateClosed = await addContest(server, { ...ended, auth: 1, pwd: 'pw', openRank: false });
    const privatePublicBoard = await addContest(server, { ...ended, auth: 1, pwd: 'pw', openRank: true });
    const subs = (cid: number, token: string | null) => get('/api/get-contest-scroll-board-submission', { cid }, token);
    expect(await subs(staySealed, null)).toMatchObject({
      status: 403,
      msg: 'The board of this contest is still sealed: only its administrators may roll it',
    });
    expect(await subs(staySealed, alice.token)).toMatchObject({ status: 403 });
    expect(await subs(staySealed, creator.token)).toMatchObject({ status: 200 });
    expect(await subs(privateClosed, null)).toMatchObject({ status: 403 });
    expect(await subs(privateClosed, alice.token)).toMatchObject({ status: 403 });
    expect(await subs(privateClosed, creator.token)).toMatchObject({ status: 200 });
    expect(await subs(privatePublicBoard, null)).toMatchObject({ status: 200 });
  });

  it('describes the board and replays the submissions before the end, newest first', async () => {
    const cid = ids.scroll!;
    const a = await addContestProblem(server, cid, p1, 'A', { color: '#0000ff' });
    const b = await addContestProblem(server, cid, p2, 'B');
    const h = await addContestProblem(server, cid, hidden, 'H');
    const start = new Date(Date.now() - 3 * HOUR_MS);
    const at = (minutes: number, status: number) => ({ submitTime: new Date(start.getTime() + minutes * MINUTE_MS), status });
    const wa = await addContestJudged(server, alice, cid, a, at(10, WA));
    const ac = await addContestJudged(server, alice, cid, a, at(20, AC));
    const star = await addContestJudged(server, carol, cid, b, at(30, AC));
    await addContestJudged(server, bob, cid, b, at(40, CANCELLED));
    await addContestJudged(server, creator, cid, a, at(50, AC));
    await addContestJudged(server, root, cid, a, at(50, AC));
    await addContestJudged(server, bob, cid, h, at(60, AC));
    await addContestJudged(server, bob, cid, a, at(150, AC));

    const info = await get('/api/get-contest-scroll-board-info', { cid }, null);
    expect(info.data).toMatchObject({
      id: cid,
      rankShowName: 'nickname',
      problemCount: 2,
      balloonColor: { A: '#0000ff', B: null },
      starUserList: ['ph-carol'],
    });
    const res = await get('/api/get-contest-scroll-board-submission', { cid }, null);
    expect(res.data.map((s: { submitId: number }) => s.submitId)).toEqual([star, ac, wa]);
    expect(res.data[2]).toEqual({
      uid: alice.uid,
      username: 'ph-alice',
      nickname: 'Al',
      realname: 'Alice Liddell',
      school: 'North High',
      avatar: null,
      gender: 'female',
      submitId: wa,
      status: WA,
      submitTime: new Date(start.getTime() + 10 * MINUTE_MS).toISOString(),
      displayId: 'A',
    });
    const noStars = await get('/api/get-contest-scroll-board-submission', { cid, removeStar: true }, null);
    expect(noStars.data.map((s: { submitId: number }) => s.submitId)).toEqual([ac, wa]);
  });
});
