import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ProblemDTO } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { recordCompiledChecker } from '../judgehost/compile.ts';
import { languageIds, problemForm, uploadZip, zipOf } from '../../../test/problem-admin.ts';
import { bankState, download, importArchive, storedProblem, unzipEntries } from '../../../test/transfer.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let lids: number[];
let uploaded: number;
let handEntered: number;

const SPJ = '#include <cstdio>\nint main() { return 0; }\n';

const create = async (body: ProblemDTO) => {
  const res = await server.call('POST', '/api/admin/problem', { token: root, body });
  if (res.status !== 200) throw new Error(res.msg);
  return res.data.pid as number;
};

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'ex-admin', { role: Role.ADMIN });
  lids = await languageIds(server, ['C', 'C++', 'Python3']);

  // An OI problem with uploaded cases in two subtasks, a special judge, file IO, templates, tags and extra files.
  await recordCompiledChecker(server.ctx.db, { role: 'spj', language: 'C++', code: SPJ });
  const up = await uploadZip(
    server,
    root,
    await zipOf([
      { name: 'a.in', data: '1\r\n' },
      { name: 'a.out', data: '1\r\n' },
      { name: 'b.in', data: '2\n' },
      { name: 'b.ans', data: '4\n' },
      { name: 'c.in', data: '3\n' },
    ]),
    { mode: 'subtask_lowest' },
  );
  uploaded = await create(
    problemForm(
      lids,
      {
        isUploadTestCase: true,
        uploadTestcaseDir: up.data.fileListDir,
        samples: [
          { input: 'a.in', output: 'a.out', score: 20, groupNum: 1 },
          { input: 'b.in', output: 'b.ans', score: 30, groupNum: 1 },
          { input: 'c.in', output: 'c.out', score: 50, groupNum: 2 },
        ],
        judgeMode: 'spj',
        tags: [{ name: 'Graphs' }, { name: 'dp' }],
        codeTemplates: [
          { lid: lids[1]!, code: '#include <cstdio>\nint main() {}\n', status: true },
          { lid: lids[2]!, code: 'print()', status: false },
        ],
      },
      {
        problemId: 'EX-1',
        title: 'Squares',
        type: 1,
        auth: 1,
        judgeCaseMode: 'subtask_lowest',
        spjCode: SPJ,
        spjLanguage: 'C++',
        isFileIO: true,
        ioReadFileName: 'sq.in',
        ioWriteFileName: 'sq.out',
        userExtraFile: { 'util.h': '#pragma once\n' },
        judgeExtraFile: { 'testlib.h': '// testlib\n' },
        hint: 'Square it.',
        source: 'Training',
        difficulty: 2,
        timeLimit: 1500,
        memoryLimit: 512,
        codeShare: false,
        openCaseResult: false,
      },
    ),
  );
  // A private ACM problem with hand-entered cases.
  handEntered = await create(
    problemForm(lids.slice(0, 1), { tags: [{ name: 'dp' }] }, { problemId: 'EX-2', auth: 2, judgeCaseMode: 'ergodic_without_error' }),
  );
});
afterAll(async () => {
  await server.close();
});

const exportOf = (token: string, pids: number[]) =>
  download(
    server,
    token,
    '/api/file/export-problem',
    pids.map((pid) => ['pid', pid]),
  );

/** What must come back equal: everything but the row's own identity and times. */
function comparable(p: Awaited<ReturnType<typeof storedProblem>>) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, gmtCreate, gmtModified, caseVersion, isUploadCase, ...fields } = p.problem;
  return {
    fields,
    cases: p.cases.map((c) => [c.score, c.groupNum]),
    data: Object.fromEntries(p.data),
    languages: p.languages,
    tags: p.tags,
    templates: p.templates,
  };
}

