import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { userInfo, userRecord } from '../../db/schema.ts';
import { hashPassword } from './password.ts';

/** A user to create: registration gives the first four, the back office's import the profile too. */
export interface NewUser {
  username: string;
  password: string;
  email: string | null;
  role: number;
  uid?: string;
  realname?: string | null;
  nickname?: string | null;
  school?: string | null;
  /** male, female or secrecy (the default). */
  gender?: string;
}

function newUid(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Creates users the way registration does (password hashed, a record row each), all in one
 * transaction: either every user exists afterwards or none does (the notices to all users reach them
 * as they read). Answers their uids in order.
 */
export async function createUsers(ctx: Pick<AppContext, 'db'>, users: readonly NewUser[]): Promise<string[]> {
  // Hashing is slow on purpose: done before the transaction, so it holds no locks meanwhile.
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  const rows = users.map((u, i) => ({
    uuid: u.uid ?? newUid(),
    username: u.username,
    password: hashes[i]!,
    email: u.email,
    roleId: u.role,
    realname: u.realname ?? null,
    nickname: u.nickname ?? null,
    school: u.school ?? null,
    gender: u.gender ?? 'secrecy',
  }));
  await ctx.db.transaction(async (tx) => {
    // Chunks keep each statement's parameters well under PostgreSQL's limit.
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await tx.insert(userInfo).values(chunk);
      await tx.insert(userRecord).values(chunk.map((r) => ({ uid: r.uuid })));
    }
  });
  return rows.map((r) => r.uuid);
}

export async function createUser(ctx: Pick<AppContext, 'db'>, user: NewUser): Promise<string> {
  const [uid] = await createUsers(ctx, [user]);
  return uid!;
}
