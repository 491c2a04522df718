import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { judge, problem, session, userAcproblem, userRecord } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { DAY_MS, HOUR_MS, addUser, dayIn, updateUser, type TestUser } from '../../../test/fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NO_USER = 'The user does not exist';
const WHICH = 'Please give a uid or a username';
const TZ = 'Asia/Shanghai';

async function addProblem(problemId: string, type: number, difficulty: number): Promise<number> {
  const rows = await server.ctx.db
    .insert(problem)
    .values({ problemId, title: `Problem ${problemId}`, type, difficulty })
    .returning();
  return rows[0]!.id;
}

type JudgeRow = typeof judge.$inferInsert;
async function submit(user: TestUser, pid: number, extra: Partial<JudgeRow> = {}): Promise<number> {
  const rows = await server.ctx.db
    .insert(judge)
    .values({
      pid,
      displayPid: String(pid),
      uid: user.uid,
      username: user.username,
      language: 'C++',
      status: JudgeStatus.WRONG_ANSWER,
      ...extra,
    })
    .returning();
  return rows[0]!.submitId;
}

async function accepted(user: TestUser, pid: number, at: Date): Promise<void> {
  const submitId = await submit(user, pid, { status: JudgeStatus.ACCEPTED, submitTime: at });
  await server.ctx.db.insert(userAcproblem).values({ uid: user.uid, pid, submitId, gmtCreate: at });
}

describe('GET /api/get-user-home-info', () => {
  let solver: TestUser;
  const now = Date.now();
  const lastLogin = new Date(now - DAY_MS);

  beforeAll(async () => {
    solver = await addUser(server, 'Solver');
    await updateUser(server, solver.uid, {
      nickname: 'Solvy',
      school: 'East High',
      signature: 'Hi **there**',
      gender: 'male',
      github: 'gh',
      blog: 'blog',
      titleName: 'Gold',
      titleColor: '#f5bd00',
    });
    await server.ctx.db.update(userRecord).set({ rating: 1500 }).where(eq(userRecord.uid, solver.uid));

    const easy = await addProblem('P1000', 0, 0);
    const mid = await addProblem('P1001', 0, 1);
    const oiHard = await addProblem('P1002', 1, 2);
    const oiEasy = await addProblem('P1003', 1, 0);
    const hard = await addProblem('P1004', 0, 2);

    // Solved in the order mid, easy, hard; mid solved twice still counts once, at its first time.
    await accepted(solver, mid, new Date(now - 3 * DAY_MS));
    await accepted(solver, easy, new Date(now - 2 * DAY_MS));
    await accepted(solver, mid, new Date(now - 1 * DAY_MS));
    await accepted(solver, hard, new Date(now - HOUR_MS));

    // 4 accepted practice submissions above, plus 5 practice ones here: total 9.
    await submit(solver, easy, { oiRankScore: 77 }); // ACM problem: no OI score
    await submit(solver, oiHard, { oiRankScore: 12, score: 20 });
    await submit(solver, oiHard, { oiRankScore: 30, score: 100 });
    await submit(solver, oiHard, { oiRankScore: null });
    await submit(solver, oiEasy, { oiRankScore: 8, score: 80 });
    // Contest and group submissions are not part of the profile.
    await submit(solver, oiHard, { cid: 5, oiRankScore: 99 });
    await submit(solver, oiEasy, { gid: 1, oiRankScore: 50 });
    // Another user's submissions neither.
    const other = await addUser(server, 'other-solver');
    await submit(other, easy);
    await accepted(other, oiEasy, new Date(now - HOUR_MS));

    await server.ctx.db.insert(session).values([
      { uid: solver.uid, ip: '10.0.0.1', gmtCreate: new Date(now - 5 * DAY_MS) },
      { uid: solver.uid, ip: '10.0.0.2', gmtCreate: lastLogin },
    ]);
  });

  it('answers the profile by uid, counting only practice submissions', async () => {
    const res = await server.call('GET', '/api/get-user-home-info', { query: { uid: solver.uid } });
    expect(res).toMatchObject({ http: 200, status: 200 });
    const { scoreList, solvedGroupByDifficulty, ...rest } = res.data;
    expect(rest).toEqual({
      uid: solver.uid,
      username: 'Solver',
      school: 'East High',
      signature: 'Hi **there**',
      nickname: 'Solvy',
      gender: 'male',
      github: 'gh',
      blog: 'blog',
      avatar: null,
      titleName: 'Gold',
      titleColor: '#f5bd00',
      total: 9,
      rating: 1500,
      solvedList: ['P1001', 'P1000', 'P1004'],
      recentLoginTime: lastLogin.toISOString(),
    });
    expect([...scoreList].sort((a: number, b: number) => a - b)).toEqual([8, 30]);
    expect(Object.keys(solvedGroupByDifficulty).sort()).toEqual(['0', '1', '2']);
    expect(solvedGroupByDifficulty['0']).toEqual([expect.objectContaining({ problemId: 'P1000', difficulty: 0 })]);
    expect(solvedGroupByDifficulty['1']).toEqual([expect.objectContaining({ problemId: 'P1001', difficulty: 1 })]);
    expect(solvedGroupByDifficulty['2']).toEqual([expect.objectContaining({ problemId: 'P1004', difficulty: 2 })]);
    expect(typeof solvedGroupByDifficulty['2'][0].id).toBe('number');
    expect(res.data).not.toHaveProperty('password');
    expect(res.data).not.toHaveProperty('email');
  });

  it('answers the same profile by username, whatever its case', async () => {
    const byUid = await server.call('GET', '/api/get-user-home-info', { query: { uid: solver.uid } });
    const byName = await server.call('GET', '/api/get-user-home-info', { query: { username: 'solver' } });
    expect(byName.status).toBe(200);
    expect({ ...byName.data, scoreList: null }).toEqual({ ...byUid.data, scoreList: null });
  });

  it("answers the caller's own profile when neither is given", async () => {
    const res = await server.call('GET', '/api/get-user-home-info', { token: solver.token });
    expect(res.status).toBe(200);
    expect(res.data.uid).toBe(solver.uid);
  });

  it('prefers the uid over the username', async () => {
    const res = await server.call('GET', '/api/get-user-home-info', { query: { uid: '1', username: 'Solver' } });
    expect(res.data.username).toBe('root');
  });

  it('answers empty counts for a user without submissions', async () => {
    const fresh = await addUser(server, 'fresh-user');
    const res = await server.call('GET', '/api/get-user-home-info', { query: { uid: fresh.uid } });
    expect(res.data).toMatchObject({
      total: 0,
      rating: null,
      scoreList: [],
      solvedList: [],
      solvedGroupByDifficulty: {},
      recentLoginTime: null,
      gender: 'secrecy',
    });
  });

  it('asks which user with body status 400 when neither is given and no one is signed in', async () => {
    const res = await server.call('GET', '/api/get-user-home-info');
    expect(res).toMatchObject({ http: 200, status: 400, msg: WHICH, data: null });
  });

  it('refuses an unknown user and a banned one with body status 400', async () => {
    for (const query of [{ uid: 'f'.repeat(32) }, { username: 'nobody' }]) {
      const res = await server.call('GET', '/api/get-user-home-info', { query });
      expect(res).toMatchObject({ http: 200, status: 400, msg: NO_USER });
    }
    const banned = await addUser(server, 'banned-profile', { status: 1 });
    const res = await server.call('GET', '/api/get-user-home-info', { query: { uid: banned.uid } });
    expect(res).toMatchObject({ status: 400, msg: NO_USER });
  });

  it('refuses an over-long uid with HTTP 400', async () => {
    const res = await server.call('GET', '/api/get-user-home-info', { query: { uid: 'x'.repeat(65) } });
    expect(res.http).toBe(400);
  });
});

