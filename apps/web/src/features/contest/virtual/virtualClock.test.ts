import { describe, expect, it } from 'vitest';
import { runClockAt } from './virtualClock.ts';

const run = { startTime: '2026-11-29T10:00:00.000Z', endTime: '2026-11-29T12:00:00.000Z' };
const at = (iso: string) => new Date(iso).getTime();

describe('a virtual run’s clock', () => {
  it.each([
    ['2026-11-29T10:00:00.000Z', { running: true, left: '02:00:00', elapsed: '00:00:00', percent: 0 }],
    ['2026-11-29T10:30:00.400Z', { running: true, left: '01:30:00', elapsed: '00:30:00', percent: 25.01 }],
    ['2026-11-29T11:59:59.000Z', { running: true, left: '00:00:01', elapsed: '01:59:59', percent: 99.99 }],
    ['2026-11-29T12:00:00.000Z', { running: false, left: '00:00:00', elapsed: '02:00:00', percent: 100 }],
    ['2026-11-30T12:00:00.000Z', { running: false, left: '00:00:00', elapsed: '02:00:00', percent: 100 }],
  ])('at %s', (now, expected) => {
    expect(runClockAt(run, at(now))).toEqual(expected);
  });
});
