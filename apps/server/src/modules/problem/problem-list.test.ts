import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@arbiter/contract';
import { problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';

let server: TestServer;
let root: string;
let student: TestUser;
let problemAdmin: TestUser;
const tids: Record<string, number> = {};
const pids: Record<string, number> = {};

/** A problem through the admin API as root (root may make it public). */
async function create(problemId: string, title: string, opts: { auth?: 1 | 2 | 3; difficulty?: 0 | 1 | 2; tags?: string[] } = {}) {
  const lids = await languageIds(server, ['C++']);
  const tags = (opts.tags ?? []).map((name) => ({ id: tids[name]!, name }));
  const res = await server.call('POST', '/api/admin/problem', {
    token: root,
    body: problemForm(lids, { tags }, { problemId, title, auth: opts.auth ?? 1, difficulty: opts.difficulty ?? 0 }),
  });
  expect(res.status, res.msg).toBe(200);
  pids[problemId] = res.data.pid;
}

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'pb-student');
  problemAdmin = await addUser(server, 'pb-padmin', { role: Role.PROBLEM_ADMIN });
  for (const name of ['dp', 'graph', 'secret']) {
    const res = await server.call('POST', '/api/admin/tag', { token: root, body: { name, color: '#409EFF' } });
    tids[name] = res.data.id;
  }
  // Sorted by (length, id): A1, B1, A10 — not the plain alphabetical A1, A10, B1.
  await create('A10', 'Knapsack', { difficulty: 1, tags: ['graph'] });
  await create('B1', 'Shortest path', { difficulty: 2, tags: ['dp', 'graph'] });
  await create('A1', 'Sum of two 100%', { tags: ['dp'] });
  await create('HIDE', 'Secret sorting', { auth: 2, tags: ['dp', 'secret'] });
  await create('CONT', 'Contest only', { auth: 3 });
  await server.ctx.db.insert(problem).values([
    { problemId: 'HDU-1000', title: 'A + B (HDU)', isRemote: true, author: 'root' },
    { problemId: 'GROUP-1', title: 'Group only', isGroup: true, gid: 1, author: 'root' },
  ]);
  const a1 = pids.A1!;
  for (const status of [JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED]) {
    await addJudged(server, student, a1, { status });
  }
  for (const status of [JudgeStatus.COMPILE_ERROR, JudgeStatus.PENDING, JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.SYSTEM_ERROR]) {
    await addJudged(server, student, a1, { status });
  }
  // Contest and group submissions are not counted.
  await addJudged(server, student, a1, { status: JudgeStatus.ACCEPTED, cid: 7 });
  await addJudged(server, student, a1, { status: JudgeStatus.ACCEPTED, gid: 3 });
});
afterAll(async () => {
  await server.close();
});

const list = (query: Record<string, string | number> = {}, token: string | null = null) =>
  server.call('GET', '/api/get-problem-list', { token, query });
const ids = (res: { data: { records: { problemId: string }[] } }) => res.data.records.map((r) => r.problemId);

