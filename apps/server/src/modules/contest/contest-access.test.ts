import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, Role, formatAccountLimitRule } from '@arbiter/contract';
import { contestRegister } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { HOUR_MS, addAnnouncement, addContest, addContestProblem, registerFor, timesFor } from './test-fixtures.ts';

let server: TestServer;
let creator: TestUser;
let root: TestUser;
let student: TestUser;
let other: TestUser;
const ids: Record<string, number> = {};

const NOW = Date.now();
/** Running contests that started 1, 2, 3… hours ago, so the newest start is known. */
const runningSince = (hours: number) => ({ startTime: new Date(NOW - hours * HOUR_MS), endTime: new Date(NOW + 5 * HOUR_MS) });

beforeAll(async () => {
  server = await startTestServer();
  creator = await addUser(server, 'ca-creator', { role: Role.ADMIN });
  root = await addUser(server, 'ca-root', { role: Role.ROOT });
  student = await addUser(server, 'ca-student');
  other = await addUser(server, 'ca-other');
  const owner = { uid: creator.uid, author: creator.username };
  ids.pub = await addContest(server, { ...owner, title: 'Spring public round', ...runningSince(1) });
  ids.priv = await addContest(server, {
    ...owner,
    title: 'Private team trial',
    auth: ContestAuth.PRIVATE,
    pwd: 'secret',
    ...runningSince(2),
  });
  ids.prot = await addContest(server, {
    ...owner,
    title: 'Protected qualifier',
    auth: ContestAuth.PROTECTED,
    pwd: 'guard',
    ...runningSince(3),
  });
  ids.sched = await addContest(server, { ...owner, title: 'Autumn scheduled cup', state: 'scheduled' });
  ids.ended = await addContest(server, { ...owner, title: 'Winter OI finished', type: 1, state: 'ended' });
  ids.hidden = await addContest(server, { ...owner, title: 'Hidden draft', visible: false });
  ids.group = await addContest(server, { ...owner, title: 'Group round', isGroup: true, gid: 3 });
  ids.limited = await addContest(server, {
    ...owner,
    title: 'Team only',
    openAccountLimit: true,
    accountLimitRule: formatAccountLimitRule({ prefix: 'team', suffix: '', start: 1, end: 9, extra: ['ca-other'] }),
    ...runningSince(4),
  });
  ids.openBoard = await addContest(server, { ...owner, title: 'Open board private', auth: ContestAuth.PRIVATE, pwd: 'x', openRank: true });
  ids.openScheduled = await addContest(server, { ...owner, title: 'Open board soon', openRank: true, state: 'scheduled' });
  const pid = await addProblem(server, { problemId: 'CA1', cases: [], auth: 3 });
  for (const key of ['pub', 'priv', 'prot', 'sched', 'ended', 'hidden', 'openBoard', 'openScheduled']) {
    await addContestProblem(server, ids[key]!, pid, 'A', { displayTitle: 'Apples' });
    await addAnnouncement(server, ids[key]!, { title: `News of ${key}` });
  }
  await registerFor(server, ids.pub!, other.uid);
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, query: Record<string, string | number | boolean | undefined>, token: string | null = student.token) =>
  server.call('GET', path, { token, query });
const post = (path: string, body: unknown, token: string | null = student.token) => server.call('POST', path, { token, body });
const titles = (res: { data: { records: { title: string }[] } }) => res.data.records.map((r) => r.title);

describe('GET /api/get-contest-list', () => {
  it('lists visible site contests: scheduled, then running, then ended, newest start first', async () => {
    const res = await get('/api/get-contest-list', {}, null);
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual([
      'Open board soon',
      'Autumn scheduled cup',
      'Open board private',
      'Spring public round',
      'Private team trial',
      'Protected qualifier',
      'Team only',
      'Winter OI finished',
    ]);
    expect(res.data).toMatchObject({ total: 8, size: 10, current: 1 });
    const pub = res.data.records.find((r: { id: number }) => r.id === ids.pub);
    expect(pub).toMatchObject({ status: 0, auth: 0, type: 0, count: 1, author: 'ca-creator', duration: 6 * 3600 });
    expect(pub).not.toHaveProperty('pwd');
  });

  it('filters by status, rule type and title, and pages', async () => {
    expect(titles(await get('/api/get-contest-list', { status: -1 }))).toEqual(['Open board soon', 'Autumn scheduled cup']);
    expect(titles(await get('/api/get-contest-list', { status: 1 }))).toEqual(['Winter OI finished']);
    expect((await get('/api/get-contest-list', { status: 0 })).data.total).toBe(5);
    expect(titles(await get('/api/get-contest-list', { type: 1 }))).toEqual(['Winter OI finished']);
    expect(titles(await get('/api/get-contest-list', { keyword: 'TEAM' }))).toEqual(['Private team trial', 'Team only']);
    expect(titles(await get('/api/get-contest-list', { keyword: '100%' }))).toEqual([]);
    const second = await get('/api/get-contest-list', { currentPage: 2, limit: 3 });
    expect(titles(second)).toEqual(['Spring public round', 'Private team trial', 'Protected qualifier']);
    expect(second.data).toMatchObject({ total: 8, size: 3, current: 2, pages: 3 });
  });

  it('ignores filters it does not know', async () => {
    const res = await get('/api/get-contest-list', { status: 7, type: 'x', currentPage: -2 });
    expect(res.data.total).toBe(8);
    expect(res.data.current).toBe(1);
  });
});

describe('GET /api/get-contest-info', () => {
  it('needs login and answers a visible contest with the server time', async () => {
    expect((await get('/api/get-contest-info', { cid: ids.pub }, null)).http).toBe(401);
    const res = await get('/api/get-contest-info', { cid: ids.pub });
    expect(res.data).toMatchObject({ id: ids.pub, title: 'Spring public round', status: 0, count: 1, openRank: false });
    expect(Math.abs(new Date(res.data.now).getTime() - Date.now())).toBeLessThan(60_000);
    // Scheduled contests show their overview to everyone.
    expect((await get('/api/get-contest-info', { cid: ids.sched })).data.status).toBe(-1);
  });

  it('hides a hidden contest from all but its admins', async () => {
    expect(await get('/api/get-contest-info', { cid: ids.hidden })).toMatchObject({
      http: 200,
      status: 404,
      msg: 'The contest does not exist',
    });
    expect((await get('/api/get-contest-info', { cid: ids.hidden }, creator.token)).data.title).toBe('Hidden draft');
    expect((await get('/api/get-contest-info', { cid: ids.hidden }, root.token)).data.title).toBe('Hidden draft');
    expect(await get('/api/get-contest-info', { cid: 999_999 })).toMatchObject({ status: 404 });
    expect(await get('/api/get-contest-info', {})).toMatchObject({ http: 400 });
  });
});

describe('POST /api/register-contest and GET /api/get-contest-access', () => {
  const registered = async (cid: number, uid: string) =>
    (
      await server.ctx.db
        .select()
        .from(contestRegister)
        .where(and(eq(contestRegister.cid, cid), eq(contestRegister.uid, uid)))
    ).length;

  it('registers for a public contest without a password, once', async () => {
    const res = await post('/api/register-contest', { cid: ids.pub });
    expect(res).toMatchObject({ status: 200, msg: 'Register contest successfully' });
    expect(await registered(ids.pub!, student.uid)).toBe(1);
    expect(await post('/api/register-contest', { cid: ids.pub })).toMatchObject({
      http: 200,
      status: 400,
      msg: 'You have already registered',
    });
    expect((await get('/api/get-contest-info', { cid: ids.pub })).data.count).toBe(2);
  });

  it('refuses a wrong or missing password and registers nobody', async () => {
    expect((await get('/api/get-contest-access', { cid: ids.priv })).data).toEqual({ access: false });
    for (const password of ['wrong', '', undefined]) {
      const res = await post('/api/register-contest', { cid: ids.priv, password });
      expect(res).toMatchObject({ http: 200, status: 400, msg: 'The contest password is wrong, please try again' });
    }
    expect(await registered(ids.priv!, student.uid)).toBe(0);
    expect((await post('/api/register-contest', { cid: ids.priv, password: 'secret' })).status).toBe(200);
    expect((await get('/api/get-contest-access', { cid: ids.priv })).data).toEqual({ access: true });
  });

  it('applies the account rule', async () => {
    expect((await get('/api/get-contest-access', { cid: ids.limited })).data).toEqual({ access: false });
    const res = await post('/api/register-contest', { cid: ids.limited });
    expect(res).toMatchObject({ status: 400, msg: 'Your account is not allowed in this contest' });
    expect(await registered(ids.limited!, student.uid)).toBe(0);
    // The rule's extra accounts pass.
    expect((await get('/api/get-contest-access', { cid: ids.limited }, other.token)).data).toEqual({ access: true });
  });

  it('gives access to public contests and to the contest admins', async () => {
    expect((await get('/api/get-contest-access', { cid: ids.prot })).data).toEqual({ access: false });
    expect((await get('/api/get-contest-access', { cid: ids.prot }, creator.token)).data).toEqual({ access: true });
    expect((await get('/api/get-contest-access', { cid: ids.prot }, root.token)).data).toEqual({ access: true });
    expect((await get('/api/get-contest-access', { cid: ids.sched })).data).toEqual({ access: true });
  });

  it('refuses bad input, unknown and hidden contests, and anonymous callers', async () => {
    expect(await post('/api/register-contest', { password: 'x' })).toMatchObject({ http: 400 });
    expect(await post('/api/register-contest', { cid: 999_999 })).toMatchObject({ status: 404 });
    expect(await post('/api/register-contest', { cid: ids.hidden })).toMatchObject({ status: 404 });
    expect((await post('/api/register-contest', { cid: ids.pub }, null)).http).toBe(401);
    expect((await get('/api/get-contest-access', { cid: ids.pub }, null)).http).toBe(401);
  });
});

describe('who may look into a contest', () => {
  const announcements = (key: string, token: string | null) => get('/api/get-contest-announcement', { cid: ids[key] }, token);

  it('lets everyone logged in look into public, protected and ended contests', async () => {
    for (const key of ['pub', 'prot', 'ended']) {
      const res = await announcements(key, other.token);
      expect(res.status, key).toBe(200);
      expect(res.data.records.map((r: { title: string }) => r.title)).toEqual([`News of ${key}`]);
    }
  });

  it('keeps a private contest closed until registered', async () => {
    expect(await announcements('priv', other.token)).toMatchObject({
      http: 200,
      status: 403,
      msg: 'You have no access to this contest: register with its password first',
    });
    expect((await announcements('priv', student.token)).status).toBe(200);
    expect((await announcements('priv', creator.token)).status).toBe(200);
    expect((await announcements('priv', root.token)).status).toBe(200);
    const subs = await get('/api/contest-submissions', { contestID: ids.priv, currentPage: 1 }, other.token);
    expect(subs).toMatchObject({ status: 403 });
  });

  it('shows a scheduled contest only to its admins', async () => {
    expect(await announcements('sched', student.token)).toMatchObject({ status: 403, msg: 'The contest has not started yet' });
    expect((await announcements('sched', creator.token)).status).toBe(200);
    expect((await announcements('sched', root.token)).status).toBe(200);
    expect(await get('/api/contest-submissions', { contestID: ids.sched }, student.token)).toMatchObject({ status: 403 });
  });

  it('asks anonymous visitors to log in', async () => {
    expect((await announcements('pub', null)).http).toBe(401);
    expect((await get('/api/contest-submissions', { contestID: ids.pub }, null)).http).toBe(401);
  });

  it('opens the problem list to everyone when the board or the contest is public and the contest started', async () => {
    const anon = await get('/api/get-contest-problem', { cid: ids.openBoard }, null);
    expect(anon.status, anon.msg).toBe(200);
    expect(anon.data).toEqual([expect.objectContaining({ displayId: 'A', displayTitle: 'Apples', cid: ids.openBoard })]);
    expect((await get('/api/get-contest-problem', { cid: ids.openBoard }, other.token)).status).toBe(200);
    // Not yet started, or neither a public board nor a public contest: login and view rights are needed.
    expect((await get('/api/get-contest-problem', { cid: ids.openScheduled }, null)).http).toBe(401);
    expect(await get('/api/get-contest-problem', { cid: ids.openScheduled }, student.token)).toMatchObject({ status: 403 });
    expect((await get('/api/get-contest-problem', { cid: ids.prot }, null)).http).toBe(401);
    // A started public contest's problems are for every visitor.
    expect(await get('/api/get-contest-problem', { cid: ids.pub }, null)).toMatchObject({ http: 200, status: 200 });
    expect(await get('/api/get-contest-problem', { cid: ids.priv }, other.token)).toMatchObject({ status: 403 });
    // A token that is no longer valid is refused even where anonymous visitors are welcome.
    expect((await get('/api/get-contest-problem', { cid: ids.openBoard }, 'not-a-token')).http).toBe(401);
  });

  it('opens the problem page under the same rules, hidden contests answering as unknown', async () => {
    expect((await get('/api/get-contest-problem-details', { cid: ids.priv, displayId: 'A' }, other.token)).status).toBe(403);
    expect((await get('/api/get-contest-problem-details', { cid: ids.sched, displayId: 'A' }, student.token)).status).toBe(403);
    expect((await get('/api/get-contest-problem-details', { cid: ids.sched, displayId: 'A' }, creator.token)).status).toBe(200);
    expect((await get('/api/get-contest-problem-details', { cid: ids.hidden, displayId: 'A' }, student.token)).status).toBe(404);
    expect((await get('/api/get-contest-problem-details', { cid: ids.hidden, displayId: 'A' }, root.token)).status).toBe(200);
  });
});

describe('contest announcements', () => {
  it('pages the visible announcements, newest first', async () => {
    const cid = await addContest(server, { uid: creator.uid, title: 'Announced' });
    const t0 = timesFor('running').startTime.getTime();
    const first = await addAnnouncement(server, cid, { title: 'Welcome', uid: creator.uid, at: new Date(t0 + 1000) });
    await addAnnouncement(server, cid, { title: 'Hidden note', status: 1, at: new Date(t0 + 2000) });
    const second = await addAnnouncement(server, cid, { title: 'Clarification on A', uid: creator.uid, at: new Date(t0 + 3000) });
    const res = await get('/api/get-contest-announcement', { cid, limit: 1, currentPage: 2 });
    expect(res.data).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(res.data.records).toEqual([
      expect.objectContaining({
        id: first,
        title: 'Welcome',
        content: 'About Welcome',
        uid: creator.uid,
        username: 'ca-creator',
        status: 0,
      }),
    ]);
    const unread = await post('/api/get-contest-not-read-announcement', { cid, readAnnouncementList: [first] });
    expect(unread.data).toEqual([{ id: second, title: 'Clarification on A', gmtCreate: new Date(t0 + 3000).toISOString() }]);
    const none = await post('/api/get-contest-not-read-announcement', { cid });
    expect(none.data.map((a: { id: number }) => a.id)).toEqual([second, first]);
  });

  it('refuses the unread call where the contest is closed to the caller', async () => {
    expect(await post('/api/get-contest-not-read-announcement', { cid: ids.priv, readAnnouncementList: [] }, other.token)).toMatchObject({
      status: 403,
    });
    expect(await post('/api/get-contest-not-read-announcement', { cid: ids.pub, readAnnouncementList: 'x' })).toMatchObject({ http: 400 });
  });
});
