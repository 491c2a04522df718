/**
 * Kattis / ICPC package import over the real server and database (no judge host: the reference
 * submissions stay Pending): how a package becomes a problem, its refusals (each naming the
 * package and the file, each leaving the bank and the queue as they were) and who may call what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@arbiter/contract';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { importKattis, kattisState, kattisZip, verificationOf } from '../../../test/kattis.ts';
import { languageIds, problemForm, tamperZip, zipOf } from '../../../test/problem-admin.ts';
import { storedProblem } from '../../../test/transfer.ts';
import { judge, judgeTask } from '../../db/schema.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'kattis-admin', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'kattis-padmin', { role: Role.PROBLEM_ADMIN });
  student = await addUser(server, 'kattis-student');
});
afterAll(async () => {
  await server.close();
});

const VALIDATOR = String.raw`#include "check.h"
#include <fstream>
int main(int argc, char** argv) {
  std::ifstream ans(argv[2]);
  long long want, got;
  ans >> want;
  if (!(std::cin >> got) || got != want) { feedback(argv[3], "wrong sum"); return 43; }
  return 42;
}`;
const CHECK_H = 'void feedback(const char* dir, const char* text);\n';
const SOLUTION = '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }\n';

const JAVA_SOLUTION =
  'import java.util.*;\n\npublic class Graded {\n  public static void main(String[] args) {\n    System.out.println(0);\n  }\n}\n';

const STATEMENT = ['Add two numbers.', '', '## Input', 'Two integers $a$ and $b$.', '', '## Output', 'Their sum.', ''].join('\n');

/** A pass-fail package with a custom validator and three reference submissions. */
function sumPackage(patch: Record<string, string | undefined> = {}): Record<string, string> {
  const files: Record<string, string | undefined> = {
    'problem.yaml': 'name: Sum of Two\ntype: pass-fail\nvalidation: custom\nsource: Spring Cup 2024\nlimits:\n  time: 2\n  memory: 128\n',
    'problem_statement/problem.en.md': STATEMENT,
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/sample/2.in': '5 5\n',
    'data/sample/2.ans': '10\n',
    'data/secret/01-small.in': '2 2\n',
    'data/secret/01-small.ans': '4\n',
    'data/secret/02-big.in': '1000000000 1000000000\r\n',
    'data/secret/02-big.ans': '2000000000\r\n',
    'data/secret/notes.txt': 'not a test',
    'output_validators/sum_check/validate.cpp': VALIDATOR,
    'output_validators/sum_check/check.h': CHECK_H,
    'submissions/accepted/sum.cpp': SOLUTION,
    'submissions/wrong_answer/minus.c':
      '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a - b); return 0; }\n',
    'submissions/time_limit_exceeded/spin.py': 'while True:\n    pass\n',
    ...patch,
  };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== undefined));
}

async function importOk(folder: string, files: Record<string, string>, opts: Parameters<typeof importKattis>[3] = {}) {
  const res = await importKattis(server, root, await kattisZip(folder, files), opts);
  expect(res.msg).toBe('Import Successfully');
  expect(res.status).toBe(200);
  return res.data.problems[0] as { pid: number; problemId: string; title: string };
}

