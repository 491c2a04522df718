import { describe, expect, it } from 'vitest';
import {
  CANCELLED_CASE_MESSAGE,
  JudgeStatus,
  effectiveLimits,
  type CaseResult,
  type JudgeCaseMode,
  type JudgeStatusCode,
} from '@arbiter/contract';
import {
  caseScore,
  cancelledOutcome,
  executionOf,
  finalCaseMode,
  finalResult,
  groupCases,
  groupContinuesAfter,
  ioScoreOf,
  NO_CASE_MESSAGE,
  runCases,
  subtaskSummaries,
  sumScores,
  toCaseResults,
  type CaseOutcome,
  type TestCaseSpec,
} from './scoring.ts';

const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  PRESENTATION_ERROR: PE,
  TIME_LIMIT_EXCEEDED: TLE,
  MEMORY_LIMIT_EXCEEDED: MLE,
  RUNTIME_ERROR: RE,
  SYSTEM_ERROR: SE,
  PARTIAL_ACCEPTED: PA,
  CANCELLED: CA,
  COMPILE_ERROR: CE,
  SUBMITTED_FAILED: SF,
} = JudgeStatus;

function spec(seq: number, groupNum = 1, score = 10): TestCaseSpec {
  return { caseId: 100 + seq, seq, inputName: `${seq}.in`, outputName: `${seq}.out`, score, groupNum };
}

function outcome(
  status: JudgeStatusCode,
  percentage: number | null = null,
  time = 10,
  memory = 1000,
  message: string | null = null,
): CaseOutcome {
  return { status, time, memory, percentage, message };
}

function row(seq: number, status: JudgeStatusCode, over: Partial<CaseResult> = {}): CaseResult {
  return {
    status,
    time: 10,
    memory: 1000,
    score: null,
    groupNum: null,
    seq,
    caseId: seq,
    inputData: `${seq}.in`,
    outputData: `${seq}.out`,
    userOutput: null,
    mode: 'default',
    ...over,
  };
}

describe('finalCaseMode', () => {
  it.each([
    ['ACM takes the problem mode', 0, 'ergodic_without_error', 'default', 'ergodic_without_error'],
    ['OI takes the info file mode', 1, 'default', 'subtask_lowest', 'subtask_lowest'],
    ['OI with no info mode is default', 1, 'subtask_average', null, 'default'],
    ['no problem mode: the info mode (ACM)', 0, null, 'subtask_average', 'subtask_average'],
    ['no problem mode: the info mode (OI)', 1, undefined, 'subtask_lowest', 'subtask_lowest'],
    ['nothing anywhere', 0, null, null, 'default'],
  ] as const)('%s', (_name, type, problemMode, infoMode, expected) => {
    expect(finalCaseMode(type, problemMode, infoMode)).toBe(expected);
  });
});

describe('executionOf', () => {
  it.each([
    ['default', true, 'parallel'],
    ['default', false, 'parallel'],
    ['subtask_average', true, 'parallel'],
    ['ergodic_without_error', false, 'until_failure'],
    ['ergodic_without_error', true, 'until_failure'],
    ['subtask_lowest', true, 'groups'],
    ['subtask_lowest', false, 'parallel'],
  ] as const)('%s (OI %s) runs %s', (mode, isOI, expected) => {
    expect(executionOf(mode, isOI)).toBe(expected);
  });
});

describe('groupContinuesAfter', () => {
  it.each([
    [AC, null, true],
    [PA, 0.5, true],
    [PA, 0.01, true],
    [PA, 0, false],
    [PA, null, false],
    [WA, null, false],
    [TLE, null, false],
    [RE, null, false],
    [SE, null, false],
    [PE, null, false],
  ] as const)('status %i with share %j: %s', (status, percentage, expected) => {
    expect(groupContinuesAfter({ status, percentage })).toBe(expected);
  });
});

