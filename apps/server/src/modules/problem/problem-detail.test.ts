import { asc, desc, eq } from 'drizzle-orm';
import { ADAPTERS } from '@arbiter/remote-judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@arbiter/contract';
import { language, problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addJudged } from '../../../test/judged.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { recordCompiledChecker } from '../judgehost/compile.ts';

let server: TestServer;
let root: string;
let student: TestUser;
let author: TestUser;
let otherAdmin: TestUser;
let problemAdmin: TestUser;
let lids: number[];
let detPid: number;
let hiddenPid: number;
let dpTag: number;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'pd-student');
  author = await addUser(server, 'pd-author', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'pd-admin2', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'pd-padmin', { role: Role.PROBLEM_ADMIN });
  lids = await languageIds(server, ['C', 'C++', 'Python3']);
  dpTag = (await server.call('POST', '/api/admin/tag', { token: root, body: { name: 'dp' } })).data.id;
  // A new special judge is saved only once it compiled on a judge host.
  await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C++', code: 'int main() { return 0; }' });
  const det = await server.call('POST', '/api/admin/problem', {
    token: root,
    body: problemForm(
      lids,
      {
        judgeMode: 'spj',
        tags: [{ id: dpTag, name: 'dp' }],
        codeTemplates: [
          { lid: lids[1]!, code: '// C++ starter', status: true },
          { lid: lids[0]!, code: '// switched off', status: false },
        ],
      },
      {
        problemId: 'DET1',
        title: 'Detailed',
        auth: 1,
        spjCode: 'int main() { return 0; }',
        spjLanguage: 'C++',
        judgeExtraFile: { 'checker.h': 'secret checker header' },
        userExtraFile: { 'lib.h': 'int helper();' },
      },
    ),
  });
  expect(det.status, det.msg).toBe(200);
  detPid = det.data.pid;
  const hidden = await server.call('POST', '/api/admin/problem', {
    token: author.token,
    body: problemForm(lids, {}, { problemId: 'HID1', title: 'Hidden one', auth: 2 }),
  });
  hiddenPid = hidden.data.pid;
  await server.call('POST', '/api/admin/problem', { token: root, body: problemForm(lids, {}, { problemId: 'CON1', auth: 3 }) });
  await server.ctx.db.insert(problem).values([
    { problemId: 'GRP1', title: 'Group one', isGroup: true, gid: 2, author: 'root' },
    { problemId: 'HDU-1001', title: 'Remote', isRemote: true, author: 'root' },
    { problemId: 'GYM-100001A', title: 'Gym', isRemote: true, author: 'root' },
  ]);
  await addJudged(server, student, detPid, { status: JudgeStatus.ACCEPTED });
  await addJudged(server, student, detPid, { status: JudgeStatus.WRONG_ANSWER });
  await addJudged(server, student, detPid, { status: JudgeStatus.WRONG_ANSWER, cid: 3 });
});
afterAll(async () => {
  await server.close();
});

const detail = (problemId: string | undefined, token: string | null = null) =>
  server.call('GET', '/api/get-problem-detail', { token, query: { problemId } });