describe('GET /api/get-problem-list', () => {
  it('lists public own problems to anyone, ordered by the length of the id, then the id', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(['A1', 'B1', 'A10']);
    expect(res.data).toMatchObject({ total: 3, size: 30, current: 1, pages: 1 });
    // Hidden, contest-only and group problems stay out whoever asks.
    for (const token of [student.token, problemAdmin.token, root]) {
      expect(ids(await list({ oj: 'ALL' }, token))).toEqual(['A1', 'B1', 'A10', 'HDU-1000']);
    }
  });

  it('gives each row its tags and its verdict counts over practice submissions', async () => {
    const rows = (await list()).data.records;
    expect(rows[0]).toEqual({
      pid: pids.A1,
      problemId: 'A1',
      title: 'Sum of two 100%',
      difficulty: 0,
      type: 0,
      tags: [expect.objectContaining({ id: tids.dp, name: 'dp', color: '#409EFF', oj: 'ME', gid: null })],
      total: 8,
      ac: 2,
      wa: 1,
      tle: 1,
      mle: 0,
      re: 0,
      pe: 0,
      ce: 1,
      se: 1,
      pa: 1,
      score: null,
      gmtModified: expect.any(String),
    });
    expect(rows[1].tags.map((t: { name: string }) => t.name)).toEqual(['dp', 'graph']);
    expect(rows[2]).toMatchObject({ problemId: 'A10', total: 0, ac: 0, wa: 0 });
  });

  it('chooses the judge: a remote key, ALL, or own problems for anything else', async () => {
    expect(ids(await list({ oj: 'HDU' }))).toEqual(['HDU-1000']);
    expect(ids(await list({ oj: 'hdu' }))).toEqual(['HDU-1000']);
    expect(ids(await list({ oj: 'CF' }))).toEqual([]);
    expect(ids(await list({ oj: 'All' }))).toHaveLength(4);
    expect(ids(await list({ oj: 'ME' }))).toEqual(['A1', 'B1', 'A10']);
    expect(ids(await list({ oj: 'nonsense' }))).toEqual(['A1', 'B1', 'A10']);
  });

  it('matches the keyword against the id or the title, ignoring case and LIKE wildcards', async () => {
    expect(ids(await list({ keyword: 'b1' }))).toEqual(['B1']);
    expect(ids(await list({ keyword: 'PATH' }))).toEqual(['B1']);
    expect(ids(await list({ keyword: 'a1' }))).toEqual(['A1', 'A10']);
    expect(ids(await list({ keyword: '100%' }))).toEqual(['A1']);
    expect(ids(await list({ keyword: '%' }))).toEqual(['A1']);
    expect(ids(await list({ keyword: '_' }))).toEqual([]);
    // The hidden problem's title is not searchable.
    expect(ids(await list({ keyword: 'secret' }, root))).toEqual([]);
  });

  it('filters by difficulty, ignoring values that are not a level', async () => {
    expect(ids(await list({ difficulty: 2 }))).toEqual(['B1']);
    expect(ids(await list({ difficulty: 0 }))).toEqual(['A1']);
    expect(ids(await list({ difficulty: 5 }))).toEqual(['A1', 'B1', 'A10']);
    expect(ids(await list({ difficulty: 'hard' }))).toEqual(['A1', 'B1', 'A10']);
  });

  it('filters by tags, every tag required, in any of the query forms', async () => {
    expect(ids(await list({ tagId: tids.dp! }))).toEqual(['A1', 'B1']);
    expect(ids(await list({ tagId: `[${tids.dp},${tids.graph}]` }))).toEqual(['B1']);
    expect(ids(await list({ tagId: `${tids.graph},${tids.dp}` }))).toEqual(['B1']);
    const repeated = await server.call('GET', `/api/get-problem-list?tagId=${tids.graph}&tagId=${tids.dp}`);
    expect(ids(repeated)).toEqual(['B1']);
    expect(ids(await list({ tagId: tids.secret! }))).toEqual([]);
    expect(ids(await list({ tagId: 999_999 }))).toEqual([]);
    // An id that is not one is refused, not dropped (dropping it would widen the filter).
    expect(await list({ tagId: 'x,-1' })).toMatchObject({ http: 400, msg: 'The tag id must be a whole number from 1 to 2147483647' });
    expect(ids(await list({ tagId: '[]' }))).toEqual(['A1', 'B1', 'A10']);
  });

  it('pages within bounds', async () => {
    const second = await list({ currentPage: 2, limit: 2 });
    expect(ids(second)).toEqual(['A10']);
    expect(second.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect((await list({ currentPage: 0, limit: -5 })).data).toMatchObject({ current: 1, size: 30 });
    expect((await list({ currentPage: 'x', limit: 'y' })).data).toMatchObject({ current: 1, size: 30 });
    expect((await list({ limit: 5000 })).data.size).toBe(100);
    const beyond = await list({ currentPage: 9 });
    expect(beyond.data).toMatchObject({ records: [], total: 3 });
  });

  it('ignores a bad token (anonymous call)', async () => {
    const res = await list({}, 'not-a-token');
    expect(res.http).toBe(200);
    expect(ids(res)).toEqual(['A1', 'B1', 'A10']);
  });
});

describe('GET /api/get-random-problem', () => {
  it('picks a public site problem, never a hidden, contest-only or group one', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await server.call('GET', '/api/get-random-problem', { token: i % 2 ? root : null });
      expect(res.status).toBe(200);
      seen.add(res.data.problemId);
    }
    for (const id of seen) expect(['A1', 'B1', 'A10', 'HDU-1000']).toContain(id);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('says so when there is no public problem', async () => {
    await server.ctx.db.update(problem).set({ auth: 2 }).where(eq(problem.auth, 1));
    const res = await server.call('GET', '/api/get-random-problem');
    expect(res).toMatchObject({ http: 200, status: 404, msg: 'There is no public problem to pick from', data: null });
    const zh = await server.call('GET', '/api/get-random-problem', { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.msg).toBe('暂无可供随机选择的公开题目');
  });
});
