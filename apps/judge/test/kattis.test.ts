/**
 * Kattis / ICPC packages end to end through the real parts: the import over HTTP, the reference
 * submissions judged by a real judge host in the real sandbox (a C++ output validator, a
 * custom-score validator, an interactor, subtasks), and the verification report that compares
 * each expected verdict with the actual one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import type { TestServer } from '../../server/test/harness.ts';
import { tokenFor } from '../../server/test/fixtures.ts';
import { importKattis, kattisZip, verificationOf } from '../../server/test/kattis.ts';
import { GUESSERS, SUM, SUM_WRONG_ON_SEVEN } from './checkers/programs.ts';
import { CRASH, FEEDBACK_H, GUESS_INTERACTOR, SHARE_VALIDATOR, SPIN, SUM_PY, SUM_VALIDATOR, sharePrinter } from './checkers/kattis.ts';
import { startJudgingWorld, verdictOf, type Judged, type JudgingWorld } from './world.ts';

let world: JudgingWorld | undefined;
let server: TestServer;
let root: string;

const J = JudgeStatus;

beforeAll(async () => {
  world = await startJudgingWorld({ name: 'kattis', firstWorker: 50, workers: 2 });
  server = world.server;
  root = await tokenFor(server, '1');
}, 120_000);

afterAll(async () => {
  await world?.close();
});

interface ReportRow {
  file: string;
  language: string | null;
  expected: string;
  expectedScore: number | null;
  submitId: number;
  status: number;
  score: number | null;
  match: boolean | null;
}

/** Imports a package, waits until each reference submission is judged, and answers the report with the verdicts. */
async function importAndJudge(folder: string, files: Record<string, string>) {
  const res = await importKattis(server, root, await kattisZip(folder, files));
  expect(res.msg).toBe('Import Successfully');
  const pid = res.data.problems[0].pid as number;
  const pending = await verificationOf(server, root, pid);
  const judged = new Map<string, Judged>();
  for (const r of pending.data.results as ReportRow[]) judged.set(r.file, await verdictOf(server, root, r.submitId));
  const report = await verificationOf(server, root, pid);
  expect(report.status).toBe(200);
  return { pid, done: report.data.done as boolean, rows: report.data.results as ReportRow[], judged };
}

const row = (r: ReportRow) => [r.file, r.expected, r.status, r.score, r.match];
const test = (name: string, input: string, answer: string) => ({ [`data/${name}.in`]: input, [`data/${name}.ans`]: answer });

describe('a pass-fail package with a C++ output validator', () => {
  it('judges accepted, wrong-answer, time-limit and run-time-error submissions as the package expects', async () => {
    const { done, rows, judged } = await importAndJudge('sum', {
      'problem.yaml': 'name: Sum\nvalidation: custom\nlimits: {time: 1, memory: 256}\n',
      ...test('sample/1', '1 2\n', '3\n'),
      ...test('secret/1', '20 22\n', '42\n'),
      ...test('secret/2', '7 1\n', '8\n'),
      'output_validators/sum/validate.cpp': SUM_VALIDATOR,
      'output_validators/sum/feedback.h': FEEDBACK_H,
      'submissions/accepted/sum.cpp': SUM,
      'submissions/accepted/sum.py': SUM_PY,
      'submissions/wrong_answer/seven.cpp': SUM_WRONG_ON_SEVEN,
      'submissions/time_limit_exceeded/spin.cpp': SPIN,
      'submissions/run_time_error/crash.c': CRASH,
    });
    expect(done).toBe(true);
    expect(rows.map(row)).toEqual([
      ['accepted/sum.cpp', 'accepted', J.ACCEPTED, null, true],
      ['accepted/sum.py', 'accepted', J.ACCEPTED, null, true],
      ['run_time_error/crash.c', 'run_time_error', J.RUNTIME_ERROR, null, true],
      ['time_limit_exceeded/spin.cpp', 'time_limit_exceeded', J.TIME_LIMIT_EXCEEDED, null, true],
      ['wrong_answer/seven.cpp', 'wrong_answer', J.WRONG_ANSWER, null, true],
    ]);
    // Judged as Kattis judges them: C and C++ with -O2.
    expect(rows.map((r) => [r.file, r.language])).toEqual([
      ['accepted/sum.cpp', 'C++ 17 With O2'],
      ['accepted/sum.py', 'Python3'],
      ['run_time_error/crash.c', 'C With O2'],
      ['time_limit_exceeded/spin.cpp', 'C++ 17 With O2'],
      ['wrong_answer/seven.cpp', 'C++ 17 With O2'],
    ]);
    // judgemessage.txt is the case's message.
    const accepted = judged.get('accepted/sum.cpp')!;
    expect(accepted.cases.map((c) => [c.status, c.userOutput])).toEqual([
      [J.ACCEPTED, 'sum is right'],
      [J.ACCEPTED, 'sum is right'],
      [J.ACCEPTED, 'sum is right'],
    ]);
    const wrong = judged.get('wrong_answer/seven.cpp')!;
    expect(wrong.cases.map((c) => [c.status, c.userOutput])).toEqual([
      [J.ACCEPTED, 'sum is right'],
      [J.ACCEPTED, 'sum is right'],
      [J.WRONG_ANSWER, 'expected 8, got 9'],
    ]);
  });
});

