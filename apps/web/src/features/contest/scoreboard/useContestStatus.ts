import { useEffect, useMemo, useState } from 'react';
import type { ContestVO } from '@arbiter/contract';
import { clockOffset, msToNextChange, statusAt } from '../components/contestClock.ts';

/**
 * The contest's status on the server's clock, re-read only when it changes (the start and the end),
 * so a big board is not redrawn every second.
 */
export function useContestStatus(contest: Pick<ContestVO, 'now' | 'startTime' | 'endTime'>): { status: number; offset: number } {
  const offset = useMemo(() => clockOffset(contest.now, Date.now()), [contest.now]);
  const [tick, setTick] = useState(0);
  const status = statusAt(contest, Date.now() + offset);
  // Each wake-up (a new tick) plans the next one.
  useEffect(() => {
    const wait = msToNextChange(contest, Date.now() + offset);
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => setTick((n) => n + 1), wait + 50);
    return () => window.clearTimeout(timer);
  }, [contest, offset, tick]);
  return { status, offset };
}
