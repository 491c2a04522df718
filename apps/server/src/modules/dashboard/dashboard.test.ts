import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_HOST_API, JudgeStatus } from '@arbiter/contract';
import { judge, judgeHost, session } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { DAY_MS, USER_PASSWORD, dayIn, everyRole, type TestUser } from '../../../test/fixtures.ts';
import { addContest } from '../contest/test-fixtures.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

const INFO = '/api/admin/dashboard/get-dashboard-info';
const SESSIONS = '/api/admin/dashboard/get-sessions';
const SERVICE = '/api/admin/config/get-service-info';
const JUDGES = '/api/admin/config/get-judge-service-info';

beforeAll(async () => {
  server = await startTestServer();
  ({ root, admin, problemAdmin, student } = await everyRole(server, 'dash'));
});
afterAll(async () => {
  await server.close();
});

/** Speaks the judge-host API as a host does (the real host is tested end to end in apps/judge). */
const hostCall = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call('POST', path, { body, headers: { 'x-judge-token': 'test-judge-token', ...headers } });

describe('who may read the dashboard', () => {
  it.each([
    ['GET', INFO],
    ['POST', SESSIONS],
    ['GET', SERVICE],
    ['POST', SERVICE],
    ['GET', JUDGES],
    ['POST', JUDGES],
  ])('%s %s: any admin role; a user is refused, anonymous must log in', async (method, path) => {
    for (const token of [root, admin.token, problemAdmin.token]) {
      const res = await server.call(method, path, { token });
      expect(res.http, `${path}: ${res.msg}`).toBe(200);
      expect(res.status).toBe(200);
    }
    expect((await server.call(method, path, { token: student.token })).http).toBe(403);
    expect((await server.call(method, path, { token: null })).http).toBe(401);
  });
});

describe('GET /api/admin/dashboard/get-dashboard-info', () => {
  it('counts users, recent contests and today’s submissions, with 14 days of submissions per day', async () => {
    const before = (await server.call('GET', INFO, { token: admin.token })).data;
    expect(Object.keys(before).sort()).toEqual(['recentContestNum', 'submissionsByDay', 'todayJudgeNum', 'userNum']);
    // root and the three users of this file.
    expect(before.userNum).toBe(4);

    const now = Date.now();
    await addContest(server, { state: 'running' });
    await addContest(server, { startTime: new Date(now + 10 * DAY_MS), endTime: new Date(now + 11 * DAY_MS) });
    // Not recent: ended, starting after 14 days, hidden, or a group's.
    await addContest(server, { state: 'ended' });
    await addContest(server, { startTime: new Date(now + 15 * DAY_MS), endTime: new Date(now + 16 * DAY_MS) });
    await addContest(server, { state: 'running', visible: false });
    await addContest(server, { state: 'running', isGroup: true, gid: 1 });

    const add = (at: Date, status: number) =>
      server.ctx.db
        .insert(judge)
        .values({ pid: 1, displayPid: '1', uid: student.uid, username: student.username, language: 'C', submitTime: at, status });
    await add(new Date(now), JudgeStatus.ACCEPTED);
    await add(new Date(now), JudgeStatus.WRONG_ANSWER);
    await add(new Date(now - 2 * DAY_MS), JudgeStatus.ACCEPTED);
    await add(new Date(now - 20 * DAY_MS), JudgeStatus.ACCEPTED);

    const res = await server.call('GET', INFO, { token: problemAdmin.token });
    expect(res.data.recentContestNum).toBe(2);
    const days = res.data.submissionsByDay as { date: string; total: number; ac: number }[];
    expect(days).toHaveLength(14);
    const tz = server.ctx.config.timeZone;
    expect(days.at(-1)).toEqual({ date: dayIn(tz, new Date(now)), total: 2, ac: 1 });
    expect(days.at(-3)).toEqual({ date: dayIn(tz, new Date(now - 2 * DAY_MS)), total: 1, ac: 1 });
    expect(days[0]!.date).toBe(dayIn(tz, new Date(now - 13 * DAY_MS)));
    expect(days.reduce((n, d) => n + d.total, 0)).toBe(3);
    expect(res.data.todayJudgeNum).toBe(2);
  });
});

describe('POST /api/admin/dashboard/get-sessions', () => {
  const login = (ua: string, ip: string) =>
    server.call('POST', '/api/admin/login', {
      body: { username: 'dash-padmin', password: USER_PASSWORD },
      headers: { 'user-agent': ua, 'x-forwarded-for': ip },
    });

  it('answers null before any login, the only login after one, and the previous one after more', async () => {
    expect((await server.call('POST', SESSIONS, { token: problemAdmin.token })).data).toBeNull();

    expect((await login('Browser/1', '10.0.0.1')).status).toBe(200);
    const one = (await server.call('POST', SESSIONS, { token: problemAdmin.token })).data;
    expect(one).toMatchObject({ uid: problemAdmin.uid, userAgent: 'Browser/1', ip: '10.0.0.1' });
    expect(Object.keys(one).sort()).toEqual(['gmtCreate', 'gmtModified', 'id', 'ip', 'uid', 'userAgent']);

    expect((await login('Browser/2', '10.0.0.2')).status).toBe(200);
    expect((await login('Browser/3', '10.0.0.3')).status).toBe(200);
    const previous = (await server.call('POST', SESSIONS, { token: problemAdmin.token })).data;
    expect(previous).toMatchObject({ userAgent: 'Browser/2', ip: '10.0.0.2' });

    // Another admin's logins are not the caller's.
    const rows = await server.ctx.db.select().from(session).where(eq(session.uid, admin.uid));
    expect(rows).toHaveLength(0);
    expect((await server.call('POST', SESSIONS, { token: admin.token })).data).toBeNull();
  });
});

