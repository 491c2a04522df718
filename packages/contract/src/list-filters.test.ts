import { describe, expect, it } from 'vitest';
import { adminContestProblemListQuery, contestSubmissionsQuery } from './contest.ts';
import { submissionListQuery } from './submission.ts';

describe('the number filters of the lists', () => {
  it('keep a judge status code and leave out any other number, so that none reaches a smallint column', () => {
    for (const [status, kept] of [
      ['-1', -1],
      ['0', 0],
      ['8', 8],
      ['99999', undefined],
      ['-40000', undefined],
      ['1e9', undefined],
      ['1.5', undefined],
      ['abc', undefined],
    ] as const) {
      expect(submissionListQuery.parse({ status }).status).toBe(kept);
      expect(contestSubmissionsQuery.parse({ contestID: '1', status }).status).toBe(kept);
    }
  });

  it('keep a problem type of 0 or 1 and leave out any other', () => {
    for (const [problemType, kept] of [
      ['0', 0],
      ['1', 1],
      ['2', undefined],
      ['70000', undefined],
      ['x', undefined],
    ] as const) {
      expect(adminContestProblemListQuery.parse({ cid: '1', problemType }).problemType).toBe(kept);
    }
  });
});
