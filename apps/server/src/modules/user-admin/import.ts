import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FIELD_ZH, LIMITS, Role, type ImportRowProblem, type Message } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userInfo } from '../../db/schema.ts';
import { toMessage } from '../../http/catalogue.ts';
import { fail } from '../../http/envelope.ts';
import { cellTooLong, importRefused, passwordLength, usersImported } from '../../http/messages/user-admin.ts';
import { createUsers, type NewUser } from '../account/create-user.ts';

/**
 * The back office's user import (hoj-api §13.2 insert-batch-user, spec part 3 §5): rows of
 * username, password, email, real name, gender, nickname, school. Every row is checked first; one
 * bad row refuses the whole import with a report of every problem, and nothing is written.
 */

/** Gender cells as the spec spells them: male or 0, female or 1, blank for secrecy. */
const GENDERS: Readonly<Record<string, string>> = { male: 'male', '0': 'male', female: 'female', '1': 'female', '': 'secrecy' };

const field = (label: keyof typeof FIELD_ZH): Message => ({ en: label, zh: FIELD_ZH[label] });
const isEmail = (text: string) => z.email().safeParse(text).success;

interface Checked {
  user: NewUser;
  errors: Message[];
}

function checkRow(cells: readonly string[]): Checked {
  const [username = '', password = '', email = '', realname = '', gender = '', nickname = '', school = ''] = cells;
  const errors: Message[] = [];
  const tooLong = (value: string, label: keyof typeof FIELD_ZH, max: number) => {
    if (value.length > max) errors.push(cellTooLong(field(label), max));
  };
  if (!username) errors.push(toMessage('Username is required'));
  tooLong(username, 'Username', LIMITS.usernameMax);
  if (!password) errors.push(toMessage('Password is required'));
  else if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    errors.push(passwordLength(LIMITS.passwordMin, LIMITS.passwordMax));
  }
  if (email && !isEmail(email)) errors.push(toMessage('The email format is incorrect'));
  tooLong(realname, 'Real name', LIMITS.realnameMax);
  tooLong(nickname, 'Nickname', LIMITS.nicknameMax);
  tooLong(school, 'School', LIMITS.schoolMax);
  const sex = GENDERS[gender.toLowerCase()];
  if (sex === undefined) errors.push(toMessage('Gender must be male, 0, female, 1 or empty'));
  const user: NewUser = {
    username,
    password,
    email: email || null,
    role: Role.DEFAULT_USER,
    realname: realname || null,
    nickname: nickname || null,
    school: school || null,
    gender: sex ?? 'secrecy',
  };
  return { user, errors };
}

/** The lower-cased values of a column that the database already holds. */
async function taken(ctx: AppContext, column: typeof userInfo.username | typeof userInfo.email, values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const lowered = values.map((v) => v.toLowerCase());
  const rows = await ctx.db
    .select({ v: sql<string>`lower(${column})` })
    .from(userInfo)
    .where(sql`lower(${column}) in ${lowered}`);
  return new Set(rows.map((r) => r.v));
}

/** Marks the second and later rows that repeat a value of the file (case-insensitive). */
function markRepeats(checked: Checked[], valueOf: (u: NewUser) => string | null, message: Message): void {
  const seen = new Set<string>();
  for (const c of checked) {
    const value = valueOf(c.user)?.toLowerCase();
    if (!value) continue;
    if (seen.has(value)) c.errors.push(message);
    seen.add(value);
  }
}

export async function importUsers(ctx: AppContext, rows: readonly (readonly string[])[]): Promise<Message> {
  const checked = rows.map(checkRow);
  markRepeats(checked, (u) => u.username, toMessage('The username appears more than once in the file'));
  markRepeats(checked, (u) => u.email, toMessage('The email appears more than once in the file'));
  const names = await taken(ctx, userInfo.username, checked.map((c) => c.user.username).filter(Boolean));
  const emails = await taken(
    ctx,
    userInfo.email,
    checked.flatMap((c) => (c.user.email ? [c.user.email] : [])),
  );
  for (const c of checked) {
    if (names.has(c.user.username.toLowerCase())) c.errors.push(toMessage('The username already exists'));
    if (c.user.email && emails.has(c.user.email.toLowerCase())) c.errors.push(toMessage('The email has already been registered'));
  }
  const problems: ImportRowProblem[] = checked.flatMap((c, i) =>
    c.errors.length ? [{ row: i + 1, username: c.user.username, errors: c.errors }] : [],
  );
  if (problems.length > 0) throw fail(importRefused(problems.length), { rows: problems });
  try {
    await createUsers(
      ctx,
      checked.map((c) => c.user),
    );
  } catch (error) {
    // A user registered meanwhile with one of the names: nothing was written (one transaction).
    if (isUniqueViolation(error)) throw fail('The username or email has already been registered');
    throw error;
  }
  return usersImported(rows.length);
}
