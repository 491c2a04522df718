/** The side-menu entry of the notice page; undefined elsewhere. */
export function noticeMenuKeyOf(pathname: string): 'notice' | undefined {
  return pathname === '/admin/notice' || pathname.startsWith('/admin/notice/') ? 'notice' : undefined;
}
