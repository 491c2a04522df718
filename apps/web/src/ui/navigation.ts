/** Lets code outside React (the API client, the session watcher) change the route. */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: NavigateFn | null = null;

export function setNavigator(fn: NavigateFn | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, options);
  else window.location.assign(to);
}

/** Whether the page being shown belongs to the admin back office. */
export function isAdminPath(pathname: string = window.location.pathname): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
