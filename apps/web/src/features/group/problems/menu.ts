/** The back office's review page of group problems, and the side-menu entry it belongs to. */
export const GROUP_PROBLEM_REVIEW_PATH = '/admin/group-problem/apply';

export function groupProblemMenuKeyOf(pathname: string): 'group-problem-apply' | null {
  return pathname.startsWith('/admin/group-problem') ? 'group-problem-apply' : null;
}
