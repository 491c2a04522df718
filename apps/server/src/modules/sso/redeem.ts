import type { UserInfoVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { session } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { findByUid } from '../account/users.ts';
import { toUserInfoVO } from '../account/user-vo.ts';
import { redeemTicket } from './pending.ts';

/**
 * Spends a ticket the callback issued and signs its account in as `/api/login` does: a session
 * row (the login history) and a token of the account's current version. The account is read
 * again, so a ban in the minute between callback and redeem still counts.
 */
export async function redeem(
  ctx: AppContext,
  ticket: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: UserInfoVO }> {
  const uid = await redeemTicket(ctx, ticket);
  const user = uid === null ? null : await findByUid(ctx.db, uid);
  if (!user) throw fail('The sign-in link has expired or has already been used, please sign in again');
  if (user.status !== 0) throw fail('Your account has been banned, please contact an administrator');
  await ctx.db.insert(session).values({ uid: user.uuid, ip: client.ip, userAgent: client.userAgent?.slice(0, 512) ?? null });
  const token = await ctx.tokens.sign(user.uuid, user.tokenVersion);
  return { token, user: toUserInfoVO(user) };
}
