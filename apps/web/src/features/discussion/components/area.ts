import { useMemo } from 'react';
import { roleFlags, useSession } from '@/session/session.ts';
import type { MarkdownImages } from '@/features/problem/index.ts';
import { type DiscussionForm, deleteDiscussion, saveDiscussion } from '../api/discussion.ts';
import { type DiscussionRights, discussionRights } from './rights.ts';

/**
 * Where posts live and what the viewer may do there: the public area, or a group's (spec part 3
 * §2.1, §2.3, §6). The list's cards, the post dialog and a post's page read their links, rights and
 * calls from it, so a group's screens reuse them with the group's.
 */
export interface DiscussionArea {
  /** The prefix of the area's pages: '' for the public area, `/group/12` in a group. */
  base: string;
  /** Whether the area's list filters by category (the public one does; a group's lists all). */
  categoryFilter: boolean;
  /** What the viewer may do with a post by this author. */
  rights: (authorUid: string) => DiscussionRights;
  /** Whether the viewer moderates the area's comments (deletes any). */
  moderator: boolean;
  /** Posts (no id) or edits a post; answers the server's message. */
  save: (form: DiscussionForm) => Promise<string>;
  remove: (did: number) => Promise<unknown>;
  /** Who may insert uploaded images in a post: the site's admin roles, or a group's admins for their group. */
  images: MarkdownImages;
}

/** The public area for the signed-in user. */
export function usePublicArea(): DiscussionArea {
  const { user } = useSession();
  return useMemo(
    () => ({
      base: '',
      categoryFilter: true,
      rights: (authorUid) => discussionRights(user, authorUid),
      moderator: discussionRights(user, '').canDelete,
      save: saveDiscussion,
      remove: deleteDiscussion,
      images: { allowed: roleFlags(user).isAdmin },
    }),
    [user],
  );
}
