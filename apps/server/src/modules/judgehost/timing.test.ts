import { describe, expect, it } from 'vitest';
import { judgeTiming, type TimingMarks } from './timing.ts';

const at = (ms: number) => new Date(1_800_000_000_000 + ms);
const base: TimingMarks = {
  queuedAt: at(0),
  claimedAt: at(6),
  receivedAt: 1_800_000_000_000 + 420,
  savedAt: 1_800_000_000_000 + 428,
  hostMs: 400,
  host: { compileMs: 150.04, caseMs: [10, 12.25, 9] },
};

describe('the stages of a judging', () => {
  it.each<[string, Partial<TimingMarks>, Record<string, unknown>]>([
    [
      'splits a host judging into queue, compile, runs, host, transfer and write',
      {},
      {
        queueMs: 6,
        compileMs: 150,
        runMs: 31.3,
        cases: 3,
        slowestCaseMs: 12.3,
        hostOtherMs: 218.7,
        transferMs: 14,
        writeMs: 8,
        totalMs: 428,
      },
    ],
    [
      'leaves the host stages out when the host did not report them (a remote judge, an older host)',
      { hostMs: undefined, host: undefined },
      { queueMs: 6, compileMs: null, runMs: null, cases: 0, slowestCaseMs: null, hostOtherMs: null, transferMs: null, totalMs: 428 },
    ],
    [
      'has no slowest case when nothing ran (a compile error)',
      { host: { compileMs: 80, caseMs: [] } },
      { runMs: 0, cases: 0, slowestCaseMs: null },
    ],
    [
      'reads a skewed clock as 0, never a negative stage',
      { claimedAt: at(-50), receivedAt: 1_800_000_000_000 + 100 },
      { queueMs: 0, transferMs: 0 },
    ],
    ['counts no queue for a task claimed before claims were stamped', { claimedAt: null }, { queueMs: 0, transferMs: null }],
  ])('%s', (_name, change, expected) => {
    expect(judgeTiming({ ...base, ...change })).toMatchObject(expected);
  });
});
