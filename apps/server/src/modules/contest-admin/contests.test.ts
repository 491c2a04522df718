import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestStatus } from '@arbiter/contract';
import { contest, contestAnnouncement, contestPrint, contestProblem, contestRegister, judge, judgeTask } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HOUR_MS, addUser } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { CONTEST_MSG } from '../contest/access.ts';
import { FORM_MSG } from './form.ts';
import { addStaff, contestForm, contestRow, createContest, type Staff } from './test-support.ts';

let server: TestServer;
let staff: Staff;
let pid: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'ca');
  pid = await addProblem(server, { problemId: 'CA1', cases: [] });
});
afterAll(async () => {
  await server.close();
});

const call = (method: string, path: string, token: string | null, opts: { body?: unknown; query?: Record<string, string | number> } = {}) =>
  server.call(method, path, { token, ...opts });
const save = (method: 'POST' | 'PUT', token: string, body: unknown) => call(method, '/api/admin/contest', token, { body });
const read = (token: string, cid: number) => call('GET', '/api/admin/contest', token, { query: { cid } });
const contestCount = async () => (await server.ctx.db.select({ n: count() }).from(contest))[0]!.n;

describe('POST and GET /api/admin/contest', () => {
  it('stores every field of the form and reads it back, the session user as creator', async () => {
    const start = new Date(Date.now() - HOUR_MS);
    const end = new Date(start.getTime() + 3 * HOUR_MS);
    const sealAt = new Date(end.getTime() - HOUR_MS);
    const body = contestForm({
      title: '  Autumn OI  ',
      description: 'Three problems.',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      duration: 5,
      type: 1,
      auth: 1,
      pwd: 'secret',
      sealRank: true,
      sealRankTime: sealAt.toISOString(),
      autoRealRank: false,
      openRank: true,
      openPrint: true,
      allowEndSubmit: true,
      rated: true,
      rankShowName: 'realname',
      openAccountLimit: true,
      accountLimitRule: '<prefix>stu</prefix><suffix>x</suffix><start>1</start><end>30</end><extra>guest   teacher</extra>',
      starAccount: [' star1 ', '', 'star2'],
      oiRankScoreType: 'Highest',
      awardType: 2,
      awardConfigList: [
        { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000000', num: 3 },
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
      ],
      visible: false,
      // Whoever the client claims, the creator is the caller.
      uid: staff.otherAdmin.uid,
      author: 'mallory',
    });
    const created = await save('POST', staff.admin.token, body);
    expect(created).toMatchObject({ http: 200, status: 200, msg: 'Create Successfully' });
    const cid = created.data.id as number;

    const res = await read(staff.admin.token, cid);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: cid,
      uid: staff.admin.uid,
      author: staff.admin.username,
      title: 'Autumn OI',
      type: 1,
      description: 'Three problems.',
      status: ContestStatus.RUNNING,
      auth: 1,
      pwd: 'secret',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      duration: 3 * 3600,
      sealRank: true,
      sealRankTime: sealAt.toISOString(),
      autoRealRank: false,
      openPrint: true,
      rankShowName: 'realname',
      openRank: true,
      oiRankScoreType: 'Highest',
      gid: null,
      allowEndSubmit: true,
      rated: true,
      openAccountLimit: true,
      accountLimitRule: '<prefix>stu</prefix><suffix>x</suffix><start>1</start><end>30</end><extra>guest teacher</extra>',
      starAccount: ['star1', 'star2'],
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000000', num: 3 },
      ],
      visible: false,
    });
    const row = await contestRow(server, cid);
    expect(row).toMatchObject({ isGroup: false, version: 0 });
  });

  it('keeps no password for a public contest and no seal time for an open board', async () => {
    const cid = await createContest(server, staff.admin.token, { pwd: 'unused', sealRank: false, sealRankTime: new Date().toISOString() });
    expect(await contestRow(server, cid)).toMatchObject({ pwd: null, sealRank: false, sealRankTime: null });
  });

  describe('refuses a form that breaks a rule, storing nothing', () => {
    const now = Date.now();
    const cases: [string, Record<string, unknown>, string][] = [
      ['a missing title', { title: undefined }, 'The required request parameters are missing: title'],
      ['a blank title', { title: '   ' }, 'Title is required'],
      ['a missing description', { description: '' }, 'Description is required'],
      ['a missing start time', { startTime: undefined }, 'The required request parameters are missing: startTime'],
      [
        'an end before the start',
        { startTime: new Date(now).toISOString(), endTime: new Date(now - 60_000).toISOString() },
        'The end time must be later than the start time',
      ],
      ['a private contest without a password', { auth: 1, pwd: '' }, 'Contest Password is required'],
      ['a protected contest without a password', { auth: 2, pwd: null }, 'Contest Password is required'],
      ['duplicate star users', { starAccount: ['amy', ' amy '] }, 'The star users contain duplicates'],
      ['a sealed board without a seal time', { sealRank: true, sealRankTime: null }, FORM_MSG.sealTimeRequired],
      ['a seal time after the end', { sealRank: true, sealRankTime: new Date(now + 3 * HOUR_MS).toISOString() }, FORM_MSG.sealTimeOutside],
      [
        'a seal time before the start',
        { sealRank: true, sealRankTime: new Date(now - 2 * HOUR_MS).toISOString() },
        FORM_MSG.sealTimeOutside,
      ],
      ['an account limit without a rule', { openAccountLimit: true, accountLimitRule: '' }, 'The account limit rule is required'],
      [
        'an account rule that admits nobody',
        { openAccountLimit: true, accountLimitRule: '<prefix>a</prefix><suffix></suffix><start>9</start><end>1</end><extra></extra>' },
        FORM_MSG.ruleAdmitsNobody,
      ],
      ['awards without levels', { awardType: 1, awardConfigList: [] }, FORM_MSG.awardsRequired],
      ['an unknown rule type', { type: 3 }, 'The rule type must be 0 (ACM) or 1 (OI)'],
    ];
    it.each(cases)('%s', async (_what, patch, msg) => {
      const before = await contestCount();
      const res = await save('POST', staff.admin.token, contestForm(patch));
      expect(res).toMatchObject({ http: 400, status: 400, msg });
      expect(await contestCount()).toBe(before);
    });
  });
});

