import { JudgeStatus, type EffectiveLimits, type JudgeStatusCode } from '@arbiter/contract';
import { CPU_HEADROOM_MS, MEMORY_HEADROOM_MB, signalNumber, type SandboxStatus } from './run-verdict.ts';

/**
 * What a special judge's (or an interactor's) run means (hoj-data-and-judge §B.9).
 *
 * Exit codes: 0 or 100 AC, 101 PE, 102 WA, 99 partial (stdout holds the percentage 0–100),
 * 103 SE. Any other exit code: the stderr is read the testlib way. A checker that did not exit on
 * its own (time, memory, output limit, signal, sandbox failure) is a System Error.
 */

const SPJ_PARTIAL = 99;
const SPJ_ACCEPTED = 100;
const SPJ_PRESENTATION_ERROR = 101;
const SPJ_WRONG_ANSWER = 102;
const SPJ_SYSTEM_ERROR = 103;

/** testlib reads only this much of the checker's stderr. */
const TESTLIB_MESSAGE_MAX = 1024;
const PRESENTATION_HINT = 'May be output presentation error.';

export interface CheckerRunResult {
  status: SandboxStatus;
  exitCode: number | null;
  signal: number | string | null;
  stdout: string;
  stderr: string;
}

export interface CheckerVerdict {
  /** AC, PE, WA, Partial Accepted or SE. */
  status: JudgeStatusCode;
  /** Share of the case score (0–1) for Partial Accepted; null when none was given (0 points). */
  percentage: number | null;
  /** The checker's message, kept as the case's message. */
  message: string;
}

function verdict(status: JudgeStatusCode, message: string, percentage: number | null = null): CheckerVerdict {
  return { status, percentage, message };
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A decimal number as a checker prints it (surrounding whitespace allowed; huge ones are ±Infinity); null when it is none. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  return NUMBER.test(t) ? Number(t) : null;
}

/** A percentage 0–100 as printed by a checker → share 0–1; null when it is not a number. */
function parsePercent(text: string): number | null {
  const n = parseDecimal(text);
  return n === null ? null : Math.min(1, Math.max(0, n / 100));
}

/** Partial with a share: a share of 1 is simply Accepted. */
function partial(share: number | null, message: string): CheckerVerdict {
  if (share !== null && share >= 1) return verdict(JudgeStatus.ACCEPTED, message);
  return verdict(JudgeStatus.PARTIAL_ACCEPTED, message, share);
}

/**
 * Reads testlib-style stderr: `ok ` AC; `wrong answer ` WA; `wrong output format ` WA with a
 * presentation hint; `partially correct (NN) ` partial NN/100; `points X` partial X/100 (100 ⇒ AC);
 * `FAIL ` SE; anything else SE. Only the first 1024 characters are read.
 */
export function parseTestlibStderr(stderr: string): CheckerVerdict {
  const out = stderr.slice(0, TESTLIB_MESSAGE_MAX);
  if (out.startsWith('ok ')) return verdict(JudgeStatus.ACCEPTED, out.slice(3));
  if (out.startsWith('wrong answer ')) return verdict(JudgeStatus.WRONG_ANSWER, out.slice('wrong answer '.length));
  if (out.startsWith('wrong output format ')) {
    return verdict(JudgeStatus.WRONG_ANSWER, `${PRESENTATION_HINT} ${out.slice('wrong output format '.length)}`);
  }
  if (out.startsWith('partially correct ')) {
    const rest = out.slice('partially correct '.length);
    const m = /^\((.*?)\) /.exec(rest);
    return partial(m ? (parsePercent(m[1]!) ?? 0) : 0, rest);
  }
  if (out.startsWith('points ')) {
    const rest = out.slice('points '.length);
    const share = parsePercent(rest.split(' ')[0] ?? '');
    return partial(share ?? 0, rest);
  }
  if (out.startsWith('FAIL ')) return verdict(JudgeStatus.SYSTEM_ERROR, out.slice('FAIL '.length));
  return verdict(JudgeStatus.SYSTEM_ERROR, out);
}

