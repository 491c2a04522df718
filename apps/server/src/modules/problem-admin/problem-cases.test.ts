import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ProblemDTO } from '@arbiter/contract';
import { problem, problemCase } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { recordCompiledChecker } from '../judgehost/compile.ts';

let server: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let student: TestUser;
let lids: number[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await addUser(server, 'pc-admin', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'pc-admin2', { role: Role.ADMIN });
  student = await addUser(server, 'pc-student');
  lids = await languageIds(server, ['C++']);
});
afterAll(async () => {
  await server.close();
});

type Sample = NonNullable<ProblemDTO['samples']>[number];
const form = (samples: Sample[], p: Partial<ProblemDTO['problem']> = {}, patch: Partial<ProblemDTO> = {}) =>
  problemForm(lids, { samples, ...patch }, p);

async function create(body: ProblemDTO): Promise<number> {
  const res = await server.call('POST', '/api/admin/problem', { token: admin.token, body });
  expect(res.status, res.msg).toBe(200);
  return res.data.pid as number;
}

async function edit(pid: number, body: ProblemDTO): Promise<void> {
  body.problem.id = pid;
  body.problem.problemId = `P${pid}`;
  const res = await server.call('PUT', '/api/admin/problem', { token: admin.token, body });
  expect(res.status, res.msg).toBe(200);
}

const problemRow = async (pid: number) => (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0]!;
const caseRows = (pid: number) => server.ctx.db.select().from(problemCase).where(eq(problemCase.pid, pid)).orderBy(asc(problemCase.seq));

describe('hand-entered cases', () => {
  it('keep the LF-normalised data in the row and the blob store, with hashes and sizes', async () => {
    const pid = await create(
      form([
        { input: '1 2\r\n3 4\r\n', output: '3\r7\r\n' },
        { input: 'x', output: '' },
      ]),
    );
    const rows = await caseRows(pid);
    expect(rows).toMatchObject([
      { input: '1 2\n3 4\n', output: '3\n7\n', inputSize: 8, outputSize: 4, seq: 1, status: 0, groupNum: 1, score: null },
      { input: 'x', output: '', inputSize: 1, outputSize: 0, seq: 2 },
    ]);
    expect((await server.ctx.blobs.get(rows[0]!.inputHash))!.toString()).toBe('1 2\n3 4\n');
    expect((await server.ctx.blobs.get(rows[0]!.outputHash))!.toString()).toBe('3\n7\n');
    expect((await server.ctx.blobs.get(rows[1]!.outputHash))!.length).toBe(0);
  });

  it('get-problem-cases needs a token (HTTP 401) and an admin role (HTTP 403)', async () => {
    const pid = await create(form([{ input: '1', output: '1' }]));
    expect((await server.call('GET', '/api/admin/problem/get-problem-cases', { query: { pid } })).http).toBe(401);
    expect(await server.call('GET', '/api/admin/problem/get-problem-cases', { token: student.token, query: { pid } })).toMatchObject({
      http: 403,
      status: 403,
    });
  });

  it('are listed in their order by get-problem-cases, for the author and managers only', async () => {
    const pid = await create(
      form([
        { input: 'long input', output: '1' },
        { input: 'a', output: '2' },
      ]),
    );
    const res = await server.call('GET', '/api/admin/problem/get-problem-cases', { token: admin.token, query: { pid, isUpload: false } });
    expect(res.status).toBe(200);
    expect(res.data.map((c: { input: string }) => c.input)).toEqual(['long input', 'a']);
    expect(res.data[0]).toMatchObject({ pid, output: '1', status: 0, groupNum: 1, inputSize: 10, outputSize: 1 });
    const other = await server.call('GET', '/api/admin/problem/get-problem-cases', { token: otherAdmin.token, query: { pid } });
    expect(other).toMatchObject({ http: 200, status: 403 });
  });
});

