import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import type { CheckerRunResult } from './checker.ts';
import { interactiveVerdict } from './interactive.ts';
import { OUTPUT_LIMIT_MESSAGE, type SandboxRunResult } from './run-verdict.ts';

const limits = { timeLimitMs: 1000, memoryLimitMB: 256 };

function user(over: Partial<SandboxRunResult> = {}): SandboxRunResult {
  return { status: 'ok', exitCode: 0, signal: null, cpuMs: 120, wallMs: 300, memoryKb: 2048, ...over };
}

function interactor(exitCode: number | null, stderr = '', over: Partial<CheckerRunResult> = {}): CheckerRunResult {
  return { status: exitCode === 0 ? 'ok' : 'runtime', exitCode, signal: null, stdout: '', stderr, ...over };
}

const SIGPIPE_USER = user({ status: 'runtime', exitCode: null, signal: 13 });

describe('interactiveVerdict', () => {
  it.each([
    [
      'user ran out of time in the sandbox',
      user({ status: 'time', exitCode: null, signal: 9 }),
      interactor(0),
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      null,
    ],
    ['user CPU time over the limit', user({ cpuMs: 1001 }), interactor(0, 'ok fine'), JudgeStatus.TIME_LIMIT_EXCEEDED, null],
    [
      'user out of memory in the sandbox',
      user({ status: 'memory', exitCode: null, signal: 9 }),
      interactor(0),
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      null,
    ],
    ['user memory over the limit', user({ memoryKb: 256 * 1024 + 1 }), interactor(0), JudgeStatus.MEMORY_LIMIT_EXCEEDED, null],
    [
      'user time checked before a failing interactor',
      user({ cpuMs: 5000 }),
      interactor(1, 'wrong answer x'),
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      null,
    ],
    [
      'user exits 1',
      user({ status: 'runtime', exitCode: 1 }),
      interactor(0),
      JudgeStatus.RUNTIME_ERROR,
      'The program return exit status code: 1',
    ],
    [
      'user crashes',
      user({ status: 'runtime', exitCode: null, signal: 11 }),
      interactor(1, 'wrong answer eof'),
      JudgeStatus.RUNTIME_ERROR,
      'The program return exit status code: 11 (SIGSEGV)',
    ],
    [
      'user exits 13 (a real exit code, not a broken pipe)',
      user({ status: 'runtime', exitCode: 13 }),
      interactor(1, 'wrong answer x'),
      JudgeStatus.RUNTIME_ERROR,
      'The program return exit status code: 13',
    ],
    [
      'broken pipe while the interactor was happy',
      SIGPIPE_USER,
      interactor(0),
      JudgeStatus.RUNTIME_ERROR,
      'The program return exit status code: 13 (SIGPIPE)',
    ],
    [
      'broken pipe after the interactor rejected it',
      SIGPIPE_USER,
      interactor(1, 'wrong answer too many queries\n'),
      JudgeStatus.WRONG_ANSWER,
      'too many queries Interactive program exited with code: 1',
    ],
    ['both fine', user(), interactor(0), JudgeStatus.ACCEPTED, null],
    ['both fine, the interactor said something', user(), interactor(0, 'ok 10 queries'), JudgeStatus.ACCEPTED, 'ok 10 queries'],
    ['interactor exit 100', user(), interactor(100, 'good'), JudgeStatus.ACCEPTED, 'good Interactive program exited with code: 100'],
    [
      'interactor exit 102',
      user(),
      interactor(102, 'bad guess'),
      JudgeStatus.WRONG_ANSWER,
      'bad guess Interactive program exited with code: 102',
    ],
    ['interactor exit 101 without stderr', user(), interactor(101), JudgeStatus.PRESENTATION_ERROR, null],
    [
      'interactor testlib FAIL',
      user(),
      interactor(3, 'FAIL bad test'),
      JudgeStatus.SYSTEM_ERROR,
      'bad test Interactive program exited with code: 3',
    ],
    [
      'interactor exits 1 and says nothing',
      user(),
      interactor(1),
      JudgeStatus.SYSTEM_ERROR,
      'The interactive program exited with code 1 and wrote nothing to stderr.',
    ],
    [
      'interactor out of time',
      user(),
      interactor(null, '', { status: 'time', signal: 9 }),
      JudgeStatus.SYSTEM_ERROR,
      'The interactive program exceeded its time limit.',
    ],
    [
      'user output over the limit',
      user({ status: 'output', exitCode: null, signal: 25 }),
      interactor(0),
      JudgeStatus.RUNTIME_ERROR,
      OUTPUT_LIMIT_MESSAGE,
    ],
    [
      'sandbox failure on the user side',
      user({ status: 'error', exitCode: null, error: 'no cgroup' }),
      interactor(0),
      JudgeStatus.SYSTEM_ERROR,
      'no cgroup',
    ],
  ])('%s', (_name, u, i, status, message) => {
    const v = interactiveVerdict(u, i, limits);
    expect(v.status).toBe(status);
    expect(v.message).toBe(message);
  });

  it('reads a partial score from the interactor like a special judge', () => {
    const v = interactiveVerdict(user(), interactor(99, 'some', { stdout: '40' }), limits);
    expect(v.status).toBe(JudgeStatus.PARTIAL_ACCEPTED);
    expect(v.percentage).toBeCloseTo(0.4, 10);
    expect(v.message).toBe('some Interactive program exited with code: 99');
  });

  it("always reports the user's time and memory", () => {
    const v = interactiveVerdict(user({ cpuMs: 321, memoryKb: 4567 }), interactor(102, 'no', { stdout: '' }), limits);
    expect([v.time, v.memory]).toEqual([321, 4567]);
    const tle = interactiveVerdict(user({ status: 'time', cpuMs: 1200, memoryKb: 999 }), interactor(0), limits);
    expect([tle.time, tle.memory]).toEqual([1200, 999]);
  });

  it('uses the factored limits it is given', () => {
    expect(interactiveVerdict(user({ cpuMs: 1500 }), interactor(0), { timeLimitMs: 2000, memoryLimitMB: 512 }).status).toBe(
      JudgeStatus.ACCEPTED,
    );
  });
});
