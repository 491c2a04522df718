import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { language, problem, tag } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { tamperZip, zipOf, type ZipEntry } from '../../../test/problem-admin.ts';
import { IMPORT_PATHS, bankState, expectRefused, importArchive, storedProblem } from '../../../test/transfer.ts';
import type { HojProblemJson } from './hoj-zip.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;

beforeAll(async () => {
  // Small limits, so that the refusals of big archives are cheap to provoke.
  server = await startTestServer({
    problemImport: { archiveBytes: 1024 * 1024, unpackedBytes: 2 * 1024 * 1024, filesMax: 20, problemsMax: 3 },
  });
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'tr-admin', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'tr-padmin', { role: Role.PROBLEM_ADMIN });
  await server.ctx.db.insert(tag).values({ name: 'Math', color: '#409eff', oj: 'ME' });
});
afterAll(async () => {
  await server.close();
});

/** A problem JSON of the original system, with two cases `1.in/1.out`, `2.in/2.out`. */
function vo(problemId: string, patch: Partial<HojProblemJson> = {}, fields: Record<string, unknown> = {}): HojProblemJson {
  return {
    problem: {
      problemId,
      title: `Sum ${problemId}`,
      description: 'Add the numbers.',
      input: 'Numbers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      type: 0,
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      auth: 1,
      difficulty: 2,
      ...fields,
    },
    languages: ['C++', 'Python3'],
    samples: [
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
    ],
    tags: [],
    codeTemplates: [],
    judgeMode: 'default',
    ...patch,
  };
}

/** The entries of one problem: its JSON and its folder with the two cases. */
function problemEntries(key: string, json: HojProblemJson | string, files: Record<string, string> = {}): ZipEntry[] {
  const data = { '1.in': '1 2\r\n', '1.out': '3\r\n', '2.in': '5 7\n', '2.out': '12\n', ...files };
  return [
    { name: `${key}.json`, data: typeof json === 'string' ? json : JSON.stringify(json) },
    ...Object.entries(data).map(([name, text]) => ({ name: `${key}/${name}`, data: text })),
  ];
}

const importHoj = async (entries: ZipEntry[], token = root) => importArchive(server, token, 'hoj', await zipOf(entries));