describe('GET /api/get-problem-detail', () => {
  it('shows a public problem to anyone, without the checker and the judge files', async () => {
    const res = await detail('DET1');
    expect(res.status, res.msg).toBe(200);
    expect(res.data.problem).toMatchObject({
      id: detPid,
      problemId: 'DET1',
      title: 'Detailed',
      author: 'root',
      judgeMode: 'spj',
      spjCode: null,
      spjLanguage: null,
      judgeExtraFile: null,
      userExtraFile: JSON.stringify({ 'lib.h': 'int helper();' }),
      examples: '<input>1 2</input><output>3</output>',
    });
    expect(JSON.stringify(res.data)).not.toContain('secret checker header');
    expect(res.data.tags).toEqual([expect.objectContaining({ id: dpTag, name: 'dp' })]);
    // Display order of the language table (seq DESC).
    const order = await server.ctx.db
      .select({ name: language.name })
      .from(language)
      .where(eq(language.oj, 'ME'))
      .orderBy(desc(language.seq), asc(language.id));
    const expected = order.map((l) => l.name).filter((n) => ['C', 'C++', 'Python3'].includes(n));
    expect(res.data.languages).toEqual(expected);
    expect(res.data.codeTemplate).toEqual({ 'C++': '// C++ starter' });
    expect(res.data.problemCount).toEqual({ pid: detPid, total: 2, ac: 1, wa: 1, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });
  });

  it('finds the problem whatever the case of the id', async () => {
    expect((await detail('det1')).data.problem.problemId).toBe('DET1');
  });

  it('shows a hidden problem only to its author, root and problem admins', async () => {
    const refused = { http: 200, status: 403, msg: 'The problem is not public and can not be viewed', data: null };
    expect(await detail('HID1')).toMatchObject(refused);
    expect(await detail('HID1', student.token)).toMatchObject(refused);
    expect(await detail('HID1', otherAdmin.token)).toMatchObject(refused);
    expect(await detail('CON1', student.token)).toMatchObject(refused);
    for (const token of [author.token, problemAdmin.token, root]) {
      const res = await detail('hid1', token);
      expect(res.status).toBe(200);
      expect(res.data.problem.id).toBe(hiddenPid);
    }
    const zh = await server.call('GET', '/api/get-problem-detail', {
      query: { problemId: 'HID1' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.msg).toBe('该题目并非公开题目，不支持访问！');
  });

  it('keeps group problems to root until the group area exists', async () => {
    const refused = { status: 403, msg: 'The problem belongs to a group and can not be viewed here' };
    expect(await detail('GRP1')).toMatchObject(refused);
    expect(await detail('GRP1', student.token)).toMatchObject(refused);
    expect(await detail('GRP1', problemAdmin.token)).toMatchObject(refused);
    expect((await detail('GRP1', root)).status).toBe(200);
  });

  it('refuses unknown and missing ids', async () => {
    expect(await detail('NOPE')).toMatchObject({ http: 200, status: 404, msg: 'The problem does not exist' });
    expect(await detail(undefined)).toMatchObject({ http: 400, msg: 'The required request parameters are missing: problemId' });
    expect(await detail('   ')).toMatchObject({ http: 400, msg: 'The problem id is required' });
    expect(await detail('x'.repeat(300))).toMatchObject({ http: 400 });
  });
});

async function pidOf(problemId: string): Promise<number> {
  const rows = await server.ctx.db.select({ id: problem.id }).from(problem).where(eq(problem.problemId, problemId));
  return rows[0]!.id;
}

const languages = (query: Record<string, string | number>, token: string | null = null) =>
  server.call('GET', '/api/languages', { token, query });
const names = (res: { data: { name: string }[] }) => res.data.map((l) => l.name);

describe('GET /api/languages', () => {
  it('lists every language, in display order, unless all=false', async () => {
    const rows = await server.ctx.db.select().from(language).orderBy(desc(language.seq), asc(language.id));
    const all = await languages({});
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(rows.map((r) => r.name));
    expect(all.data[0]).toMatchObject({ id: rows[0]!.id, oj: 'ME', seq: rows[0]!.seq, isSpj: expect.any(Boolean) });
    expect(names(await languages({ all: 'true', pid: detPid }))).toEqual(rows.map((r) => r.name));
    // An unreadable flag means the default.
    expect(names(await languages({ all: 'maybe' }))).toEqual(rows.map((r) => r.name));
  });

  it('with all=false lists the languages of the problem’s judge', async () => {
    const own = names(await languages({ all: 'false' }));
    expect(own).not.toContain('G++');
    expect(own).toContain('C++');
    expect(names(await languages({ all: 'false', pid: detPid }))).toEqual(own);
    // A remote judge's own table, in its order (seeded from its adapter).
    expect(names(await languages({ all: 'false', pid: await pidOf('HDU-1001') }))).toEqual(ADAPTERS.HDU.languages.map((l) => l.name));
    // Gym problems are judged by Codeforces.
    expect(names(await languages({ all: 'false', pid: await pidOf('GYM-100001A') }))).toEqual(ADAPTERS.CF.languages.map((l) => l.name));
  });

  it('refuses a problem that does not exist or that the caller may not read', async () => {
    expect(await languages({ all: 'false', pid: 999_999 })).toMatchObject({ status: 404, msg: 'The problem does not exist' });
    expect(await languages({ all: 'false', pid: hiddenPid }, student.token)).toMatchObject({ status: 403 });
    expect((await languages({ all: 'false', pid: hiddenPid }, author.token)).status).toBe(200);
  });
});

describe('GET /api/get-full-screen-problem-list', () => {
  const strip = (query: Record<string, string | number>, token: string | null = student.token) =>
    server.call('GET', '/api/get-full-screen-problem-list', { token, query });

  it('needs login', async () => {
    expect((await strip({ cid: 1 }, null)).http).toBe(401);
  });

  it('refuses clearly while no contest or training is found', async () => {
    expect(await strip({})).toMatchObject({ http: 200, status: 404, msg: 'Please choose a contest or a training' });
    expect(await strip({ cid: '' })).toMatchObject({ status: 404, msg: 'Please choose a contest or a training' });
    expect(await strip({ cid: 'abc' })).toMatchObject({ http: 400, msg: 'The contest id is required' });
    expect(await strip({ cid: 5 })).toMatchObject({ status: 404, msg: 'The contest does not exist' });
    expect(await strip({ tid: 5 })).toMatchObject({ status: 404, msg: 'The training does not exist' });
  });

  it('answers from the scope an area registers', async () => {
    server.ctx.scopes.register({
      kind: 'training',
      problemStrip: async (_ctx, user, tid) =>
        tid === 5 ? [{ pid: detPid, problemId: 'A', title: `for ${user.username}`, status: -10, score: null }] : null,
    });
    expect((await strip({ tid: 5 })).data).toEqual([{ pid: detPid, problemId: 'A', title: 'for pd-student', status: -10, score: null }]);
    expect(await strip({ tid: 6 })).toMatchObject({ status: 404, msg: 'The training does not exist' });
    expect(await strip({ cid: 5 })).toMatchObject({ status: 404, msg: 'The contest does not exist' });
  });
});
