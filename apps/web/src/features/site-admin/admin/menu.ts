/** Which entry of the back office's side menu a site page belongs to (undefined: none of them). */
export function siteMenuKeyOf(pathname: string): 'site-switch' | undefined {
  return pathname.startsWith('/admin/switch') ? 'site-switch' : undefined;
}
