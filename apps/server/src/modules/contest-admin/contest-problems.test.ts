import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, ProblemAuth } from '@arbiter/contract';
import { contestProblem, judge, problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addJudged } from '../../../test/judged.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { addProblem } from '../../../test/problems.ts';
import { CONTEST_PROBLEM_MSG } from './problems.ts';
import { addStaff, contestRow, createContest, type Staff } from './test-support.ts';

let server: TestServer;
let staff: Staff;
let cid: number;
let otherCid: number;
const pids = { sum: 0, max: 0, min: 0, hidden: 0, oi: 0, group: 0 };

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'cp');
  cid = await createContest(server, staff.admin.token, { title: 'Problems cup' });
  otherCid = await createContest(server, staff.otherAdmin.token, { title: 'Neighbour cup' });
  pids.sum = await addProblem(server, { problemId: 'CP-SUM', cases: [] });
  pids.max = await addProblem(server, { problemId: 'CP-MAX', cases: [] });
  pids.min = await addProblem(server, { problemId: 'CP-MIN', cases: [] });
  pids.hidden = await addProblem(server, { problemId: 'CP-HIDDEN', cases: [], auth: ProblemAuth.PRIVATE });
  pids.oi = await addProblem(server, { problemId: 'CP-OI', cases: [], type: 1 });
  pids.group = await addProblem(server, { problemId: 'CP-GROUP', cases: [] });
  await server.ctx.db.update(problem).set({ isGroup: true, gid: 3 }).where(eq(problem.id, pids.group));
});
afterAll(async () => {
  await server.close();
});

const addFromPublic = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/api/admin/contest/add-problem-from-public', { token, body });
const problemList = (token: string, query: Record<string, string | number>) =>
  server.call('GET', '/api/admin/contest/get-problem-list', { token, query: { cid, ...query } });
const link = async (contest: number, pid: number) =>
  (
    await server.ctx.db
      .select()
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, contest), eq(contestProblem.pid, pid)))
  )[0];
const problemRow = async (pid: number) => (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0]!;
const version = async (contest: number) => (await contestRow(server, contest))!.version;

describe('POST /api/admin/contest/add-problem-from-public', () => {
  it('adds a public problem under a display id, makes it contest-only and rebuilds the boards', async () => {
    const before = await version(cid);
    const res = await addFromPublic(staff.admin.token, { cid, pid: pids.sum, displayId: 'B' });
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(await link(cid, pids.sum)).toMatchObject({ displayId: 'B', displayTitle: 'Problem CP-SUM', color: null });
    expect((await problemRow(pids.sum)).auth).toBe(ProblemAuth.CONTEST);
    expect(await version(cid)).toBe(before + 1);
    expect((await addFromPublic(staff.admin.token, { cid, pid: pids.max, displayId: 'A' })).status).toBe(200);
  });

  it('refuses a problem already in the contest, a taken display id, and problems that may not join', async () => {
    const before = await version(cid);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ pid: pids.sum, displayId: 'Z' }, 400, CONTEST_PROBLEM_MSG.alreadyIn],
      [{ pid: pids.min, displayId: 'B' }, 400, CONTEST_PROBLEM_MSG.displayIdTaken('B').en],
      [{ pid: pids.hidden, displayId: 'H' }, 400, CONTEST_PROBLEM_MSG.privateProblem],
      [{ pid: pids.oi, displayId: 'O' }, 400, CONTEST_PROBLEM_MSG.wrongType],
      [{ pid: pids.group, displayId: 'G' }, 400, CONTEST_PROBLEM_MSG.groupProblem],
      [{ pid: 999_999, displayId: 'N' }, 404, 'The problem does not exist'],
    ];
    for (const [body, status, msg] of refusals) {
      expect(await addFromPublic(staff.admin.token, { cid, ...body })).toMatchObject({ http: 200, status, msg });
    }
    expect(await addFromPublic(staff.admin.token, { cid, pid: pids.min, displayId: '  ' })).toMatchObject({
      http: 400,
      msg: 'Contest problem display ID is required',
    });
    expect(await link(cid, pids.min)).toBeUndefined();
    expect((await problemRow(pids.min)).auth).toBe(ProblemAuth.PUBLIC);
    expect((await problemRow(pids.hidden)).auth).toBe(ProblemAuth.PRIVATE);
    expect(await version(cid)).toBe(before);
  });

  it("is refused for another admin's contest (body 403)", async () => {
    expect(await addFromPublic(staff.otherAdmin.token, { cid, pid: pids.min, displayId: 'C' })).toMatchObject({ status: 403 });
    expect(await link(cid, pids.min)).toBeUndefined();
  });
});

