import type { AppContext } from '../../context.ts';
import { fail } from '../../http/envelope.ts';
import { type LoginResult, startSession } from '../account/login.ts';
import { findByUid } from '../account/users.ts';
import { redeemTicket } from './pending.ts';

/**
 * Spends a ticket the callback issued and signs its account in as `/api/login` does. The account
 * is read again, so a ban in the minute between callback and redeem still counts.
 */
export async function redeem(ctx: AppContext, ticket: string, client: { ip: string; userAgent: string | undefined }): Promise<LoginResult> {
  const uid = await redeemTicket(ctx, ticket);
  const user = uid === null ? null : await findByUid(ctx.db, uid);
  if (!user) throw fail('The sign-in link has expired or has already been used, please sign in again');
  if (user.status !== 0) throw fail('Your account has been banned, please contact an administrator');
  return startSession(ctx, user, client);
}
