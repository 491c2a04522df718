/**
 * The user back office's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its page through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu the user page belongs to. */
export { userAdminMenuKeyOf } from './admin/menu.ts';
