import { describe, expect, it } from 'vitest';
import { JudgeStatus } from './judge-status.ts';
import { subtaskSummaries } from './subtask.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, CANCELLED: CA, PARTIAL_ACCEPTED: PA } = JudgeStatus;

// The full rule is table-tested with the judge (apps/judge/src/rules/scoring.test.ts); these are the
// server's rows: fewer fields, and time or memory missing on rows the judge never ran.
describe('subtaskSummaries over stored case rows', () => {
  it('counts a missing time or memory as 0 and keeps the rows as given', () => {
    const rows = [
      { seq: 1, status: AC, time: null, memory: null, score: 5, groupNum: null, userOutput: 'ok' },
      { seq: 2, status: WA, time: 3, memory: null, score: 0, groupNum: null, userOutput: null },
    ];
    const [average] = subtaskSummaries(rows, 'subtask_average');
    expect(average).toEqual({ groupNum: 1, time: 3, memory: 0, score: 3, status: PA, ac: 1, total: 2, subtaskDetailList: rows });
    const [lowest] = subtaskSummaries(rows, 'subtask_lowest');
    expect(lowest).toMatchObject({ groupNum: 1, time: 3, memory: 0, score: 0, status: WA });
  });

  it('takes the first lowest case on a tie and skips cancelled cases', () => {
    const rows = [
      { seq: 1, status: WA, time: 1, memory: 1, score: 0, groupNum: 2 },
      { seq: 2, status: CA, time: 0, memory: 0, score: 0, groupNum: 2 },
      { seq: 3, status: WA, time: 9, memory: 9, score: 0, groupNum: 2 },
    ];
    expect(subtaskSummaries(rows, 'subtask_lowest')).toMatchObject([{ groupNum: 2, time: 1, memory: 1, status: WA, ac: 0, total: 3 }]);
  });
});
