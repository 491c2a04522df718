/**
 * The single sign-on area's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts;
 * the login dialog's button is shared code (components/auth/SsoLogin.tsx), as the dialog is.
 */

/** Which entry of the back office's side menu the single sign-on page belongs to. */
export { ssoMenuKeyOf } from './admin/menu.ts';