describe('a pass-fail package with an output validator', () => {
  let pid: number;

  it('becomes an ACM problem judged by the validator under the Kattis protocol', async () => {
    const created = await importOk('sum', sumPackage());
    pid = created.pid;
    expect(created).toMatchObject({ problemId: 'SUM', title: 'Sum of Two' });
    const stored = await storedProblem(server, root, pid);
    expect(stored.problem).toMatchObject({
      problemId: 'SUM',
      title: 'Sum of Two',
      author: 'root',
      type: 0,
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 128,
      auth: 2,
      source: 'Spring Cup 2024',
      description: 'Add two numbers.',
      input: 'Two integers $a$ and $b$.',
      output: 'Their sum.',
      examples: '<input>1 2\n</input><output>3\n</output><input>5 5\n</input><output>10\n</output>',
      judgeMode: 'spj',
      judgeCaseMode: 'default',
      checkerProtocol: 'kattis',
      spjLanguage: 'C++',
      spjCode: VALIDATOR,
      judgeExtraFile: JSON.stringify({ 'check.h': CHECK_H }),
      isRemoveEndBlank: true,
      isFileIO: false,
    });
    // Samples first, then the secret tests, by name; other files of data/ are no tests.
    expect(stored.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['sample_1.in', 'sample_1.ans', null],
      ['sample_2.in', 'sample_2.ans', null],
      ['secret_01-small.in', 'secret_01-small.ans', null],
      ['secret_02-big.in', 'secret_02-big.ans', null],
    ]);
    // The test data is stored as imported, line ends normalised as uploads are.
    expect(stored.data.get('secret_02-big.in')).toBe('1000000000 1000000000\n');
    expect(stored.data.get('sample_2.ans')).toBe('10\n');
    expect(stored.data.size).toBe(8);
  });

  it('queues each reference submission as the importer’s, with its language by extension, C and C++ with -O2 as Kattis judges them', async () => {
    const rows = await server.ctx.db.select().from(judge).where(eq(judge.pid, pid));
    expect(rows.map((r) => [r.language, r.username, r.status, r.displayPid]).sort()).toEqual([
      ['C With O2', 'root', JudgeStatus.PENDING, 'SUM'],
      ['C++ 17 With O2', 'root', JudgeStatus.PENDING, 'SUM'],
      ['Python3', 'root', JudgeStatus.PENDING, 'SUM'],
    ]);
    expect(rows.find((r) => r.language === 'C++ 17 With O2')!.code).toBe(SOLUTION);
    const tasks = await server.ctx.db.select().from(judgeTask);
    expect(tasks.filter((t) => rows.some((r) => r.submitId === t.submitId))).toHaveLength(3);
  });

  it('reports the submissions as not judged yet', async () => {
    const res = await verificationOf(server, root, pid);
    expect(res.status).toBe(200);
    expect(res.data.pid).toBe(pid);
    expect(res.data.done).toBe(false);
    expect(
      res.data.results.map((r: { file: string; language: string; expected: string; status: number; match: unknown; score: unknown }) => [
        r.file,
        r.language,
        r.expected,
        r.status,
        r.score,
        r.match,
      ]),
    ).toEqual([
      ['accepted/sum.cpp', 'C++ 17 With O2', 'accepted', JudgeStatus.PENDING, null, null],
      ['time_limit_exceeded/spin.py', 'Python3', 'time_limit_exceeded', JudgeStatus.PENDING, null, null],
      ['wrong_answer/minus.c', 'C With O2', 'wrong_answer', JudgeStatus.PENDING, null, null],
    ]);
  });

  it('shows the report to the problem’s managers only', async () => {
    expect((await verificationOf(server, problemAdmin.token, pid)).status).toBe(200);
    const notAuthor = await verificationOf(server, admin.token, pid);
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.msg).toBe('Only the author of the problem, a super admin or a problem admin can manage it');
    expect((await verificationOf(server, student.token, pid)).http).toBe(403);
    expect((await verificationOf(server, root, 999_999)).msg).toBe('The problem does not exist');
    expect((await verificationOf(server, root, 0)).msg).toBe('The problem id is required');
  });

  it('is refused a second time: the problem ID is taken, and nothing is added', async () => {
    const before = await kattisState(server);
    const res = await importKattis(server, root, await kattisZip('sum', sumPackage()));
    expect(res.status).toBe(400);
    expect(res.msg).toBe('sum: the problem ID SUM already exists');
    expect(await kattisState(server)).toEqual(before);
  });

  it('takes the problem ID from a field sent after the file, or from data', async () => {
    const a = await importOk('sum', sumPackage(), { fields: { problemId: 'sum-b' } });
    expect(a.problemId).toBe('SUM-B');
    const b = await importOk('sum', sumPackage(), { fields: { data: JSON.stringify({ problemId: 'SUM_C' }) } });
    expect(b.problemId).toBe('SUM_C');
  });

  it('replaces an existing problem (pid): its ID stays, its cases and its report are new', async () => {
    const files = sumPackage({
      'data/secret/02-big.in': undefined,
      'data/secret/02-big.ans': undefined,
      'submissions/wrong_answer/minus.c': undefined,
    });
    const res = await importOk(
      'sum',
      { ...files, 'problem.yaml': 'name: Sum, again\nvalidation: custom\n' },
      { fields: { pid: String(pid) } },
    );
    expect(res).toEqual({ pid, problemId: 'SUM', title: 'Sum, again' });
    const stored = await storedProblem(server, root, pid);
    expect(stored.problem).toMatchObject({ title: 'Sum, again', timeLimit: 1000, memoryLimit: 256 });
    expect(stored.cases).toHaveLength(3);
    const report = await verificationOf(server, root, pid);
    expect(report.data.results.map((r: { file: string }) => r.file)).toEqual(['accepted/sum.cpp', 'time_limit_exceeded/spin.py']);
    // The earlier reference submissions stay as submissions; only the report moved on.
    expect(await server.ctx.db.select().from(judge).where(eq(judge.pid, pid))).toHaveLength(5);
  });

  it('shows a reference submission deleted since as Not Submitted, in no language, not matching', async () => {
    const before = (await verificationOf(server, root, pid)).data.results as { file: string; submitId: number }[];
    const spin = before.find((r) => r.file === 'time_limit_exceeded/spin.py')!;
    await server.ctx.db.delete(judge).where(eq(judge.submitId, spin.submitId));
    const report = await verificationOf(server, root, pid);
    expect(report.data.results.find((r: { file: string }) => r.file === spin.file)).toMatchObject({
      language: null,
      status: JudgeStatus.NOT_SUBMITTED,
      match: false,
    });
    expect(report.data.results.find((r: { file: string }) => r.file === 'accepted/sum.cpp')).toMatchObject({ language: 'C++ 17 With O2' });
  });
});

