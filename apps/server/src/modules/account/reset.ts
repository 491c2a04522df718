import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { userInfo } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { checkCaptcha } from './captcha.ts';
import { sendCodeMail } from './codes.ts';
import { resetPasswordMail } from './mails.ts';
import { hashPassword } from './password.ts';
import { findByEmail, findByUsername } from './users.ts';

export const RESET_MSG = {
  badCaptcha: 'The captcha is wrong or has expired',
  noEmail: 'The email does not exist',
  noUser: 'The username does not exist',
  badCode: 'The reset link is wrong or has expired, please ask for a new one',
  done: 'Your password has been reset',
} as const;

/** Mails a reset link to the account's address (captcha first, one mail per 90 s per address). */
export async function applyResetPassword(
  ctx: AppContext,
  input: { email: string; captcha: string; captchaKey: string },
  origin: string,
): Promise<void> {
  if (!(await checkCaptcha(ctx.expiring, input.captchaKey, input.captcha))) throw fail(RESET_MSG.badCaptcha);
  const user = await findByEmail(ctx.db, input.email);
  if (!user) throw fail(RESET_MSG.noEmail);
  const web = await ctx.site.web();
  const base = (web.baseUrl || ctx.config.baseUrl || origin).replace(/\/+$/, '');
  const code = randomBytes(16).toString('hex');
  const link = `${base}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
  await sendCodeMail(ctx, {
    kind: 'reset',
    key: user.username.toLowerCase(),
    code,
    ttlSeconds: LIMITS.codeTtlSeconds,
    lockSeconds: LIMITS.resetMailResendSeconds,
    mail: resetPasswordMail(web.shortName || web.name, user.email ?? input.email, user.username, link, LIMITS.codeTtlSeconds / 60),
  });
}

/** Sets a new password with a mailed code; every token of the account stops working. */
export async function resetPassword(ctx: AppContext, input: { username: string; password: string; code: string }): Promise<void> {
  const user = await findByUsername(ctx.db, input.username);
  if (!user) throw fail(RESET_MSG.noUser);
  const key = user.username.toLowerCase();
  const kept = await ctx.expiring.get('reset', key);
  if (!kept || kept.value !== input.code) throw fail(RESET_MSG.badCode);
  const password = await hashPassword(input.password);
  await ctx.db
    .update(userInfo)
    .set({ password, tokenVersion: user.tokenVersion + 1, gmtModified: new Date() })
    .where(eq(userInfo.uuid, user.uuid));
  await ctx.expiring.delete('reset', key);
  await ctx.expiring.delete('reset_lock', key);
}
