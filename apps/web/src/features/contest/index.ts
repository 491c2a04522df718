/**
 * The contest area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a contest page belongs to. */
export { contestMenuKeyOf } from './admin/rules.ts';

/** A ranked user's name as a board's rankShowName picks it, falling back to the username. */
export { displayNameOf } from './scoreboard/rolling.ts';

/** The announcement list's switch, row actions and dialog, which the site's announcements share with a contest's. */
export { useAnnouncementAdmin } from './admin/announcement/useAnnouncementAdmin.tsx';
