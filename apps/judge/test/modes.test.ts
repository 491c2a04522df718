/**
 * The judging modes end to end through the real parts (server, judge host, sandbox, compilers):
 * special judges (exit-code protocol and testlib), interactors, the four case modes with their
 * scores, file IO, and the admin's test compile of a checker over HTTP.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, JudgeStatus, Role, oiRankScore } from '@arbiter/contract';
import type { TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { startJudgingWorld, type JudgingWorld } from './world.ts';
import { FLOAT_CHECKER, GUESSERS, GUESS_INTERACTOR, SUM, SUM_WRONG_ON_SEVEN, TESTLIB_CHECKER, quotient } from './checkers/programs.ts';

let world: JudgingWorld | undefined;
let server: TestServer;
let student: TestUser;
let root: TestUser;
let testlib: string;

const J = JudgeStatus;

beforeAll(async () => {
  world = await startJudgingWorld({ name: 'modes-host', firstWorker: 30, workers: 2 });
  server = world.server;
  student = await addUser(server, 'moder');
  root = await addUser(server, 'modes-root', { role: Role.ROOT });
  testlib = await readFile(join(import.meta.dirname, 'checkers', 'testlib.h'), 'utf8');
  await addProblems();
}, 120_000);

afterAll(async () => {
  await world?.close();
});

const sum = (a: number, b: number, score?: number, groupNum?: number) => ({ input: `${a} ${b}\n`, output: `${a + b}\n`, score, groupNum });

async function addProblems(): Promise<void> {
  await addProblem(server, {
    problemId: 'SPJ-FLOAT',
    type: 1,
    ioScore: 100,
    judgeMode: 'spj',
    spjCode: FLOAT_CHECKER,
    cases: [
      { input: '1 3\n', output: '0.333333333333\n', score: 50 },
      { input: '2 7\n', output: '0.285714285714\n', score: 50 },
    ],
  });
  await addProblem(server, {
    problemId: 'SPJ-TESTLIB',
    type: 1,
    ioScore: 100,
    judgeMode: 'spj',
    spjCode: TESTLIB_CHECKER,
    judgeExtraFile: { 'testlib.h': testlib },
    cases: [sum(20, 22, 100)],
  });
  await addProblem(server, {
    problemId: 'GUESS',
    judgeMode: 'interactive',
    spjCode: GUESS_INTERACTOR,
    cases: [
      { input: '1000000 271828\n', output: '' },
      { input: '1000 7\n', output: '' },
    ],
  });
  await addProblem(server, {
    problemId: 'MODE-DEFAULT',
    type: 1,
    difficulty: 1,
    ioScore: 100,
    cases: [sum(1, 2, 30), sum(7, 1, 30), sum(4, 5, 40)],
  });
  await addProblem(server, {
    problemId: 'MODE-ERGODIC',
    judgeCaseMode: 'ergodic_without_error',
    cases: [sum(1, 2), sum(7, 1), sum(4, 5), sum(6, 6)],
  });
  // Groups: 30 + 30 + 40 (each group counts its lowest case).
  await addProblem(server, {
    problemId: 'MODE-LOWEST',
    type: 1,
    difficulty: 1,
    ioScore: 100,
    judgeCaseMode: 'subtask_lowest',
    cases: [sum(1, 1, 30, 1), sum(2, 2, 30, 1), sum(3, 3, 30, 2), sum(7, 1, 30, 2), sum(5, 5, 30, 2), sum(8, 8, 40, 3)],
  });
  // Groups: 50 + 50 (each group counts its rounded mean).
  await addProblem(server, {
    problemId: 'MODE-AVERAGE',
    type: 1,
    difficulty: 1,
    ioScore: 100,
    judgeCaseMode: 'subtask_average',
    cases: [sum(1, 1, 50, 1), sum(2, 2, 50, 1), sum(3, 3, 50, 2), sum(7, 1, 50, 2), sum(5, 5, 50, 2)],
  });
  await addProblem(server, {
    problemId: 'FILE-IO',
    isFileIO: true,
    ioReadFileName: 'in.txt',
    ioWriteFileName: 'out.txt',
    cases: [sum(1, 2), sum(10, 20)],
  });
}

interface CaseRow {
  seq: number;
  status: number;
  score: number | null;
  groupNum: number | null;
  userOutput: string | null;
}

interface Judged {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  cases: CaseRow[];
}

async function judged(pid: string, code: string, language = 'C++'): Promise<Judged> {
  const sent = await server.call('POST', API.submitProblemJudge, { token: student.token, body: { pid, language, code } });
  expect(sent.status, sent.msg).toBe(200);
  const submitId = sent.data.submitId as number;
  for (let i = 0; i < 1200; i++) {
    const res = await server.call('GET', API.submissionDetail, { token: student.token, query: { submitId } });
    const s = res.data.submission;
    if (![J.PENDING, J.COMPILING, J.JUDGING].includes(s.status)) {
      const cases = await server.call('GET', API.allCaseResult, { token: student.token, query: { submitId } });
      return { ...(s as Omit<Judged, 'cases'>), cases: (cases.data?.judgeCaseList ?? []) as CaseRow[] };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`submission ${submitId} to ${pid} was not judged in time`);
}

/** Judges several programs of one problem at once (the host has two workers). */
function judgeAll<K extends string>(pid: string, programs: Record<K, string>) {
  const keys = Object.keys(programs) as K[];
  return Promise.all(keys.map((k) => judged(pid, programs[k]))).then(
    (results) => Object.fromEntries(keys.map((k, i) => [k, results[i]])) as Record<K, Judged>,
  );
}

