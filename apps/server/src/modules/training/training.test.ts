import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, TrainingAuth } from '@arbiter/contract';
import { judge, trainingRecord } from '../../db/schema.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { ROOT_PASSWORD, loginAs, startTestServer, type TestServer } from '../../../test/harness.ts';
import { addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { loadTraining } from './access.ts';
import type { TrainingRankBoard } from './rank/board.ts';
import { buildKeptRank, keptRank } from './rank/kept.ts';

/**
 * The training calls from outside, as a student and an admin make them: access to public and
 * private trainings, registration, progress, records and the rank, and the back office's calls
 * with their permissions.
 */

let server: TestServer;
let root: string;
let teacher: TestUser;
let otherAdmin: TestUser;
let amy: TestUser;
let ben: TestUser;
let cat: TestUser;
const pids: Record<string, number> = {};
let categoryId: number;
let privateTid: number;
let publicTid: number;
let hiddenTid: number;
const CODE = 'print(sum(map(int, input().split())))';

async function createTraining(token: string, training: Record<string, unknown>, category: Record<string, unknown> = { id: categoryId }) {
  return server.call('POST', '/api/admin/training', {
    token,
    body: { training: { title: 'T', description: 'D', auth: TrainingAuth.PUBLIC, ...training }, trainingCategory: category },
  });
}

async function addToTraining(token: string, tid: number, pid: number) {
  return server.call('POST', '/api/admin/training/add-problem-from-public', { token, body: { tid, pid, displayId: '' } });
}

/** A submission through the real submit call, then its verdict as a judge host would write it. */
async function solve(user: TestUser, problemId: string, status: number, time: number, tid?: number): Promise<number> {
  const res = await server.call('POST', '/api/submit-problem-judge', {
    token: user.token,
    body: { pid: problemId, language: 'Python3', code: CODE, ...(tid ? { tid } : {}) },
  });
  expect(res.status, res.msg).toBe(200);
  const submitId = res.data.submitId as number;
  await server.ctx.db.update(judge).set({ status, time }).where(eq(judge.submitId, submitId));
  return submitId;
}

const rankOf = async (user: TestUser | string, query: Record<string, string | number> = {}) =>
  server.call('GET', '/api/get-training-rank', {
    token: typeof user === 'string' ? user : user.token,
    query: { tid: privateTid, ...query },
  });

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  root = await loginAs(server, 'root', ROOT_PASSWORD);
  teacher = await addUser(server, 'tr-teacher', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'tr-other', { role: Role.ADMIN });
  amy = await addUser(server, 'tr-amy');
  ben = await addUser(server, 'tr-ben');
  cat = await addUser(server, 'tr-cat');
  for (const id of ['TR1', 'TR2', 'TR3'])
    pids[id] = await addProblem(server, { problemId: id, cases: [{ input: '1 2\n', output: '3\n' }], languages: ['Python3'] });
  pids.TRH = await addProblem(server, { problemId: 'TRH', auth: 2, cases: [{ input: '1\n', output: '1\n' }], languages: ['Python3'] });

  const category = await server.call('POST', '/api/admin/training/category', { token: root, body: { name: 'Basics', color: '#409EFF' } });
  expect(category.status, category.msg).toBe(200);
  categoryId = category.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('the training back office', () => {
  it('creates trainings for admins only, with the form rules', async () => {
    expect((await createTraining(amy.token, { title: 'Mine' })).http).toBe(403);
    expect(await createTraining(teacher.token, { auth: TrainingAuth.PRIVATE })).toMatchObject({
      http: 400,
      msg: 'Training Password is required',
    });
    expect(await createTraining(teacher.token, {}, {})).toMatchObject({ http: 400, msg: 'Training Category is required' });
    expect(await createTraining(teacher.token, { title: '' })).toMatchObject({ http: 400, msg: 'Title is required' });
    expect(await createTraining(teacher.token, { rank: -1 })).toMatchObject({
      http: 400,
      msg: 'The order number must be a whole number from 0 to 2147483647',
    });

    const priv = await createTraining(teacher.token, {
      title: 'Week 3: binary search',
      auth: TrainingAuth.PRIVATE,
      privatePwd: 'secret',
      rank: 1,
    });
    expect(priv).toMatchObject({ status: 200, msg: 'Create Successfully' });
    privateTid = priv.data.id;
    const pub = await createTraining(teacher.token, { title: 'Warm up', rank: 2 }, { name: 'Fresh', color: '#67C23A' });
    publicTid = pub.data.id;
    const hidden = await createTraining(teacher.token, { title: 'Draft', status: false, rank: 0 });
    hiddenTid = hidden.data.id;

    const read = await server.call('GET', '/api/admin/training', { token: teacher.token, query: { tid: publicTid } });
    expect(read.data).toMatchObject({
      training: { title: 'Warm up', author: 'tr-teacher', auth: 'Public' },
      trainingCategory: { name: 'Fresh' },
    });
  });

  it('lets only the author and super admins change a training', async () => {
    const body = { training: { id: privateTid, title: 'X', description: 'D', auth: 'Public' }, trainingCategory: { id: categoryId } };
    expect(await server.call('PUT', '/api/admin/training', { token: otherAdmin.token, body })).toMatchObject({
      status: 403,
      msg: 'Only the training administrators may do this',
    });
    expect(await server.call('GET', '/api/admin/training', { token: otherAdmin.token, query: { tid: privateTid } })).toMatchObject({
      status: 403,
    });
    expect(
      await server.call('PUT', '/api/admin/training/change-training-status', {
        token: otherAdmin.token,
        query: { tid: privateTid, status: 'false' },
      }),
    ).toMatchObject({ status: 403 });
    expect((await server.call('DELETE', '/api/admin/training', { token: teacher.token, query: { tid: hiddenTid } })).http).toBe(403);
    expect((await server.call('GET', '/api/admin/training/get-training-list', { token: amy.token })).http).toBe(403);
    const list = await server.call('GET', '/api/admin/training/get-training-list', { token: otherAdmin.token, query: { keyword: 'week' } });
    expect(list.data.records.map((t: { title: string }) => t.title)).toEqual(['Week 3: binary search']);
  });

  it('adds, orders and removes the training problems', async () => {
    for (const id of ['TR1', 'TR2', 'TR3'])
      expect(await addToTraining(teacher.token, privateTid, pids[id]!)).toMatchObject({ status: 200, msg: 'Add Successfully' });
    expect(await addToTraining(teacher.token, privateTid, pids.TR1!)).toMatchObject({
      status: 400,
      msg: 'The problem is already in this training',
    });
    expect(await addToTraining(otherAdmin.token, privateTid, pids.TR1!)).toMatchObject({ status: 403 });
    expect(await addToTraining(teacher.token, privateTid, 999_999)).toMatchObject({ status: 404, msg: 'The problem does not exist' });
    // A hidden problem of someone else's is not the teacher's to add; the root's own may be.
    expect(await addToTraining(teacher.token, publicTid, pids.TRH!)).toMatchObject({ status: 403 });
    expect(await addToTraining(root, publicTid, pids.TRH!)).toMatchObject({ status: 200 });
    expect(await addToTraining(teacher.token, publicTid, pids.TR1!)).toMatchObject({ status: 200 });

    const candidates = await server.call('GET', '/api/admin/training/get-problem-list', {
      token: teacher.token,
      query: { tid: publicTid },
    });
    expect(candidates.data.problemList.records.map((p: { problemId: string }) => p.problemId).sort()).toEqual(['TR2', 'TR3']);

    const own = async () =>
      (
        await server.call('GET', '/api/admin/training/get-problem-list', {
          token: teacher.token,
          query: { tid: privateTid, queryExisted: 'true' },
        })
      ).data;
    expect((await own()).problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['TR1', 'TR2', 'TR3']);
    const reorder = await server.call('PUT', '/api/admin/training/problem', {
      token: teacher.token,
      body: { tid: privateTid, pid: pids.TR1, rank: 9 },
    });
    expect(reorder.status, reorder.msg).toBe(200);
    const after = await own();
    expect(after.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['TR2', 'TR3', 'TR1']);
    expect(after.trainingProblemMap[String(pids.TR1)]).toMatchObject({ displayId: 'TR1', rank: 9 });
    await server.call('PUT', '/api/admin/training/problem', { token: teacher.token, body: { tid: privateTid, pid: pids.TR1, rank: 0 } });

    expect(
      await server.call('DELETE', '/api/admin/training/problem', { token: teacher.token, query: { tid: publicTid, pid: pids.TRH! } }),
    ).toMatchObject({
      status: 200,
    });
    expect(
      await server.call('DELETE', '/api/admin/training/problem', { token: teacher.token, query: { tid: publicTid, pid: pids.TRH! } }),
    ).toMatchObject({
      status: 404,
      msg: 'The problem is not in this training',
    });
    // Without a training the call deletes the problem itself: problem admins and super admins only.
    expect(await server.call('DELETE', '/api/admin/training/problem', { token: teacher.token, query: { pid: pids.TRH! } })).toMatchObject({
      status: 403,
      msg: 'Only a super admin or a problem admin can delete a problem',
    });
  });

  it('refuses a remote import naming no known judge, before asking any site', async () => {
    const res = await server.call('GET', '/api/admin/training/import-remote-oj-problem', {
      token: teacher.token,
      query: { name: 'XYZ', problemId: '1000', tid: privateTid },
    });
    expect(res).toMatchObject({ http: 400, status: 400, msg: 'The remote judge must be HDU, CF, GYM, POJ, SPOJ, AC or LIBRE' });
  });

  it('keeps categories in use', async () => {
    expect(await server.call('DELETE', '/api/admin/training/category', { token: root, query: { cid: categoryId } })).toMatchObject({
      status: 400,
      msg: 'The category is used by a training and cannot be deleted',
    });
    expect(
      (await server.call('POST', '/api/admin/training/category', { token: teacher.token, body: { name: 'N', color: '#000' } })).http,
    ).toBe(403);
    const spare = await server.call('POST', '/api/admin/training/category', { token: root, body: { name: 'Spare', color: '#000' } });
    expect(
      await server.call('PUT', '/api/admin/training/category', {
        token: root,
        body: { id: spare.data.id, name: 'Spare 2', color: '#111' },
      }),
    ).toMatchObject({
      status: 200,
    });
    expect(await server.call('DELETE', '/api/admin/training/category', { token: root, query: { cid: spare.data.id } })).toMatchObject({
      status: 200,
    });
    const names = (await server.call('GET', '/api/get-training-category')).data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Basics', 'Fresh']);
  });
});

describe('a student in the trainings', () => {
  it('lists visible trainings in order with filters and progress', async () => {
    const list = await server.call('GET', '/api/get-training-list');
    expect(list.data.records.map((t: { title: string }) => t.title)).toEqual(['Week 3: binary search', 'Warm up']);
    expect(list.data.records[0]).toMatchObject({
      auth: 'Private',
      categoryName: 'Basics',
      categoryColor: '#409EFF',
      problemCount: 3,
      acCount: 0,
    });
    const privates = await server.call('GET', '/api/get-training-list', { query: { auth: 'Private' } });
    expect(privates.data.total).toBe(1);
    const byCategory = await server.call('GET', '/api/get-training-list', { query: { categoryId } });
    expect(byCategory.data.records.map((t: { id: number }) => t.id)).toEqual([privateTid]);
    const byKeyword = await server.call('GET', '/api/get-training-list', { query: { keyword: 'warm' } });
    expect(byKeyword.data.records.map((t: { id: number }) => t.id)).toEqual([publicTid]);
    expect((await server.call('GET', '/api/get-training-list', { query: { auth: 'Secret', categoryId: 'x' } })).data.total).toBe(2);
  });

  it('opens a public training at once and a private one with its password', async () => {
    expect((await server.call('GET', '/api/get-training-detail', { query: { tid: privateTid } })).http).toBe(401);
    expect((await server.call('GET', '/api/get-training-access', { token: amy.token, query: { tid: publicTid } })).data).toEqual({
      access: true,
    });
    expect((await server.call('GET', '/api/get-training-access', { token: amy.token, query: { tid: privateTid } })).data).toEqual({
      access: false,
    });
    expect((await server.call('GET', '/api/get-training-access', { token: teacher.token, query: { tid: privateTid } })).data).toEqual({
      access: true,
    });
    expect(await server.call('GET', '/api/get-training-detail', { token: amy.token, query: { tid: hiddenTid } })).toMatchObject({
      status: 404,
      msg: 'The training does not exist',
    });
    const detail = await server.call('GET', '/api/get-training-detail', { token: amy.token, query: { tid: privateTid } });
    expect(detail.data).toMatchObject({ title: 'Week 3: binary search', problemCount: 3, author: 'tr-teacher' });
    expect(await server.call('GET', '/api/get-training-problem-list', { token: amy.token, query: { tid: privateTid } })).toMatchObject({
      http: 200,
      status: 401,
      msg: 'Please register for the training first',
    });
    expect(await server.call('GET', '/api/get-full-screen-problem-list', { token: amy.token, query: { tid: privateTid } })).toMatchObject({
      http: 200,
      status: 401,
    });
    expect(
      await server.call('POST', '/api/submit-problem-judge', {
        token: amy.token,
        body: { pid: 'TR1', tid: privateTid, language: 'Python3', code: CODE },
      }),
    ).toMatchObject({
      http: 200,
      status: 401,
    });

    expect(
      await server.call('POST', '/api/register-training', { token: amy.token, body: { tid: privateTid, password: '' } }),
    ).toMatchObject({
      http: 400,
      msg: 'Enter the training password',
    });
    expect(
      await server.call('POST', '/api/register-training', { token: amy.token, body: { tid: privateTid, password: 'guess' } }),
    ).toMatchObject({
      status: 400,
      msg: 'Wrong password',
    });
    expect(
      await server.call('POST', '/api/register-training', { token: amy.token, body: { tid: publicTid, password: 'x' } }),
    ).toMatchObject({
      status: 400,
      msg: 'The training is public: no registration is needed',
    });
    expect((await server.call('GET', '/api/get-training-access', { token: amy.token, query: { tid: privateTid } })).data).toEqual({
      access: false,
    });
  });

  it('records practice and training submissions, shows progress and keeps the rank', async () => {
    // Before registering: amy solved TR1 in practice (slowly, then fast), ben got TR2 wrong.
    await addJudged(server, amy, pids.TR1!, { status: JudgeStatus.WRONG_ANSWER });
    await solve(amy, 'TR1', JudgeStatus.ACCEPTED, 300);
    await solve(amy, 'TR1', JudgeStatus.ACCEPTED, 120);
    const reg = await server.call('POST', '/api/register-training', { token: amy.token, body: { tid: privateTid, password: 'secret' } });
    expect(reg).toMatchObject({ status: 200, msg: 'Register training successfully' });
    expect(
      await server.call('POST', '/api/register-training', { token: amy.token, body: { tid: privateTid, password: 'secret' } }),
    ).toMatchObject({
      status: 400,
      msg: 'You have already registered for the training',
    });
    const records = await server.ctx.db.select().from(trainingRecord).where(eq(trainingRecord.uid, amy.uid));
    expect(records).toHaveLength(3);

    // Inside the training, and in practice after registering: both are recorded.
    await solve(amy, 'TR2', JudgeStatus.WRONG_ANSWER, 50, privateTid);
    await solve(amy, 'TR2', JudgeStatus.ACCEPTED, 80);
    await server.call('POST', '/api/register-training', { token: ben.token, body: { tid: privateTid, password: 'secret' } });
    await solve(ben, 'TR2', JudgeStatus.ACCEPTED, 10, privateTid);
    await solve(ben, 'TR3', JudgeStatus.TIME_LIMIT_EXCEEDED, 1000, privateTid);
    // Pending and system errors are not counted; cat is not registered, the teacher and root are kept off.
    await solve(ben, 'TR1', JudgeStatus.PENDING, 0);
    await solve(cat, 'TR1', JudgeStatus.ACCEPTED, 5);
    await solve(teacher, 'TR1', JudgeStatus.ACCEPTED, 1, privateTid);

    const progress = await server.call('GET', '/api/get-training-detail', { token: amy.token, query: { tid: privateTid } });
    expect(progress.data).toMatchObject({ acCount: 2, problemCount: 3 });
    const listed = await server.call('GET', '/api/get-training-list', { token: amy.token });
    expect(listed.data.records[0]).toMatchObject({ id: privateTid, acCount: 2 });

    const problems = await server.call('GET', '/api/get-training-problem-list', { token: amy.token, query: { tid: privateTid } });
    expect(problems.data.map((p: { problemId: string; myStatus: number }) => [p.problemId, p.myStatus])).toEqual([
      ['TR1', 0],
      ['TR2', 0],
      ['TR3', -10],
    ]);
    const strip = await server.call('GET', '/api/get-full-screen-problem-list', { token: amy.token, query: { tid: privateTid } });
    expect(strip.data.map((p: { problemId: string }) => p.problemId)).toEqual(['TR1', 'TR2', 'TR3']);

    const rank = await rankOf(amy);
    expect(rank.data.total).toBe(2);
    const [first, second] = rank.data.records;
    expect(first).toMatchObject({ rank: 1, username: 'tr-amy', ac: 2, totalRunTime: 200, realname: null });
    expect(first.submissionInfo).toEqual({
      TR1: { status: 0, score: null, isAC: true, runTime: 120 },
      TR2: { status: 0, score: null, isAC: true, runTime: 80 },
    });
    expect(second).toMatchObject({ rank: 2, username: 'tr-ben', ac: 1, totalRunTime: 10 });
    expect(second.submissionInfo).toEqual({
      TR2: { status: 0, score: null, isAC: true, runTime: 10 },
      TR3: { status: 1, score: null, isAC: false, runTime: null },
    });

    // A verdict that arrives later moves the row: ben's pending TR1 is accepted.
    await server.ctx.db.update(judge).set({ status: JudgeStatus.ACCEPTED, time: 5 }).where(eq(judge.uid, ben.uid));
    const moved = await rankOf(amy);
    expect(moved.data.records.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([
      ['tr-ben', 3],
      ['tr-amy', 2],
    ]);

    // What the kept rank holds equals a rank rebuilt from the database.
    const t = (await loadTraining(server.ctx.db, privateTid))!;
    const rows = (board: TrainingRankBoard) => board.rows.map((r) => ({ ...r, cells: Object.fromEntries(r.cells) }));
    expect(rows((await keptRank(server.ctx, t)).board)).toEqual(rows((await buildKeptRank(server.ctx.db, t)).board));
  });

  it('shows real names to the training admins only, and searches and pages the rank', async () => {
    await server.ctx.db.execute(`update user_info set realname = 'Amy Real', school = 'North School' where username = 'tr-amy'`);
    await server.call('PUT', '/api/admin/training/change-training-status', {
      token: teacher.token,
      query: { tid: privateTid, status: 'true' },
    });
    const asTeacher = await rankOf(teacher, { keyword: 'north' });
    expect(asTeacher.data.records).toHaveLength(1);
    expect(asTeacher.data.records[0]).toMatchObject({ username: 'tr-amy', realname: 'Amy Real', school: 'North School', rank: 2 });
    expect((await rankOf(teacher, { keyword: 'amy real' })).data.total).toBe(1);
    expect((await rankOf(amy, { keyword: 'north' })).data.records[0]).toMatchObject({ realname: null });
    const paged = await rankOf(amy, { limit: 1, currentPage: 2 });
    expect(paged.data).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(paged.data.records.map((r: { username: string }) => r.username)).toEqual(['tr-amy']);
    expect(await rankOf(cat)).toMatchObject({ http: 200, status: 401, msg: 'Please register for the training first' });
  });

  it('drops a removed problem from the records and the rank', async () => {
    await server.call('DELETE', '/api/admin/training/problem', { token: teacher.token, query: { tid: privateTid, pid: pids.TR3! } });
    const rank = await rankOf(amy);
    const ben = rank.data.records.find((r: { username: string }) => r.username === 'tr-ben');
    expect(Object.keys(ben.submissionInfo).sort()).toEqual(['TR1', 'TR2']);
    const detail = await server.call('GET', '/api/get-training-detail', { token: amy.token, query: { tid: privateTid } });
    expect(detail.data).toMatchObject({ problemCount: 2, acCount: 2 });
  });
});