describe('GET|POST /api/admin/config/get-service-info', () => {
  it('describes this server with its real cores and load, in hoj’s shape and ours', async () => {
    const res = await server.call('POST', SERVICE, { token: admin.token });
    const info = res.data;
    expect(info.nacos).toMatchObject({ status: 'UP', serviceCount: expect.any(Number), instanceCount: expect.any(Number) });
    expect(info.backupCores).toBeGreaterThanOrEqual(1);
    expect(info.backupPercentCpuLoad).toMatch(/^\d+\.\d\d%$/);
    expect(info.backupPercentMemoryLoad).toMatch(/^\d+\.\d\d%$/);
    expect(info.memoryLoad).toBeGreaterThan(0);
    expect(info.memoryLoad).toBeLessThanOrEqual(1);
    expect(info.backupService).toHaveLength(1);
    expect(info.backupService[0]).toMatchObject({
      serviceId: 'arbiter-server',
      host: '127.0.0.1',
      port: Number(new URL(server.url).port),
      secure: false,
      metadata: { 'nacos.healthy': 'true' },
    });
    const database = server.ctx.config.databaseUrl ? 'postgres' : 'embedded';
    expect(info).toMatchObject({ database, nodeVersion: process.version, version: expect.any(String) });
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET|POST /api/admin/config/get-judge-service-info', () => {
  it('shows a registered host as available with the load it reported, and a silent one as faulty', async () => {
    const reg = await hostCall(
      JUDGE_HOST_API.register,
      { name: 'dash-host', languages: ['C', 'C++'], workers: 2, cpuCores: 4, version: '1.0.0', load: { cpu: 0.25, memory: 0.5 } },
      { 'x-forwarded-for': '10.1.2.3' },
    );
    const hostId = reg.data.hostId as string;
    const silent = await hostCall(JUDGE_HOST_API.register, {
      name: 'dash-silent',
      languages: ['C'],
      workers: 1,
      cpuCores: 1,
      version: 'old',
    });
    await server.ctx.db
      .update(judgeHost)
      .set({ lastSeenAt: new Date(Date.now() - 31_000) })
      .where(eq(judgeHost.id, silent.data.hostId as string));

    // A heartbeat brings the new load and the tasks in hand.
    const beat = await hostCall(JUDGE_HOST_API.heartbeat, { hostId, taskIds: [], load: { cpu: 0.75, memory: 0.125 } });
    expect(beat.status).toBe(200);

    const res = await server.call('POST', JUDGES, { token: problemAdmin.token });
    const hosts = res.data as Record<string, unknown>[];
    const live = hosts.find((h) => h.name === 'dash-host');
    expect(live).toEqual({
      cpuCores: 4,
      percentCpuLoad: '75.00%',
      percentMemoryLoad: '12.50%',
      service: {
        serviceId: 'arbiter-judge',
        instanceId: hostId,
        host: '10.1.2.3',
        port: 0,
        secure: false,
        uri: '10.1.2.3',
        metadata: { judgeName: 'dash-host', 'nacos.healthy': 'true' },
      },
      id: hostId,
      name: 'dash-host',
      address: '10.1.2.3',
      workers: 2,
      busy: 0,
      languages: ['C', 'C++'],
      version: '1.0.0',
      lastSeenAt: expect.any(String),
      status: 'available',
      cpuLoad: 0.75,
      memoryLoad: 0.125,
    });
    const faulty = hosts.find((h) => h.name === 'dash-silent');
    expect(faulty).toMatchObject({
      status: 'faulty',
      percentCpuLoad: '-',
      percentMemoryLoad: '-',
      cpuLoad: null,
      service: { metadata: { judgeName: 'dash-silent', 'nacos.healthy': 'false' } },
    });

    // The server's registry metrics count the judge hosts heard from.
    const service = (await server.call('GET', SERVICE, { token: root })).data;
    expect(service.nacos).toMatchObject({ serviceCount: 2, instanceCount: 2 });
  });

  it('refuses a load out of range, keeping the host as it was', async () => {
    const reg = await hostCall(JUDGE_HOST_API.register, {
      name: 'dash-range',
      languages: [],
      workers: 1,
      cpuCores: 1,
      version: 'v',
      load: { cpu: 0, memory: 0 },
    });
    const hostId = reg.data.hostId as string;
    const res = await hostCall(JUDGE_HOST_API.heartbeat, { hostId, taskIds: [], load: { cpu: 0.5, memory: 2 } });
    expect(res.http).toBe(400);
    const row = (await server.ctx.db.select().from(judgeHost).where(eq(judgeHost.id, hostId)))[0]!;
    expect(row.memoryLoad).toBe(0);
  });
});
