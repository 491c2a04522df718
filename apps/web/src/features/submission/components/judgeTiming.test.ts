import { describe, expect, it } from 'vitest';
import type { JudgeTiming } from '@arbiter/contract';
import { formatStageMs, timingSegments } from './judgeTiming.ts';

const timing: JudgeTiming = {
  queueMs: 5,
  compileMs: 150,
  runMs: 200,
  cases: 20,
  slowestCaseMs: 12.5,
  hostOtherMs: 1,
  transferMs: 14,
  writeMs: 6,
  totalMs: 400,
};

describe('judge timing (admins)', () => {
  it('lists the stages in order with their share of the total; network and write count as the server', () => {
    expect(timingSegments(timing)).toEqual([
      { key: 'queue', ms: 5, share: 5 / 400 },
      { key: 'compile', ms: 150, share: 150 / 400 },
      { key: 'runs', ms: 200, share: 200 / 400 },
      { key: 'host', ms: 1, share: 1 / 400 },
      { key: 'server', ms: 20, share: 20 / 400 },
    ]);
  });

  it('leaves out what the host did not report (a remote judge) and never exceeds the bar', () => {
    const remote = { ...timing, compileMs: null, runMs: null, hostOtherMs: null, transferMs: null, slowestCaseMs: null, cases: 0 };
    expect(timingSegments(remote).map((s) => s.key)).toEqual(['queue']);
    expect(timingSegments({ ...timing, totalMs: 0 }).every((s) => s.share === 0)).toBe(true);
    expect(timingSegments({ ...timing, totalMs: 100 }).find((s) => s.key === 'runs')?.share).toBe(1);
  });

  it('formats milliseconds for reading', () => {
    expect(formatStageMs(0.44)).toBe('0.4 ms');
    expect(formatStageMs(9.96)).toBe('10 ms');
    expect(formatStageMs(152.4)).toBe('152 ms');
    expect(formatStageMs(12_345)).toBe('12.3 s');
  });
});