const statuses = (cases: CaseRow[]) => cases.map((c) => c.status);

describe('special judge', () => {
  it('exit-code protocol: AC within 1e-6, partial with a percentage, PE, WA', async () => {
    const r = await judgeAll('SPJ-FLOAT', {
      exact: quotient(12),
      approx: quotient(7),
      close: quotient(7, 0.001),
      text: '#include <cstdio>\nint main() {\n  std::printf("about a third\\n");\n  return 0;\n}\n',
      wrong: quotient(7, 1),
    });
    expect(r.exact).toMatchObject({ status: J.ACCEPTED, score: 100 });
    expect(r.approx, JSON.stringify(r.approx)).toMatchObject({ status: J.ACCEPTED, score: 100 });
    expect(statuses(r.approx.cases)).toEqual([J.ACCEPTED, J.ACCEPTED]);
    // 50 % of each 50-point case.
    expect(r.close).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 50 });
    expect(r.close.cases.map((c) => c.score)).toEqual([25, 25]);
    expect(r.close.cases[0]!.userOutput).toMatch(/close: off by 0\.001/);
    expect(r.text).toMatchObject({ status: J.PRESENTATION_ERROR, score: 0 });
    expect(r.text.cases[0]!.userOutput).toBe('the output is not a number');
    expect(r.wrong).toMatchObject({ status: J.WRONG_ANSWER, score: 0 });
    expect(r.wrong.cases[0]!.userOutput).toMatch(/^expected 0\.333333333, found 1\.333333/);
  });

  it('testlib checker built with a testlib.h from the judge extra files: ok, wrong answer, points, output format', async () => {
    const r = await judgeAll('SPJ-TESTLIB', {
      ok: SUM,
      wrong: SUM.replace('a + b', 'a * b'),
      offByOne: SUM.replace('a + b', 'a + b + 1'),
      words: '#include <cstdio>\nint main() {\n  std::printf("forty-two\\n");\n  return 0;\n}\n',
    });
    expect(r.ok).toMatchObject({ status: J.ACCEPTED, score: 100 });
    expect(r.ok.cases[0]!.userOutput).toMatch(/^ok the sum is 42/);
    expect(r.wrong).toMatchObject({ status: J.WRONG_ANSWER, score: 0 });
    expect(r.wrong.cases[0]!.userOutput).toMatch(/^expected 42, found 440/);
    expect(r.offByOne).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 40 });
    expect(r.offByOne.cases[0]).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 40 });
    expect(r.offByOne.cases[0]!.userOutput).toMatch(/off by one: expected 42, found 43/);
    // testlib's "wrong output format" is a wrong answer with a hint, never PE.
    expect(r.words).toMatchObject({ status: J.WRONG_ANSWER, score: 0 });
    expect(r.words.cases[0]!.userOutput).toMatch(/^May be output presentation error\. output: expected an integer/);
  });
});

