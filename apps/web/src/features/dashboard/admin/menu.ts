/** Which entry of the back office's side menu the dashboard is (undefined: another page). */
export function dashboardMenuKeyOf(pathname: string): 'dashboard' | undefined {
  return pathname === '/admin' || pathname === '/admin/' || pathname.startsWith('/admin/dashboard') ? 'dashboard' : undefined;
}
