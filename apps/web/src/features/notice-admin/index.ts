/**
 * The system notice area's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a notice page belongs to. */
export { noticeMenuKeyOf } from './admin/menu.ts';