describe('GET /api/get-user-calendar-heatmap', () => {
  let heater: TestUser;
  const now = Date.now();
  // 20:00 UTC is already the next day in the school's time zone.
  const lateUtc = new Date(Math.floor((now - 3 * DAY_MS) / DAY_MS) * DAY_MS + 20 * HOUR_MS);
  const tenDaysAgo = new Date(now - 10 * DAY_MS);

  beforeAll(async () => {
    heater = await addUser(server, 'heater');
    const pid = await addProblem('H1', 0, 0);
    for (let i = 0; i < 3; i++) await submit(heater, pid, { submitTime: lateUtc, status: i === 0 ? 0 : -1 });
    for (let i = 0; i < 2; i++) await submit(heater, pid, { submitTime: tenDaysAgo, status: 5 });
    await submit(heater, pid, { submitTime: new Date(now - 400 * DAY_MS) });
    await submit(heater, pid, { submitTime: lateUtc, cid: 3 });
    await submit(heater, pid, { submitTime: lateUtc, gid: 2 });
  });

  /** Today in the school's time zone as the server saw it: before or after the call. */
  async function heatmap(query: Record<string, string>, token?: string) {
    const before = dayIn(TZ, new Date());
    const res = await server.call('GET', '/api/get-user-calendar-heatmap', { query, token });
    expect([before, dayIn(TZ, new Date())]).toContain(res.data?.endDate);
    return res;
  }

  it('counts practice submissions of the last year per day in the school time zone', async () => {
    const res = await heatmap({ uid: heater.uid });
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(dayIn(TZ, lateUtc)).not.toBe(lateUtc.toISOString().slice(0, 10));
    expect(res.data).toEqual({
      endDate: res.data.endDate,
      dataList: [
        { date: dayIn(TZ, tenDaysAgo), count: 2 },
        { date: dayIn(TZ, lateUtc), count: 3 },
      ],
    });
  });

  it('answers the same by username and for the signed-in caller', async () => {
    const byUid = await heatmap({ uid: heater.uid });
    const byName = await heatmap({ username: 'HEATER' });
    const self = await heatmap({}, heater.token);
    expect(byName.data).toEqual(byUid.data);
    expect(self.data).toEqual(byUid.data);
  });

  it('answers an empty list for a user without submissions', async () => {
    const res = await heatmap({ uid: '1' });
    expect(res.data.dataList).toEqual([]);
  });

  it('refuses an unknown user, and asks which user when none is given', async () => {
    const unknown = await server.call('GET', '/api/get-user-calendar-heatmap', { query: { username: 'nobody' } });
    expect(unknown).toMatchObject({ http: 200, status: 400, msg: NO_USER });
    const none = await server.call('GET', '/api/get-user-calendar-heatmap');
    expect(none).toMatchObject({ http: 200, status: 400, msg: WHICH });
  });
});