describe('runCases', () => {
  function fakeRunner(results: Record<number, CaseOutcome>) {
    const ran: number[] = [];
    let active = 0;
    let peak = 0;
    const run = async (s: TestCaseSpec): Promise<CaseOutcome> => {
      active++;
      peak = Math.max(peak, active);
      ran.push(s.seq);
      await new Promise((r) => setTimeout(r, 1));
      active--;
      return results[s.seq] ?? outcome(AC);
    };
    return { run, ran, peak: () => peak };
  }

  it('runs every case in default mode and returns them in seq order', async () => {
    const cases = [spec(3), spec(1), spec(2)];
    const r = fakeRunner({ 2: outcome(WA) });
    const judged = await runCases(cases, 'default', false, r.run);
    expect(judged.map((j) => [j.spec.seq, j.outcome.status])).toEqual([
      [1, AC],
      [2, WA],
      [3, AC],
    ]);
    expect([...r.ran].sort()).toEqual([1, 2, 3]);
  });

  it('keeps to the concurrency it is given', async () => {
    const cases = Array.from({ length: 10 }, (_, i) => spec(i + 1));
    const r = fakeRunner({});
    await runCases(cases, 'subtask_average', true, r.run, 3);
    expect(r.ran).toHaveLength(10);
    expect(r.peak()).toBe(3);
    const serial = fakeRunner({});
    await runCases(cases, 'default', true, serial.run, 1);
    expect(serial.peak()).toBe(1);
    expect(serial.ran).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stops at the first case that is not AC in ergodic_without_error, leaving no rows after it', async () => {
    const r = fakeRunner({ 3: outcome(TLE) });
    const judged = await runCases([spec(1), spec(2), spec(3), spec(4), spec(5)], 'ergodic_without_error', false, r.run);
    expect(r.ran).toEqual([1, 2, 3]);
    expect(judged.map((j) => j.outcome.status)).toEqual([AC, AC, TLE]);
  });

  it('treats a partial case as a stop in ergodic_without_error', async () => {
    const r = fakeRunner({ 1: outcome(PA, 0.5) });
    await runCases([spec(1), spec(2)], 'ergodic_without_error', true, r.run);
    expect(r.ran).toEqual([1]);
  });

  it('skips the rest of a failed group in subtask_lowest and goes on with the next group', async () => {
    const cases = [spec(1, 1), spec(2, 1), spec(3, 1), spec(4, 1), spec(5, 2), spec(6, 2), spec(7, 2), spec(8, 3), spec(9, 3)];
    const r = fakeRunner({ 2: outcome(WA), 6: outcome(PA, 0.5), 8: outcome(PA, 0) });
    const judged = await runCases(cases, 'subtask_lowest', true, r.run);
    expect(r.ran).toEqual([1, 2, 5, 6, 7, 8]);
    expect(judged.map((j) => [j.spec.seq, j.outcome.status])).toEqual([
      [1, AC],
      [2, WA],
      [3, CA],
      [4, CA],
      [5, AC],
      [6, PA],
      [7, AC],
      [8, PA],
      [9, CA],
    ]);
    expect(judged[2]!.outcome).toEqual({ status: CA, time: 0, memory: 0, percentage: null, message: 'Cancelled: Skipped Judging' });
  });

  it('runs groups in the order they first appear in the data', async () => {
    const cases = [spec(1, 2), spec(2, 1), spec(3, 2), spec(4, 1)];
    const r = fakeRunner({ 1: outcome(RE) });
    const judged = await runCases(cases, 'subtask_lowest', true, r.run);
    expect(r.ran).toEqual([1, 2, 4]);
    expect(judged.map((j) => j.outcome.status)).toEqual([RE, AC, CA, AC]);
  });

  it('runs every case of an ACM problem even in subtask_lowest', async () => {
    const r = fakeRunner({ 1: outcome(WA) });
    const judged = await runCases([spec(1), spec(2)], 'subtask_lowest', false, r.run);
    expect(judged.map((j) => j.outcome.status)).toEqual([WA, AC]);
  });

  it('fails the whole judging when a run fails', async () => {
    const boom = async (): Promise<CaseOutcome> => {
      throw new Error('sandbox down');
    };
    await expect(runCases([spec(1)], 'default', false, boom)).rejects.toThrow('sandbox down');
    await expect(runCases([spec(1)], 'subtask_lowest', true, boom)).rejects.toThrow('sandbox down');
  });

  it('has nothing to run for no cases', async () => {
    expect(await runCases([], 'default', false, fakeRunner({}).run)).toEqual([]);
  });
});

