import { isSuperAdmin, type AdminContestListRow, type UserInfoVO } from '@arbiter/contract';

/**
 * The pure rules of the back office's contest pages: the side-menu entry of a path, who manages a
 * contest (spec part 3 §6: its creator or a super admin; the server checks again).
 */

export type ContestMenuKey = 'contest-list' | 'contest-create';

/** The side-menu entry of a contest page (every contest page but the create form belongs to the list); null elsewhere. */
export function contestMenuKeyOf(pathname: string): ContestMenuKey | null {
  if (pathname === '/admin/contest/create' || pathname.startsWith('/admin/contest/create/')) return 'contest-create';
  if (pathname === '/admin/contest' || pathname.startsWith('/admin/contest/')) return 'contest-list';
  return null;
}

/** Whether the user edits, empties, hides or deletes the contest: a super admin, or its creator. */
export function canManageContest(
  row: Pick<AdminContestListRow, 'uid' | 'author'>,
  user: Pick<UserInfoVO, 'uid' | 'username' | 'roleList'> | null,
): boolean {
  if (!user) return false;
  if (isSuperAdmin(user.roleList)) return true;
  return row.uid ? row.uid === user.uid : row.author !== null && row.author === user.username;
}