describe('scoring packages', () => {
  it('with subtasks: OI, subtask_lowest, samples a group of 0 points, a shared test in each of its groups', async () => {
    const yaml = [
      'name: {en: Groups, sv: Grupper}',
      'type: scoring',
      'subtasks:',
      '  - {group: small, score: 30, tests: [secret/a1, secret/shared]}',
      '  - {group: large, score: 70, tests: [secret/shared, secret/b1, data/secret/b2]}',
    ].join('\n');
    const { pid, problemId } = await importOk('groups', {
      'problem.yaml': yaml,
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      ...Object.fromEntries(
        ['a1', 'b1', 'b2', 'shared'].flatMap((t) => [
          [`data/secret/${t}.in`, `${t}\n`],
          [`data/secret/${t}.ans`, `${t}\n`],
        ]),
      ),
    });
    expect(problemId).toBe('GROUPS');
    const stored = await storedProblem(server, root, pid);
    expect(stored.problem).toMatchObject({
      title: 'Groups',
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      judgeMode: 'default',
      ioScore: 100,
      checkerProtocol: 'hoj',
    });
    expect(stored.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['sample_1.in', 0, 1],
      ['secret_a1.in', 30, 2],
      ['secret_shared.in', 30, 2],
      ['secret_b1.in', 70, 3],
      ['secret_b2.in', 70, 3],
      ['secret_shared.in', 70, 3],
    ]);
  });

  it('with custom score: OI, subtask_average, samples a group of 0 points, the secret tests one group at 100 each', async () => {
    const { pid } = await importOk('graded', {
      'problem.yaml': 'name: Graded\ntype: scoring\nvalidation: custom score\n',
      'data/sample/s.in': '0\n',
      'data/sample/s.ans': '0\n',
      ...Object.fromEntries(
        ['1', '2', '3'].flatMap((t) => [
          [`data/secret/${t}.in`, `${t}\n`],
          [`data/secret/${t}.ans`, `${t}\n`],
        ]),
      ),
      'output_validators/grader.c': 'int main(void) { return 42; }\n',
      'submissions/partial/score50_half.cpp': SOLUTION,
      'submissions/accepted/Graded.java': JAVA_SOLUTION,
    });
    const stored = await storedProblem(server, root, pid);
    expect(stored.problem).toMatchObject({
      type: 1,
      judgeCaseMode: 'subtask_average',
      judgeMode: 'spj',
      spjLanguage: 'C',
      checkerProtocol: 'kattis',
      ioScore: 100,
    });
    expect(stored.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['sample_s.in', 0, 1],
      ['secret_1.in', 100, 2],
      ['secret_2.in', 100, 2],
      ['secret_3.in', 100, 2],
    ]);
    const report = await verificationOf(server, root, pid);
    expect(report.data.results).toEqual([
      expect.objectContaining({ file: 'accepted/Graded.java', language: 'Java', expected: 'accepted', match: null }),
      expect.objectContaining({
        file: 'partial/score50_half.cpp',
        language: 'C++ 17 With O2',
        expected: 'partial',
        expectedScore: 50,
        match: null,
      }),
    ]);
    // The judge compiles Java as Main.java: the solution's public class is renamed.
    const [java] = await server.ctx.db
      .select()
      .from(judge)
      .where(and(eq(judge.pid, pid), eq(judge.language, 'Java')));
    expect(java!.code).toBe(JAVA_SOLUTION.replace('public class Graded', 'public class Main'));
  });
});

