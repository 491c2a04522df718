import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import {
  CHECKER_LIMITS,
  checkerArgv,
  interactorArgv,
  interactorLimits,
  interpretChecker,
  parseTestlibStderr,
  type CheckerRunResult,
} from './checker.ts';

const { ACCEPTED: AC, PRESENTATION_ERROR: PE, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, SYSTEM_ERROR: SE } = JudgeStatus;

function exited(exitCode: number, stderr = '', stdout = ''): CheckerRunResult {
  return { status: exitCode === 0 ? 'ok' : 'runtime', exitCode, signal: null, stdout, stderr };
}

describe('the exit-code protocol', () => {
  it.each([
    ['exit 0', exited(0), AC, null, ''],
    ['exit 0 keeps stderr as the message', exited(0, 'ok 3 numbers\n'), AC, null, 'ok 3 numbers\n'],
    ['exit 100', exited(100, 'fine'), AC, null, 'fine'],
    ['exit 101', exited(101, 'spaces'), PE, null, 'spaces'],
    ['exit 102', exited(102, 'expected 3, found 4'), WA, null, 'expected 3, found 4'],
    ['exit 102 without a message', exited(102), WA, null, ''],
    ['exit 103', exited(103, 'bad data'), SE, null, 'bad data'],
    ['exit 99, 50 on stdout', exited(99, 'half', '50'), PA, 0.5, 'half'],
    ['exit 99, 50 and a newline', exited(99, '', '50\n'), PA, 0.5, ''],
    ['exit 99, 33.3', exited(99, '', '33.3'), PA, 0.333, ''],
    ['exit 99, 0', exited(99, '', '0'), PA, 0, ''],
    ['exit 99, 100 is simply AC', exited(99, 'all', '100'), AC, null, 'all'],
    ['exit 99, 150 is capped to AC', exited(99, '', '150'), AC, null, ''],
    ['exit 99, negative is 0', exited(99, '', '-5'), PA, 0, ''],
    ['exit 99, not a number: PA without points', exited(99, '', 'abc'), PA, null, ''],
    ['exit 99, nothing on stdout', exited(99), PA, null, ''],
  ])('%s', (_name, run, status, percentage, message) => {
    const v = interpretChecker(run);
    expect(v.status).toBe(status);
    if (percentage === null) expect(v.percentage).toBeNull();
    else expect(v.percentage).toBeCloseTo(percentage, 10);
    expect(v.message).toBe(message);
  });
});

describe('testlib stderr for other exit codes', () => {
  it.each([
    ['exit 1, wrong answer', exited(1, 'wrong answer expected 3, found 4\n'), WA, null, 'expected 3, found 4\n'],
    ['exit 1, ok', exited(1, 'ok accepted'), AC, null, 'accepted'],
    [
      'exit 2, wrong output format',
      exited(2, 'wrong output format Expected integer'),
      WA,
      null,
      'May be output presentation error. Expected integer',
    ],
    ['exit 7, points 30', exited(7, 'points 30 good try'), PA, 0.3, '30 good try'],
    ['exit 7, points 12.5', exited(7, 'points 12.5'), PA, 0.125, '12.5'],
    ['exit 7, points 100 is AC', exited(7, 'points 100 perfect'), AC, null, '100 perfect'],
    ['exit 7, points not a number', exited(7, 'points many'), PA, 0, 'many'],
    ['exit 16, partially correct (45)', exited(16, 'partially correct (45) close'), PA, 0.45, '(45) close'],
    ['exit 16, partially correct without a number', exited(16, 'partially correct (x) close'), PA, 0, '(x) close'],
    ['exit 16, partially correct without brackets', exited(16, 'partially correct close'), PA, 0, 'close'],
    ['exit 3, FAIL', exited(3, 'FAIL answer file is broken'), SE, null, 'answer file is broken'],
    ['exit 5, anything else', exited(5, 'something odd'), SE, null, 'something odd'],
    ['exit 1, "ok" without the space', exited(1, 'ok'), SE, null, 'ok'],
  ])('%s', (_name, run, status, percentage, message) => {
    const v = interpretChecker(run);
    expect(v.status).toBe(status);
    if (percentage === null) expect(v.percentage).toBeNull();
    else expect(v.percentage).toBeCloseTo(percentage, 10);
    expect(v.message).toBe(message);
  });

  it('is a System Error when a checker exits with another code and says nothing', () => {
    expect(interpretChecker(exited(1))).toEqual({
      status: SE,
      percentage: null,
      message: 'The special judge program exited with code 1 and wrote nothing to stderr.',
    });
  });

  it('reads only the first 1024 characters of stderr', () => {
    const v = parseTestlibStderr(`wrong answer ${'x'.repeat(5000)}`);
    expect(v.status).toBe(WA);
    expect(v.message).toHaveLength(1024 - 'wrong answer '.length);
    expect(parseTestlibStderr(`${'y'.repeat(1020)}ok ok`).status).toBe(SE);
  });
});

