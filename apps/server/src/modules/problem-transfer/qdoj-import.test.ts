import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { tokenFor } from '../../../test/fixtures.ts';
import { zipOf, type ZipEntry } from '../../../test/problem-admin.ts';
import { bankState, expectRefused, importArchive, storedProblem } from '../../../test/transfer.ts';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
});
afterAll(async () => {
  await server.close();
});

const rich = (value: string) => ({ format: 'html', value });

/** A QDOJ problem JSON with two scored cases, as QingdaoU's exporter writes it. */
function qdoj(displayId: string, patch: Record<string, unknown> = {}) {
  return {
    display_id: displayId,
    title: `Q ${displayId}`,
    description: rich('<p>Add.</p>'),
    input_description: rich('<p>Two numbers.</p>'),
    output_description: rich('<p>The sum.</p>'),
    hint: rich('<p>Easy.</p>'),
    time_limit: 3000,
    memory_limit: 64,
    samples: [{ input: '1 2', output: '3' }],
    test_case_score: [
      { input_name: '1.in', output_name: '1.out', score: 40 },
      { input_name: '2.in', output_name: '2.out', score: 60 },
    ],
    rule_type: 'OI',
    tags: ['Greedy'],
    source: 'QDU',
    spj: null,
    template: {},
    answers: [{ language: 'C++', code: 'int main() {}' }],
    ...patch,
  };
}

function folder(
  name: string,
  json: unknown,
  files: Record<string, string> = { '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.out': '4\n' },
): ZipEntry[] {
  return [
    { name: `${name}/problem.json`, data: typeof json === 'string' ? json : JSON.stringify(json) },
    ...Object.entries(files).map(([file, data]) => ({ name: `${name}/testcase/${file}`, data })),
  ];
}

const importQdoj = async (entries: ZipEntry[]) => importArchive(server, root, 'qdoj', await zipOf(entries));

describe('POST /api/file/import-qdoj-problem', () => {
  it('imports each problem folder with its statement, limits, scores, tags and special judge', async () => {
    const res = await importQdoj([
      ...folder('1', qdoj('qd-1')),
      ...folder(
        '2',
        qdoj('qd-2', {
          rule_type: 'ACM',
          spj: { code: 'int main() { return 0; }', language: 'C' },
          test_case_score: [{ input_name: '1.in', output_name: '-', score: 0 }],
          template: {
            'C++': { prepend: '#include <cstdio>\n', template: 'int add(int a, int b) { return 0; }', append: 'int main() {}\n' },
            C: { prepend: '', template: '', append: '' },
            Python3: 'print(1)\n',
          },
        }),
        { '1.in': '9\n' },
      ),
      // An ACM problem: QingdaoU writes no case list, the files pair by name.
      ...folder('3', qdoj('qd-3', { rule_type: 'ACM', test_case_score: null }), {
        '10.in': '10\n',
        '10.out': '20\n',
        '2.in': '2\n',
        '2.out': '4\n',
        '1.in': '1\n',
        '1.ans': '2\n',
        '3.in': '3\n',
        info: '{"test_case_number": 4}',
      }),
    ]);
    expect(res, res.msg).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const [first, second, third] = res.data.problems as { pid: number; problemId: string }[];

    const a = await storedProblem(server, root, first!.pid);
    expect(a.problem).toMatchObject({
      problemId: 'QD-1',
      title: 'Q qd-1',
      description: '<p>Add.</p>',
      input: '<p>Two numbers.</p>',
      output: '<p>The sum.</p>',
      hint: '<p>Easy.</p>',
      source: 'QDU',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 3000,
      memoryLimit: 64,
      // No stack limit in QDOJ: the default, within the memory limit.
      stackLimit: 64,
      type: 1,
      ioScore: 100,
      difficulty: 1,
      codeShare: false,
      auth: 1,
      judgeMode: 'default',
      author: 'root',
    });
    expect(a.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['1.in', '1.out', 40],
      ['2.in', '2.out', 60],
    ]);
    expect(Object.fromEntries(a.data)).toEqual({ '1.in': '1 2\n', '1.out': '3\n', '2.in': '2 2\n', '2.out': '4\n' });
    expect(a.tags).toEqual(['Greedy']);
    expect(a.languages).toEqual(['C', 'C With O2', 'C#', 'C++', 'C++ With O2', 'Golang', 'Java', 'Python2', 'Python3']);

    const b = await storedProblem(server, root, second!.pid);
    expect(b.problem).toMatchObject({
      problemId: 'QD-2',
      type: 0,
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: 'int main() { return 0; }',
    });
    // A special judge's case without an output gets an empty one.
    expect(Object.fromEntries(b.data)).toEqual({ '1.in': '9\n', '1.out': '' });
    // QingdaoU's three parts become one starter code, in order; a template without code is none.
    expect(b.templates).toEqual([
      { language: 'C++', code: '#include <cstdio>\nint add(int a, int b) { return 0; }\nint main() {}\n', status: true },
      { language: 'Python3', code: 'print(1)\n', status: true },
    ]);

    const c = await storedProblem(server, root, third!.pid);
    expect(c.problem).toMatchObject({ problemId: 'QD-3', type: 0, judgeMode: 'default' });
    // By the upload rules: shorter names first, .ans when there is no .out, an empty output for an input alone.
    expect(c.cases.map((x) => [x.input, x.output, x.score])).toEqual([
      ['1.in', '1.ans', null],
      ['2.in', '2.out', null],
      ['3.in', '3.out', null],
      ['10.in', '10.out', null],
    ]);
    expect(c.data.get('3.out')).toBe('');
    expect((await bankState(server)).tmp).toEqual([]);
  });

  describe('refuses with a message naming the problem and the file, and keeps the bank as it was', () => {
    const cases: [string, ZipEntry[], string | RegExp][] = [
      [
        'a folder with two JSON files',
        [...folder('1', qdoj('r-1')), { name: '1/extra.json', data: '{}' }],
        '1/: the folder must hold exactly one JSON file, not 2',
      ],
      ['a folder without testcase/', folder('1', qdoj('r-1'), {}), '1/problem.json: the test data folder 1/testcase/ is missing'],
      ['an unparseable JSON', folder('1', '{"title": '), /^1\/problem\.json: the file is not valid JSON \(.+\)$/],
      ['a JSON without a title', folder('1', qdoj('r-1', { title: undefined })), /^1\/problem\.json: title: /],
      [
        'a missing test file',
        folder('1', qdoj('r-1'), { '1.in': '1\n', '1.out': '1\n', '2.in': '2\n' }),
        '1/problem.json: the test file 2.out is missing',
      ],
      [
        'a problem without test data',
        folder('1', qdoj('r-1', { test_case_score: null }), { info: '{}' }),
        '1/problem.json: the problem has no test data',
      ],
      [
        'a stray file at the top',
        [...folder('1', qdoj('r-1')), { name: 'notes.txt', data: 'x' }],
        'notes.txt: only problem folders may sit at the top of the zip',
      ],
      [
        'an unknown special judge language',
        folder('1', qdoj('r-1', { spj: { code: 'x', language: 'Java' } })),
        '1/problem.json: the special judge language must be C or C++',
      ],
    ];
    for (const [name, entries, message] of cases) {
      it(name, async () => {
        const res = await expectRefused(server, () => importQdoj(entries), message);
        expect(res.http).toBe(200);
      });
    }
  });
});
