import { useMemo } from 'react';
import { groupDiscussionRights, type DiscussionArea } from '@/features/discussion/index.ts';
import { useSession } from '@/session/session.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { deleteGroupDiscussion, saveGroupDiscussion } from './api.ts';

/** The group's discussion area for the viewer: its pages under /group/:groupID/, the group's rights and calls. */
export function useGroupDiscussionArea(): DiscussionArea {
  const { gid, isAdmin } = useGroupScope();
  const { user } = useSession();
  return useMemo(
    () => ({
      base: groupPath.root(gid),
      categoryFilter: false,
      rights: (authorUid) => groupDiscussionRights(user, authorUid, isAdmin),
      moderator: isAdmin,
      save: (form) => saveGroupDiscussion(gid, form),
      remove: deleteGroupDiscussion,
      images: { allowed: isAdmin, gid },
    }),
    [gid, isAdmin, user],
  );
}
