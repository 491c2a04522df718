import { describe, expect, it } from 'vitest';
import { JudgeStatus as J, type KattisExpected } from '@arbiter/contract';
import { decidingStatus, isJudged, verdictMatches } from './verification-rules.ts';

describe('verdictMatches', () => {
  it.each<[KattisExpected, number, boolean]>([
    ['accepted', J.ACCEPTED, true],
    ['accepted', J.PARTIAL_ACCEPTED, false],
    ['accepted', J.WRONG_ANSWER, false],
    ['wrong_answer', J.WRONG_ANSWER, true],
    ['wrong_answer', J.PRESENTATION_ERROR, false],
    ['wrong_answer', J.TIME_LIMIT_EXCEEDED, false],
    ['wrong_answer', J.ACCEPTED, false],
    ['presentation_error', J.PRESENTATION_ERROR, true],
    ['presentation_error', J.WRONG_ANSWER, true],
    ['presentation_error', J.ACCEPTED, false],
    ['time_limit_exceeded', J.TIME_LIMIT_EXCEEDED, true],
    ['time_limit_exceeded', J.RUNTIME_ERROR, false],
    ['memory_limit_exceeded', J.MEMORY_LIMIT_EXCEEDED, true],
    ['memory_limit_exceeded', J.RUNTIME_ERROR, true],
    ['memory_limit_exceeded', J.TIME_LIMIT_EXCEEDED, false],
    ['run_time_error', J.RUNTIME_ERROR, true],
    ['run_time_error', J.MEMORY_LIMIT_EXCEEDED, false],
    ['compile_error', J.COMPILE_ERROR, true],
    ['compile_error', J.SYSTEM_ERROR, false],
    ['output_limit_exceeded', J.RUNTIME_ERROR, true],
    ['output_limit_exceeded', J.WRONG_ANSWER, false],
    ['accepted', J.SYSTEM_ERROR, false],
    ['accepted', J.SUBMITTED_FAILED, false],
  ])('%s vs status %i → %s', (expected, status, match) => {
    expect(verdictMatches(expected, null, status, null)).toBe(match);
  });

  it.each([J.PENDING, J.COMPILING, J.JUDGING, J.SUBMITTING])('is undecided while the status is %i', (status) => {
    expect(verdictMatches('accepted', null, status, null)).toBeNull();
    expect(verdictMatches('partial', 40, status, null)).toBeNull();
    expect(isJudged(status)).toBe(false);
  });

  it.each([
    [40, J.PARTIAL_ACCEPTED, 40, true],
    [40, J.WRONG_ANSWER, 40, true],
    [40, J.PARTIAL_ACCEPTED, 39, false],
    [40, J.PARTIAL_ACCEPTED, 41, false],
    [0, J.WRONG_ANSWER, 0, true],
    [100, J.ACCEPTED, 100, true],
    [40, J.COMPILE_ERROR, null, false],
  ])('partial, NN = %i: status %i with %s points → %s', (nn, status, score, match) => {
    expect(verdictMatches('partial', nn, status, score)).toBe(match);
  });
});

describe('decidingStatus', () => {
  const c = (seq: number, status: number) => ({ seq, status });

  it('is the submission’s own status unless it is Partial Accepted', () => {
    expect(decidingStatus(J.WRONG_ANSWER, [c(1, J.WRONG_ANSWER)])).toBe(J.WRONG_ANSWER);
    expect(decidingStatus(J.ACCEPTED, [c(1, J.ACCEPTED)])).toBe(J.ACCEPTED);
    expect(decidingStatus(J.TIME_LIMIT_EXCEEDED, [])).toBe(J.TIME_LIMIT_EXCEEDED);
  });

  it('gives a scoring submission that failed tests the status of its first failing test', () => {
    const cases = [c(3, J.TIME_LIMIT_EXCEEDED), c(1, J.ACCEPTED), c(2, J.WRONG_ANSWER), c(4, J.CANCELLED)];
    expect(decidingStatus(J.PARTIAL_ACCEPTED, cases)).toBe(J.WRONG_ANSWER);
    expect(decidingStatus(J.PARTIAL_ACCEPTED, [c(1, J.ACCEPTED), c(2, J.CANCELLED), c(3, J.RUNTIME_ERROR)])).toBe(J.RUNTIME_ERROR);
  });

  it('keeps Partial Accepted when no test failed, only earned part of its points', () => {
    expect(decidingStatus(J.PARTIAL_ACCEPTED, [c(1, J.ACCEPTED), c(2, J.PARTIAL_ACCEPTED)])).toBe(J.PARTIAL_ACCEPTED);
  });
});
