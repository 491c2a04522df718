import { constants } from 'node:os';

/** What the helper reports for one program (native/run.c). Times in µs, sizes in bytes or KiB. */
export interface RawResult {
  setupError?: string;
  exec: boolean;
  statusKnown: boolean;
  exited?: boolean;
  code?: number;
  signal?: number;
  utimeUs?: number;
  stimeUs?: number;
  maxrssKb?: number;
  wallUs: number;
  wallKilled: boolean;
  cpuKilled: boolean;
  cgCpuUs?: number;
  cgPeakBytes?: number;
  oomKills?: number;
  pidsRefused?: number;
  stdoutBytes?: number;
  stderrBytes?: number;
}

export interface Limits {
  /** CPU time of the program (all its processes together, through the cgroup). */
  cpuMs: number;
  /** Wall clock from the exec of the program. */
  wallMs: number;
  /** Peak resident memory (enforced by the cgroup, judged on maxrss too). */
  memoryBytes: number;
  /** Processes and threads. */
  pids: number;
  /** Size of each file written, stdout and stderr included. */
  outputBytes: number;
  stackBytes: number;
  openFiles: number;
  /** Optional RLIMIT_AS (not for Java: the JVM reserves far more than it uses). */
  addressSpaceBytes?: number;
}

export type Status = 'ok' | 'time' | 'memory' | 'output' | 'runtime' | 'error';
export type LimitHit = 'cpu' | 'wall' | 'memory' | 'output' | 'pids' | null;

export interface RunResult {
  status: Status;
  /** Exit code when the program exited, null when a signal killed it or it never ran. */
  exitCode: number | null;
  /** The terminating signal, null when it exited. */
  signal: number | null;
  signalName: string | null;
  /** The program's own CPU time (user + system, its waited-for children included). */
  cpuMs: number;
  /** From the exec of the program to its end. */
  wallMs: number;
  /** Peak resident set (maxrss) in KiB: what users are shown. */
  memoryKb: number;
  limitHit: LimitHit;
  /** Why the sandbox could not run the program (status 'error'), or a note on the verdict. */
  reason?: string;
  /** CPU time of every process of the run (the sandbox's ~0.3 ms setup included). */
  cgroupCpuMs: number;
  /** Peak of the run's cgroup, page cache of written files included; null where unknown. */
  cgroupMemoryKb: number | null;
  stdoutBytes: number | null;
  stderrBytes: number | null;
  /** Process or thread creations refused by the pids limit. */
  forksRefused: number;
  /** The beginning of stdout, when the sandbox captured it (no stdoutFile given). */
  stdout?: string;
  /** The beginning of stderr (compiler messages). */
  stderr?: string;
}

const SIGXCPU = constants.signals.SIGXCPU;
const SIGXFSZ = constants.signals.SIGXFSZ;
// The first name of each number (SIGABRT, not its alias SIGIOT).
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, n] of Object.entries(constants.signals)) if (!SIGNAL_NAMES.has(n)) SIGNAL_NAMES.set(n, name);

const ms = (us: number | undefined) => Math.round(us ?? 0) / 1000;

/** Turns the helper's raw report into a result, verdict order as study §6: memory, output, time, runtime. */
export function classify(raw: RawResult, limits: Limits): RunResult {
  const signal = raw.statusKnown && !raw.exited ? (raw.signal ?? null) : raw.statusKnown ? null : 9;
  const cpuMs = raw.statusKnown ? ms((raw.utimeUs ?? 0) + (raw.stimeUs ?? 0)) : ms(raw.cgCpuUs);
  const memoryKb = raw.maxrssKb ?? Math.round((raw.cgPeakBytes ?? 0) / 1024);
  const base = {
    exitCode: raw.statusKnown && raw.exited ? (raw.code ?? null) : null,
    signal,
    signalName: signal === null ? null : (SIGNAL_NAMES.get(signal) ?? `signal ${signal}`),
    cpuMs,
    wallMs: ms(raw.wallUs),
    memoryKb,
    cgroupCpuMs: ms(raw.cgCpuUs),
    cgroupMemoryKb: raw.cgPeakBytes === undefined ? null : Math.round(raw.cgPeakBytes / 1024),
    stdoutBytes: raw.stdoutBytes ?? null,
    stderrBytes: raw.stderrBytes ?? null,
    forksRefused: raw.pidsRefused ?? 0,
  };
  const verdict = (status: Status, limitHit: LimitHit, reason?: string): RunResult => ({
    status,
    ...base,
    limitHit,
    ...(reason ? { reason } : {}),
  });

  if (!raw.exec) return verdict('error', null, raw.setupError ?? 'the program did not start');
  if ((raw.oomKills ?? 0) > 0 || memoryKb * 1024 > limits.memoryBytes) return verdict('memory', 'memory');
  if (signal === SIGXFSZ || (raw.stdoutBytes ?? 0) >= limits.outputBytes || (raw.stderrBytes ?? 0) >= limits.outputBytes)
    return verdict('output', 'output');
  if (raw.wallKilled) return verdict('time', 'wall');
  if (raw.cpuKilled || signal === SIGXCPU || cpuMs > limits.cpuMs) return verdict('time', 'cpu');
  const pids = base.forksRefused > 0 ? 'pids' : null;
  if (signal !== null || base.exitCode !== 0) return verdict('runtime', pids);
  return verdict('ok', pids);
}
