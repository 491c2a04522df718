import { describe, expect, it } from 'vitest';
import { JudgeStatus, type EffectiveLimits } from '@arbiter/contract';
import type { CheckerRunResult, CheckerVerdict } from './checker.ts';
import {
  interpretKattisValidator,
  kattisInteractiveVerdict,
  kattisValidatorArgv,
  parseKattisScore,
  type KattisFeedback,
} from './kattis-validator.ts';
import { OUTPUT_LIMIT_MESSAGE, type SandboxRunResult } from './run-verdict.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, SYSTEM_ERROR: SE, RUNTIME_ERROR: RE } = JudgeStatus;
const { TIME_LIMIT_EXCEEDED: TLE, MEMORY_LIMIT_EXCEEDED: MLE } = JudgeStatus;

function exited(exitCode: number, stderr = ''): CheckerRunResult {
  return { status: exitCode === 0 ? 'ok' : 'runtime', exitCode, signal: null, stdout: '', stderr };
}

const feedback = (judgeMessage: string | null = null, score: string | null = null): KattisFeedback => ({ judgeMessage, score });
const pass = { role: 'spj', scored: false } as const;
const scored = { role: 'spj', scored: true } as const;

describe('exit codes of a Kattis output validator', () => {
  it.each([
    ['42 accepts', exited(42), feedback(), AC, ''],
    ['42 keeps judgemessage.txt as the message', exited(42), feedback('all 3 lines fine\n'), AC, 'all 3 lines fine\n'],
    ['43 rejects', exited(43), feedback('line 2: expected 5, got 6'), WA, 'line 2: expected 5, got 6'],
    ['43 without a message', exited(43, 'stderr is not the message'), feedback(), WA, ''],
    ['0 is not the protocol: System Error', exited(0), feedback(), SE, 'The output validator exited with code 0 (42 accepts, 43 rejects).'],
    [
      '1 with a message',
      exited(1),
      feedback('bad answer file'),
      SE,
      'The output validator exited with code 1 (42 accepts, 43 rejects). bad answer file',
    ],
    [
      '1 with only stderr',
      exited(1, 'assertion failed\n'),
      feedback(),
      SE,
      'The output validator exited with code 1 (42 accepts, 43 rejects). assertion failed',
    ],
    [
      'HOJ accept code 100 is not Kattis',
      exited(100),
      feedback(),
      SE,
      'The output validator exited with code 100 (42 accepts, 43 rejects).',
    ],
  ])('%s', (_name, run, fb, status, message) => {
    const v = interpretKattisValidator(run, fb, pass);
    expect(v).toEqual({ status, percentage: null, message });
  });

  it.each([
    ['time limit', { status: 'time', exitCode: null, signal: 'SIGKILL' }, 'The output validator exceeded its time limit.'],
    ['memory limit', { status: 'memory', exitCode: null, signal: 'SIGKILL' }, 'The output validator exceeded its memory limit.'],
    ['output limit', { status: 'output', exitCode: null, signal: 'SIGXFSZ' }, 'The output validator exceeded its output limit.'],
    ['a signal', { status: 'runtime', exitCode: null, signal: 11 }, 'The output validator was killed by signal 11.'],
    ['a sandbox failure', { status: 'error', exitCode: null, signal: null }, 'The output validator could not be run.'],
  ] as const)('a validator that did not exit by itself (%s) is a System Error', (_name, end, message) => {
    const run: CheckerRunResult = { ...end, stdout: '', stderr: '' };
    expect(interpretKattisValidator(run, feedback(), pass)).toEqual({ status: SE, percentage: null, message });
    expect(interpretKattisValidator(run, feedback('half way'), pass).message).toBe(`${message} half way`);
  });

  it('words an interactor as an interactor', () => {
    const v = interpretKattisValidator(exited(3), feedback(), { role: 'interactive', scored: false });
    expect(v.message).toBe('The interactor exited with code 3 (42 accepts, 43 rejects).');
  });
});

describe('score.txt of a scored problem', () => {
  it.each([
    ['no score.txt: the whole case', null, AC, null],
    ['1', '1', AC, null],
    ['1.0 with a newline', '1.0\n', AC, null],
    ['0.5', '0.5', PA, 0.5],
    ['0.25 with spaces', '  0.25  \n', PA, 0.25],
    ['.75', '.75', PA, 0.75],
    ['2.5e-1', '2.5e-1', PA, 0.25],
    ['0', '0', PA, 0],
    ['above 1 is clamped to 1', '1.7', AC, null],
    ['huge is clamped to 1', '1e999', AC, null],
    ['below 0 is clamped to 0', '-0.3', PA, 0],
  ])('%s', (_name, score, status, share) => {
    const v = interpretKattisValidator(exited(42), feedback('ok', score), scored);
    expect(v.status).toBe(status);
    if (share === null) expect(v.percentage).toBeNull();
    else expect(v.percentage).toBeCloseTo(share, 10);
    expect(v.message).toBe('ok');
  });

  it.each([
    ['a word', 'half', '"half"'],
    ['empty', '', '""'],
    ['a fraction', '1/2', '"1/2"'],
    ['two numbers', '0.5 0.6', '"0.5 0.6"'],
    ['NaN', 'NaN', '"NaN"'],
  ])('a score that is not a number (%s) is a System Error', (_name, score, shown) => {
    const v = interpretKattisValidator(exited(42), feedback(null, score), scored);
    expect(v).toEqual({
      status: SE,
      percentage: null,
      message: `The output validator wrote ${shown} to score.txt, which is not a number from 0 to 1.`,
    });
  });

  it('ignores score.txt when the validator rejects', () => {
    expect(interpretKattisValidator(exited(43), feedback('no', '0.9'), scored)).toEqual({ status: WA, percentage: null, message: 'no' });
  });

  it('ignores score.txt in pass-fail problems', () => {
    expect(interpretKattisValidator(exited(42), feedback(null, 'junk'), pass).status).toBe(AC);
    expect(interpretKattisValidator(exited(42), feedback(null, '0.1'), pass).status).toBe(AC);
  });
});

