/** Which entry of the back office's side menu a site page belongs to (undefined: none of them). */
export function siteMenuKeyOf(pathname: string): 'site-switch' | 'site-conf' | undefined {
  if (pathname.startsWith('/admin/switch')) return 'site-switch';
  if (pathname.startsWith('/admin/conf')) return 'site-conf';
  return undefined;
}