describe('other package settings', () => {
  it('custom interactive: an interactor under the Kattis protocol, without examples', async () => {
    const { pid } = await importOk('guess', {
      'problem.yaml': 'name: Guess\nvalidation: custom interactive\n',
      'data/sample/1.in': '7\n',
      'data/sample/1.ans': '',
      'data/secret/1.in': '42\n',
      'data/secret/1.ans': '',
      'output_validators/interactor/interactor.cpp': 'int main() { return 42; }\n',
    });
    const { problem } = await storedProblem(server, root, pid);
    expect(problem).toMatchObject({ judgeMode: 'interactive', checkerProtocol: 'kattis', spjLanguage: 'C++', examples: null, type: 0 });
  });

  it('io: file input and output; a LaTeX statement gives the title when problem.yaml has none', async () => {
    const tex = '\\problemname{Files Everywhere}\nRead a file.\n\\section*{Input}\nA number.\n\\section*{Output}\nThe number again.\n';
    const { pid, title } = await importOk('files', {
      'problem.yaml': 'io: {input: in.txt, output: out.txt}\nlimits: {time: 0.5}\n',
      'problem_statement/problem.tex': tex,
      'data/secret/1.in': '5\n',
      'data/secret/1.ans': '5\n',
    });
    expect(title).toBe('Files Everywhere');
    const { problem, cases } = await storedProblem(server, root, pid);
    expect(problem).toMatchObject({
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
      timeLimit: 500,
      description: 'Read a file.',
      input: 'A number.',
      output: 'The number again.',
      judgeMode: 'default',
    });
    expect(cases).toHaveLength(1);
  });

  it('a package at the top of the zip is named after the zip', async () => {
    const flat = await zipOf([
      { name: 'problem.yaml', data: 'name: Top\n' },
      { name: 'data/secret/1.in', data: '1\n' },
      { name: 'data/secret/1.ans', data: '1\n' },
    ]);
    const res = await importKattis(server, root, flat, { filename: 'toplevel.zip' });
    expect(res.data.problems[0]).toMatchObject({ problemId: 'TOPLEVEL', title: 'Top' });
  });
});