describe('parseKattisScore', () => {
  it.each([
    ['0.3', 0.3],
    ['+1', 1],
    ['5', 1],
    ['-1', 0],
    ['1e-3', 0.001],
    ['abc', null],
    ['', null],
    ['0x1', null],
    ['Infinity', null],
  ])('%j → %s', (text, share) => {
    const got = parseKattisScore(text);
    if (share === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(share, 10);
  });
});

describe('kattisValidatorArgv', () => {
  it('passes input, answer and the feedback dir with a trailing slash', () => {
    const files = { input: '/work/.judge/input', answer: '/work/.judge/answer', feedbackDir: '/work/.judge/feedback' };
    expect(kattisValidatorArgv('/work/.judge/checker', files)).toEqual([
      '/work/.judge/checker',
      '/work/.judge/input',
      '/work/.judge/answer',
      '/work/.judge/feedback/',
    ]);
    expect(kattisValidatorArgv('v', { ...files, feedbackDir: '/fb/' })[3]).toBe('/fb/');
  });
});

describe('an interactive case under the Kattis protocol', () => {
  const limits: EffectiveLimits = { timeLimitMs: 1000, memoryLimitMB: 256 };
  const user = (patch: Partial<SandboxRunResult> = {}): SandboxRunResult => ({
    status: 'ok',
    exitCode: 0,
    signal: null,
    cpuMs: 120,
    wallMs: 150,
    memoryKb: 2048,
    ...patch,
  });
  const says = (status: CheckerVerdict['status'], message = '', percentage: number | null = null): CheckerVerdict => ({
    status,
    message,
    percentage,
  });

  it.each([
    ['both fine: accepted', user(), says(AC, 'guessed in 7'), AC, 'guessed in 7'],
    ['accepted without a message', user(), says(AC), AC, null],
    ['interactor rejects', user(), says(WA, 'guess 8 is out of range'), WA, 'guess 8 is out of range'],
    [
      'rejected, then the program died of a broken pipe: still WA',
      user({ status: 'runtime', exitCode: null, signal: 'SIGPIPE' }),
      says(WA, 'too many guesses'),
      WA,
      'too many guesses',
    ],
    ['rejected, then the program crashed: still WA', user({ status: 'runtime', exitCode: 1 }), says(WA), WA, null],
    [
      'accepted but the program exited 3: RE',
      user({ status: 'runtime', exitCode: 3 }),
      says(AC),
      RE,
      'The program return exit status code: 3',
    ],
    [
      'accepted but the program was killed: RE',
      user({ status: 'runtime', exitCode: null, signal: 11 }),
      says(AC),
      RE,
      'The program return exit status code: 11 (SIGSEGV)',
    ],
    [
      'the interactor failed: SE',
      user({ status: 'runtime', exitCode: 1 }),
      says(SE, 'The interactor exited with code 1'),
      SE,
      'The interactor exited with code 1',
    ],
    ['time limit first', user({ status: 'time', exitCode: null, signal: 'SIGKILL', cpuMs: 1200 }), says(WA), TLE, null],
    ['CPU time over the limit', user({ cpuMs: 1001 }), says(AC), TLE, null],
    ['memory limit', user({ status: 'memory', exitCode: null, signal: 'SIGKILL' }), says(WA), MLE, null],
    ['output limit', user({ status: 'output', exitCode: null, signal: 'SIGXFSZ' }), says(AC), RE, OUTPUT_LIMIT_MESSAGE],
  ])('%s', (_name, u, interactor, status, message) => {
    const v = kattisInteractiveVerdict(u, interactor, limits);
    expect(v.status).toBe(status);
    expect(v.message).toBe(message);
    expect(v.time).toBe(u.cpuMs);
    expect(v.memory).toBe(u.memoryKb);
  });

  it('keeps the share of a partly accepted case', () => {
    const v = kattisInteractiveVerdict(user(), says(PA, 'close', 0.4), limits);
    expect(v).toMatchObject({ status: PA, percentage: 0.4, message: 'close' });
  });
});