describe('GET /api/admin/contest/get-problem-list', () => {
  it("lists the contest's own problems in display id order with their links", async () => {
    const res = await problemList(staff.admin.token, {});
    expect(res.status).toBe(200);
    expect(res.data.problemList).toMatchObject({ total: 2, current: 1 });
    expect(res.data.problemList.records.map((p: { id: number }) => p.id)).toEqual([pids.max, pids.sum]);
    expect(Object.keys(res.data.contestProblemMap).sort()).toEqual([String(pids.sum), String(pids.max)].sort());
    expect(res.data.contestProblemMap[String(pids.sum)]).toMatchObject({ cid, pid: pids.sum, displayId: 'B' });
    const searched = await problemList(staff.admin.token, { keyword: 'cp-sum' });
    expect(searched.data.problemList.records.map((p: { id: number }) => p.id)).toEqual([pids.sum]);
  });

  it('lists the bank problems of the same type that may still be added', async () => {
    const res = await problemList(staff.admin.token, { problemType: 0, limit: 50 });
    const ids: number[] = res.data.problemList.records.map((p: { id: number }) => p.id);
    expect(ids).toContain(pids.min);
    for (const out of [pids.sum, pids.max, pids.hidden, pids.oi, pids.group]) expect(ids).not.toContain(out);
    const oi = await problemList(staff.admin.token, { problemType: 1 });
    expect(oi.data.problemList.records.map((p: { id: number }) => p.id)).toEqual([pids.oi]);
  });
});

