import { GroupAuth, GroupLevel, Role, type GroupAuthValue } from '@arbiter/contract';
import { group, groupMember } from '../../db/schema.ts';
import type { TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';

/**
 * What the group tests share: a group with one user at every level, and the callers of a
 * permission matrix (anonymous, non-member, applicant, member, group admin, group root, site admin,
 * super admin). Rows are written straight to the database, as the areas' own tests build theirs.
 */

export const CALLERS = ['anonymous', 'stranger', 'applicant', 'member', 'groupAdmin', 'groupRoot', 'siteAdmin', 'superAdmin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface GroupCast {
  gid: number;
  shortName: string;
  /** The group's owner (its root). */
  groupRoot: TestUser;
  groupAdmin: TestUser;
  member: TestUser;
  applicant: TestUser;
  stranger: TestUser;
  siteAdmin: TestUser;
  superAdmin: TestUser;
  /** The caller's token; null for anonymous. */
  token: (who: Caller) => string | null;
}

let made = 0;

/** A group of the given auth (public by default) with one user at each level; names start with `prefix` (at most 6 characters). */
export async function addGroupCast(
  server: TestServer,
  prefix: string,
  opts: { auth?: GroupAuthValue; visible?: boolean; code?: string } = {},
): Promise<GroupCast> {
  made += 1;
  const tag = `${prefix}${made}`;
  const groupRoot = await addUser(server, `${tag}-root`);
  const groupAdmin = await addUser(server, `${tag}-gadm`);
  const member = await addUser(server, `${tag}-mem`);
  const applicant = await addUser(server, `${tag}-app`);
  const stranger = await addUser(server, `${tag}-str`);
  const siteAdmin = await addUser(server, `${tag}-sadm`, { role: Role.ADMIN });
  const superAdmin: TestUser = { uid: '1', username: 'root', email: null, password: '', token: await tokenFor(server, '1') };
  const shortName = `${tag}sn`.slice(0, 10);
  const [row] = await server.ctx.db
    .insert(group)
    .values({
      name: `${tag} group`,
      shortName,
      brief: `The ${tag} group`,
      description: `About the ${tag} group`,
      uid: groupRoot.uid,
      auth: opts.auth ?? GroupAuth.PUBLIC,
      code: opts.code ?? 'ABC123',
      visible: opts.visible ?? true,
    })
    .returning({ id: group.id });
  const gid = row!.id;
  await server.ctx.db.insert(groupMember).values([
    { gid, uid: groupRoot.uid, auth: GroupLevel.ROOT },
    { gid, uid: groupAdmin.uid, auth: GroupLevel.ADMIN },
    { gid, uid: member.uid, auth: GroupLevel.MEMBER },
    { gid, uid: applicant.uid, auth: GroupLevel.APPLYING, reason: 'Let me in please' },
  ]);
  const users = { groupRoot, groupAdmin, member, applicant, stranger, siteAdmin, superAdmin };
  return { gid, shortName, ...users, token: (who) => (who === 'anonymous' ? null : users[who].token) };
}

/** Where each caller stands in the group: a site admin is no member; a super admin counts as root. */
export const LEVEL_OF: Record<Caller, number> = {
  anonymous: -1,
  stranger: GroupLevel.NONE,
  siteAdmin: GroupLevel.NONE,
  applicant: GroupLevel.APPLYING,
  member: GroupLevel.MEMBER,
  groupAdmin: GroupLevel.ADMIN,
  groupRoot: GroupLevel.ROOT,
  superAdmin: GroupLevel.ROOT,
};

/** The callers who pass a check of level `min` (3 member, 4 group admin, 5 group root) and those who do not. */
export function splitCallers(min: number): { allowed: Caller[]; refused: Caller[] } {
  return { allowed: CALLERS.filter((c) => LEVEL_OF[c] >= min), refused: CALLERS.filter((c) => LEVEL_OF[c] < min) };
}
