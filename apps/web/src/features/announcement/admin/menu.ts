/** The side-menu entry of the announcement pages; null elsewhere. */
export function announcementMenuKeyOf(pathname: string): 'announcement' | null {
  return pathname === '/admin/announcement' || pathname.startsWith('/admin/announcement/') ? 'announcement' : null;
}
