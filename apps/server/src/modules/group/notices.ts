import { and, eq, gte } from 'drizzle-orm';
import { GroupLevel } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { groupMember } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { sendPersonalNotice } from '../notice-admin/service.ts';
import type { GroupRow } from './access.ts';

/**
 * The notices a group's events send to the message centre (spec part 3 §2.2 "system" messages):
 * written in both languages, since a notice is stored once and read in either.
 */

type Event = 'disbanded' | 'accepted' | 'refused' | 'removed' | 'role';

const LEVEL_NAMES: Record<number, string> = {
  [GroupLevel.MEMBER]: 'member / 普通成员',
  [GroupLevel.ADMIN]: 'group admin / 团队管理员',
  [GroupLevel.ROOT]: 'group root / 团队超级管理员',
};

function text(event: Event, g: GroupRow, level?: number): { title: string; content: string } {
  const name = `「${g.name}」`;
  switch (event) {
    case 'disbanded':
      return {
        title: 'Group disbanded / 团队已解散',
        content: `The group ${name} has been disbanded. / 您所在的团队${name}已被解散。`,
      };
    case 'accepted':
      return {
        title: 'Group application accepted / 团队申请已通过',
        content: `Your application to join the group ${name} was accepted: welcome! / 您加入团队${name}的申请已通过，欢迎加入！`,
      };
    case 'refused':
      return {
        title: 'Group application refused / 团队申请被拒绝',
        content: `Your application to join the group ${name} was refused. / 您加入团队${name}的申请被拒绝。`,
      };
    case 'removed':
      return {
        title: 'Removed from a group / 已被移出团队',
        content: `You were removed from the group ${name}. / 您已被移出团队${name}。`,
      };
    case 'role':
      return {
        title: 'Group role changed / 团队身份变更',
        content: `Your role in the group ${name} is now ${LEVEL_NAMES[level ?? GroupLevel.MEMBER] ?? level}. / 您在团队${name}中的身份已变更。`,
      };
  }
}

/** Tells one user of an event of the group, from the one who caused it. */
export async function notifyUser(tx: DbLike, g: GroupRow, by: AuthUser, uid: string, event: Event, level?: number): Promise<void> {
  await sendPersonalNotice(tx, { recipientId: uid, adminId: by.uid, ...text(event, g, level) });
}

/** Tells every member (but the one who caused it) of an event of the group. */
export async function notifyMembers(tx: DbLike, g: GroupRow, by: AuthUser, event: Event): Promise<void> {
  const members = await tx
    .select({ uid: groupMember.uid })
    .from(groupMember)
    .where(and(eq(groupMember.gid, g.id), gte(groupMember.auth, GroupLevel.MEMBER)));
  for (const m of members) if (m.uid !== by.uid) await notifyUser(tx, g, by, m.uid, event);
}
