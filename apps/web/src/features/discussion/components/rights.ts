import type { UserInfoVO } from '@arbiter/contract';
import { inRoleGroup } from '@arbiter/contract';

/** What the signed-in user may do with a post, as the server decides it (hoj-api §9, spec part 3 §6). */
export function discussionRights(user: UserInfoVO | null, authorUid: string) {
  const roles = user?.roleList ?? [];
  const own = user !== null && user.uid === authorUid;
  const pinner = roles.includes('root') || roles.includes('admin');
  return { canEdit: own || pinner, canDelete: own || inRoleGroup('admins', roles), canPin: pinner };
}