describe('POST /api/file/import-problem', () => {
  it('is for root only: no token (HTTP 401), admin and problem_admin (HTTP 403)', async () => {
    const before = await bankState(server);
    const zip = await zipOf(problemEntries('problem_1', vo('PERM-1')));
    for (const path of Object.keys(IMPORT_PATHS) as (keyof typeof IMPORT_PATHS)[]) {
      expect((await importArchive(server, null, path, zip)).http).toBe(401);
      expect(await importArchive(server, admin.token, path, zip)).toMatchObject({ http: 403, status: 403 });
      expect(await importArchive(server, problemAdmin.token, path, zip)).toMatchObject({ http: 403, status: 403 });
    }
    expect(await bankState(server)).toEqual(before);
  });

  it('imports every problem with its fields, cases, languages, tags, templates, extra files and checker', async () => {
    const first = vo(
      'hoj-a1',
      {
        languages: ['C++', 'Python3', 'Klingon'],
        samples: [
          { input: '1.in', output: '1.out', score: 30, groupNum: 1 },
          { input: '2.in', output: '2.out', score: 70, groupNum: 2 },
        ],
        tags: ['math', 'Brand New', 'brand new'],
        codeTemplates: [
          { language: 'C++', code: 'int main() { return 0; }' },
          { language: 'Klingon', code: 'Qapla' },
        ],
        userExtraFile: { 'helper.h': '#define N 10\n' },
        judgeExtraFile: '{"testlib.h":"// testlib"}',
        judgeMode: 'spj',
      },
      { type: 1, judgeCaseMode: 'subtask_lowest', spjCode: 'int main() { return 0; }', spjLanguage: 'C++', hint: 'Think.', source: 'Camp' },
    );
    const second = vo('', { languages: [] });
    const before = await bankState(server);
    const res = await importHoj([...problemEntries('problem_1', first), ...problemEntries('problem_2', second)]);
    expect(res, res.msg).toMatchObject({ http: 200, status: 200, msg: 'Import Successfully' });
    const [a, b] = res.data.problems as { pid: number; problemId: string; title: string }[];
    expect(a).toMatchObject({ problemId: 'HOJ-A1', title: 'Sum hoj-a1' });
    expect(b).toEqual({ pid: b!.pid, problemId: `P${b!.pid}`, title: 'Sum' });

    const stored = await storedProblem(server, root, a!.pid);
    expect(stored.problem).toMatchObject({
      problemId: 'HOJ-A1',
      title: 'Sum hoj-a1',
      author: 'root',
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      judgeMode: 'spj',
      spjCode: 'int main() { return 0; }',
      spjLanguage: 'C++',
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      difficulty: 2,
      hint: 'Think.',
      source: 'Camp',
      ioScore: 100,
      isUploadCase: true,
      userExtraFile: '{"helper.h":"#define N 10\\n"}',
      judgeExtraFile: '{"testlib.h":"// testlib"}',
    });
    expect(stored.cases.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1.in', '1.out', 30, 1],
      ['2.in', '2.out', 70, 2],
    ]);
    // Test data is kept LF-normalised, as uploads are.
    expect(Object.fromEntries(stored.data)).toEqual({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '5 7\n', '2.out': '12\n' });
    // An unknown language is dropped, and so is its template; tags match the site's case-insensitively.
    expect(stored.languages).toEqual(['C++', 'Python3']);
    expect(stored.templates).toEqual([{ language: 'C++', code: 'int main() { return 0; }', status: true }]);
    expect(stored.tags).toEqual(['Brand New', 'Math']);

    // No languages: every own language.
    const other = await storedProblem(server, root, b!.pid);
    const own = await server.ctx.db.select({ name: language.name }).from(language).where(eq(language.oj, 'ME'));
    expect(other.languages).toEqual(own.map((l) => l.name).sort());
    expect(other.problem).toMatchObject({ type: 0, judgeMode: 'default', author: 'root', difficulty: 2 });

    const after = await bankState(server);
    expect(after.rows.problem).toBe(before.rows.problem! + 2);
    expect(after.rows.tag).toBe(before.rows.tag! + 1);
    expect(after.tmp).toEqual([]);
  });

  describe('refuses with a message naming the problem and the file, and keeps the bank as it was', () => {
    const cases: [string, () => Promise<ZipEntry[]>, string | RegExp][] = [
      [
        'a missing test file',
        async () => [
          ...problemEntries('problem_1', vo('R-1')),
          ...problemEntries('problem_3', vo('R-3')).filter((e) => e.name !== 'problem_3/2.out'),
        ],
        'problem_3.json: the test file 2.out is missing',
      ],
      [
        'a problem JSON without its folder',
        async () => problemEntries('problem_1', vo('R-1')).slice(0, 1),
        'problem_1.json: the test data folder problem_1/ is missing',
      ],
      [
        'a stray file at the top',
        async () => [...problemEntries('problem_1', vo('R-1')), { name: 'readme.txt', data: 'hello' }],
        'readme.txt: only problem JSON files and their test data folders may sit at the top of the zip',
      ],
      [
        'an unparseable JSON',
        async () => problemEntries('problem_1', '{"problem": {'),
        /^problem_1\.json: the file is not valid JSON \(.+\)$/,
      ],
      [
        'a JSON of the wrong shape',
        async () => problemEntries('problem_1', JSON.stringify({ ...vo('R-1'), languages: 'C++' })),
        /^problem_1\.json: languages: /,
      ],
      [
        'a problem without test data',
        async () => problemEntries('problem_1', vo('R-1', { samples: [] })),
        'problem_1.json: the problem has no test data',
      ],
      [
        'a case file outside its folder',
        async () => problemEntries('problem_1', vo('R-1', { samples: [{ input: '1.in', output: '../problem_2.json' }] })),
        'problem_1.json: the test file problem_2.json is missing',
      ],
      [
        'a title the form refuses',
        async () => problemEntries('problem_1', vo('R-1', {}, { title: ' ' })),
        'problem_1.json: title is required',
      ],
      ['a field of the wrong type', async () => problemEntries('problem_1', vo('R-1', {}, { hint: 42 })), /^problem_1\.json: hint: /],
      [
        'an OI case without a score',
        async () => problemEntries('problem_1', vo('R-1', {}, { type: 1 })),
        'problem_1.json: the score of each test case must be an integer from 0 to 1000000',
      ],
      [
        'two problems with one ID',
        async () => [...problemEntries('problem_1', vo('R-1')), ...problemEntries('problem_2', vo('r-1'))],
        'problem_2.json: the problem ID R-1 is also the ID of problem_1.json',
      ],
      [
        'an ID the bank already has',
        async () => problemEntries('problem_1', vo('hoj-a1')),
        'problem_1.json: the problem ID HOJ-A1 already exists',
      ],
      [
        'more problems than allowed',
        async () => ['1', '2', '3', '4'].flatMap((n) => problemEntries(`problem_${n}`, vo(`R-${n}`))),
        'The archive holds 4 problems, more than 3',
      ],
      ['an archive without problems', async () => [{ name: 'empty/', directory: true }], 'The archive holds no problem: check its layout'],
      [
        'a symbolic link',
        async () => [...problemEntries('problem_1', vo('R-1')), { name: 'problem_1/3.in', data: '/etc/passwd', mode: 0o120777 }],
        'The zip was refused: "problem_1/3.in" is a symbolic link',
      ],
      [
        'too many files',
        async () => [
          ...problemEntries('problem_1', vo('R-1')),
          ...Array.from({ length: 16 }, (_, i) => ({ name: `problem_1/x${i}`, data: 'x' })),
        ],
        'The zip was refused: it holds 21 entries, more than 20',
      ],
      [
        'oversized data',
        async () => [...problemEntries('problem_1', vo('R-1')), { name: 'problem_1/big.in', data: Buffer.alloc(3 * 1024 * 1024, 49) }],
        'The zip was refused: "problem_1/big.in" is larger than 2 MB',
      ],
    ];
    for (const [name, entries, message] of cases) {
      it(name, async () => {
        const res = await expectRefused(server, async () => importHoj(await entries()), message);
        expect(res.http).toBe(200);
      });
    }

    it('in Chinese for clients that prefer it', async () => {
      const zh = { headers: { 'accept-language': 'zh-CN' } };
      const inChinese = async (entries: ZipEntry[]) => importArchive(server, root, 'hoj', await zipOf(entries), zh);
      const missing = await inChinese(problemEntries('problem_1', vo('R-1', { samples: [{ input: '1.in', output: '9.out' }] })));
      expect(missing.msg).toBe('problem_1.json：测试文件 9.out 缺失');
      const form = await importHoj(problemEntries('problem_1', vo('R-1', {}, { timeLimit: 0 })));
      expect(form.msg).toBe('problem_1.json: the time limit must be an integer from 1 to 30000 (ms)');
      const formZh = await inChinese(problemEntries('problem_1', vo('R-1', {}, { timeLimit: 0 })));
      expect(formZh.msg).toBe('problem_1.json：时间限制应为 1 到 30000 之间的整数（毫秒）');
      const slip = await zipOf([...problemEntries('problem_1', vo('R-1')), { name: 'ab/c.in', data: 'x' }]);
      const refused = await importArchive(server, root, 'hoj', tamperZip(slip, 5, { name: '../c.in' }), zh);
      expect(refused.msg).toBe('压缩包被拒绝：“../c.in”指向文件夹之外');
      const imported = await inChinese(problemEntries('problem_1', vo('R-1')));
      expect(imported).toMatchObject({ status: 200, msg: '导入成功' });
    });

    it('a zip-slip entry', async () => {
      const before = await bankState(server);
      const zip = await zipOf([...problemEntries('problem_1', vo('R-1')), { name: 'ab/c.in', data: 'x' }]);
      const res = await importArchive(server, root, 'hoj', tamperZip(zip, 5, { name: '../c.in' }));
      expect(res).toMatchObject({ status: 400, msg: 'The zip was refused: "../c.in" leads out of the folder' });
      expect(await bankState(server)).toEqual(before);
    });

    it('a refusal inside the transaction takes back the problems already written', async () => {
      // The next problem rows get ids n+1, n+2: a problem named P{n+2} makes the blank ID of the second one taken.
      const max = (await server.ctx.db.select({ id: problem.id }).from(problem)).reduce((m, r) => Math.max(m, r.id), 0);
      const blocker = await importHoj(problemEntries('problem_9', vo(`P${max + 3}`)));
      expect(blocker.status, blocker.msg).toBe(200);
      const before = await bankState(server);
      const res = await importHoj([...problemEntries('problem_1', vo('TX-1')), ...problemEntries('problem_2', vo(''))]);
      expect(res).toMatchObject({
        status: 400,
        msg: `problem_2.json: the problem ID P${max + 3} is already taken: please give the problem an ID`,
      });
      expect(await bankState(server)).toEqual(before);
    });

    it('a file that is not a zip, or not named .zip, or an upload beyond the size limit', async () => {
      const before = await bankState(server);
      expect(await importArchive(server, root, 'hoj', 'not a zip at all')).toMatchObject({
        status: 400,
        msg: 'The file is not a valid zip',
      });
      const zip = await zipOf(problemEntries('problem_1', vo('R-1')));
      expect(await importArchive(server, root, 'hoj', zip, { filename: 'p.rar' })).toMatchObject({
        http: 400,
        msg: 'Please upload a .zip file',
      });
      expect(await importArchive(server, root, 'hoj', zip, { field: 'image' })).toMatchObject({
        http: 400,
        msg: 'Please choose a file to upload',
      });
      const huge = await zipOf([{ name: 'noise.bin', data: randomBytes(1536 * 1024), compress: false }]);
      expect(await importArchive(server, root, 'hoj', huge)).toMatchObject({ http: 400, msg: 'File size exceeded' });
      expect(await bankState(server)).toEqual(before);
    });
  });
});
