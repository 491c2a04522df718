import { JudgeStatus, ProblemType, inRoleGroup, type UserInfoVO } from '@arbiter/contract';

export { MANUAL_JUDGE_STATUSES } from '@arbiter/contract';

/**
 * What the super admin may do to a submission by hand (spec part 2 §4, part 3 §5). The server holds
 * the same rules; the list only greys out what would be refused anyway.
 */

/** Manual judging (modify and cancel) is closed while a judge host works on it and for compile errors. */
export function manualJudgeOpen(status: number): boolean {
  return status !== JudgeStatus.JUDGING && status !== JudgeStatus.COMPILING && status !== JudgeStatus.COMPILE_ERROR;
}

/** Modify: not while Pending (a host may pick it up at any moment). */
export function canModify(status: number): boolean {
  return manualJudgeOpen(status) && status !== JudgeStatus.PENDING;
}

/** Cancel: not when already cancelled. */
export function canCancel(status: number): boolean {
  return manualJudgeOpen(status) && status !== JudgeStatus.CANCELLED;
}

/**
 * The manual judge dialog asks for a score exactly where the server requires one: on OI problems.
 * A row's own score does not tell (an OI submission that never got a verdict has none), so the
 * problem's type decides; unknown (the problem was deleted) asks for none, as the server does.
 */
export function takesScore(problemType: number | null | undefined): boolean {
  return problemType === ProblemType.OI;
}

/**
 * Resubmit: a submission a remote judge could not take (Submitted Failed, which only remote judging
 * gives, so the row need not say its problem is remote), for its author or an admin (hoj-api §5).
 */
export function canResubmit(row: { status: number; uid: string }, user: Pick<UserInfoVO, 'uid' | 'roleList'> | null): boolean {
  if (row.status !== JudgeStatus.SUBMITTED_FAILED || !user) return false;
  return user.uid === row.uid || inRoleGroup('admins', user.roleList);
}
