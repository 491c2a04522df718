import { describe, expect, it } from 'vitest';
import { JudgeStatus } from './judge-status.ts';
import { contestRecordStatus, isJudgeCaseMode, isJudgeMode, isSubtaskMode, JUDGE_CASE_MODES, JUDGE_MODES } from './judging.ts';

describe('contest_record status of a final verdict (§B.12)', () => {
  it.each([
    ['Accepted', JudgeStatus.ACCEPTED, 1],
    ['Presentation Error', JudgeStatus.PRESENTATION_ERROR, -1],
    ['Wrong Answer', JudgeStatus.WRONG_ANSWER, -1],
    ['Time Limit Exceeded', JudgeStatus.TIME_LIMIT_EXCEEDED, -1],
    ['Memory Limit Exceeded', JudgeStatus.MEMORY_LIMIT_EXCEEDED, -1],
    ['Runtime Error', JudgeStatus.RUNTIME_ERROR, -1],
    ['Partial Accepted', JudgeStatus.PARTIAL_ACCEPTED, 0],
    ['Compile Error', JudgeStatus.COMPILE_ERROR, 0],
    ['System Error', JudgeStatus.SYSTEM_ERROR, 0],
    ['Submitted Failed', JudgeStatus.SUBMITTED_FAILED, 0],
    ['Cancelled', JudgeStatus.CANCELLED, 0],
    ['Pending', JudgeStatus.PENDING, 0],
    ['an unknown code', 99, 0],
  ])('%s → %i', (_name, status, expected) => {
    expect(contestRecordStatus(status)).toBe(expected);
  });
});

describe('judge modes', () => {
  it('knows the three judge modes and the four case modes', () => {
    expect(JUDGE_MODES).toEqual(['default', 'spj', 'interactive']);
    expect(JUDGE_CASE_MODES).toEqual(['default', 'ergodic_without_error', 'subtask_lowest', 'subtask_average']);
    expect(isJudgeMode('spj')).toBe(true);
    expect(isJudgeMode('SPJ')).toBe(false);
    expect(isJudgeMode(null)).toBe(false);
    expect(isJudgeCaseMode('subtask_average')).toBe(true);
    expect(isJudgeCaseMode('subtask')).toBe(false);
  });

  it.each([
    ['default', false],
    ['ergodic_without_error', false],
    ['subtask_lowest', true],
    ['subtask_average', true],
  ] as const)('%s groups cases: %s', (mode, expected) => {
    expect(isSubtaskMode(mode)).toBe(expected);
  });
});
