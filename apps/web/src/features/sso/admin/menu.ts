/** Which entry of the back office's side menu the single sign-on page belongs to (undefined: none). */
export function ssoMenuKeyOf(pathname: string): 'sso' | undefined {
  return pathname.startsWith('/admin/sso') ? 'sso' : undefined;
}