describe('groupCases', () => {
  it('groups by groupNum in order of first appearance, cases by seq', () => {
    const groups = groupCases([
      { seq: 4, groupNum: 1 },
      { seq: 1, groupNum: 3 },
      { seq: 2, groupNum: 1 },
      { seq: 3, groupNum: null },
    ]);
    expect(groups.map((g) => g.map((c) => c.seq))).toEqual([[1], [2, 3, 4]]);
  });
});

describe('caseScore', () => {
  it.each([
    [AC, null, 10, 10],
    [AC, 0.3, 10, 10],
    [PA, 0.5, 10, 5],
    [PA, 0.29, 100, 29],
    [PA, 0.333, 10, 3],
    [PA, 0.999, 10, 9],
    [PA, 0.57, 100, 57],
    [PA, 0.5, 7, 3],
    [PA, 0, 10, 0],
    [PA, null, 10, 0],
    [WA, null, 10, 0],
    [PE, null, 10, 0],
    [TLE, null, 10, 0],
    [MLE, null, 10, 0],
    [RE, null, 10, 0],
    [SE, null, 10, 0],
    [CA, null, 10, 0],
  ] as const)('status %i, share %j of %i → %i', (status, pct, score, expected) => {
    expect(caseScore(status, pct, score)).toBe(expected);
  });
});

describe('toCaseResults', () => {
  const judged = [
    { spec: spec(1, 2, 30), outcome: outcome(AC, null, 15, 2048) },
    { spec: spec(2, 2, 30), outcome: outcome(PA, 0.5, 20, 1024, 'half') },
    { spec: spec(3, 3, 40), outcome: cancelledOutcome() },
  ];

  it('writes OI scores and groups in the subtask modes', () => {
    expect(toCaseResults(judged, 'subtask_lowest', true)).toEqual([
      {
        status: AC,
        time: 15,
        memory: 2048,
        score: 30,
        groupNum: 2,
        seq: 1,
        caseId: 101,
        inputData: '1.in',
        outputData: '1.out',
        userOutput: null,
        mode: 'subtask_lowest',
      },
      {
        status: PA,
        time: 20,
        memory: 1024,
        score: 15,
        groupNum: 2,
        seq: 2,
        caseId: 102,
        inputData: '2.in',
        outputData: '2.out',
        userOutput: 'half',
        mode: 'subtask_lowest',
      },
      {
        status: CA,
        time: 0,
        memory: 0,
        score: 0,
        groupNum: 3,
        seq: 3,
        caseId: 103,
        inputData: '3.in',
        outputData: '3.out',
        userOutput: CANCELLED_CASE_MESSAGE,
        mode: 'subtask_lowest',
      },
    ]);
  });

  it('leaves the score out for ACM and the group out of the other modes', () => {
    const rows = toCaseResults(judged, 'default', false);
    expect(rows.map((r) => [r.score, r.groupNum, r.mode])).toEqual([
      [null, null, 'default'],
      [null, null, 'default'],
      [null, null, 'default'],
    ]);
  });
});

