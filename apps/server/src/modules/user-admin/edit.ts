import { eq, sql } from 'drizzle-orm';
import { ROLES, Role, isRoleId, type editUserBody } from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { hashPassword } from '../account/password.ts';
import { findByEmail, findByUid, findByUsername } from '../account/users.ts';
import { sendPersonalNotice } from '../notice-admin/service.ts';

type EditUser = z.output<typeof editUserBody>;

/**
 * Saves a user's account as the back office edits it. The auth hook reads the user on every
 * request, so a new role or a ban counts from the user's next call; a ban and a new password also
 * revoke every token the user holds, so that lifting the ban later does not revive them.
 */
export async function editUser(ctx: AppContext, caller: AuthUser, body: EditUser): Promise<void> {
  const target = await findByUid(ctx.db, body.uid);
  if (!target) throw notFound('The user does not exist');
  // No super admin can lock themself out: the back office would have nobody left to undo it.
  if (target.uuid === caller.uid && (body.status !== 0 || body.type !== Role.ROOT)) {
    throw fail('You can not ban yourself or take away your own super admin role');
  }
  const sameName = await findByUsername(ctx.db, body.username);
  if (sameName && sameName.uuid !== target.uuid) throw fail('The username already exists');
  const sameEmail = body.email ? await findByEmail(ctx.db, body.email) : null;
  if (sameEmail && sameEmail.uuid !== target.uuid) throw fail('The email has already been registered');

  const revoke = body.password !== null || (body.status === 1 && target.status !== 1);
  const password = body.password !== null ? await hashPassword(body.password) : null;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(userInfo)
        .set({
          username: body.username,
          realname: body.realname,
          email: body.email,
          roleId: body.type,
          status: body.status,
          titleName: body.titleName,
          titleColor: body.titleColor,
          ...(password !== null ? { password } : {}),
          ...(revoke ? { tokenVersion: sql`${userInfo.tokenVersion} + 1` } : {}),
          gmtModified: new Date(),
        })
        .where(eq(userInfo.uuid, target.uuid));
      // As hoj does, the user is told of a new role (in their message centre's Mine tab).
      if (body.type !== target.roleId) {
        const was = (isRoleId(target.roleId) ? ROLES[target.roleId].description : undefined) ?? String(target.roleId);
        const now = ROLES[body.type].description;
        await sendPersonalNotice(tx, {
          recipientId: target.uuid,
          adminId: caller.uid,
          title: 'Your role has changed / 您的角色已变更',
          content: `An administrator changed your role from **${was}** to **${now}**.\n\n管理员已将您的角色从 **${was}** 变更为 **${now}**。`,
        });
      }
    });
  } catch (error) {
    // Another save took the name or address between the check and the update.
    if (isUniqueViolation(error)) throw fail('The username or email has already been registered');
    throw error;
  }
}
