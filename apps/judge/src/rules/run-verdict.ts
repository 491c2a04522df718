import { JudgeStatus, type EffectiveLimits, type JudgeStatusCode } from '@arbiter/contract';

/**
 * What a finished run of the user's program means, before any output is looked at
 * (hoj-data-and-judge §B.5 "post-run checks"), and the limits the sandbox is given for it.
 */

/** How the sandbox says a run ended. */
export type SandboxStatus = 'ok' | 'time' | 'memory' | 'output' | 'runtime' | 'error';

export interface SandboxRunResult {
  status: SandboxStatus;
  /** Exit code when the program exited; null when a signal ended it. */
  exitCode: number | null;
  /** Signal that ended it (number or name such as 'SIGSEGV'); null when it exited. */
  signal: number | string | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** The sandbox's own explanation when status is 'error'. */
  error?: string;
  /** Bytes the program wrote to stdout, when known. */
  stdoutBytes?: number | null;
  /** The beginning of the program's stderr, when the sandbox captured it. */
  stderr?: string;
}

export type RunVerdict =
  | { kind: 'verdict'; status: JudgeStatusCode; message: string | null }
  /** The run stayed within limits and exited 0: compare its output (or run the checker). */
  | { kind: 'compare' };

export const OUTPUT_LIMIT_MESSAGE = 'The output character length of the program exceeds the limit';

/** Linux signal names, 1–31. */
const SIGNAL_NAMES: Readonly<Record<number, string>> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  3: 'SIGQUIT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  10: 'SIGUSR1',
  11: 'SIGSEGV',
  12: 'SIGUSR2',
  13: 'SIGPIPE',
  14: 'SIGALRM',
  15: 'SIGTERM',
  16: 'SIGSTKFLT',
  17: 'SIGCHLD',
  18: 'SIGCONT',
  19: 'SIGSTOP',
  20: 'SIGTSTP',
  21: 'SIGTTIN',
  22: 'SIGTTOU',
  23: 'SIGURG',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  26: 'SIGVTALRM',
  27: 'SIGPROF',
  28: 'SIGWINCH',
  29: 'SIGIO',
  30: 'SIGPWR',
  31: 'SIGSYS',
};

const SIGNAL_NUMBERS: ReadonlyMap<string, number> = new Map(Object.entries(SIGNAL_NAMES).map(([n, name]) => [name, Number(n)]));

export const SIGPIPE = 13;

/** The signal as a number (names such as 'SIGSEGV' or 'SEGV' accepted); null when there is none or it is unknown. */
export function signalNumber(signal: number | string | null | undefined): number | null {
  if (signal === null || signal === undefined) return null;
  if (typeof signal === 'number') return signal;
  const name = signal.toUpperCase();
  return SIGNAL_NUMBERS.get(name.startsWith('SIG') ? name : `SIG${name}`) ?? null;
}

/**
 * `The program return exit status code: N (SIGNAME)` for a program a signal ended,
 * `The program return exit status code: N` for one that exited with N.
 */
export function exitMessage(exitCode: number | null, signal: number | string | null): string {
  const sig = signalNumber(signal);
  if (sig !== null) {
    const name = SIGNAL_NAMES[sig];
    return name ? `The program return exit status code: ${sig} (${name})` : `The program return exit status code: ${sig}`;
  }
  if (signal !== null && signal !== undefined) return `The program return exit status code: ${String(signal)}`;
  return `The program return exit status code: ${exitCode ?? 'unknown'}`;
}

/** True when the run ended by exiting 0. */
function exitedCleanly(result: Pick<SandboxRunResult, 'exitCode' | 'signal'>): boolean {
  return result.exitCode === 0 && (result.signal === null || result.signal === undefined);
}

/** What the JVM prints when an allocation does not fit in the heap that `-Xmx` gives it. */
const JAVA_OUT_OF_MEMORY = 'java.lang.OutOfMemoryError';

/**
 * The sandbox's status, corrected where a runtime hides which limit it met:
 * - stdout at the output limit is Output Limit even when the memory limit ended the run: the output
 *   came first, and Node, which ignores SIGXFSZ, goes on queueing its failed writes until it runs
 *   out of memory;
 * - a JVM that stopped on OutOfMemoryError met the memory limit through `-Xmx` (sandbox study §6),
 *   which it reports as an exception and exit code 1.
 */
function correctedStatus(result: SandboxRunResult, outputLimitBytes: number): SandboxStatus {
  if (result.status === 'memory' && (result.stdoutBytes ?? 0) >= outputLimitBytes) return 'output';
  if (result.status === 'runtime' && result.stderr?.includes(JAVA_OUT_OF_MEMORY)) return 'memory';
  return result.status;
}

/**
 * The verdict of a run from the sandbox's report (see `correctedStatus`), the effective (factored)
 * limits and the run's output limit: sandbox error ⇒ SE; time ⇒ TLE; memory ⇒ MLE; output ⇒ RE
 * (output-limit message); a non-zero exit or a signal ⇒ RE (exit message); a clean exit whose CPU
 * time is over the limit ⇒ TLE, whose memory is over the limit ⇒ MLE; otherwise go and compare.
 */
export function runVerdict(result: SandboxRunResult, limits: EffectiveLimits, outputLimit = Number.POSITIVE_INFINITY): RunVerdict {
  switch (correctedStatus(result, outputLimit)) {
    case 'error':
      return { kind: 'verdict', status: JudgeStatus.SYSTEM_ERROR, message: result.error ?? 'The sandbox failed to run the program' };
    case 'time':
      return { kind: 'verdict', status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null };
    case 'memory':
      return { kind: 'verdict', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null };
    case 'output':
      return { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: OUTPUT_LIMIT_MESSAGE };
    case 'runtime':
    case 'ok':
      break;
  }
  if (!exitedCleanly(result)) {
    return { kind: 'verdict', status: JudgeStatus.RUNTIME_ERROR, message: exitMessage(result.exitCode, result.signal) };
  }
  if (result.cpuMs > limits.timeLimitMs) return { kind: 'verdict', status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null };
  if (result.memoryKb > limits.memoryLimitMB * 1024) return { kind: 'verdict', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null };
  return { kind: 'compare' };
}

export interface SandboxLimits {
  cpuMs: number;
  wallMs: number;
  memoryMB: number;
  stackMB: number;
  /** Largest output file in bytes. */
  outputBytes: number;
  processes: number;
}

/** Headroom the sandbox gets over the problem's limits; the post-run checks apply the exact limits. */
export const CPU_HEADROOM_MS = 200;
export const MEMORY_HEADROOM_MB = 100;
const MIN_OUTPUT_LIMIT_BYTES = 32 * 1024 * 1024;
const PROCESS_LIMIT = 128;

/** The output limit of a case: twice the expected output, at least 32 MiB. */
export function outputLimitBytes(expectedOutputSize: number): number {
  return Math.max(2 * expectedOutputSize, MIN_OUTPUT_LIMIT_BYTES);
}

/** Sandbox limits of the user's program: CPU TL+200 ms, wall 3×(TL+200 ms), memory ML+100 MB. */
export function sandboxLimits(limits: EffectiveLimits, stackMB: number, expectedOutputSize = 0): SandboxLimits {
  const cpuMs = limits.timeLimitMs + CPU_HEADROOM_MS;
  return {
    cpuMs,
    wallMs: 3 * cpuMs,
    memoryMB: limits.memoryLimitMB + MEMORY_HEADROOM_MB,
    stackMB,
    outputBytes: outputLimitBytes(expectedOutputSize),
    processes: PROCESS_LIMIT,
  };
}