describe('PUT /api/admin/contest', () => {
  it('saves an edit, keeps the creator and bumps the version', async () => {
    const cid = await createContest(server, staff.admin.token);
    const res = await save(
      'PUT',
      staff.admin.token,
      contestForm({ id: cid, title: 'Renamed', uid: staff.otherAdmin.uid, author: 'mallory' }),
    );
    expect(res).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect(await contestRow(server, cid)).toMatchObject({
      title: 'Renamed',
      uid: staff.admin.uid,
      author: staff.admin.username,
      version: 1,
    });
  });

  it('refuses to change the rule type (body 400) and changes nothing', async () => {
    const cid = await createContest(server, staff.admin.token, { title: 'ACM one' });
    const res = await save('PUT', staff.admin.token, contestForm({ id: cid, type: 1, title: 'Now OI' }));
    expect(res).toMatchObject({ http: 200, status: 400, msg: 'The rule type of a contest can not be changed' });
    expect(await contestRow(server, cid)).toMatchObject({ type: 0, title: 'ACM one', version: 0 });
  });

  it('needs the id and an existing contest', async () => {
    expect(await save('PUT', staff.admin.token, contestForm())).toMatchObject({
      http: 400,
      msg: 'The required request parameters are missing: id',
    });
    expect(await save('PUT', staff.root.token, contestForm({ id: 999_999 }))).toMatchObject({ status: 404, msg: CONTEST_MSG.notFound });
  });

  it('clears the registrations of a closed contest when its password changes, not otherwise', async () => {
    const amy = await addUser(server, 'ca-amy');
    const ben = await addUser(server, 'ca-ben');
    const form = { auth: 1, pwd: 'first' };
    const cid = await createContest(server, staff.admin.token, form);
    await server.ctx.db.insert(contestRegister).values([
      { cid, uid: amy.uid },
      { cid, uid: ben.uid },
    ]);
    const registered = async () =>
      (await server.ctx.db.select({ n: count() }).from(contestRegister).where(eq(contestRegister.cid, cid)))[0]!.n;

    expect((await save('PUT', staff.admin.token, contestForm({ ...form, id: cid, title: 'Same password' }))).status).toBe(200);
    expect(await registered()).toBe(2);

    expect((await save('PUT', staff.admin.token, contestForm({ ...form, id: cid, pwd: 'second' }))).status).toBe(200);
    expect(await registered()).toBe(0);
    expect(await contestRow(server, cid)).toMatchObject({ pwd: 'second', version: 2 });
  });
});

