import { describe, expect, it } from 'vitest';
import { JudgeStatus, ProblemType } from '@arbiter/contract';
import { MANUAL_JUDGE_STATUSES, canCancel, canModify, canResubmit, manualJudgeOpen, takesScore } from './judgeActions.ts';

describe('manual judge rules (spec part 2 §4)', () => {
  it('offers no placeholder, compile error or running status', () => {
    for (const s of [
      JudgeStatus.SUBMITTING,
      JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
      JudgeStatus.NOT_SUBMITTED,
      JudgeStatus.CANCELLED,
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.PENDING,
      JudgeStatus.COMPILING,
      JudgeStatus.JUDGING,
    ]) {
      expect(MANUAL_JUDGE_STATUSES).not.toContain(s);
    }
    expect(MANUAL_JUDGE_STATUSES).toEqual(
      expect.arrayContaining([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.PARTIAL_ACCEPTED, JudgeStatus.SYSTEM_ERROR]),
    );
  });

  it('is closed while judging, compiling and for compile errors', () => {
    for (const s of [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR]) {
      expect(manualJudgeOpen(s)).toBe(false);
      expect(canModify(s)).toBe(false);
      expect(canCancel(s)).toBe(false);
    }
    expect(manualJudgeOpen(JudgeStatus.ACCEPTED)).toBe(true);
  });

  it('does not modify a pending submission but may cancel it', () => {
    expect(canModify(JudgeStatus.PENDING)).toBe(false);
    expect(canCancel(JudgeStatus.PENDING)).toBe(true);
  });

  it('does not cancel twice but may modify a cancelled submission', () => {
    expect(canCancel(JudgeStatus.CANCELLED)).toBe(false);
    expect(canModify(JudgeStatus.CANCELLED)).toBe(true);
  });

  it('asks for a score on OI problems, whether or not the submission has one yet', () => {
    expect(takesScore(ProblemType.OI)).toBe(true);
    expect(takesScore(ProblemType.ACM)).toBe(false);
    // A deleted problem: the server asks for no score either.
    expect(takesScore(undefined)).toBe(false);
    expect(takesScore(null)).toBe(false);
  });
});

describe('resubmit (hoj-api §5)', () => {
  const author = { uid: 'u1', roleList: ['default_user'] };
  const other = { uid: 'u2', roleList: ['default_user'] };
  const admin = { uid: 'u3', roleList: ['admin'] };
  const failed = { status: JudgeStatus.SUBMITTED_FAILED, uid: 'u1' };

  it('is offered on a Submitted Failed row to its author and to admins', () => {
    expect(canResubmit(failed, author)).toBe(true);
    expect(canResubmit(failed, admin)).toBe(true);
  });

  it('is not offered to anyone else, nor when signed out', () => {
    expect(canResubmit(failed, other)).toBe(false);
    expect(canResubmit(failed, null)).toBe(false);
  });

  it('is not offered on any other status', () => {
    for (const status of [JudgeStatus.SYSTEM_ERROR, JudgeStatus.PENDING, JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]) {
      expect(canResubmit({ status, uid: 'u1' }, author)).toBe(false);
    }
  });
});
