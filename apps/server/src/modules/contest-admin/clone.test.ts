import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contest, contestAnnouncement, contestPrint, contestProblem, contestRegister, judge } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HOUR_MS } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { CONTEST_MSG } from '../contest/access.ts';
import { clonedTitle } from './clone.ts';
import { addStaff, contestRow, createContest, type Staff } from './test-support.ts';

const CLONE = '/api/admin/contest/clone';

let server: TestServer;
let staff: Staff;
let pa: number;
let pb: number;
let cid: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'cl');
  pa = await addProblem(server, { problemId: 'CL-A', cases: [], auth: 3 });
  pb = await addProblem(server, { problemId: 'CL-B', cases: [], auth: 3 });
  const now = Date.now();
  cid = await createContest(server, staff.admin.token, {
    title: 'Autumn Cup',
    type: 1,
    auth: 1,
    pwd: 'secret',
    sealRank: true,
    sealRankTime: new Date(now + HOUR_MS).toISOString(),
    autoRealRank: false,
    openRank: true,
    openPrint: true,
    allowEndSubmit: true,
    rankShowName: 'realname',
    openAccountLimit: true,
    accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>',
    starAccount: ['guest1'],
    oiRankScoreType: 'Highest',
    awardType: 2,
    awardConfigList: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 1 }],
  });
  const db = server.ctx.db;
  await db.insert(contestProblem).values([
    { cid, pid: pa, displayId: 'A', displayTitle: 'Apples', color: '#ff0000' },
    { cid, pid: pb, displayId: 'B', displayTitle: 'Bananas', color: null },
  ]);
  await db.insert(contestRegister).values({ cid, uid: staff.student.uid });
  await db.insert(contestAnnouncement).values({ cid, title: 'Hi', content: 'Hello' });
  await db.insert(contestPrint).values({ cid, uid: staff.student.uid, username: staff.student.username, content: 'x'.repeat(60) });
  await addJudged(server, staff.student, pa, { status: 0, cid, score: 100 });
});
afterAll(async () => {
  await server.close();
});

const clone = (token: string | null, query: Record<string, string | number> = { cid }) => server.call('GET', CLONE, { token, query });
const adminVO = async (token: string, id: number) => (await server.call('GET', '/api/admin/contest', { token, query: { cid: id } })).data;
const links = (id: number) =>
  server.ctx.db
    .select({
      pid: contestProblem.pid,
      displayId: contestProblem.displayId,
      displayTitle: contestProblem.displayTitle,
      color: contestProblem.color,
    })
    .from(contestProblem)
    .where(eq(contestProblem.cid, id))
    .orderBy(asc(contestProblem.displayId));
const rowsIn = async (table: typeof contestRegister | typeof contestAnnouncement | typeof contestPrint | typeof judge, id: number) =>
  (await server.ctx.db.select({ n: count() }).from(table).where(eq(table.cid, id)))[0]!.n;

describe('GET /api/admin/contest/clone', () => {
  it('copies the settings and the problem list, hidden, for the caller, with nothing of the run', async () => {
    const res = await clone(staff.admin.token);
    expect(res, res.msg).toMatchObject({ http: 200, status: 200, msg: 'Clone successfully' });
    const copy = res.data.id as number;
    expect(copy).not.toBe(cid);

    const original = await adminVO(staff.admin.token, cid);
    const cloned = await adminVO(staff.admin.token, copy);
    const { id: _a, title: _t, visible: _v, ...settings } = original;
    expect(cloned).toMatchObject({
      ...settings,
      id: copy,
      title: 'Autumn Cup [Cloned]',
      visible: false,
      uid: staff.admin.uid,
      author: staff.admin.username,
    });
    expect(await contestRow(server, copy)).toMatchObject({ source: cid, version: 0, isGroup: false });

    expect(await links(copy)).toEqual(await links(cid));
    expect(await links(copy)).toHaveLength(2);
    for (const table of [contestRegister, contestAnnouncement, contestPrint, judge]) expect(await rowsIn(table, copy)).toBe(0);
    // The original keeps everything.
    for (const table of [contestRegister, contestAnnouncement, contestPrint, judge]) expect(await rowsIn(table, cid)).toBe(1);
    expect(await links(cid)).toHaveLength(2);
  });

  it("makes a super admin the creator of a copy of someone else's contest", async () => {
    const res = await clone(staff.root.token);
    expect(res.status, res.msg).toBe(200);
    expect(await contestRow(server, res.data.id as number)).toMatchObject({ uid: staff.root.uid, author: 'root', source: cid });
  });

  it('shortens a long title so the suffix fits', () => {
    expect(clonedTitle('x'.repeat(255))).toBe(`${'x'.repeat(246)} [Cloned]`);
    expect(clonedTitle('x'.repeat(255))).toHaveLength(255);
  });

  it('refuses whoever may not edit the contest, and copies nothing', async () => {
    const before = (await server.ctx.db.select({ n: count() }).from(contest))[0]!.n;
    expect(await clone(null)).toMatchObject({ http: 401 });
    expect(await clone(staff.student.token)).toMatchObject({ http: 403, status: 403 });
    expect(await clone(staff.otherAdmin.token)).toMatchObject({ http: 200, status: 403, msg: CONTEST_MSG.notAdmin });
    expect(await clone(staff.problemAdmin.token)).toMatchObject({ http: 200, status: 403, msg: CONTEST_MSG.notAdmin });
    expect(await clone(staff.admin.token, { cid: 987_654 })).toMatchObject({ status: 404, msg: CONTEST_MSG.notFound });
    expect(await clone(staff.admin.token, {})).toMatchObject({ http: 400 });
    expect((await server.ctx.db.select({ n: count() }).from(contest))[0]!.n).toBe(before);
  });
});
