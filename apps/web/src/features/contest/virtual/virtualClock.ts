import { formatDuration } from '@/utils/time.ts';

/** A virtual run's clock at `now` (server time): what is left of it and what has passed, as h:mm:ss. */
export interface RunClock {
  running: boolean;
  left: string;
  elapsed: string;
  /** Share of the run passed, 0–100. */
  percent: number;
}

export function runClockAt(run: { startTime: string; endTime: string }, now: number): RunClock {
  const start = new Date(run.startTime).getTime();
  const end = new Date(run.endTime).getTime();
  const at = Math.min(Math.max(now, start), end);
  const span = Math.max(1, end - start);
  return {
    running: now < end,
    left: formatDuration(Math.ceil((end - at) / 1000)),
    elapsed: formatDuration(Math.floor((at - start) / 1000)),
    percent: Math.round(((at - start) / span) * 10000) / 100,
  };
}
