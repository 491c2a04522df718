/**
 * The discussion area's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a discussion page belongs to. */
export { discussionMenuKeyOf } from './admin/menu.ts';