describe('interactive', () => {
  it('guess the number: binary search AC, wrong strategies WA, silence TLE, flooding handled', async () => {
    const r = await judgeAll('GUESS', GUESSERS);
    expect(r.binarySearch, JSON.stringify(r.binarySearch)).toMatchObject({ status: J.ACCEPTED });
    expect(statuses(r.binarySearch.cases)).toEqual([J.ACCEPTED, J.ACCEPTED]);
    expect(r.binarySearch.cases[1]!.userOutput).toMatch(/^found 7 in \d+ guesses/);

    expect(r.backwards).toMatchObject({ status: J.WRONG_ANSWER });
    expect(statuses(r.backwards.cases)).toEqual([J.WRONG_ANSWER, J.WRONG_ANSWER]);
    // It quits without reading the answer: the interactor finds no further guess.
    expect(r.guessOnce).toMatchObject({ status: J.WRONG_ANSWER });
    expect(r.guessOnce.cases[0]!.userOutput).toMatch(/^no guess after 1 guesses/);
    // Never reading nor writing: the program spins until its time is up.
    expect(r.neverReads).toMatchObject({ status: J.TIME_LIMIT_EXCEEDED });
    expect(statuses(r.neverReads.cases)).toEqual([J.TIME_LIMIT_EXCEEDED, J.TIME_LIMIT_EXCEEDED]);
    // Flooding: the interactor stops after 30 guesses; the program then dies of a broken pipe,
    // which is not its fault but the interactor's verdict.
    expect(r.flood).toMatchObject({ status: J.WRONG_ANSWER });
    expect(r.flood.cases[0]!.userOutput).toMatch(/too many guesses/);
  });
});

describe('case modes', () => {
  it('default (OI): every case runs and partial scores add up', async () => {
    const r = await judgeAll('MODE-DEFAULT', { right: SUM, buggy: SUM_WRONG_ON_SEVEN });
    expect(r.right).toMatchObject({ status: J.ACCEPTED, score: 100, oiRankScore: oiRankScore(100, 1, 100) });
    expect(r.right.oiRankScore).toBe(12);
    expect(r.buggy).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 70, oiRankScore: oiRankScore(70, 1, 100) });
    expect(r.buggy.oiRankScore).toBe(8);
    expect(statuses(r.buggy.cases)).toEqual([J.ACCEPTED, J.WRONG_ANSWER, J.ACCEPTED]);
    expect(r.buggy.cases.map((c) => c.score)).toEqual([30, 0, 40]);
    expect(r.buggy.cases.every((c) => c.groupNum === null)).toBe(true);
  });

  it('ergodic_without_error (ACM): stops at the first failing case', async () => {
    const r = await judgeAll('MODE-ERGODIC', { right: SUM, buggy: SUM_WRONG_ON_SEVEN });
    expect(r.right).toMatchObject({ status: J.ACCEPTED, score: null, oiRankScore: null });
    expect(r.right.cases).toHaveLength(4);
    expect(r.buggy).toMatchObject({ status: J.WRONG_ANSWER, score: null, oiRankScore: null });
    expect(r.buggy.cases.map((c) => [c.seq, c.status])).toEqual([
      [1, J.ACCEPTED],
      [2, J.WRONG_ANSWER],
    ]);
  });

  it('subtask_lowest (OI): a failed group skips its later cases and scores its minimum', async () => {
    const r = await judgeAll('MODE-LOWEST', { right: SUM, buggy: SUM_WRONG_ON_SEVEN });
    expect(r.right).toMatchObject({ status: J.ACCEPTED, score: 100, oiRankScore: 12 });
    expect(r.buggy).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 70, oiRankScore: oiRankScore(70, 1, 100) });
    expect(r.buggy.cases.map((c) => [c.seq, c.groupNum, c.status, c.score])).toEqual([
      [1, 1, J.ACCEPTED, 30],
      [2, 1, J.ACCEPTED, 30],
      [3, 2, J.ACCEPTED, 30],
      [4, 2, J.WRONG_ANSWER, 0],
      [5, 2, J.CANCELLED, 0],
      // The next group goes on.
      [6, 3, J.ACCEPTED, 40],
    ]);
  });

  it('subtask_average (OI): every case runs, a group scores its rounded mean', async () => {
    const r = await judgeAll('MODE-AVERAGE', { buggy: SUM_WRONG_ON_SEVEN });
    // 50 + round((50 + 0 + 50) / 3) = 50 + 33
    expect(r.buggy).toMatchObject({ status: J.PARTIAL_ACCEPTED, score: 83, oiRankScore: oiRankScore(83, 1, 100) });
    expect(r.buggy.oiRankScore).toBe(10);
    expect(r.buggy.cases.map((c) => [c.seq, c.groupNum, c.status, c.score])).toEqual([
      [1, 1, J.ACCEPTED, 50],
      [2, 1, J.ACCEPTED, 50],
      [3, 2, J.ACCEPTED, 50],
      [4, 2, J.WRONG_ANSWER, 0],
      [5, 2, J.ACCEPTED, 50],
    ]);
  });
});