describe('refused packages', () => {
  const secret = { 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n' };

  async function refused(zip: Buffer, message: string, filename = 'pkg.zip') {
    const before = await kattisState(server);
    const res = await importKattis(server, root, zip, { filename });
    expect(res.msg).toBe(message);
    expect(res.status).toBe(400);
    expect(await kattisState(server)).toEqual(before);
  }

  it.each([
    ['missing problem.yaml', { ...secret }, 'bad: problem.yaml is missing: a package has it at the top of its folder'],
    [
      'a test without .ans',
      { 'problem.yaml': '', 'data/secret/2.in': '2\n' },
      'bad: data/secret/2.in has no answer file data/secret/2.ans',
    ],
    [
      'an answer without .in',
      { 'problem.yaml': '', ...secret, 'data/sample/3.ans': '3\n' },
      'bad: data/sample/3.ans has no input file data/sample/3.in',
    ],
    [
      'no secret test',
      { 'problem.yaml': '', 'data/sample/1.in': '1\n', 'data/sample/1.ans': '1\n' },
      'bad: data/secret/ holds no test (a .in with its .ans)',
    ],
    [
      'an unknown validation',
      { 'problem.yaml': 'validation: magic\n', ...secret },
      'bad: problem.yaml: the validation "magic" is unknown (default, custom, custom interactive or custom score)',
    ],
    [
      'custom without a validator',
      { 'problem.yaml': 'validation: custom\n', ...secret },
      'bad: output_validators/ holds no validator, but problem.yaml asks for custom validation',
    ],
    [
      'custom score for pass-fail',
      { 'problem.yaml': 'validation: custom score\n', ...secret },
      'bad: problem.yaml: validation custom score is for problems of type scoring',
    ],
    ['an unknown type', { 'problem.yaml': 'type: best-effort\n', ...secret }, 'bad/problem.yaml: type: must be pass-fail or scoring'],
    [
      'a time limit of 0',
      { 'problem.yaml': 'limits: {time: 0}\n', ...secret },
      'bad/problem.yaml: limits.time: the time limit must be a number of seconds above 0',
    ],
    ['a broken YAML', { 'problem.yaml': 'name: [unclosed\n', ...secret }, /^bad\/problem\.yaml: the file is not valid YAML/],
    [
      'validator flags',
      { 'problem.yaml': 'validator_flags: float_tolerance 1e-6\n', ...secret },
      'bad: problem.yaml: validator_flags are not supported',
    ],
    [
      'two validators',
      { 'problem.yaml': 'validation: custom\n', ...secret, 'output_validators/a/a.cpp': 'x', 'output_validators/b/b.cpp': 'x' },
      'bad: output_validators/ holds 2 validators (a, b): only one is supported',
    ],
    [
      'a validator with a build script',
      { 'problem.yaml': 'validation: custom\n', ...secret, 'output_validators/v/v.cpp': 'x', 'output_validators/v/build': 'make' },
      'bad: output_validators/v/build: a validator is a single C or C++ file (with its headers); other files are not supported',
    ],
    [
      'a validator in Python',
      { 'problem.yaml': 'validation: custom\n', ...secret, 'output_validators/v/v.py': 'x' },
      'bad: output_validators/v/v.py: a validator is a single C or C++ file (with its headers); other files are not supported',
    ],
    [
      'a subtask listing a test that does not exist',
      { 'problem.yaml': 'type: scoring\nsubtasks:\n  - {group: 1, score: 100, tests: [secret/1, secret/9]}\n', ...secret },
      'bad: problem.yaml: the subtask 1 lists secret/9, which is not a test of data/ (a .in with its .ans)',
    ],
    [
      'a secret test in no subtask',
      {
        'problem.yaml': 'type: scoring\nsubtasks:\n  - {group: 1, score: 100, tests: [secret/1]}\n',
        ...secret,
        'data/secret/2.in': '',
        'data/secret/2.ans': '',
      },
      'bad: problem.yaml: the test secret/2 is in no subtask',
    ],
    [
      'subtasks in a pass-fail problem',
      { 'problem.yaml': 'subtasks:\n  - {group: 1, score: 100, tests: [secret/1]}\n', ...secret },
      'bad: problem.yaml: subtasks are for problems of type scoring',
    ],
    [
      'a test name the judge cannot keep',
      { 'problem.yaml': '', 'data/secret/a b.in': '1', 'data/secret/a b.ans': '1' },
      "bad: data/secret/a b.in: a test file name may hold only letters, digits, '.', '_' and '-' (at most 100 characters with its folders)",
    ],
    [
      'two tests stored under one name',
      {
        'problem.yaml': '',
        ...secret,
        'data/secret/a/b.in': '1',
        'data/secret/a/b.ans': '1',
        'data/secret/a_b.in': '2',
        'data/secret/a_b.ans': '2',
      },
      'bad: data/secret/a/b.in and data/secret/a_b.in are both stored as secret_a_b.in: rename one of them',
    ],
    [
      'a submission folder of another verdict',
      { 'problem.yaml': '', ...secret, 'submissions/rejected/x.cpp': SOLUTION },
      'bad: submissions/rejected: submissions sit in folders named for their expected verdict (accepted, wrong_answer, presentation_error, time_limit_exceeded, memory_limit_exceeded, run_time_error, compile_error, output_limit_exceeded, partial)',
    ],
    [
      'a submission in an unknown language',
      { 'problem.yaml': '', ...secret, 'submissions/accepted/x.kt': 'fun main() {}' },
      'bad: submissions/accepted/x.kt: the language is unknown (.c, .cpp, .java or .py)',
    ],
    [
      'a partial submission without its score',
      { 'problem.yaml': 'type: scoring\n', ...secret, 'submissions/partial/half.cpp': SOLUTION },
      'bad: submissions/partial/half.cpp: a partial submission is named scoreNN_… for the points it must earn',
    ],
    [
      'a partial submission in a pass-fail problem',
      { 'problem.yaml': '', ...secret, 'submissions/partial/score5_x.cpp': SOLUTION },
      'bad: submissions/partial: partial submissions are for problems of type scoring',
    ],
    [
      'a multi-file submission',
      { 'problem.yaml': '', ...secret, 'submissions/accepted/sol/main.cpp': SOLUTION },
      'bad: submissions/accepted/sol: a submission is a single file',
    ],
    [
      'an empty submission',
      { 'problem.yaml': '', ...secret, 'submissions/accepted/x.cpp': '  \n' },
      'bad: submissions/accepted/x.cpp is empty',
    ],
  ])('%s', async (_name, files, message) => {
    const before = await kattisState(server);
    const res = await importKattis(server, root, await kattisZip('bad', files as Record<string, string>));
    if (typeof message === 'string') expect(res.msg).toBe(message);
    else expect(res.msg).toMatch(message);
    expect(res.status).toBe(400);
    expect(await kattisState(server)).toEqual(before);
  });

  it('a zip slip: an entry leading out of the folder', async () => {
    const zip = await kattisZip('bad', { 'problem.yaml': '', ...secret, 'xx/evil.txt': 'boo' });
    const slip = tamperZip(zip, 3, { name: 'bad/../evil.txt' });
    await refused(slip, 'pkg.zip: the zip was refused: "bad/../evil.txt" leads out of the folder');
  });

  it('two package folders in one zip', async () => {
    const zip = await zipOf([
      { name: 'one/problem.yaml', data: '' },
      { name: 'two/problem.yaml', data: '' },
    ]);
    await refused(zip, 'two.zip: the zip must hold one package folder, not 2 (one, two)', 'two.zip');
  });

  it('oversized: a file above the unpacked limit, and an archive above the upload limit', async () => {
    const config = server.ctx.config;
    const saved = config.problemImport;
    try {
      config.problemImport = { ...saved, unpackedBytes: 2 * 1024 * 1024 };
      const big = await kattisZip('bad', { 'problem.yaml': '', 'data/secret/1.in': 'x'.repeat(3 * 1024 * 1024), 'data/secret/1.ans': '1' });
      await refused(big, 'pkg.zip: the zip was refused: "bad/data/secret/1.in" is larger than 2 MB');
      config.problemImport = { ...saved, archiveBytes: 1000 };
      const random = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));
      const zip = await zipOf([{ name: 'bad/problem.yaml', data: random, compress: false }]);
      await refused(zip, 'File size exceeded');
    } finally {
      config.problemImport = saved;
    }
  });

  it('anything but a zip in the field file', async () => {
    const before = await kattisState(server);
    const res = await importKattis(server, root, Buffer.from('name: x'), { filename: 'problem.yaml' });
    expect(res).toMatchObject({ http: 400, msg: 'Please upload a .zip file' });
    const none = await server.call('POST', '/api/file/import-kattis-problem', { token: root, form: new FormData() });
    expect(none.http).toBe(400);
    expect(await kattisState(server)).toEqual(before);
  });

  it('a pid that is not a problem', async () => {
    const before = await kattisState(server);
    const zip = await kattisZip('bad', { 'problem.yaml': '', ...secret });
    const res = await importKattis(server, root, zip, { fields: { pid: 'abc' } });
    expect(res.http).toBe(400);
    const missing = await importKattis(server, root, zip, { fields: { pid: '999999' } });
    expect(missing.msg).toBe('bad: the problem does not exist');
    expect(await kattisState(server)).toEqual(before);
  });
});