describe('a scoring package with a custom-score validator', () => {
  it('earns the share score.txt gives, and reports the partial submission’s points', async () => {
    const { done, rows, judged } = await importAndJudge('share', {
      'problem.yaml': 'name: Share\ntype: scoring\nvalidation: custom score\n',
      ...test('sample/1', '2\n', '2\n'),
      ...test('secret/1', '10\n', '10\n'),
      ...test('secret/2', '40\n', '40\n'),
      ...test('secret/3', '60\n', '60\n'),
      'output_validators/share/share.cpp': SHARE_VALIDATOR,
      'output_validators/share/feedback.h': FEEDBACK_H,
      'submissions/accepted/full.cpp': sharePrinter('full'),
      'submissions/partial/score50_half.cpp': sharePrinter('half'),
      'submissions/wrong_answer/negative.cpp': sharePrinter('negative'),
    });
    expect(done).toBe(true);
    expect(rows.map(row)).toEqual([
      ['accepted/full.cpp', 'accepted', J.ACCEPTED, 100, true],
      ['partial/score50_half.cpp', 'partial', J.PARTIAL_ACCEPTED, 50, true],
      ['wrong_answer/negative.cpp', 'wrong_answer', J.WRONG_ANSWER, 0, true],
    ]);
    const half = judged.get('partial/score50_half.cpp')!;
    // The sample carries no points; each secret test earns half of its 100, and the problem the
    // tests' mean: 50 over three tests (100 split over them as 33/33/34 and floored gave 49).
    expect(half.cases.map((c) => [c.status, c.score, c.userOutput])).toEqual([
      [J.PARTIAL_ACCEPTED, 0, 'share 0.500000\n'],
      [J.PARTIAL_ACCEPTED, 50, 'share 0.500000\n'],
      [J.PARTIAL_ACCEPTED, 50, 'share 0.500000\n'],
      [J.PARTIAL_ACCEPTED, 50, 'share 0.500000\n'],
    ]);
  });
});

describe('a scoring package with subtasks', () => {
  it('gives a subtask its score only when every test in it passes', async () => {
    const yaml = [
      'name: Groups',
      'type: scoring',
      'subtasks:',
      '  - {group: small, score: 30, tests: [secret/small, secret/shared]}',
      '  - {group: large, score: 70, tests: [secret/shared, secret/seven]}',
    ].join('\n');
    const { done, rows } = await importAndJudge('groups', {
      'problem.yaml': yaml,
      ...test('sample/1', '1 1\n', '2\n'),
      ...test('secret/small', '2 3\n', '5\n'),
      ...test('secret/shared', '4 4\n', '8\n'),
      ...test('secret/seven', '7 7\n', '14\n'),
      'submissions/accepted/sum.cpp': SUM,
      'submissions/partial/score30_not_seven.cpp': SUM_WRONG_ON_SEVEN,
    });
    expect(done).toBe(true);
    expect(rows.map(row)).toEqual([
      ['accepted/sum.cpp', 'accepted', J.ACCEPTED, 100, true],
      // Partial Accepted: the report shows its first failing test's verdict.
      ['partial/score30_not_seven.cpp', 'partial', J.WRONG_ANSWER, 30, true],
    ]);
  });
});

describe('an interactive package', () => {
  it('runs the interactor under the Kattis protocol', async () => {
    const { done, rows, judged } = await importAndJudge('guess', {
      'problem.yaml': 'name: Guess\nvalidation: custom interactive\n',
      ...test('sample/1', '10 3\n', ''),
      ...test('secret/1', '1000000 271828\n', ''),
      'output_validators/guess/interactor.cpp': GUESS_INTERACTOR,
      'output_validators/guess/feedback.h': FEEDBACK_H,
      'submissions/accepted/binary.cpp': GUESSERS.binarySearch,
      'submissions/wrong_answer/backwards.cpp': GUESSERS.backwards,
      'submissions/time_limit_exceeded/silent.cpp': GUESSERS.neverReads,
      // Expected to be wrong: the report says it does not match.
      'submissions/accepted/once.cpp': GUESSERS.guessOnce,
    });
    expect(done).toBe(true);
    expect(rows.map(row)).toEqual([
      ['accepted/binary.cpp', 'accepted', J.ACCEPTED, null, true],
      ['accepted/once.cpp', 'accepted', J.WRONG_ANSWER, null, false],
      ['time_limit_exceeded/silent.cpp', 'time_limit_exceeded', J.TIME_LIMIT_EXCEEDED, null, true],
      ['wrong_answer/backwards.cpp', 'wrong_answer', J.WRONG_ANSWER, null, true],
    ]);
    // judgemessage.txt is the case's message here too.
    for (const c of judged.get('accepted/binary.cpp')!.cases) expect(c.userOutput).toMatch(/^found in \d+ guesses$/);
    expect(judged.get('accepted/binary.cpp')!.cases[0]!.userOutput).toBe('found in 3 guesses');
    // Guessing the wrong way round ends without finding the secret: the interactor reads no more guesses.
    expect(judged.get('wrong_answer/backwards.cpp')!.cases[0]!.userOutput).toBe('no guess');
  });
});