describe('file IO', () => {
  it('reads in.txt and writes out.txt; standard output is not read', async () => {
    const r = await judgeAll('FILE-IO', {
      files:
        '#include <cstdio>\nint main() {\n  long long a, b;\n  std::FILE *in = std::fopen("in.txt", "r");\n  std::FILE *out = std::fopen("out.txt", "w");\n' +
        '  std::fscanf(in, "%lld %lld", &a, &b);\n  std::fprintf(out, "%lld\\n", a + b);\n  std::fclose(out);\n  return 0;\n}\n',
      stdout:
        '#include <cstdio>\nint main() {\n  long long a, b;\n  std::FILE *in = std::fopen("in.txt", "r");\n' +
        '  std::fscanf(in, "%lld %lld", &a, &b);\n  std::printf("%lld\\n", a + b);\n  return 0;\n}\n',
    });
    expect(r.files, JSON.stringify(r.files)).toMatchObject({ status: J.ACCEPTED });
    expect(statuses(r.files.cases)).toEqual([J.ACCEPTED, J.ACCEPTED]);
    expect(r.stdout).toMatchObject({ status: J.WRONG_ANSWER });
  });
});

describe('compile-spj and compile-interactive over HTTP', () => {
  const call = (path: string, token: string | null, body: unknown) => server.call('POST', path, { token, body });

  it('compiles good checkers, with testlib.h as an extra file', async () => {
    const results = await Promise.all([
      call(API.adminCompileSpj, root.token, { code: FLOAT_CHECKER, language: 'C++' }),
      call(API.adminCompileSpj, root.token, { code: TESTLIB_CHECKER, language: 'C++', pid: 2, extraFiles: { 'testlib.h': testlib } }),
      call(API.adminCompileInteractive, root.token, { code: GUESS_INTERACTOR, language: 'C++' }),
      call(API.adminCompileInteractive, root.token, { code: '#include <stdio.h>\nint main(void) { return 100; }\n', language: 'C' }),
    ]);
    for (const res of results)
      expect(res, JSON.stringify(res)).toMatchObject({ http: 200, status: 200, msg: 'Compiled successfully', data: null });
  });

  it("answers body 500 with the compiler's message for broken code", async () => {
    const [broken, noHeader, brokenC] = await Promise.all([
      call(API.adminCompileSpj, root.token, { code: 'int main() { return undefined_name; }\n', language: 'C++' }),
      call(API.adminCompileSpj, root.token, { code: TESTLIB_CHECKER, language: 'C++' }),
      call(API.adminCompileInteractive, root.token, { code: 'int main(void) { return 100 }\n', language: 'C' }),
    ]);
    expect(broken).toMatchObject({ http: 200, status: 500 });
    expect(broken.msg).toMatch(/spj\.cpp:1:\d+: error: .*undefined_name/);
    expect(noHeader).toMatchObject({ http: 200, status: 500 });
    expect(noHeader.msg).toMatch(/testlib\.h: No such file or directory/);
    expect(brokenC).toMatchObject({ http: 200, status: 500 });
    expect(brokenC.msg).toMatch(/interactive\.c:1:\d+: error/);
  });

  it('refuses users, anonymous callers and other languages', async () => {
    const body = { code: FLOAT_CHECKER, language: 'C++' };
    for (const path of [API.adminCompileSpj, API.adminCompileInteractive]) {
      expect((await call(path, student.token, body)).http).toBe(403);
      expect((await call(path, null, body)).http).toBe(401);
      const java = await call(path, root.token, { code: FLOAT_CHECKER, language: 'Java' });
      expect(java).toMatchObject({ http: 400, msg: 'The language must be C or C++' });
    }
  });
});