describe('GET and PUT /api/admin/contest/contest-problem', () => {
  it('reads a link, and refuses one that is not there', async () => {
    const res = await server.call('GET', '/api/admin/contest/contest-problem', { token: staff.admin.token, query: { cid, pid: pids.sum } });
    expect(res.data).toMatchObject({ cid, pid: pids.sum, displayId: 'B', displayTitle: 'Problem CP-SUM' });
    const missing = await server.call('GET', '/api/admin/contest/contest-problem', {
      token: staff.admin.token,
      query: { cid, pid: pids.min },
    });
    expect(missing).toMatchObject({ status: 404, msg: CONTEST_PROBLEM_MSG.notInContest });
  });

  it("renames the display id, title and colour, and the contest's submissions follow", async () => {
    const mine = await addJudged(server, staff.student, pids.sum, { status: JudgeStatus.ACCEPTED, cid });
    await server.ctx.db.update(judge).set({ displayPid: 'B' }).where(eq(judge.submitId, mine));
    const elsewhere = await addJudged(server, staff.student, pids.sum, { status: JudgeStatus.ACCEPTED });
    const before = await version(cid);
    const id = (await link(cid, pids.sum))!.id;
    const res = await server.call('PUT', '/api/admin/contest/contest-problem', {
      token: staff.admin.token,
      body: { id, cid, pid: pids.sum, displayId: 'C', displayTitle: 'Sum it up', color: '#ff0000' },
    });
    expect(res).toMatchObject({ status: 200, data: { id, displayId: 'C', displayTitle: 'Sum it up', color: '#ff0000' } });
    expect(await link(cid, pids.sum)).toMatchObject({ displayId: 'C', displayTitle: 'Sum it up', color: '#ff0000' });
    const displayPid = async (submitId: number) =>
      (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!.displayPid;
    expect(await displayPid(mine)).toBe('C');
    expect(await displayPid(elsewhere)).toBe('CP-SUM');
    expect(await version(cid)).toBe(before + 1);
  });

  it('refuses a display id another problem of the contest has, and an empty one', async () => {
    const put = (body: Record<string, unknown>) =>
      server.call('PUT', '/api/admin/contest/contest-problem', {
        token: staff.admin.token,
        body: { cid, pid: pids.sum, displayTitle: 'T', ...body },
      });
    expect(await put({ displayId: 'A' })).toMatchObject({ http: 200, status: 400, msg: CONTEST_PROBLEM_MSG.displayIdTaken('A').en });
    expect(await put({ displayId: '' })).toMatchObject({ http: 400, msg: 'Contest problem display ID is required' });
    expect(await put({ displayId: 'D', displayTitle: '' })).toMatchObject({ http: 400, msg: 'The display title is required' });
    expect(await link(cid, pids.sum)).toMatchObject({ displayId: 'C', displayTitle: 'Sum it up' });
    const other = await server.call('PUT', '/api/admin/contest/contest-problem', {
      token: staff.otherAdmin.token,
      body: { cid, pid: pids.sum, displayId: 'X', displayTitle: 'X' },
    });
    expect(other).toMatchObject({ status: 403 });
  });
});

describe('a new problem made for the contest (/api/admin/contest/problem)', () => {
  it('creates a contest-only problem, links it, and edits it like the problem admin does', async () => {
    const lids = await languageIds(server, ['C++']);
    const created = await server.call('POST', '/api/admin/contest/problem', {
      token: staff.admin.token,
      body: problemForm(lids, {}, { problemId: 'cp-new', title: 'Brand new', auth: ProblemAuth.PUBLIC }),
    });
    expect(created).toMatchObject({ status: 200, msg: 'Create Successfully' });
    const pid = created.data.pid as number;
    expect(await problemRow(pid)).toMatchObject({ problemId: 'CP-NEW', auth: ProblemAuth.CONTEST, author: staff.admin.username });

    const linked = await server.call('PUT', '/api/admin/contest/contest-problem', {
      token: staff.admin.token,
      body: { cid, pid, displayId: 'D', displayTitle: 'Brand new', color: '#00ff00' },
    });
    expect(linked).toMatchObject({ status: 200, data: { cid, pid, displayId: 'D', color: '#00ff00' } });

    const got = await server.call('GET', '/api/admin/contest/problem', { token: staff.admin.token, query: { pid } });
    expect(got.data).toMatchObject({ id: pid, problemId: 'CP-NEW', title: 'Brand new', auth: ProblemAuth.CONTEST });
    const edited = await server.call('PUT', '/api/admin/contest/problem', {
      token: staff.admin.token,
      body: problemForm(lids, {}, { id: pid, problemId: 'CP-NEW', title: 'Renamed new', auth: ProblemAuth.CONTEST }),
    });
    expect(edited).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect((await problemRow(pid)).title).toBe('Renamed new');

    // The problem admin's rules hold: another admin may not read the author's problem.
    const foreign = await server.call('GET', '/api/admin/contest/problem', { token: staff.otherAdmin.token, query: { pid } });
    expect(foreign).toMatchObject({ status: 403 });
    expect(await server.call('POST', '/api/admin/contest/problem', { token: staff.admin.token, body: { problem: {} } })).toMatchObject({
      http: 400,
    });
  });
});

describe('DELETE /api/admin/contest/problem', () => {
  it('is for super admins and problem admins only (HTTP 403 for an admin, even the creator)', async () => {
    const res = await server.call('DELETE', '/api/admin/contest/problem', { token: staff.admin.token, query: { cid, pid: pids.max } });
    expect(res).toMatchObject({ http: 403 });
    expect(await link(cid, pids.max)).toBeDefined();
  });

  it("with a contest: unlinks the problem and deletes that contest's submissions of it", async () => {
    // Root links it: the neighbour's admin may not take a problem of this contest (it is contest-only now).
    await addFromPublic(staff.root.token, { cid: otherCid, pid: pids.max, displayId: 'A' });
    const here = await addJudged(server, staff.student, pids.max, { status: JudgeStatus.WRONG_ANSWER, cid });
    const there = await addJudged(server, staff.student, pids.max, { status: JudgeStatus.WRONG_ANSWER, cid: otherCid });
    const before = await version(cid);
    // A problem admin manages every problem, so it may take one out of another admin's contest.
    const res = await server.call('DELETE', '/api/admin/contest/problem', {
      token: staff.problemAdmin.token,
      query: { cid, pid: pids.max },
    });
    expect(res).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(await link(cid, pids.max)).toBeUndefined();
    expect(await link(otherCid, pids.max)).toBeDefined();
    expect(await problemRow(pids.max)).toBeDefined();
    const rows = async (submitId: number) => (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId))).length;
    expect(await rows(here)).toBe(0);
    expect(await rows(there)).toBe(1);
    expect(await version(cid)).toBe(before + 1);

    const again = await server.call('DELETE', '/api/admin/contest/problem', { token: staff.root.token, query: { cid, pid: pids.max } });
    expect(again).toMatchObject({ status: 404, msg: CONTEST_PROBLEM_MSG.notInContest });
  });

  it('without a contest: deletes the problem and takes it out of every contest', async () => {
    const before = await version(otherCid);
    const res = await server.call('DELETE', '/api/admin/contest/problem', { token: staff.root.token, query: { pid: pids.max } });
    expect(res.status).toBe(200);
    expect((await server.ctx.db.select().from(problem).where(eq(problem.id, pids.max))).length).toBe(0);
    expect(await link(otherCid, pids.max)).toBeUndefined();
    expect(await version(otherCid)).toBe(before + 1);
    expect(await server.call('DELETE', '/api/admin/contest/problem', { token: staff.root.token, query: { pid: pids.max } })).toMatchObject({
      status: 404,
    });
  });
});

