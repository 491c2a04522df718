import type { RunnerClock } from '../../src/runner.ts';

/** A clock whose sleeps pass at once: a poll budget of minutes runs in milliseconds. */
export function fakeClock(start = 1_000_000): RunnerClock & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}