describe('who may manage a contest', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await createContest(server, staff.admin.token, { title: 'Owned by admin' });
  });

  it('keeps students out of every call (HTTP 403) and asks for a login first (HTTP 401)', async () => {
    const s = staff.student.token;
    expect(await call('GET', '/api/admin/contest/get-contest-list', s)).toMatchObject({ http: 403, status: 403 });
    expect(await read(s, cid)).toMatchObject({ http: 403 });
    expect(await save('POST', s, contestForm())).toMatchObject({ http: 403 });
    expect(await call('PUT', '/api/admin/contest/change-contest-visible', s, { query: { cid, visible: 'false' } })).toMatchObject({
      http: 403,
    });
    expect(await read('', cid)).toMatchObject({ http: 401 });
  });

  it("lets no other admin read, edit or hide an admin's contest (body 403)", async () => {
    const t = staff.otherAdmin.token;
    expect(await read(t, cid)).toMatchObject({ http: 200, status: 403, msg: CONTEST_MSG.notAdmin });
    expect(await save('PUT', t, contestForm({ id: cid, title: 'Taken over' }))).toMatchObject({ status: 403 });
    expect(await call('PUT', '/api/admin/contest/change-contest-visible', t, { query: { cid, visible: 'false' } })).toMatchObject({
      status: 403,
    });
    expect(await call('GET', '/api/admin/contest/get-problem-list', t, { query: { cid } })).toMatchObject({ status: 403 });
    expect(await call('GET', '/api/admin/contest/announcement', t, { query: { cid } })).toMatchObject({ status: 403 });
    expect(await contestRow(server, cid)).toMatchObject({ title: 'Owned by admin', visible: true, version: 0 });
  });

  it("lets a problem admin run their own contest but not another admin's", async () => {
    const t = staff.problemAdmin.token;
    const own = await createContest(server, t, { title: 'Problem admin cup' });
    expect((await save('PUT', t, contestForm({ id: own, title: 'Problem admin cup 2' }))).status).toBe(200);
    expect(await contestRow(server, own)).toMatchObject({ uid: staff.problemAdmin.uid, title: 'Problem admin cup 2' });
    expect(await read(t, cid)).toMatchObject({ status: 403 });
  });

  it("lets a super admin edit anyone's contest", async () => {
    expect((await read(staff.root.token, cid)).data.title).toBe('Owned by admin');
    expect((await save('PUT', staff.root.token, contestForm({ id: cid, title: 'Edited by root' }))).status).toBe(200);
    expect(await contestRow(server, cid)).toMatchObject({ title: 'Edited by root', uid: staff.admin.uid });
  });
});

describe('PUT /api/admin/contest/change-contest-visible', () => {
  it('hides and shows a contest for its creator', async () => {
    const cid = await createContest(server, staff.admin.token);
    const visible = (v: string) =>
      call('PUT', '/api/admin/contest/change-contest-visible', staff.admin.token, { query: { cid, visible: v } });
    expect(await visible('false')).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect((await contestRow(server, cid))?.visible).toBe(false);
    expect((await visible('true')).status).toBe(200);
    expect((await contestRow(server, cid))?.visible).toBe(true);
    expect(await visible('maybe')).toMatchObject({ http: 400 });
    expect((await contestRow(server, cid))?.visible).toBe(true);
  });
});