describe('refusals in Chinese', () => {
  const secret = { 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n' };
  it.each([
    [{ 'problem.yaml': '', 'data/secret/2.in': '2\n' }, 'bad：data/secret/2.in 没有对应的答案文件 data/secret/2.ans'],
    [
      { 'problem.yaml': 'validation: magic\n', ...secret },
      'bad：problem.yaml：未知的 validation “magic”（可选 default、custom、custom interactive 或 custom score）',
    ],
    [{ 'problem.yaml': 'limits: {memory: 0}\n', ...secret }, 'bad/problem.yaml：limits.memory：内存限制至少为 1 MiB'],
    [
      { 'problem.yaml': '', ...secret, 'submissions/accepted/x.kt': 'x' },
      'bad：submissions/accepted/x.kt：无法识别的语言（支持 .c、.cpp、.java、.py）',
    ],
    [{ ...secret }, 'bad：problem.yaml 缺失：题目包的文件夹顶层必须有 problem.yaml'],
    [
      { 'problem.yaml': '', 'data/secret/a/b.in': '1', 'data/secret/a/b.ans': '1', 'data/secret/a_b.in': '2', 'data/secret/a_b.ans': '2' },
      'bad：data/secret/a/b.in 和 data/secret/a_b.in 都会存为 secret_a_b.in：请重命名其中一个',
    ],
  ])('%#', async (files, message) => {
    const res = await importKattis(server, root, await kattisZip('bad', files as Record<string, string>), {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.msg).toBe(message);
  });
});

describe('who may import', () => {
  it.each([
    ['an admin', () => admin.token],
    ['a problem admin', () => problemAdmin.token],
    ['a user', () => student.token],
  ])('%s is not root: refused', async (_name, token) => {
    const before = await kattisState(server);
    const res = await importKattis(server, token(), await kattisZip('sum', sumPackage()));
    expect(res.http).toBe(403);
    expect(await kattisState(server)).toEqual(before);
  });

  it('nobody signed in: refused', async () => {
    const res = await importKattis(server, null, await kattisZip('sum', sumPackage()));
    expect(res.http).toBe(401);
  });
});

describe('the checker protocol in the admin form', () => {
  it('is hoj unless the form names it; an edit that leaves it out keeps it', async () => {
    const lids = await languageIds(server, ['C++']);
    const checker = { judgeMode: 'spj' as const, spjCode: 'int main() { return 42; }', spjLanguage: 'C++' };
    const read = async (pid: number) => (await server.call('GET', '/api/admin/problem', { token: root, query: { pid } })).data;

    const plain = await server.call('POST', '/api/admin/problem', {
      token: root,
      body: problemForm(lids, {}, { problemId: 'PROTO-1', ...checker }),
    });
    expect((await read(plain.data.pid)).checkerProtocol).toBe('hoj');

    const created = await server.call('POST', '/api/admin/problem', {
      token: root,
      body: problemForm(lids, {}, { problemId: 'PROTO-2', ...checker, checkerProtocol: 'kattis' }),
    });
    expect(created.status).toBe(200);
    const pid = created.data.pid as number;
    expect((await read(pid)).checkerProtocol).toBe('kattis');

    const cases = (await server.call('GET', '/api/admin/problem/get-problem-cases', { token: root, query: { pid, isUpload: false } })).data;
    const edit = (problem: Record<string, unknown>) =>
      server.call('PUT', '/api/admin/problem', {
        token: root,
        body: problemForm(lids, { samples: cases }, { id: pid, problemId: 'PROTO-2', ...checker, ...problem }),
      });
    expect((await edit({ title: 'Still Kattis' })).status).toBe(200);
    expect(await read(pid)).toMatchObject({ title: 'Still Kattis', checkerProtocol: 'kattis' });
    expect((await edit({ checkerProtocol: 'hoj' })).status).toBe(200);
    expect((await read(pid)).checkerProtocol).toBe('hoj');

    const bad = await edit({ checkerProtocol: 'testlib' });
    expect(bad).toMatchObject({ http: 400, msg: 'The checker protocol must be hoj or kattis' });
    expect((await read(pid)).checkerProtocol).toBe('hoj');
  });
});
