import { LIMITS, Role, type RegisterRequest } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { createUser } from './create-user.ts';
import { accessDenied, fail } from '../../http/envelope.ts';
import { codeMatches, sendCodeMail, sixDigits } from './codes.ts';
import { registerCodeMail } from './mails.ts';
import { findByEmail, findByUsername } from './users.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const REGISTER_MSG = {
  closed: 'Registration is closed by the administrator',
  usernameTaken: 'The username already exists',
  emailTaken: 'The email has already been registered',
  badCode: 'The verification code is wrong or has expired',
  taken: 'The username or email has already been registered',
} as const;

async function assertRegisterOpen(ctx: AppContext): Promise<string> {
  const web = await ctx.site.web();
  if (!web.register) throw accessDenied(REGISTER_MSG.closed);
  return web.shortName || web.name;
}

export async function sendRegisterCode(ctx: AppContext, email: string): Promise<{ email: string; expire: number }> {
  const siteName = await assertRegisterOpen(ctx);
  if (await findByEmail(ctx.db, email)) throw fail(REGISTER_MSG.emailTaken);
  const code = sixDigits();
  await sendCodeMail(ctx, {
    kind: 'register',
    key: email.toLowerCase(),
    code,
    ttlSeconds: LIMITS.codeTtlSeconds,
    lockSeconds: LIMITS.registerCodeResendSeconds,
    mail: registerCodeMail(siteName, email, code, LIMITS.codeTtlSeconds / 60),
  });
  return { email, expire: LIMITS.codeTtlSeconds };
}

/** Creates a default user after checking the mailed code; the code is spent on success. */
export async function register(ctx: AppContext, input: RegisterRequest): Promise<void> {
  await assertRegisterOpen(ctx);
  const emailKey = input.email.toLowerCase();
  if (!(await codeMatches(ctx, 'register', emailKey, input.code))) throw fail(REGISTER_MSG.badCode);
  if (await findByUsername(ctx.db, input.username)) throw fail(REGISTER_MSG.usernameTaken);
  if (await findByEmail(ctx.db, input.email)) throw fail(REGISTER_MSG.emailTaken);
  try {
    await createUser(ctx, { username: input.username, password: input.password, email: input.email, role: Role.DEFAULT_USER });
  } catch (error) {
    // Two registrations racing for one name or address: the unique index decides.
    if (isUniqueViolation(error)) throw fail(REGISTER_MSG.taken);
    throw error;
  }
  await ctx.expiring.delete('register', emailKey);
}
