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

/**
 * The contest back office's pages and where they work: a group's Contest tab mounts the form, the
 * problem list and the announcements on its own desk (its calls and its list).
 */
export { ContestDeskContext, type ContestDesk } from './admin/desk.ts';
export { default as ContestEditPage } from './admin/ContestEdit.tsx';
export { default as ContestProblemsPage } from './admin/problems/ContestProblems.tsx';
export { default as ContestAnnouncementsPage } from './admin/announcement/ContestAnnouncements.tsx';
export { DownloadAcDialog } from './admin/DownloadAcDialog.tsx';
export { contestKeys } from './api/keys.ts';

/** One contest of a contest list, as the contest list and a group's Contest tab show it. */
export { ContestListRow } from './pages/ContestListRow.tsx';

// The contest admin list's columns, which a group's admin list shares.
export { contestAdminColumns } from './admin/contestColumns.tsx';
