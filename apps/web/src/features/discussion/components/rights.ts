import type { UserInfoVO } from '@arbiter/contract';
import { inRoleGroup } from '@arbiter/contract';

export interface DiscussionRights {
  canEdit: boolean;
  canDelete: boolean;
  canPin: boolean;
}

/** What the signed-in user may do with a public post, as the server decides it (hoj-api §9, spec part 3 §6). */
export function discussionRights(user: UserInfoVO | null, authorUid: string): DiscussionRights {
  const roles = user?.roleList ?? [];
  const own = user !== null && user.uid === authorUid;
  const pinner = roles.includes('root') || roles.includes('admin');
  return { canEdit: own || pinner, canDelete: own || inRoleGroup('admins', roles), canPin: pinner };
}

/**
 * In a group (spec part 3 §6): the author edits; the author or a group admin deletes; a group admin
 * pins (the server also lets a group admin edit, which the group's admin table uses to pin and hide).
 */
export function groupDiscussionRights(user: UserInfoVO | null, authorUid: string, groupAdmin: boolean): DiscussionRights {
  const own = user !== null && user.uid === authorUid;
  return { canEdit: own, canDelete: own || groupAdmin, canPin: groupAdmin };
}
