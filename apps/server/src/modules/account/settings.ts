import { eq } from 'drizzle-orm';
import { LIMITS, type ChangeAccountVO, type ChangeUserInfoRequest, type UserInfoVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { userInfo } from '../../db/schema.ts';
import { toMessage, type Text } from '../../http/catalogue.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { withChinese } from '../../http/i18n.ts';
import { wrongCurrentPassword } from '../../http/messages/account.ts';
import { codeMatches, sendCodeMail, sixDigits } from './codes.ts';
import { changeEmailCodeMail } from './mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findByEmail, findByUid, type UserRow } from './users.ts';
import { toUserInfoVO } from './user-vo.ts';

const SETTINGS_MSG = {
  samePassword: 'The new password must be different from the old one',
  sameEmail: 'The new email must be different from the current one',
  emailTaken: 'The email has already been registered',
  badCode: 'The verification code is wrong or has expired',
  passwordChanged: 'Your password has been changed, please login again',
  emailChanged: 'Your email has been changed',
  locked: `Too many wrong attempts: please try again in ${LIMITS.loginLockMinutes} minutes`,
} as const;

/** A ChangeAccountVO: its `msg` is answered in the client's language, like the envelope's. */
function outcome(code: ChangeAccountVO['code'], msg: Text, userInfo: UserInfoVO | null = null): ChangeAccountVO {
  const message = toMessage(msg);
  return withChinese({ code, msg: message.en, userInfo }, message);
}

const WINDOW_SECONDS = LIMITS.loginLockMinutes * 60;

async function loadUser(ctx: AppContext, uid: string): Promise<UserRow> {
  const user = await findByUid(ctx.db, uid);
  if (!user) throw notFound('The user does not exist');
  return user;
}

/**
 * Checks the current password for a change of password or email: 5 wrong answers within 30
 * minutes lock that change for 30 minutes (hoj-api §1.7). Returns a refusal, or null when right.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  what: 'password' | 'email',
  user: UserRow,
  plain: string,
): Promise<ChangeAccountVO | null> {
  const lockKind = `change_${what}_lock`;
  const failKind = `change_${what}_fail`;
  if (await ctx.expiring.get(lockKind, user.uuid)) return outcome(403, SETTINGS_MSG.locked);
  if (await verifyPassword(user.password, plain)) {
    await ctx.expiring.delete(failKind, user.uuid);
    return null;
  }
  const count = await ctx.expiring.increment(failKind, user.uuid, WINDOW_SECONDS);
  if (count >= LIMITS.changeAccountFailuresBeforeLock) {
    await ctx.expiring.set(lockKind, user.uuid, '1', WINDOW_SECONDS);
    await ctx.expiring.delete(failKind, user.uuid);
    return outcome(403, SETTINGS_MSG.locked);
  }
  const left = LIMITS.changeAccountFailuresBeforeLock - count;
  return outcome(400, wrongCurrentPassword(count, left));
}

export async function changePassword(
  ctx: AppContext,
  uid: string,
  input: { oldPassword: string; newPassword: string },
): Promise<ChangeAccountVO> {
  const user = await loadUser(ctx, uid);
  if (input.oldPassword === input.newPassword) throw fail(SETTINGS_MSG.samePassword);
  const refusal = await checkCurrentPassword(ctx, 'password', user, input.oldPassword);
  if (refusal) return refusal;
  const password = await hashPassword(input.newPassword);
  // A new password signs the account out everywhere.
  await ctx.db
    .update(userInfo)
    .set({ password, tokenVersion: user.tokenVersion + 1, gmtModified: new Date() })
    .where(eq(userInfo.uuid, uid));
  return outcome(200, SETTINGS_MSG.passwordChanged);
}

export async function sendChangeEmailCode(ctx: AppContext, uid: string, email: string): Promise<void> {
  const user = await loadUser(ctx, uid);
  if (user.email && user.email.toLowerCase() === email.toLowerCase()) throw fail(SETTINGS_MSG.sameEmail);
  if (await findByEmail(ctx.db, email)) throw fail(SETTINGS_MSG.emailTaken);
  const web = await ctx.site.web();
  const code = sixDigits();
  await sendCodeMail(ctx, {
    kind: 'change_email',
    key: `${uid}:${email.toLowerCase()}`,
    code,
    ttlSeconds: LIMITS.codeTtlSeconds,
    lockSeconds: LIMITS.changeEmailCodeResendSeconds,
    mail: changeEmailCodeMail(web.shortName || web.name, email, code, LIMITS.codeTtlSeconds / 60),
  });
}

export async function changeEmail(
  ctx: AppContext,
  uid: string,
  input: { password: string; newEmail: string; code: string },
): Promise<ChangeAccountVO> {
  const user = await loadUser(ctx, uid);
  if (user.email && user.email.toLowerCase() === input.newEmail.toLowerCase()) throw fail(SETTINGS_MSG.sameEmail);
  const refusal = await checkCurrentPassword(ctx, 'email', user, input.password);
  if (refusal) return refusal;
  const key = `${uid}:${input.newEmail.toLowerCase()}`;
  if (!(await codeMatches(ctx, 'change_email', key, input.code))) return outcome(400, SETTINGS_MSG.badCode);
  if (await findByEmail(ctx.db, input.newEmail)) throw fail(SETTINGS_MSG.emailTaken);
  const rows = await ctx.db
    .update(userInfo)
    .set({ email: input.newEmail, gmtModified: new Date() })
    .where(eq(userInfo.uuid, uid))
    .returning();
  await ctx.expiring.delete('change_email', key);
  return outcome(200, SETTINGS_MSG.emailChanged, rows[0] ? toUserInfoVO(rows[0]) : null);
}

/** Overwrites the profile fields (a missing field clears it, as the contract says). */
export async function changeUserInfo(ctx: AppContext, uid: string, input: ChangeUserInfoRequest): Promise<UserInfoVO> {
  const rows = await ctx.db
    .update(userInfo)
    .set({ ...input, gmtModified: new Date() })
    .where(eq(userInfo.uuid, uid))
    .returning();
  const row = rows[0];
  if (!row) throw notFound('The user does not exist');
  return toUserInfoVO(row);
}