/** Whether a checker's run ended by itself with an exit code (not a limit, a signal or a sandbox failure). */
export function exitedNormally(run: CheckerRunResult): run is CheckerRunResult & { exitCode: number } {
  const ended = run.status === 'ok' || run.status === 'runtime';
  return ended && (run.signal === null || run.signal === undefined) && run.exitCode !== null;
}

/** Why a checker's run did not end by itself, e.g. "exceeded its time limit". */
export function describeAbnormalEnd(run: CheckerRunResult): string {
  switch (run.status) {
    case 'time':
      return 'exceeded its time limit';
    case 'memory':
      return 'exceeded its memory limit';
    case 'output':
      return 'exceeded its output limit';
    case 'error':
      return 'could not be run';
    default: {
      const sig = signalNumber(run.signal);
      return `was killed by signal ${sig ?? String(run.signal)}`;
    }
  }
}

/** The verdict of a special judge (or interactor) run. `role` only changes the wording of SE messages. */
export function interpretChecker(run: CheckerRunResult, role: 'spj' | 'interactive' = 'spj'): CheckerVerdict {
  const who = role === 'spj' ? 'The special judge program' : 'The interactive program';
  if (!exitedNormally(run)) {
    const stderr = run.stderr.trim();
    return verdict(JudgeStatus.SYSTEM_ERROR, `${who} ${describeAbnormalEnd(run)}.${stderr ? ` ${stderr}` : ''}`);
  }
  const message = run.stderr;
  switch (run.exitCode) {
    case 0:
    case SPJ_ACCEPTED:
      return verdict(JudgeStatus.ACCEPTED, message);
    case SPJ_PRESENTATION_ERROR:
      return verdict(JudgeStatus.PRESENTATION_ERROR, message);
    case SPJ_WRONG_ANSWER:
      return verdict(JudgeStatus.WRONG_ANSWER, message);
    case SPJ_SYSTEM_ERROR:
      return verdict(JudgeStatus.SYSTEM_ERROR, message);
    case SPJ_PARTIAL:
      return partial(parsePercent(run.stdout), message);
    default:
      if (run.stderr.length === 0) {
        return verdict(JudgeStatus.SYSTEM_ERROR, `${who} exited with code ${run.exitCode} and wrote nothing to stderr.`);
      }
      return parseTestlibStderr(run.stderr);
  }
}

export interface CheckerFiles {
  /** The case's input. */
  input: string;
  /** The user's output (for an interactor: a log file it may write, copied out afterwards). */
  userOutput: string;
  /** The case's expected output. */
  expectedOutput: string;
}

/** argv of a special judge run: input, user output, expected output. */
export function checkerArgv(exe: string, files: CheckerFiles): string[] {
  return [exe, files.input, files.userOutput, files.expectedOutput];
}

/** argv of an interactor run: input, its log file ("user output"), expected output. */
export function interactorArgv(exe: string, files: CheckerFiles): string[] {
  return [exe, files.input, files.userOutput, files.expectedOutput];
}

export interface CheckerLimits {
  cpuMs: number;
  wallMs: number;
  memoryMB: number;
  stackMB: number;
  processes: number;
  /** Each of stdout and stderr. */
  outputBytes: number;
}

/** Fixed limits of a special judge run. */
export const CHECKER_LIMITS: Readonly<CheckerLimits> = {
  cpuMs: 16_000,
  wallMs: 48_000,
  memoryMB: 512,
  stackMB: 128,
  processes: 128,
  outputBytes: 16 * 1024 * 1024,
};

/** An interactor's limits: CPU 2×(TL+200 ms), wall 6×(TL+200 ms), memory 2×(ML+100 MB), stack 128 MB. */
export function interactorLimits(limits: EffectiveLimits): CheckerLimits {
  const cpu = limits.timeLimitMs + CPU_HEADROOM_MS;
  return {
    cpuMs: 2 * cpu,
    wallMs: 6 * cpu,
    memoryMB: 2 * (limits.memoryLimitMB + MEMORY_HEADROOM_MB),
    stackMB: 128,
    processes: 128,
    outputBytes: 32 * 1024 * 1024,
  };
}
