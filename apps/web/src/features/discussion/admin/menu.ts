/** The side-menu entry of the discussion back office; null elsewhere. */
export function discussionMenuKeyOf(pathname: string): 'discussion' | null {
  return pathname === '/admin/discussion' || pathname.startsWith('/admin/discussion/') ? 'discussion' : null;
}
