import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { pngBytes, tokenFor } from '../../../test/fixtures.ts';
import { zipOf, type ZipEntry } from '../../../test/problem-admin.ts';
import { expectRefused, importArchive, storedProblem } from '../../../test/transfer.ts';
import { languageName, splitStatement } from './hydro-zip.ts';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
});
afterAll(async () => {
  await server.close();
});

const IMAGE = pngBytes(2, 2);

const STATEMENT_ZH = [
  '## 题目描述',
  'Add two numbers. ![pic](file://pic.png)',
  '',
  '## 输入格式',
  'Two numbers.',
  '',
  '## 输出格式',
  'Their sum.',
  '',
  '## 样例',
  '',
  '```input1',
  '1 2',
  '```',
  '',
  '```output1',
  '3',
  '```',
  '',
  '## 提示',
  'Small.',
].join('\n');

const STATEMENT_EN = ['Echo a line.', '', '## Input', 'A line.', '', '## Output', 'The same line.'].join('\n');

const CONFIG = `type: default
time: 2s
memory: 128m
checker: chk.cc
subtasks:
  - score: 30
    cases:
      - input: 1.in
        output: 1.out
  - score: 70
    cases:
      - input: 2.in
        output: 2.out
      - input: 3.in
        output: 3.ans
langs: [cc.cc17o2, py.py3, klingon]
judge_extra_files: [testlib.h]
`;

/** A problem folder: name → text of each file under it. */
function folder(name: string, files: Record<string, string | Buffer>): ZipEntry[] {
  return Object.entries(files).map(([file, data]) => ({ name: `${name}/${file}`, data }));
}

function sum(patch: Record<string, string | Buffer | null> = {}): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer | null> = {
    'problem.yaml': 'pid: H1000\ntitle: Hydro Sum\ntag:\n  - math\n  - 入门\n',
    'problem_zh.md': STATEMENT_ZH,
    'additional_file/pic.png': IMAGE,
    'testdata/config.yaml': CONFIG,
    'testdata/chk.cc': 'int main() { return 0; }\n',
    'testdata/testlib.h': '// testlib\n',
    'testdata/1.in': '1 2\r\n',
    'testdata/1.out': '3\r\n',
    'testdata/2.in': '2 2\n',
    'testdata/2.out': '4\n',
    'testdata/3.in': '3 3\n',
    'testdata/3.ans': '6\n',
    ...patch,
  };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string | Buffer] => e[1] !== null));
}

function echo(patch: Record<string, string | null> = {}): Record<string, string | Buffer> {
  const files: Record<string, string | null> = {
    'problem.yaml': 'pid: "null"\ntitle: Echo\n',
    'problem.md': STATEMENT_EN,
    'testdata/a.in': 'x\n',
    'testdata/a.out': 'x\n',
    'testdata/b.in': 'y\n',
    ...patch,
  };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== null));
}

const importHydro = async (entries: ZipEntry[]) => importArchive(server, root, 'hydro', await zipOf(entries));

describe('Hydro statements and languages', () => {
  it('split into description, input, output, hint and the fenced examples', () => {
    expect(splitStatement(STATEMENT_ZH)).toEqual({
      description: 'Add two numbers. ![pic](file://pic.png)',
      input: 'Two numbers.',
      output: 'Their sum.',
      hint: 'Small.',
      examples: '<input>1 2</input><output>3</output>',
    });
    expect(splitStatement(STATEMENT_EN)).toMatchObject({
      description: 'Echo a line.',
      input: 'A line.',
      output: 'The same line.',
      hint: '',
      examples: null,
    });
  });

  it('name the languages of this judge', () => {
    expect(
      ['cc', 'cc.cc17o2', 'cc.cc20', 'c', 'c.o2', 'py', 'py.py2', 'py.pypy3', 'java', 'go', 'nodejs', 'cs', 'rust?'].map(languageName),
    ).toEqual([
      'C++',
      'C++ 17 With O2',
      'C++ 20',
      'C',
      'C With O2',
      'Python3',
      'Python2',
      'PyPy3',
      'Java',
      'Golang',
      'JavaScript Node',
      'C#',
      'rust?',
    ]);
  });
});

