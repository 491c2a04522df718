import { ContestStatus, contestStatusAt } from '@arbiter/contract';
import { formatDuration } from '@/utils/time.ts';

/**
 * The contest clock (spec part 2 §4 Contest, part 1 §3): the server's time moved on by the
 * browser's clock, the status it gives, the countdown and the progress bar.
 */

export interface ContestSpan {
  startTime: string;
  endTime: string;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** How far the server's clock is ahead of the browser's (the contest carries the server's `now`). */
export function clockOffset(serverNow: string | null | undefined, clientNow: number): number {
  const server = serverNow ? new Date(serverNow).getTime() : Number.NaN;
  return Number.isFinite(server) ? server - clientNow : 0;
}

export function statusAt(span: ContestSpan, now: number): number {
  return contestStatusAt(span.startTime, span.endTime, now);
}

/**
 * What the countdown shows: before the start, 'Start At' with a humanised span when more than a
 * week remains, else the time left to the start; while running, the time left to the end; then Ended.
 */
export type Countdown =
  { kind: 'startAt'; remainingMs: number } | { kind: 'beforeStart'; text: string } | { kind: 'running'; text: string } | { kind: 'ended' };

export function countdownAt(span: ContestSpan, now: number): Countdown {
  const start = new Date(span.startTime).getTime();
  const end = new Date(span.endTime).getTime();
  const status = statusAt(span, now);
  if (status === ContestStatus.SCHEDULED) {
    const remaining = start - now;
    if (remaining > WEEK_MS) return { kind: 'startAt', remainingMs: remaining };
    return { kind: 'beforeStart', text: `-${formatDuration(Math.ceil(remaining / 1000))}` };
  }
  if (status === ContestStatus.RUNNING) return { kind: 'running', text: `-${formatDuration(Math.ceil((end - now) / 1000))}` };
  return { kind: 'ended' };
}

/** 0 before the start, 100 after the end, else the elapsed share of the contest (two decimals). */
export function progressAt(span: ContestSpan, now: number): number {
  const start = new Date(span.startTime).getTime();
  const end = new Date(span.endTime).getTime();
  const status = statusAt(span, now);
  if (status === ContestStatus.SCHEDULED) return 0;
  if (status === ContestStatus.ENDED || end <= start) return 100;
  return Math.round(((now - start) / (end - start)) * 10_000) / 100;
}

/** setTimeout takes at most about 24.8 days; a later change is looked at again after a day. */
const LONGEST_WAIT_MS = 24 * 3600 * 1000;

/**
 * How long until what the shell shows changes by itself (the start, the seal, the end), or null
 * when nothing is left to change. The shell waits that long instead of re-rendering every second.
 */
export function msToNextChange(span: ContestSpan & { sealRankTime?: string | null }, now: number): number | null {
  const moments = [span.startTime, span.sealRankTime, span.endTime]
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .map((v) => new Date(v).getTime())
    .filter((t) => Number.isFinite(t) && t > now);
  if (moments.length === 0) return null;
  return Math.min(Math.min(...moments) - now, LONGEST_WAIT_MS);
}
