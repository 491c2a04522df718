/** The side-menu entry of the user back office's page; undefined elsewhere. */
export function userAdminMenuKeyOf(pathname: string): 'users' | undefined {
  return pathname === '/admin/user' || pathname.startsWith('/admin/user/') ? 'users' : undefined;
}
