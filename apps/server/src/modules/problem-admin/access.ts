import { ProblemAuth, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, noPermission, notFound } from '../../http/envelope.ts';
import { adminSeat, managingSeat, memberSeat } from '../group/access.ts';
import { findProblem, managesAllProblems, readableProblem } from '../problem/visibility.ts';
import type { ProblemRow } from '../problem/vo.ts';

export const ACCESS_MSG = {
  noProblem: 'The problem does not exist',
  notYours: 'Only the author of the problem, a super admin or a problem admin can manage it',
  makePublic: 'Only a super admin or a problem admin can make a problem public',
} as const;

/** A problem the user may read and change: its author, or root / problem_admin (else body 404 / 403). */
export async function manageableProblem(ctx: AppContext, user: AuthUser, pid: number): Promise<ProblemRow> {
  const row = await findProblem(ctx, pid);
  if (!row) throw notFound(ACCESS_MSG.noProblem);
  if (!managesAllProblems(user) && row.author !== user.username) throw forbidden(ACCESS_MSG.notYours);
  return row;
}

/**
 * Who may upload test data (upload-testcase-zip): any site admin, or for a group's problem form
 * (`gid`) that group's admins.
 */
export async function checkTestDataUploader(ctx: AppContext, user: AuthUser, gid: number | undefined): Promise<void> {
  if (gid !== undefined) await adminSeat(ctx, gid, user);
  else if (!inRoleGroup('admins', user.roleName)) throw noPermission();
}

/**
 * A problem whose edit form the user may open (its cases, all its code templates, its test data):
 * a group problem by the group's rule (its root, or the group admin who made it), any other as the
 * back office's form has it (a site admin: its author, root or problem_admin).
 */
export async function editableProblem(ctx: AppContext, user: AuthUser, pid: number): Promise<ProblemRow> {
  const row = await findProblem(ctx, pid);
  if (row?.isGroup) {
    await managingSeat(ctx, row, user, ACCESS_MSG.noProblem);
    return row;
  }
  if (!inRoleGroup('admins', user.roleName)) throw noPermission();
  return manageableProblem(ctx, user, pid);
}

/**
 * A problem whose languages, templates and tags the user may read: a group problem for the group's
 * members (a hidden one for its admins), any other as the bank's detail has it.
 */
export async function readableProblemOrGroup(ctx: AppContext, pid: number, user: AuthUser | null): Promise<ProblemRow> {
  const row = await findProblem(ctx, pid);
  if (!row?.isGroup || row.gid === null) return readableProblem(ctx, pid, user);
  if (row.auth === ProblemAuth.PUBLIC) await memberSeat(ctx, row.gid, user);
  else await adminSeat(ctx, row.gid, user);
  return row;
}

/** Making a problem public (auth 1) is for root and problem_admin; keeping it public is not a change. */
export function checkAuthChange(user: AuthUser, from: number | null, to: number): void {
  if (to === ProblemAuth.PUBLIC && from !== ProblemAuth.PUBLIC && !managesAllProblems(user)) throw forbidden(ACCESS_MSG.makePublic);
}