describe('a checker that did not end on its own', () => {
  it.each([
    [
      'time limit',
      { status: 'time', exitCode: null, signal: 9, stdout: '', stderr: '' },
      'The special judge program exceeded its time limit.',
    ],
    [
      'memory limit',
      { status: 'memory', exitCode: null, signal: 9, stdout: '', stderr: '' },
      'The special judge program exceeded its memory limit.',
    ],
    [
      'output limit',
      { status: 'output', exitCode: null, signal: 25, stdout: '', stderr: '' },
      'The special judge program exceeded its output limit.',
    ],
    [
      'a crash',
      { status: 'runtime', exitCode: null, signal: 'SIGSEGV', stdout: '', stderr: 'wrong answer x' },
      'The special judge program was killed by signal 11. wrong answer x',
    ],
    [
      'a sandbox failure',
      { status: 'error', exitCode: null, signal: null, stdout: '', stderr: '' },
      'The special judge program could not be run.',
    ],
  ] as [string, CheckerRunResult, string][])('%s is a System Error', (_name, run, message) => {
    expect(interpretChecker(run)).toEqual({ status: SE, percentage: null, message });
  });

  it('names the interactor in its messages', () => {
    expect(interpretChecker({ status: 'time', exitCode: null, signal: 9, stdout: '', stderr: '' }, 'interactive').message).toBe(
      'The interactive program exceeded its time limit.',
    );
  });
});

describe('argv and limits', () => {
  it('passes input, user output, expected output to a checker', () => {
    expect(checkerArgv('/w/spj', { input: '/w/1_input', userOutput: '/w/1_user_output', expectedOutput: '/w/1_output' })).toEqual([
      '/w/spj',
      '/w/1_input',
      '/w/1_user_output',
      '/w/1_output',
    ]);
  });

  it('passes input, its log file, expected output to an interactor', () => {
    expect(interactorArgv('/w/interactive', { input: '/w/in', userOutput: '/w/log', expectedOutput: '/w/ans' })).toEqual([
      '/w/interactive',
      '/w/in',
      '/w/log',
      '/w/ans',
    ]);
  });

  it('gives a checker 16 s of CPU, 48 s of wall time, 512 MB and a 128 MB stack', () => {
    expect(CHECKER_LIMITS).toMatchObject({ cpuMs: 16_000, wallMs: 48_000, memoryMB: 512, stackMB: 128, processes: 128 });
  });

  it('gives an interactor twice the user limits with headroom', () => {
    expect(interactorLimits({ timeLimitMs: 1000, memoryLimitMB: 256 })).toEqual({
      cpuMs: 2400,
      wallMs: 7200,
      memoryMB: 712,
      stackMB: 128,
      processes: 128,
      outputBytes: 32 * 1024 * 1024,
    });
  });
});