describe('the case version', () => {
  it('stays when an edit leaves the cases alone, and keeps the case ids', async () => {
    const samples = [
      { input: '1\n', output: '1\n' },
      { input: '2\n', output: '2\n' },
    ];
    const pid = await create(form(samples));
    const before = await problemRow(pid);
    const ids = (await caseRows(pid)).map((c) => c.id);
    await edit(pid, form(samples, { title: 'Renamed only' }));
    const after = await problemRow(pid);
    expect(after.title).toBe('Renamed only');
    expect(after.caseVersion).toBe(before.caseVersion);
    expect((await caseRows(pid)).map((c) => c.id)).toEqual(ids);
    // CRLF that normalises to the same data is no change either.
    await edit(pid, form([{ input: '1\r\n', output: '1\r\n' }, samples[1]!]));
    expect((await problemRow(pid)).caseVersion).toBe(before.caseVersion);
  });

  it('is bumped when a case changes; unchanged cases keep their ids', async () => {
    const pid = await create(
      form([
        { input: 'a', output: 'A' },
        { input: 'b', output: 'B' },
        { input: 'c', output: 'C' },
      ]),
    );
    const before = await problemRow(pid);
    const [a, b, c] = await caseRows(pid);
    await edit(
      pid,
      form([
        { id: a!.id, input: 'a', output: 'A' },
        { id: b!.id, input: 'b', output: 'changed' },
        { id: c!.id, input: 'c', output: 'C' },
        { input: 'd', output: 'D' },
      ]),
    );
    const after = await caseRows(pid);
    expect(Number((await problemRow(pid)).caseVersion)).toBeGreaterThan(Number(before.caseVersion));
    expect(after.map((r) => [r.input, r.output, r.seq])).toEqual([
      ['a', 'A', 1],
      ['b', 'changed', 2],
      ['c', 'C', 3],
      ['d', 'D', 4],
    ]);
    expect(after[0]!.id).toBe(a!.id);
    expect(after[2]!.id).toBe(c!.id);
    expect(after[1]!.id).not.toBe(b!.id);
  });

  it('is bumped by a reorder, a removed case and a changed checker', async () => {
    const pid = await create(
      form([
        { input: 'a', output: 'A' },
        { input: 'b', output: 'B' },
      ]),
    );
    let version = (await problemRow(pid)).caseVersion;
    const bumped = async () => {
      const next = (await problemRow(pid)).caseVersion;
      const grew = Number(next) > Number(version);
      version = next;
      return grew;
    };
    await edit(
      pid,
      form([
        { input: 'b', output: 'B' },
        { input: 'a', output: 'A' },
      ]),
    );
    expect(await bumped()).toBe(true);
    await edit(pid, form([{ input: 'b', output: 'B' }]));
    expect(await bumped()).toBe(true);
    // A changed checker is saved only once it compiled.
    await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C', code: 'int main(){return 0;}' });
    await edit(pid, form([{ input: 'b', output: 'B' }], { spjCode: 'int main(){return 0;}', spjLanguage: 'C' }, { judgeMode: 'spj' }));
    expect(await bumped()).toBe(true);
    await edit(
      pid,
      form([{ input: 'b', output: 'B' }], { spjCode: 'int main(){return 0;}', spjLanguage: 'C', hint: 'h' }, { judgeMode: 'spj' }),
    );
    expect(await bumped()).toBe(false);
  });
});

describe('the OI total (io_score) recomputed on save', () => {
  const oi = (judgeCaseMode: 'default' | 'subtask_lowest' | 'subtask_average') => ({ type: 1 as const, judgeCaseMode });
  const scored: Sample[] = [
    { input: '1', output: '1', score: 10, groupNum: 1 },
    { input: '2', output: '2', score: 20, groupNum: 1 },
    { input: '3', output: '3', score: 25, groupNum: 2 },
    { input: '4', output: '4', score: 30, groupNum: 2 },
    { input: '5', output: '5', score: 7, groupNum: 3 },
  ];

  it('is the sum of the scores in the default mode', async () => {
    const pid = await create(form(scored, oi('default')));
    expect((await problemRow(pid)).ioScore).toBe(92);
    // Groups are dropped outside subtask modes.
    expect((await caseRows(pid)).map((c) => [c.score, c.groupNum])).toEqual([
      [10, 1],
      [20, 1],
      [25, 1],
      [30, 1],
      [7, 1],
    ]);
  });

  it('sums the lowest score per group for subtask_lowest', async () => {
    const pid = await create(form(scored, oi('subtask_lowest')));
    expect((await problemRow(pid)).ioScore).toBe(10 + 25 + 7);
    expect((await caseRows(pid)).map((c) => c.groupNum)).toEqual([1, 1, 2, 2, 3]);
  });

  it('sums the rounded average per group for subtask_average, and follows an edit of the scores', async () => {
    const pid = await create(form(scored, oi('subtask_average')));
    expect((await problemRow(pid)).ioScore).toBe(15 + 28 + 7);
    const version = (await problemRow(pid)).caseVersion;
    await edit(
      pid,
      form(
        scored.map((s) => ({ ...s, score: 10 })),
        oi('subtask_average'),
      ),
    );
    const after = await problemRow(pid);
    expect(after.ioScore).toBe(30);
    // Scores are part of the cases the judge uses: the version moves.
    expect(Number(after.caseVersion)).toBeGreaterThan(Number(version));
  });

  it('leaves ACM problems at the default 100 and stores no scores', async () => {
    const pid = await create(form([{ input: '1', output: '1', score: 40 }]));
    expect((await problemRow(pid)).ioScore).toBe(100);
    expect((await caseRows(pid))[0]!.score).toBeNull();
  });
});