describe('GET /api/file/export-problem', () => {
  it('is for root only', async () => {
    expect((await exportOf(admin.token, [uploaded])).status).toBe(403);
    const res = await server.call('GET', '/api/file/export-problem', { query: { pid: uploaded } });
    expect(res.http).toBe(401);
  });

  it('refuses an empty selection and an unknown problem', async () => {
    const none = await server.call('GET', '/api/file/export-problem', { token: root });
    expect(none).toMatchObject({ http: 400, status: 400, msg: 'Choose at least one problem to export' });
    const unknown = await server.call('GET', '/api/file/export-problem', { token: root, query: { pid: 99999 } });
    expect(unknown).toMatchObject({ http: 200, status: 404, msg: 'The problem 99999 does not exist' });
  });

  it("writes each problem's JSON and its test data folder", async () => {
    const res = await exportOf(root, [uploaded, handEntered]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-download');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;filename=problem_export_\d+\.zip$/);
    const files = await unzipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(
      [
        `problem_${uploaded}.json`,
        `problem_${uploaded}/info`,
        `problem_${uploaded}/a.in`,
        `problem_${uploaded}/a.out`,
        `problem_${uploaded}/b.in`,
        `problem_${uploaded}/b.ans`,
        `problem_${uploaded}/c.in`,
        `problem_${uploaded}/c.out`,
        `problem_${handEntered}.json`,
        `problem_${handEntered}/info`,
        `problem_${handEntered}/1.in`,
        `problem_${handEntered}/1.out`,
        `problem_${handEntered}/2.in`,
        `problem_${handEntered}/2.out`,
      ].sort(),
    );
    const json = JSON.parse(files.get(`problem_${uploaded}.json`)!.toString());
    expect(json.problem).not.toHaveProperty('id');
    expect(json.problem).not.toHaveProperty('author');
    expect(json.problem).not.toHaveProperty('caseVersion');
    expect(json).toMatchObject({
      problem: { problemId: 'EX-1', title: 'Squares', auth: 1, isUploadCase: true, spjLanguage: 'C++' },
      languages: expect.arrayContaining(['C', 'C++', 'Python3']),
      samples: [
        { input: 'a.in', output: 'a.out', score: 20, groupNum: 1 },
        { input: 'b.in', output: 'b.ans', score: 30, groupNum: 1 },
        { input: 'c.in', output: 'c.out', score: 50, groupNum: 2 },
      ],
      tags: ['Graphs', 'dp'],
      codeTemplates: [
        { language: 'C++', code: '#include <cstdio>\nint main() {}\n', status: true },
        { language: 'Python3', code: 'print()', status: false },
      ],
      userExtraFile: { 'util.h': '#pragma once\n' },
      judgeExtraFile: { 'testlib.h': '// testlib\n' },
      judgeMode: 'spj',
    });
    expect(JSON.parse(files.get(`problem_${uploaded}/info`)!.toString())).toMatchObject({
      mode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      testCasesSize: 3,
      testCases: [
        { inputName: 'a.in', outputName: 'a.out', score: 20, groupNum: 1 },
        { inputName: 'b.in', outputName: 'b.ans', score: 30, groupNum: 1 },
        { inputName: 'c.in', outputName: 'c.out', score: 50, groupNum: 2 },
      ],
    });
    // Each problem keeps its own auth: a private problem stays private.
    expect(JSON.parse(files.get(`problem_${handEntered}.json`)!.toString()).problem).toMatchObject({ problemId: 'EX-2', auth: 2 });
    expect(files.get(`problem_${uploaded}/a.in`)!.toString()).toBe('1\n');
    expect(files.get(`problem_${uploaded}/c.out`)!.toString()).toBe('');
    expect(files.get(`problem_${handEntered}/2.out`)!.toString()).toBe('12\n');
  });

  it('gives back equal problems when the export is imported, a private one private', async () => {
    const before = [comparable(await storedProblem(server, root, uploaded)), comparable(await storedProblem(server, root, handEntered))];
    const zip = Buffer.from(await (await exportOf(root, [uploaded, handEntered])).arrayBuffer());
    for (const pid of [uploaded, handEntered]) {
      expect((await server.call('DELETE', '/api/admin/problem', { token: root, query: { pid } })).status).toBe(200);
    }
    const res = await importArchive(server, root, 'hoj', zip);
    expect(res, res.msg).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const pids = (res.data.problems as { pid: number; problemId: string }[]).sort((a, b) => a.problemId.localeCompare(b.problemId));
    expect(pids.map((p) => p.problemId)).toEqual(['EX-1', 'EX-2']);
    const after = [
      comparable(await storedProblem(server, root, pids[0]!.pid)),
      comparable(await storedProblem(server, root, pids[1]!.pid)),
    ];
    expect(after).toEqual(before);
    expect((await bankState(server)).tmp).toEqual([]);
  });
});
