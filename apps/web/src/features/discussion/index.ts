/**
 * The discussion area's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

/** Which entry of the back office's side menu a discussion page belongs to. */
export { discussionMenuKeyOf } from './admin/menu.ts';

/** The pieces a group's discussions reuse with the group's area (links, rights, calls). */
export type { DiscussionArea } from './components/area.ts';
export { groupDiscussionRights } from './components/rights.ts';
export { DiscussionCard } from './components/DiscussionCard.tsx';
export { DiscussionDialog } from './components/DiscussionDialog.tsx';
export type { DiscussionDraft } from './components/form.ts';
export { DiscussionPost } from './pages/DiscussionDetail.tsx';
export { getDiscussionCategories, type DiscussionForm } from './api/discussion.ts';
export { discussionKeys } from './api/keys.ts';

// The moderation table's columns, which a group's admin table shares.
export { moderationColumns } from './admin/moderationColumns.tsx';
export { usePostActions } from './components/usePostActions.ts';
