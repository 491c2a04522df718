import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userInfo } from '../../db/schema.ts';

export type UserRow = typeof userInfo.$inferSelect;

/** Usernames and emails are unique regardless of case. */
export async function findByUsername(db: Db, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(userInfo)
    .where(sql`lower(${userInfo.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(userInfo)
    .where(sql`lower(${userInfo.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findByUid(db: Db, uid: string): Promise<UserRow | null> {
  const rows = await db.select().from(userInfo).where(eq(userInfo.uuid, uid)).limit(1);
  return rows[0] ?? null;
}

/** Revokes every token the user holds (logout, password change, ban). */
export async function revokeTokens(db: Db, uid: string): Promise<void> {
  await db
    .update(userInfo)
    .set({ tokenVersion: sql`${userInfo.tokenVersion} + 1`, gmtModified: new Date() })
    .where(eq(userInfo.uuid, uid));
}
