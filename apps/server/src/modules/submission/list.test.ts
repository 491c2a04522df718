import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@arbiter/contract';
import { problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { addProblem } from '../../../test/problems.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, COMPILE_ERROR: CE, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;

let server: TestServer;
let root: string;
let alice: TestUser;
let bob: TestUser;
let author: TestUser;
let otherAdmin: TestUser;
let problemAdmin: TestUser;
const ids: Record<string, number> = {};

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 8, minute));

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  alice = await addUser(server, 'sl-alice');
  bob = await addUser(server, 'sl-bob');
  author = await addUser(server, 'sl-author', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'sl-admin2', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'sl-padmin', { role: Role.PROBLEM_ADMIN });
  const pub1 = await addProblem(server, { problemId: 'PUB1', cases: [] });
  const pub12 = await addProblem(server, { problemId: 'PUB12', cases: [] });
  const pub2 = await addProblem(server, { problemId: 'PUB2', cases: [] });
  const lids = await languageIds(server, ['C++']);
  const hidden = (
    await server.call('POST', '/api/admin/problem', {
      token: author.token,
      body: problemForm(lids, {}, { problemId: 'HID', title: 'Hidden title', auth: 2 }),
    })
  ).data.pid as number;
  const [group] = await server.ctx.db.insert(problem).values({ problemId: 'GRP', title: 'Group title', isGroup: true, gid: 3 }).returning();

  ids.s1 = await addJudged(server, alice, pub1, { status: AC, submitTime: at(1), share: true });
  ids.s2 = await addJudged(server, bob, pub1, { status: WA, submitTime: at(2) });
  ids.s3 = await addJudged(server, alice, pub2, { status: CE, submitTime: at(3), language: 'Python3' });
  ids.s4 = await addJudged(server, bob, hidden, { status: AC, submitTime: at(4) });
  ids.contest = await addJudged(server, alice, pub1, { status: TLE, submitTime: at(5), cid: 9 });
  ids.inGroup = await addJudged(server, alice, pub1, { status: AC, submitTime: at(6), gid: 3 });
  ids.groupProblem = await addJudged(server, bob, group!.id, { status: AC, submitTime: at(6), gid: 3 });
  ids.s7 = await addJudged(server, alice, pub12, { status: WA, submitTime: at(7) });
  // Two at the same time: the later id first.
  ids.s8 = await addJudged(server, bob, pub2, { status: AC, submitTime: at(8) });
  ids.s9 = await addJudged(server, alice, pub2, { status: WA, submitTime: at(8) });
  // A submission whose problem was deleted since.
  ids.orphan = await addJudged(server, alice, 999_999, { status: AC, submitTime: at(9) });
});
afterAll(async () => {
  await server.close();
});

const list = (query: Record<string, string | number | boolean> = {}, token: string | null = null) =>
  server.call('GET', '/api/get-submission-list', { token, query });
const runs = (res: { data: { records: { submitId: number }[] } }) => res.data.records.map((r) => r.submitId);