describe('finalResult', () => {
  const acm = {
    isOI: false,
    mode: 'default' as JudgeCaseMode,
    ioScore: 100,
    difficulty: 1,
    limits: { timeLimitMs: 1000, memoryLimitMB: 256 },
  };
  const oi = { ...acm, isOI: true };

  it('is AC when every case passed (ACM), with the largest time and memory', () => {
    expect(finalResult([row(1, AC, { time: 30, memory: 900 }), row(2, AC, { time: 70, memory: 500 })], acm)).toEqual({
      status: AC,
      errorMessage: null,
      time: 70,
      memory: 900,
      score: null,
      oiRankScore: null,
    });
  });

  it('takes the failing case with the smallest seq (ACM)', () => {
    const rows = [row(3, TLE), row(1, AC), row(2, WA, { userOutput: 'checker said no' })];
    expect(finalResult(rows, acm)).toMatchObject({ status: WA, errorMessage: null });
  });

  it.each([
    [RE, 'The program return exit status code: 11 (SIGSEGV)', 'The program return exit status code: 11 (SIGSEGV)'],
    [SE, 'The special judge program exceeded its time limit.', 'The special judge program exceeded its time limit.'],
    [SE, null, ''],
    [CE, 'error: x', 'error: x'],
    [SF, 'gone', 'gone'],
    [WA, 'expected 3', null],
    [PE, 'spaces', null],
    [TLE, 'x', null],
    [MLE, 'x', null],
  ] as const)('keeps the message of a failing %i only for CE, SE, RE and SF', (status, message, expected) => {
    expect(finalResult([row(1, AC), row(2, status, { userOutput: message })], acm).errorMessage).toBe(expected);
  });

  it('clamps time and memory to the effective limits', () => {
    const rows = [row(1, TLE, { time: 1500, memory: 300 * 1024 })];
    expect(finalResult(rows, acm)).toMatchObject({ time: 1000, memory: 256 * 1024 });
    const java = { ...acm, limits: effectiveLimits('Java', 1000, 256) };
    expect(finalResult(rows, java)).toMatchObject({ time: 1500, memory: 300 * 1024 });
    expect(finalResult([row(1, TLE, { time: 2300, memory: 600 * 1024 })], java)).toMatchObject({ time: 2000, memory: 512 * 1024 });
  });

  it('gives the full io_score to an all-correct default-mode OI submission, whatever the case scores', () => {
    const rows = [row(1, AC, { score: 30 }), row(2, AC, { score: 30 })];
    expect(finalResult(rows, { ...oi, difficulty: 2 })).toMatchObject({ status: AC, score: 100, oiRankScore: 14 });
  });

  it('gives the full io_score even when it is 0', () => {
    expect(finalResult([row(1, AC, { score: 0 })], { ...oi, ioScore: 0, difficulty: 2 })).toMatchObject({
      status: AC,
      score: 0,
      oiRankScore: 4,
    });
  });

  it('is Partial Accepted when some OI cases failed, scoring their sum', () => {
    const rows = [row(1, AC, { score: 40 }), row(2, WA, { score: 0 }), row(3, PA, { score: 5 })];
    expect(finalResult(rows, oi)).toEqual({ status: PA, errorMessage: null, time: 10, memory: 1000, score: 45, oiRankScore: 5 });
  });

  it('takes the first failing status when every OI case failed', () => {
    const rows = [row(2, RE, { score: 0, userOutput: 'The program return exit status code: 1' }), row(1, TLE, { score: 0 })];
    expect(finalResult(rows, oi)).toMatchObject({ status: TLE, errorMessage: null, score: 0, oiRankScore: 0 });
    expect(finalResult([row(1, RE, { score: 0, userOutput: 'boom' })], oi)).toMatchObject({ status: RE, errorMessage: 'boom' });
  });

  it('is Partial Accepted when every OI case was partial', () => {
    expect(finalResult([row(1, PA, { score: 3 }), row(2, PA, { score: 4 })], oi)).toMatchObject({ status: PA, score: 7, oiRankScore: 1 });
  });

  it('caps the OI score at io_score, unless io_score is 0', () => {
    const rows = [row(1, AC, { score: 80 }), row(2, AC, { score: 70 }), row(3, WA, { score: 0 })];
    expect(finalResult(rows, oi)).toMatchObject({ status: PA, score: 100, oiRankScore: 12 });
    expect(finalResult(rows, { ...oi, ioScore: 0 })).toMatchObject({ status: PA, score: 150, oiRankScore: 15 });
  });

  it('sums the lowest case of each group in subtask_lowest, even when everything passed', () => {
    const mode = 'subtask_lowest' as const;
    const rows = [
      row(1, AC, { groupNum: 1, score: 20 }),
      row(2, AC, { groupNum: 1, score: 20 }),
      row(3, AC, { groupNum: 2, score: 30 }),
      row(4, AC, { groupNum: 2, score: 30 }),
    ];
    expect(finalResult(rows, { ...oi, mode, ioScore: 120, difficulty: 2 })).toMatchObject({ status: AC, score: 50, oiRankScore: 7 });
    const failed = [
      row(1, AC, { groupNum: 1, score: 20 }),
      row(2, WA, { groupNum: 1, score: 0 }),
      row(3, CA, { groupNum: 1, score: 0 }),
      row(4, AC, { groupNum: 2, score: 30 }),
      row(5, PA, { groupNum: 2, score: 15 }),
    ];
    expect(finalResult(failed, { ...oi, mode, ioScore: 50 })).toMatchObject({ status: PA, score: 15, oiRankScore: 2 });
  });

  it('sums the rounded mean of each group in subtask_average', () => {
    const rows = [
      row(1, AC, { groupNum: 1, score: 10 }),
      row(2, WA, { groupNum: 1, score: 0 }),
      row(3, AC, { groupNum: 1, score: 10 }),
      row(4, PA, { groupNum: 2, score: 3 }),
      row(5, AC, { groupNum: 2, score: 20 }),
    ];
    // round(20/3) = 7, round(23/2) = round(11.5) = 12
    expect(finalResult(rows, { ...oi, mode: 'subtask_average', ioScore: 30 })).toMatchObject({ status: PA, score: 19, oiRankScore: 3 });
  });

  describe('a Kattis custom-score problem: samples a 0-point group, the secret tests one subtask_average group of 100 each', () => {
    const mode = 'subtask_average' as const;
    /** The rows of a judging: a sample, then one secret test per share (null: accepted). */
    const judging = (shares: readonly (number | null)[]) =>
      toCaseResults(
        [
          { spec: spec(1, 1, 0), outcome: outcome(AC) },
          ...shares.map((share, i) => ({ spec: spec(i + 2, 2, 100), outcome: share === null ? outcome(AC) : outcome(PA, share) })),
        ],
        mode,
        true,
      );
    const ioScore = (count: number) =>
      ioScoreOf([{ score: 0, groupNum: 1 }, ...Array.from({ length: count }, () => ({ score: 100, groupNum: 2 }))], mode);

    it('scores 100 × the average share: three tests at 0.5 give 50', () => {
      const rows = judging([0.5, 0.5, 0.5]);
      expect(rows.map((r) => r.score)).toEqual([0, 50, 50, 50]);
      expect(ioScore(3)).toBe(100);
      expect(finalResult(rows, { ...oi, mode, ioScore: 100 })).toMatchObject({ status: PA, score: 50 });
      expect(finalResult(judging([null, null, null]), { ...oi, mode, ioScore: 100 })).toMatchObject({ status: AC, score: 100 });
    });

    it('counts every one of 150 tests', () => {
      expect(ioScore(150)).toBe(100);
      const half = judging(Array.from({ length: 150 }, (_, i) => (i < 75 ? null : 0)));
      expect(finalResult(half, { ...oi, mode, ioScore: 100 })).toMatchObject({ status: PA, score: 50 });
      // One test in 150 is 2/3 of a point: the mean is rounded once, not floored per test.
      const oneFails = judging(Array.from({ length: 150 }, (_, i) => (i === 149 ? 0 : null)));
      expect(finalResult(oneFails, { ...oi, mode, ioScore: 100 })).toMatchObject({ score: 99 });
      const oneWorks = judging(Array.from({ length: 150 }, (_, i) => (i === 0 ? null : 0)));
      expect(finalResult(oneWorks, { ...oi, mode, ioScore: 100 })).toMatchObject({ score: 1 });
    });
  });

  it('is a System Error when there was no case', () => {
    expect(finalResult([], oi)).toEqual({ status: SE, errorMessage: NO_CASE_MESSAGE, time: 0, memory: 0, score: null, oiRankScore: null });
  });
});

