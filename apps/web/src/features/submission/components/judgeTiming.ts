import type { JudgeTiming } from '@arbiter/contract';

/** One stage of a judging's time, as the admins' timing bar shows it. */
export interface TimingSegment {
  key: 'queue' | 'compile' | 'runs' | 'host' | 'server';
  ms: number;
  /** Its share of the total, 0..1 (the bar's widths). */
  share: number;
}

/**
 * The stages in the order they happen: waiting in the queue, compiling, running the cases, the
 * judge host's own work around them, and the server and network (handing the task over, taking
 * the result back, writing it). A stage the host did not report is left out; the total stays the
 * server's own measure, so the shares need not add up to one.
 */
export function timingSegments(t: JudgeTiming): TimingSegment[] {
  const server = t.transferMs === null ? null : t.transferMs + t.writeMs;
  const stages: [TimingSegment['key'], number | null][] = [
    ['queue', t.queueMs],
    ['compile', t.compileMs],
    ['runs', t.runMs],
    ['host', t.hostOtherMs],
    ['server', server],
  ];
  return stages
    .filter((s): s is [TimingSegment['key'], number] => s[1] !== null)
    .map(([key, ms]) => ({ key, ms, share: t.totalMs > 0 ? Math.min(1, ms / t.totalMs) : 0 }));
}

/** Milliseconds as an admin reads them: one decimal below 10 ms, whole above, seconds past 10 s. */
export function formatStageMs(ms: number): string {
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  // 9.96 reads as 10 ms, not 10.0 ms.
  if (ms >= 9.95) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(1)} ms`;
}