describe('/api/admin/contest/announcement', () => {
  const path = '/api/admin/contest/announcement';
  const list = (token: string) => server.call('GET', path, { token, query: { cid } });

  it('creates, lists (hidden ones too, newest first), edits and deletes announcements', async () => {
    const first = await server.call('POST', path, {
      token: staff.admin.token,
      body: { cid, announcement: { title: 'Welcome', content: 'Good luck', status: 0, uid: staff.otherAdmin.uid } },
    });
    expect(first).toMatchObject({ status: 200, msg: 'Create Successfully' });
    await new Promise((r) => setTimeout(r, 5));
    await server.call('POST', path, {
      token: staff.root.token,
      body: { cid, announcement: { title: 'Hidden note', content: 'Later', status: 1 } },
    });

    const listed = await list(staff.admin.token);
    expect(listed.data).toMatchObject({ total: 2, size: 10 });
    expect(listed.data.records.map((a: { title: string }) => a.title)).toEqual(['Hidden note', 'Welcome']);
    const welcome = listed.data.records[1];
    expect(welcome).toMatchObject({ content: 'Good luck', status: 0, uid: staff.admin.uid, username: staff.admin.username });
    expect(listed.data.records[0]).toMatchObject({ status: 1, username: 'root' });

    const edited = await server.call('PUT', path, {
      token: staff.admin.token,
      body: { cid, announcement: { id: welcome.id, title: 'Welcome!', content: 'Have fun', status: 1 } },
    });
    expect(edited).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect((await list(staff.admin.token)).data.records[1]).toMatchObject({
      id: welcome.id,
      title: 'Welcome!',
      content: 'Have fun',
      status: 1,
    });

    const removed = await server.call('DELETE', path, { token: staff.admin.token, query: { aid: welcome.id } });
    expect(removed).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect((await list(staff.admin.token)).data.records.map((a: { title: string }) => a.title)).toEqual(['Hidden note']);
    expect(await server.call('DELETE', path, { token: staff.admin.token, query: { aid: welcome.id } })).toMatchObject({ status: 404 });
  });

  it("refuses bad input and other admins' changes, changing nothing", async () => {
    const titles = async () => (await list(staff.admin.token)).data.records.map((a: { title: string }) => a.title);
    const before = await titles();
    const aid = (await list(staff.admin.token)).data.records[0].id as number;
    expect(
      await server.call('POST', path, { token: staff.admin.token, body: { cid, announcement: { title: '', content: 'x' } } }),
    ).toMatchObject({
      http: 400,
      msg: 'Title is required',
    });
    expect(
      await server.call('POST', path, { token: staff.admin.token, body: { cid, announcement: { title: 'x', content: ' ' } } }),
    ).toMatchObject({
      http: 400,
      msg: 'Content is required',
    });
    expect(
      await server.call('PUT', path, { token: staff.admin.token, body: { cid, announcement: { title: 'x', content: 'y' } } }),
    ).toMatchObject({
      http: 400,
    });
    const t = staff.otherAdmin.token;
    expect(await server.call('POST', path, { token: t, body: { cid, announcement: { title: 'Mine', content: 'x' } } })).toMatchObject({
      status: 403,
    });
    expect(
      await server.call('PUT', path, { token: t, body: { cid, announcement: { id: aid, title: 'Mine', content: 'x' } } }),
    ).toMatchObject({
      status: 403,
    });
    // An announcement edited through a contest it does not belong to is not found there.
    expect(
      await server.call('PUT', path, {
        token: staff.root.token,
        body: { cid: otherCid, announcement: { id: aid, title: 'Moved', content: 'x' } },
      }),
    ).toMatchObject({ status: 404 });
    expect(await server.call('DELETE', path, { token: t, query: { aid } })).toMatchObject({ status: 403 });
    expect(await server.call('DELETE', path, { token: staff.student.token, query: { aid } })).toMatchObject({ http: 403 });
    expect(await titles()).toEqual(before);
  });
});
