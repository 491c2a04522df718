/**
 * The dashboard's public entry: what other areas may use of it. The app mounts its page through
 * routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu the dashboard is. */
export { dashboardMenuKeyOf } from './admin/menu.ts';
