/**
 * The site back office's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a site page belongs to. */
export { siteMenuKeyOf } from './admin/menu.ts';