describe('io_score recomputation', () => {
  it.each([
    ['default', [10, 20, 30], [1, 1, 1], 60],
    ['ergodic_without_error', [10, 20, 30], [1, 1, 1], 60],
    ['subtask_lowest', [10, 20, 30, 5], [1, 1, 2, 2], 15],
    ['subtask_lowest', [10, 20, 30], [2, 1, 2], 30],
    ['subtask_average', [10, 21, 30], [1, 1, 2], 46],
    ['subtask_average', [1, 2], [1, 1], 2],
    ['subtask_average', [1, 1, 2], [1, 1, 1], 1],
    ['default', [], [], 0],
  ] as const)('%s over %j in groups %j is %i', (mode, scores, groups, expected) => {
    expect(
      ioScoreOf(
        scores.map((score, i) => ({ score, groupNum: groups[i] })),
        mode,
      ),
    ).toBe(expected);
  });

  it('puts cases without a group in group 1 and counts missing scores as 0', () => {
    expect(ioScoreOf([{ score: 10 }, { score: 20, groupNum: 1 }, { score: null, groupNum: 2 }], 'subtask_lowest')).toBe(10);
    expect(sumScores([{ score: null, groupNum: null }], 'default')).toBe(0);
  });
});

describe('subtaskSummaries', () => {
  it('summarises subtask_lowest groups by their lowest non-cancelled case', () => {
    const mode = 'subtask_lowest' as const;
    const rows = [
      row(5, PA, { groupNum: 2, score: 5, time: 9, memory: 300, mode }),
      row(1, AC, { groupNum: 1, score: 10, time: 5, memory: 100, mode }),
      row(2, WA, { groupNum: 1, score: 0, time: 7, memory: 200, mode }),
      row(3, CA, { groupNum: 1, score: 0, time: 0, memory: 0, mode }),
      row(4, AC, { groupNum: 2, score: 10, time: 3, memory: 50, mode }),
      row(6, AC, { groupNum: 2, score: 10, time: 4, memory: 60, mode }),
      row(7, AC, { groupNum: 3, score: 10, time: 8, memory: 70, mode }),
      row(8, AC, { groupNum: 3, score: 10, time: 2, memory: 90, mode }),
    ];
    const summaries = subtaskSummaries(rows, mode);
    expect(summaries.map(({ subtaskDetailList, ...s }) => ({ ...s, seqs: subtaskDetailList.map((r) => r.seq) }))).toEqual([
      { groupNum: 1, time: 7, memory: 200, score: 0, status: WA, ac: 1, total: 3, seqs: [1, 2, 3] },
      { groupNum: 2, time: 9, memory: 300, score: 5, status: PA, ac: 2, total: 3, seqs: [4, 5, 6] },
      { groupNum: 3, time: 8, memory: 70, score: 10, status: AC, ac: 2, total: 2, seqs: [7, 8] },
    ]);
  });

  it('shows a group with only cancelled cases as Cancelled', () => {
    const s = subtaskSummaries([row(1, CA, { groupNum: 4, score: 0 })], 'subtask_lowest');
    expect(s).toMatchObject([{ groupNum: 4, status: CA, score: 0, time: 0, memory: 0, ac: 0, total: 1 }]);
  });

  it.each([
    ['all AC', [AC, AC], [10, 10], AC, 10, 2],
    ['some wrong', [AC, WA], [10, 0], PA, 5, 1],
    ['all wrong', [WA, TLE], [0, 0], WA, 0, 0],
    ['partial rounding up', [PA, WA], [3, 0], PA, 2, 0],
    ['partial rounding to zero', [PA, WA, WA], [1, 0, 0], WA, 0, 0],
    ['half rounds up', [PA, WA], [1, 0], PA, 1, 0],
  ] as const)('summarises a subtask_average group: %s', (_name, statuses, scores, status, score, ac) => {
    const rows = statuses.map((st, i) => row(i + 1, st, { groupNum: 1, score: scores[i]!, time: 10 * (i + 1), memory: 100 * (i + 1) }));
    expect(subtaskSummaries(rows, 'subtask_average')).toEqual([
      {
        groupNum: 1,
        time: 10 * statuses.length,
        memory: 100 * statuses.length,
        score,
        status,
        ac,
        total: statuses.length,
        subtaskDetailList: rows,
      },
    ]);
  });

  it('orders groups by number and cases by seq', () => {
    const rows = [row(3, AC, { groupNum: 2, score: 1 }), row(2, AC, { groupNum: 1, score: 1 }), row(1, AC, { groupNum: 2, score: 1 })];
    const s = subtaskSummaries(rows, 'subtask_average');
    expect(s.map((g) => [g.groupNum, g.subtaskDetailList.map((r) => r.seq)])).toEqual([
      [1, [2]],
      [2, [1, 3]],
    ]);
  });
});
