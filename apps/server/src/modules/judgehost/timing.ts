import type { HostTiming, JudgeTiming } from '@arbiter/contract';

/** The moments the server saw of one judging, and what the host said of its own part. */
export interface TimingMarks {
  /** The task was queued (database clock). */
  queuedAt: Date;
  /** A host claimed it (database clock); null for a task claimed before the column existed. */
  claimedAt: Date | null;
  /** The result arrived, and the verdict's write began its last statement (server clock, ms). */
  receivedAt: number;
  savedAt: number;
  /** How long the host had the task, and its compile and case times, when it said. */
  hostMs?: number | undefined;
  host?: HostTiming | undefined;
}

/** One decimal: the stages of a light submission are a few milliseconds each. */
const ms = (n: number) => Math.max(0, Math.round(n * 10) / 10);

/**
 * Splits a judging's time into its stages. The server's moments come from two clocks (the
 * database's for queueing and claiming, this process's for the result), synchronised on any sane
 * deployment; a stage that skew would make negative reads 0. The host's own durations are taken as
 * it measured them, on its clock alone.
 */
export function judgeTiming(m: TimingMarks): JudgeTiming {
  const claimed = m.claimedAt?.getTime() ?? null;
  const compileMs = m.host ? ms(m.host.compileMs) : null;
  const runMs = m.host ? ms(m.host.caseMs.reduce((a, b) => a + b, 0)) : null;
  const hostMs = m.hostMs === undefined ? null : ms(m.hostMs);
  return {
    queueMs: claimed === null ? 0 : ms(claimed - m.queuedAt.getTime()),
    compileMs,
    runMs,
    cases: m.host?.caseMs.length ?? 0,
    slowestCaseMs: m.host && m.host.caseMs.length > 0 ? ms(Math.max(...m.host.caseMs)) : null,
    hostOtherMs: hostMs === null || compileMs === null || runMs === null ? null : ms(hostMs - compileMs - runMs),
    transferMs: hostMs === null || claimed === null ? null : ms(m.receivedAt - claimed - hostMs),
    writeMs: ms(m.savedAt - m.receivedAt),
    totalMs: ms(m.savedAt - m.queuedAt.getTime()),
  };
}
