import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { userRecord } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, updateUser, type TestUser } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA } = JudgeStatus;

let server: TestServer;
const users: Record<string, TestUser> = {};
const SIGNATURE = 's'.repeat(150);

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['rk-amy', 'rk-ben', 'rk-cat', 'rk-dan', 'rk-banned']) users[name] = await addUser(server, name);
  await updateUser(server, users['rk-banned']!.uid, { status: 1 });
  await updateUser(server, users['rk-amy']!.uid, { nickname: 'Amazing', signature: SIGNATURE, titleName: 'Gold', titleColor: '#f5bd00' });
  await updateUser(server, users['rk-cat']!.uid, { realname: 'Catherine Zhang' });
  await server.ctx.db.update(userRecord).set({ rating: 1500 }).where(eq(userRecord.uid, users['rk-amy']!.uid));

  const [p1, p2, p3, p4] = await Promise.all(['RK1', 'RK2', 'RK3', 'RK4'].map((problemId) => addProblem(server, { problemId, cases: [] })));
  const { 'rk-amy': amy, 'rk-ben': ben, 'rk-cat': cat, 'rk-banned': banned } = users as Record<string, TestUser>;
  // ACM: amy 2 distinct AC in 7 practice submissions (with the OI ones below); cat 1 in 1; ben 1 in 3; dan nothing.
  await addJudged(server, amy!, p1!, { status: AC });
  await addJudged(server, amy!, p1!, { status: AC });
  await addJudged(server, amy!, p2!, { status: AC });
  await addJudged(server, ben!, p1!, { status: AC });
  await addJudged(server, ben!, p2!, { status: WA });
  await addJudged(server, cat!, p1!, { status: AC });
  // Contest and group submissions count for neither list.
  await addJudged(server, cat!, p2!, { status: AC, cid: 4, oiRankScore: 90 });
  await addJudged(server, cat!, p3!, { status: AC, gid: 2, oiRankScore: 90 });
  await addJudged(server, banned!, p1!, { status: AC, oiRankScore: 99 });
  // OI: amy's best on RK3 is 25, plus 5 on RK4 = 30; ben 40 on RK3.
  await addJudged(server, amy!, p3!, { status: PA, oiRankScore: 10 });
  await addJudged(server, amy!, p3!, { status: PA, oiRankScore: 25 });
  await addJudged(server, amy!, p3!, { status: PA, oiRankScore: 20 });
  await addJudged(server, amy!, p4!, { status: PA, oiRankScore: 5 });
  await addJudged(server, ben!, p3!, { status: PA, oiRankScore: 40 });
});
afterAll(async () => {
  await server.close();
});

const rank = (query: Record<string, string | number | undefined>) => server.call('GET', '/api/get-rank-list', { query });
const usernames = (res: { data: { records: { username: string }[] } }) => res.data.records.map((r) => r.username);

describe('GET /api/get-rank-list (ACM)', () => {
  it('orders active users by accepted problems, then fewer submissions, then name', async () => {
    const res = await rank({ type: 0 });
    expect(res.status).toBe(200);
    // root has nothing yet is listed; the banned user is not.
    expect(usernames(res)).toEqual(['rk-amy', 'rk-cat', 'rk-ben', 'rk-dan', 'root']);
    expect(res.data).toMatchObject({ total: 5, size: 30, current: 1, pages: 1 });
    expect(res.data.records[0]).toEqual({
      uid: users['rk-amy']!.uid,
      username: 'rk-amy',
      nickname: 'Amazing',
      signature: 's'.repeat(100),
      avatar: null,
      titleName: 'Gold',
      titleColor: '#f5bd00',
      total: 7,
      ac: 2,
      rating: 1500,
    });
    expect(
      res.data.records.slice(1, 4).map((r: { ac: number; total: number; rating: number | null }) => [r.ac, r.total, r.rating]),
    ).toEqual([
      [1, 1, null],
      [1, 3, null],
      [0, 0, null],
    ]);
  });
});

describe('GET /api/get-rank-list (OI)', () => {
  it('orders by the sum of each problem’s best OI rank score, then accepted problems', async () => {
    const res = await rank({ type: 1 });
    expect(usernames(res)).toEqual(['rk-ben', 'rk-amy', 'rk-cat', 'rk-dan', 'root']);
    expect(res.data.records.map((r: { score: number; ac: number }) => [r.score, r.ac])).toEqual([
      [40, 1],
      [30, 2],
      [0, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(res.data.records[0]).not.toHaveProperty('rating');
    expect(res.data.records[0]).toMatchObject({ uid: users['rk-ben']!.uid, total: 3, signature: null });
  });
});

describe('GET /api/get-rank-list filters and bounds', () => {
  it('searches username, nickname and real name, ignoring case and wildcards', async () => {
    expect(usernames(await rank({ type: 0, searchUser: 'RK-B' }))).toEqual(['rk-ben']);
    expect(usernames(await rank({ type: 0, searchUser: 'amaz' }))).toEqual(['rk-amy']);
    expect(usernames(await rank({ type: 1, searchUser: 'zhang' }))).toEqual(['rk-cat']);
    expect(usernames(await rank({ type: 0, searchUser: 'banned' }))).toEqual([]);
    expect((await rank({ type: 0, searchUser: '%' })).data).toMatchObject({ records: [], total: 0 });
    expect((await rank({ type: 0, searchUser: '_' })).data.total).toBe(0);
  });

  it('pages within bounds', async () => {
    const second = await rank({ type: 0, currentPage: 2, limit: 2 });
    expect(usernames(second)).toEqual(['rk-ben', 'rk-dan']);
    expect(second.data).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect((await rank({ type: 0, currentPage: -1, limit: 0 })).data).toMatchObject({ current: 1, size: 30 });
    expect((await rank({ type: 0, limit: 1000 })).data.size).toBe(100);
    expect((await rank({ type: 0, currentPage: 7 })).data).toMatchObject({ records: [], total: 5 });
  });

  it.each([
    ['no type', undefined, 'The required request parameters are missing: type'],
    ['type 2', 2, 'The rank type must be 0 (ACM) or 1 (OI)'],
    ['type -1', -1, 'The rank type must be 0 (ACM) or 1 (OI)'],
    ['a type that is not a number', 'acm', 'The rank type is required'],
  ])('refuses %s (HTTP 400)', async (_name, type, msg) => {
    expect(await rank({ type })).toMatchObject({ http: 400, msg });
  });

  it('answers refusals in Chinese for Chinese clients', async () => {
    const res = await server.call('GET', '/api/get-rank-list', { query: { type: 5 }, headers: { 'accept-language': 'zh-CN' } });
    expect(res.msg).toBe('排行榜类型只能是 0（ACM）或 1（OI）');
  });
});