describe('GET /api/get-submission-list', () => {
  it('lists practice submissions of public problems, newest first, without code', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(runs(res)).toEqual([ids.s9, ids.s8, ids.s7, ids.s3, ids.s2, ids.s1]);
    expect(res.data).toMatchObject({ total: 6, size: 15, current: 1, pages: 1 });
    expect(res.data.records.at(-1)).toEqual({
      submitId: ids.s1,
      uid: alice.uid,
      username: 'sl-alice',
      pid: expect.any(Number),
      displayPid: 'PUB1',
      title: 'Problem PUB1',
      submitTime: at(1).toISOString(),
      status: AC,
      share: true,
      time: 10,
      memory: 1024,
      score: null,
      oiRankScore: null,
      length: 24,
      language: 'C++',
      cid: 0,
      cpid: 0,
      judger: 'test-host',
      isManual: false,
    });
  });

  it('shows a hidden problem’s submissions only to their author, the problem’s author, root and problem admins', async () => {
    expect(runs(await list({}, alice.token))).not.toContain(ids.s4);
    expect(runs(await list({}, otherAdmin.token))).not.toContain(ids.s4);
    for (const token of [bob.token, author.token, problemAdmin.token, root]) {
      const res = await list({}, token);
      expect(runs(res)).toEqual([ids.s9, ids.s8, ids.s7, ids.s4, ids.s3, ids.s2, ids.s1]);
      expect(res.data.total).toBe(7);
      expect(res.data.records[3]).toMatchObject({ displayPid: 'HID', title: 'Hidden title' });
    }
    // Nor can a search find it.
    expect((await list({ problemID: 'HID' }, alice.token)).data).toMatchObject({ records: [], total: 0 });
    expect((await list({ username: 'sl-bob', status: AC }, alice.token)).data.records.map((r: { title: string }) => r.title)).toEqual([
      'Problem PUB2',
    ]);
  });

  it('hands a list naming a group to the group, which knows no group 3 here (the group tests cover real ones)', async () => {
    expect(await list({ gid: 3 }, root)).toMatchObject({ status: 404, msg: 'The group does not exist' });
    expect(runs(await list({}, root))).not.toContain(ids.inGroup);
  });

  it('shows only mine when asked, which needs login', async () => {
    expect(runs(await list({ onlyMine: true }, alice.token))).toEqual([ids.s9, ids.s7, ids.s3, ids.s1]);
    expect(runs(await list({ onlyMine: 'false' }, alice.token))).toHaveLength(6);
    expect(await list({ onlyMine: true })).toMatchObject({ http: 200, status: 401, msg: 'Please login first', data: null });
    expect(await list({ onlyMine: true }, 'expired-or-bad')).toMatchObject({ http: 200, status: 401 });
  });

  it('filters by problem id: exact with completeProblemID, else a substring in any case', async () => {
    expect(runs(await list({ problemID: 'PUB1', completeProblemID: true }))).toEqual([ids.s2, ids.s1]);
    expect(runs(await list({ problemID: 'pub1', completeProblemID: true }))).toEqual([ids.s2, ids.s1]);
    expect(runs(await list({ problemID: 'pub1' }))).toEqual([ids.s7, ids.s2, ids.s1]);
    expect(runs(await list({ problemID: 'UB2' }))).toEqual([ids.s9, ids.s8, ids.s3]);
    expect(runs(await list({ problemID: '%' }))).toEqual([]);
    expect(runs(await list({ problemID: 'PUB', completeProblemID: true }))).toEqual([]);
  });

  it('filters by status and by author', async () => {
    expect(runs(await list({ status: AC }))).toEqual([ids.s8, ids.s1]);
    expect(runs(await list({ status: CE }))).toEqual([ids.s3]);
    expect(runs(await list({ status: 'accepted' }))).toHaveLength(6);
    expect(runs(await list({ username: 'BOB' }))).toEqual([ids.s8, ids.s2]);
    expect(runs(await list({ username: 'sl-' }))).toHaveLength(6);
    expect(runs(await list({ username: '_' }))).toEqual([]);
    expect(runs(await list({ username: 'alice', status: WA, problemID: 'PUB12' }))).toEqual([ids.s7]);
  });

  it('pages within bounds', async () => {
    const second = await list({ currentPage: 2, limit: 4 });
    expect(runs(second)).toEqual([ids.s2, ids.s1]);
    expect(second.data).toMatchObject({ total: 6, size: 4, current: 2, pages: 2 });
    expect((await list({ currentPage: 0, limit: 0 })).data).toMatchObject({ current: 1, size: 15 });
    expect((await list({ limit: 999 })).data.size).toBe(100);
    expect((await list({ currentPage: 5 })).data).toMatchObject({ records: [], total: 6 });
  });

  it('hands a contest list to the contest area, which needs a login and an existing contest', async () => {
    expect(await list({ contestID: 9 })).toMatchObject({ http: 401, status: 401 });
    expect(await list({ contestID: 9 }, alice.token)).toMatchObject({ http: 200, status: 404, msg: 'The contest does not exist' });
  });
});

describe('reading one submission follows the list’s rule', () => {
  const detail = (submitId: number, token: string | null = null) =>
    server.call('GET', '/api/get-submission-detail', { token, query: { submitId } });
  const cases = (submitId: number, token: string | null = null) =>
    server.call('GET', '/api/get-all-case-result', { token, query: { submitId } });
  const statuses = (submitIds: number[], token: string | null = null) =>
    server.call('POST', '/api/check-submissions-status', { token, body: { submitIds } });

  it('refuses a hidden problem’s submission to others, with body 403, in the detail and the case results', async () => {
    for (const token of [null, alice.token, otherAdmin.token]) {
      expect(await detail(ids.s4!, token)).toMatchObject({
        http: 200,
        status: 403,
        msg: 'The problem is not public and can not be viewed',
        data: null,
      });
      expect((await cases(ids.s4!, token)).status).toBe(403);
    }
    // A deleted problem's too; a submission of a group that is gone is unknown to all but its author.
    expect((await detail(ids.groupProblem!, alice.token)).status).toBe(404);
    expect((await detail(ids.orphan!, bob.token)).status).toBe(403);
  });

  it('leaves it out of the status check for others', async () => {
    const res = await statuses([ids.s4!, ids.s2!], alice.token);
    expect(Object.keys(res.data)).toEqual([String(ids.s2)]);
    expect(Object.keys((await statuses([ids.s4!])).data)).toEqual([]);
  });

  it('still shows it to its author, the problem’s author, root and problem admins', async () => {
    for (const token of [bob.token, author.token, problemAdmin.token, root]) {
      const res = await detail(ids.s4!, token);
      expect(res.status).toBe(200);
      expect(res.data.submission).toMatchObject({ submitId: ids.s4, status: AC });
      expect((await cases(ids.s4!, token)).status).toBe(200);
      expect(Object.keys((await statuses([ids.s4!], token)).data)).toEqual([String(ids.s4)]);
    }
    // The author of a deleted problem's submission keeps reading it.
    expect((await detail(ids.orphan!, alice.token)).status).toBe(200);
  });

  it('shows public problems’ submissions to everyone', async () => {
    expect((await detail(ids.s2!)).data.submission).toMatchObject({ submitId: ids.s2, status: WA, code: null });
    expect((await cases(ids.s2!)).status).toBe(200);
  });
});
