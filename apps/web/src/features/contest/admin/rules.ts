import { isSuperAdmin, type AdminContestListRow, type UserInfoVO } from '@arbiter/contract';

/**
 * The pure rules of the back office's contest pages: the side-menu entry of a path, who manages a
 * contest (spec part 3 §6: its creator or a super admin; the server checks again), route ids and
 * the list's filters in the URL.
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

/** A positive whole id from a route parameter; NaN when it is not one. */
export function idParam(raw: string | undefined): number {
  return raw !== undefined && /^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw)) ? Number(raw) : Number.NaN;
}

export interface ContestListFilters {
  keyword: string;
  currentPage: number;
}

/** The list's search and page from the URL; defaults stay out of it. */
export function parseContestListFilters(params: URLSearchParams): ContestListFilters {
  const page = idParam(params.get('currentPage') ?? undefined);
  return { keyword: params.get('keyword')?.trim() ?? '', currentPage: Number.isNaN(page) ? 1 : page };
}

export function contestListSearch(f: ContestListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.currentPage !== 1) out.set('currentPage', String(f.currentPage));
  return out;
}
