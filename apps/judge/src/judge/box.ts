import type { Limits, RunResult, Sandbox } from '@arbiter/sandbox';
import type { SandboxLimits, SandboxRunResult } from '../rules/run-verdict.ts';

/** The part of a worker's sandbox that judging uses (a Sandbox, or a stand-in in unit tests). */
export type Box = Pick<Sandbox, 'run' | 'runInteractive' | 'writeFile' | 'copyIn' | 'copyOut' | 'readFile' | 'mkdir' | 'reset'>;
export type { RunResult };

const MiB = 1024 * 1024;

/** Sandbox limits from the judging rules' limits (MB, counts; checkers' have the same shape) to the sandbox's (bytes). */
export function toLimits(l: SandboxLimits): Limits {
  return {
    cpuMs: l.cpuMs,
    wallMs: l.wallMs,
    memoryBytes: l.memoryMB * MiB,
    stackBytes: l.stackMB * MiB,
    outputBytes: l.outputBytes,
    pids: l.processes,
    openFiles: 256,
  };
}

/** The sandbox's result in the shape the judging rules read. */
export function forRules(r: RunResult): SandboxRunResult {
  return {
    status: r.status,
    exitCode: r.exitCode,
    signal: r.signal,
    cpuMs: r.cpuMs,
    wallMs: r.wallMs,
    memoryKb: r.memoryKb,
    stdoutBytes: r.stdoutBytes,
    stderr: r.stderr,
  };
}

/** At most `max` characters of a message, marked when cut. */
export function clip(text: string, max = 65_536): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n… (truncated)`;
}
