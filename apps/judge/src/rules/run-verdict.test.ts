import { describe, expect, it } from 'vitest';
import { JudgeStatus, effectiveLimits } from '@arbiter/contract';
import {
  exitMessage,
  OUTPUT_LIMIT_MESSAGE,
  outputLimitBytes,
  runVerdict,
  sandboxLimits,
  signalNumber,
  type SandboxRunResult,
} from './run-verdict.ts';

const limits = { timeLimitMs: 1000, memoryLimitMB: 256 };

function run(over: Partial<SandboxRunResult>): SandboxRunResult {
  return { status: 'ok', exitCode: 0, signal: null, cpuMs: 10, wallMs: 12, memoryKb: 1024, ...over };
}

describe('runVerdict', () => {
  it.each([
    ['a clean run within limits', run({}), { kind: 'compare' }],
    ['CPU time exactly at the limit', run({ cpuMs: 1000 }), { kind: 'compare' }],
    ['CPU time 1 ms over the limit', run({ cpuMs: 1001 }), { kind: 'verdict', status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null }],
    ['memory exactly at the limit', run({ memoryKb: 256 * 1024 }), { kind: 'compare' }],
    [
      'memory 1 KB over the limit',
      run({ memoryKb: 256 * 1024 + 1 }),
      { kind: 'verdict', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null },
    ],
    [
      'both over: time is checked first',
      run({ cpuMs: 1100, memoryKb: 300 * 1024 }),
      { kind: 'verdict', status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null },
    ],
    [
      'the sandbox stopped it for time',
      run({ status: 'time', exitCode: null, signal: 9 }),
      { kind: 'verdict', status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null },
    ],
    [
      'the sandbox stopped it for memory',
      run({ status: 'memory', exitCode: null, signal: 9 }),
      { kind: 'verdict', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null },
    ],
    [
      'the output limit',
      run({ status: 'output', exitCode: null, signal: 25 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: OUTPUT_LIMIT_MESSAGE },
    ],
    [
      'exit code 1',
      run({ status: 'runtime', exitCode: 1 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 1' },
    ],
    [
      'exit code 255',
      run({ status: 'runtime', exitCode: 255 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 255' },
    ],
    [
      'segmentation fault',
      run({ status: 'runtime', exitCode: null, signal: 11 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 11 (SIGSEGV)' },
    ],
    [
      'abort, signal given by name',
      run({ status: 'runtime', exitCode: null, signal: 'SIGABRT' }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 6 (SIGABRT)' },
    ],
    [
      'division by zero',
      run({ status: 'runtime', exitCode: null, signal: 8 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 8 (SIGFPE)' },
    ],
    [
      'a non-zero exit even if the sandbox said ok',
      run({ status: 'ok', exitCode: 3 }),
      { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: 'The program return exit status code: 3' },
    ],
    [
      'a sandbox failure',
      run({ status: 'error', exitCode: null, error: 'cgroup gone' }),
      { kind: 'verdict', status: JudgeStatus.SYSTEM_ERROR, message: 'cgroup gone' },
    ],
  ])('%s', (_name, result, expected) => {
    expect(runVerdict(result, limits)).toEqual(expected);
  });

  it('judges against the factored limits of the language', () => {
    const java = effectiveLimits('Java', 1000, 256);
    expect(runVerdict(run({ cpuMs: 1500, memoryKb: 400 * 1024 }), java)).toEqual({ kind: 'compare' });
    expect(runVerdict(run({ cpuMs: 1500 }), effectiveLimits('C++', 1000, 256)).kind).toBe('verdict');
  });

  it('takes a JVM that ran out of its -Xmx heap for Memory Limit Exceeded', () => {
    const oom = run({ status: 'runtime', exitCode: 1, stderr: 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n' });
    expect(runVerdict(oom, limits)).toEqual({ kind: 'verdict', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null });
    const other = run({ status: 'runtime', exitCode: 1, stderr: 'Exception in thread "main" java.lang.IllegalStateException\n' });
    expect(runVerdict(other, limits)).toMatchObject({ status: JudgeStatus.RUNTIME_ERROR });
    // Only a failed run: a program that prints the words and exits cleanly is judged on its output.
    expect(runVerdict(run({ stderr: 'java.lang.OutOfMemoryError' }), limits)).toEqual({ kind: 'compare' });
  });

  it('takes a run that wrote up to the output limit for Output Limit even when memory ended it', () => {
    const flood = run({ status: 'memory', exitCode: null, signal: 9, stdoutBytes: 32 << 20 });
    expect(runVerdict(flood, limits, 32 << 20)).toEqual({
      kind: 'verdict',
      status: JudgeStatus.RUNTIME_ERROR,
      message: OUTPUT_LIMIT_MESSAGE,
    });
    expect(runVerdict({ ...flood, stdoutBytes: (32 << 20) - 1 }, limits, 32 << 20)).toMatchObject({
      status: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    });
    // Without an output limit, memory stays memory.
    expect(runVerdict(flood, limits)).toMatchObject({ status: JudgeStatus.MEMORY_LIMIT_EXCEEDED });
  });

  it('still reports a sandbox failure without an explanation', () => {
    expect(runVerdict(run({ status: 'error' }), limits)).toEqual({
      kind: 'verdict',
      status: JudgeStatus.SYSTEM_ERROR,
      message: 'The sandbox failed to run the program',
    });
  });
});

describe('signals and exit messages', () => {
  it.each([
    [11, 11],
    ['SIGSEGV', 11],
    ['segv', 11],
    ['SIGPIPE', 13],
    ['SIGXCPU', 24],
    ['SIGNOPE', null],
    [null, null],
  ] as const)('%j is signal %j', (input, expected) => {
    expect(signalNumber(input)).toBe(expected);
  });

  it.each([
    [null, 9, 'The program return exit status code: 9 (SIGKILL)'],
    [null, 13, 'The program return exit status code: 13 (SIGPIPE)'],
    [null, 40, 'The program return exit status code: 40'],
    [null, 'SIGWEIRD', 'The program return exit status code: SIGWEIRD'],
    [2, null, 'The program return exit status code: 2'],
    [139, null, 'The program return exit status code: 139'],
  ] as const)('exit %j, signal %j', (exitCode, signal, message) => {
    expect(exitMessage(exitCode, signal)).toBe(message);
  });
});

describe('sandbox limits', () => {
  it('gives the program TL+200 ms of CPU, three times that of wall time and ML+100 MB', () => {
    expect(sandboxLimits({ timeLimitMs: 1000, memoryLimitMB: 256 }, 128)).toEqual({
      cpuMs: 1200,
      wallMs: 3600,
      memoryMB: 356,
      stackMB: 128,
      outputBytes: 32 * 1024 * 1024,
      processes: 128,
    });
    expect(sandboxLimits(effectiveLimits('Python3', 2000, 128), 64, 100 * 1024 * 1024)).toMatchObject({
      cpuMs: 4200,
      wallMs: 12600,
      memoryMB: 356,
      stackMB: 64,
      outputBytes: 200 * 1024 * 1024,
    });
  });

  it.each([
    [0, 32 * 1024 * 1024],
    [1000, 32 * 1024 * 1024],
    [16 * 1024 * 1024, 32 * 1024 * 1024],
    [20 * 1024 * 1024, 40 * 1024 * 1024],
  ])('an expected output of %i bytes allows %i bytes', (size, limit) => {
    expect(outputLimitBytes(size)).toBe(limit);
  });
});
