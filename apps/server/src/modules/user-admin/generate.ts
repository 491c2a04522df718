import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role, USER_ADMIN_LIMITS, type generateUserBody } from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userInfo } from '../../db/schema.ts';
import { fail } from '../../http/envelope.ts';
import { usernamesTaken } from '../../http/messages/user-admin.ts';
import { createUsers } from '../account/create-user.ts';

/**
 * Numbered accounts for a class or a contest (hoj-api §13.2 generate-user): prefix + N + suffix
 * with random passwords, all created or none. Their names and passwords are kept for the sheet
 * download for 30 minutes, in the shared expiring store so that every replica can answer it.
 */

export const SHEET_KIND = 'generated-users';

export interface GeneratedAccount {
  username: string;
  password: string;
}

// No look-alikes (0/O, 1/l/I): the passwords are read off a printed sheet.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomPassword(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export async function generateUsers(ctx: AppContext, body: z.output<typeof generateUserBody>): Promise<string> {
  const accounts: GeneratedAccount[] = [];
  for (let n = body.number_from; n <= body.number_to; n++) {
    accounts.push({ username: `${body.prefix}${n}${body.suffix}`, password: randomPassword(body.password_length) });
  }
  const lowered = accounts.map((a) => a.username.toLowerCase());
  const existing = await ctx.db
    .select({ username: userInfo.username })
    .from(userInfo)
    .where(sql`lower(${userInfo.username}) in ${lowered}`)
    .orderBy(userInfo.username);
  if (existing.length > 0) {
    const names = existing.map((r) => r.username);
    throw fail(usernamesTaken(names), { usernames: names });
  }
  try {
    await createUsers(
      ctx,
      accounts.map((a) => ({ ...a, email: null, role: Role.DEFAULT_USER })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('The username or email has already been registered');
    throw error;
  }
  const key = randomBytes(16).toString('hex');
  await ctx.expiring.set(SHEET_KIND, key, JSON.stringify(accounts), USER_ADMIN_LIMITS.sheetTtlSeconds);
  return key;
}
