import { describe, expect, it } from 'vitest';
import { ContestStatus } from '@arbiter/contract';
import { clockOffset, countdownAt, msToNextChange, progressAt, statusAt } from './contestClock.ts';

const span = { startTime: '2030-01-01T08:00:00.000Z', endTime: '2030-01-01T13:00:00.000Z' };
const start = Date.parse(span.startTime);
const end = Date.parse(span.endTime);
const HOUR = 3600_000;

describe('contest clock (spec part 2 §4)', () => {
  it('takes the server time from the contest', () => {
    expect(clockOffset('2030-01-01T08:00:10.000Z', start)).toBe(10_000);
    expect(clockOffset(null, start)).toBe(0);
    expect(clockOffset('garbage', start)).toBe(0);
  });

  it('moves from scheduled to running to ended', () => {
    expect(statusAt(span, start - 1)).toBe(ContestStatus.SCHEDULED);
    expect(statusAt(span, start)).toBe(ContestStatus.RUNNING);
    expect(statusAt(span, end)).toBe(ContestStatus.ENDED);
  });

  it("says 'Start At' with a span when more than a week remains", () => {
    expect(countdownAt(span, start - 8 * 24 * HOUR)).toEqual({ kind: 'startAt', remainingMs: 8 * 24 * HOUR });
    expect(countdownAt(span, start - 7 * 24 * HOUR).kind).toBe('beforeStart');
  });

  it('counts down to the start, then to the end, then says ended', () => {
    expect(countdownAt(span, start - (2 * HOUR + 5 * 60_000 + 9_000))).toEqual({ kind: 'beforeStart', text: '-02:05:09' });
    expect(countdownAt(span, start - 30 * 24 * HOUR + 7 * 24 * HOUR + 1).kind).toBe('startAt');
    expect(countdownAt(span, start - 500)).toEqual({ kind: 'beforeStart', text: '-00:00:01' });
    expect(countdownAt(span, start)).toEqual({ kind: 'running', text: '-05:00:00' });
    expect(countdownAt(span, end - 61_000)).toEqual({ kind: 'running', text: '-00:01:01' });
    expect(countdownAt(span, end)).toEqual({ kind: 'ended' });
  });

  it('fills the progress bar by the elapsed share', () => {
    expect(progressAt(span, start - HOUR)).toBe(0);
    expect(progressAt(span, start)).toBe(0);
    expect(progressAt(span, start + HOUR)).toBe(20);
    expect(progressAt(span, start + HOUR / 3)).toBe(6.67);
    expect(progressAt(span, end)).toBe(100);
    expect(progressAt(span, end + HOUR)).toBe(100);
  });

  it('knows when the screen changes next: the start, the seal, the end', () => {
    const sealed = { ...span, sealRankTime: '2030-01-01T12:00:00.000Z' };
    expect(msToNextChange(sealed, start - HOUR)).toBe(HOUR);
    expect(msToNextChange(sealed, start + HOUR)).toBe(3 * HOUR);
    expect(msToNextChange(sealed, start + 4.5 * HOUR)).toBe(HOUR / 2);
    expect(msToNextChange(sealed, end)).toBeNull();
    expect(msToNextChange(span, start - 60 * 24 * HOUR)).toBe(24 * HOUR);
  });
});