describe('POST /api/file/import-hydro-problem', () => {
  it('imports each folder: statement, images, subtasks, checker, languages, tags and extra files', async () => {
    const res = await importHydro([...folder('H1000', sum()), ...folder('echo', echo())]);
    expect(res, res.msg).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const [first, second] = res.data.problems as { pid: number; problemId: string }[];

    const a = await storedProblem(server, root, first!.pid);
    expect(a.problem).toMatchObject({
      problemId: 'H1000',
      title: 'Hydro Sum',
      input: 'Two numbers.',
      output: 'Their sum.',
      hint: 'Small.',
      examples: '<input>1 2</input><output>3</output>',
      type: 1,
      difficulty: 1,
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 128,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: 'int main() { return 0; }\n',
      judgeCaseMode: 'subtask_lowest',
      ioScore: 100,
      judgeExtraFile: '{"testlib.h":"// testlib\\n"}',
    });
    const url = /!\[pic\]\((\/api\/public\/img\/[0-9a-f]{32}\.png)\)/.exec(a.problem.description as string)?.[1];
    expect(url).toBeDefined();
    const image = await fetch(new URL(url!, server.url));
    expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE)).toBe(true);
    // Each case of a subtask carries the subtask's score; the lowest counts.
    expect(a.cases.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1.in', '1.out', 30, 1],
      ['2.in', '2.out', 70, 2],
      ['3.in', '3.ans', 70, 2],
    ]);
    expect(a.data.get('1.in')).toBe('1 2\n');
    expect(a.languages).toEqual(['C++ 17 With O2', 'Python3']);
    expect(a.tags).toEqual(['math', '入门']);

    const b = await storedProblem(server, root, second!.pid);
    expect(b.problem).toMatchObject({
      problemId: `P${second!.pid}`,
      title: 'Echo',
      description: 'Echo a line.',
      judgeMode: 'default',
      timeLimit: 1000,
    });
    // Without config.yaml the files pair by name, scores are 100/N and a missing output is empty.
    expect(b.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['a.in', 'a.out', 50],
      ['b.in', 'b.out', 50],
    ]);
    expect(b.data.get('b.out')).toBe('');
  });

  it('reads listed cases without scores as 100/N, and interactors', async () => {
    const config =
      'type: interactive\ninteractor: inter.c\ntime: 500ms\nmemory: 1g\ncases:\n  - {input: a.in, output: a.out}\n  - {input: b.in, output: b.out}\n  - {input: c.in, output: c.out}\n';
    const files = echo({
      'problem.yaml': 'title: Guess\n',
      'testdata/config.yaml': config,
      'testdata/inter.c': 'int main(){}',
      'testdata/b.out': 'y\n',
      'testdata/c.in': 'z\n',
      'testdata/c.out': 'z\n',
    });
    const res = await importHydro(folder('guess', files));
    expect(res.status, res.msg).toBe(200);
    const stored = await storedProblem(server, root, res.data.problems[0].pid);
    expect(stored.problem).toMatchObject({
      judgeMode: 'interactive',
      spjLanguage: 'C',
      timeLimit: 500,
      memoryLimit: 1024,
      judgeCaseMode: 'default',
    });
    expect(stored.cases.map((c) => c.score)).toEqual([33, 33, 34]);
  });

  it('reads problem_en.md when there is neither problem_zh.md nor problem.md', async () => {
    const res = await importHydro(folder('en', echo({ 'problem.md': null, 'problem_en.md': STATEMENT_EN, 'problem.yaml': 'title: En\n' })));
    expect(res, res.msg).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const stored = await storedProblem(server, root, res.data.problems[0].pid);
    expect(stored.problem).toMatchObject({ title: 'En', description: 'Echo a line.', input: 'A line.', output: 'The same line.' });
  });

  describe('refuses with a message naming the problem and the file, and keeps the bank as it was', () => {
    const cases: [string, ZipEntry[], string | RegExp][] = [
      ['a folder without problem.yaml', folder('x', echo({ 'problem.yaml': null })), 'x/: the folder has no problem.yaml'],
      [
        'a folder without testdata/',
        folder('x', { 'problem.yaml': 'title: X\n', 'problem.md': STATEMENT_EN }),
        'x/: the test data folder testdata/ is missing',
      ],
      [
        'an unparseable problem.yaml',
        folder('x', echo({ 'problem.yaml': 'title: [unclosed\n' })),
        /^x\/problem\.yaml: the file is not valid YAML \(.+\)$/,
      ],
      [
        'a config.yaml of the wrong shape',
        folder('x', echo({ 'testdata/config.yaml': 'cases: 3\n' })),
        /^x\/testdata\/config\.yaml: cases: /,
      ],
      [
        'a time that is no duration',
        folder('x', echo({ 'testdata/config.yaml': 'time: fast\n' })),
        'x/testdata/config.yaml: the time "fast" is not a duration like 1s or 1000ms',
      ],
      ['a missing checker', folder('x', echo({ 'testdata/config.yaml': 'checker: chk.cc\n' })), 'x/testdata/chk.cc: the file is missing'],
      ['a missing statement', folder('x', echo({ 'problem.md': null })), 'x/problem.md: the file is missing'],
      [
        'a statement without an input section',
        folder('x', echo({ 'problem.md': 'Only a description.' })),
        'x/problem.md: input description is required',
      ],
      [
        'a linked file that is missing',
        folder('x', echo({ 'problem.md': `${STATEMENT_EN}\n![a](file://a.png)` })),
        'x/problem.md: the file additional_file/a.png is missing',
      ],
      [
        'a linked file that is no image',
        folder('x', { ...echo({ 'problem.md': `${STATEMENT_EN}\n[doc](file://a.pdf)` }), 'additional_file/a.pdf': '%PDF-1.4' }),
        'x/problem.md: additional_file/a.pdf is not a PNG, JPEG, GIF, BMP or WebP image: only images can be shown in a statement',
      ],
      [
        'a listed case whose file is missing',
        folder('x', echo({ 'testdata/config.yaml': 'cases:\n  - {input: a.in, output: z.out}\n' })),
        'x/problem.md: the test file z.out is missing',
      ],
      [
        'a problem without test data',
        folder('x', echo({ 'testdata/a.in': null, 'testdata/a.out': null, 'testdata/b.in': null, 'testdata/keep': '' })),
        'x/problem.md: the problem has no test data',
      ],
      [
        'a stray file at the top',
        [...folder('x', echo()), { name: 'x.md', data: '' }],
        'x.md: only problem folders may sit at the top of the zip',
      ],
    ];
    for (const [name, entries, message] of cases) {
      it(name, async () => {
        const res = await expectRefused(server, () => importHydro(entries), message);
        expect(res.http).toBe(200);
      });
    }
  });
});