describe('GET /api/admin/contest/get-contest-list', () => {
  it('lists every site contest to every admin, latest start first, without passwords', async () => {
    const early = await createContest(server, staff.otherAdmin.token, {
      title: 'Listed early',
      auth: 1,
      pwd: 'hidden-pwd',
      startTime: new Date(Date.now() - 48 * HOUR_MS).toISOString(),
      endTime: new Date(Date.now() - 47 * HOUR_MS).toISOString(),
    });
    const late = await createContest(server, staff.root.token, {
      title: 'Listed late',
      startTime: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      endTime: new Date(Date.now() + 49 * HOUR_MS).toISOString(),
    });
    await server.ctx.db.insert(contest).values({
      title: 'Listed group contest',
      isGroup: true,
      gid: 7,
      startTime: new Date(Date.now() + 72 * HOUR_MS),
      endTime: new Date(Date.now() + 73 * HOUR_MS),
      duration: 3600,
    });

    const res = await call('GET', '/api/admin/contest/get-contest-list', staff.admin.token, { query: { keyword: 'listed' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 2, size: 10, current: 1 });
    expect(res.data.records.map((r: { id: number }) => r.id)).toEqual([late, early]);
    const row = res.data.records[1];
    expect(row).not.toHaveProperty('pwd');
    expect(row).toMatchObject({ title: 'Listed early', auth: 1, uid: staff.otherAdmin.uid, status: ContestStatus.ENDED });
    expect(JSON.stringify(res.data)).not.toContain('hidden-pwd');

    const byId = await call('GET', '/api/admin/contest/get-contest-list', staff.admin.token, { query: { keyword: String(early) } });
    expect(byId.data.records.map((r: { id: number }) => r.id)).toContain(early);
    const paged = await call('GET', '/api/admin/contest/get-contest-list', staff.admin.token, {
      query: { currentPage: 2, limit: 1, keyword: 'listed' },
    });
    expect(paged.data).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(paged.data.records.map((r: { id: number }) => r.id)).toEqual([early]);
  });
});

describe('DELETE /api/admin/contest', () => {
  it('is for super admins only (HTTP 403 for the creator and a problem admin)', async () => {
    const cid = await createContest(server, staff.admin.token);
    for (const t of [staff.admin.token, staff.problemAdmin.token]) {
      expect(await call('DELETE', '/api/admin/contest', t, { query: { cid } })).toMatchObject({ http: 403 });
    }
    expect(await contestRow(server, cid)).toBeDefined();
  });

  it('deletes the contest with its problems, registrations, announcements, prints and submissions', async () => {
    const cid = await createContest(server, staff.admin.token);
    const other = await createContest(server, staff.admin.token);
    const db = server.ctx.db;
    await db.insert(contestProblem).values({ cid, pid, displayId: 'A', displayTitle: 'A' });
    await db.insert(contestRegister).values({ cid, uid: staff.student.uid });
    await db.insert(contestAnnouncement).values({ cid, title: 'Hi', content: 'Hello' });
    await db.insert(contestPrint).values({ cid, uid: staff.student.uid, username: staff.student.username, content: 'x'.repeat(60) });
    const gone = await addJudged(server, staff.student, pid, { status: 0, cid });
    const kept = await addJudged(server, staff.student, pid, { status: 0, cid: other });
    await db.insert(judgeTask).values({ kind: 'judge', submitId: gone, language: 'C++', priority: 0 });

    const res = await call('DELETE', '/api/admin/contest', staff.root.token, { query: { cid } });
    expect(res).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(await contestRow(server, cid)).toBeUndefined();
    for (const t of [contestProblem, contestRegister, contestAnnouncement, contestPrint]) {
      expect((await db.select({ n: count() }).from(t).where(eq(t.cid, cid)))[0]!.n).toBe(0);
    }
    expect((await db.select().from(judge).where(eq(judge.cid, cid))).length).toBe(0);
    expect((await db.select().from(judgeTask).where(eq(judgeTask.submitId, gone))).length).toBe(0);
    expect((await db.select().from(judge).where(eq(judge.submitId, kept))).length).toBe(1);

    expect(await call('DELETE', '/api/admin/contest', staff.root.token, { query: { cid } })).toMatchObject({ status: 404 });
  });
});
