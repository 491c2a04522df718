import { and, eq, notInArray, sql } from 'drizzle-orm';
import { ACCOUNT_POOL, POOL_SWITCH_PREFIX, type RemoteKey, type SwitchConfig } from '@arbiter/contract';
import type { Db, DbLike } from '../../db/client.ts';
import { remoteJudgeAccount } from '../../db/schema.ts';

export type AccountRow = typeof remoteJudgeAccount.$inferSelect;

/**
 * Keeps the account pool in step with the switch config's lists. Unlike hoj (which deletes every
 * row of a judge and re-inserts them, losing the locks in flight) an account that stays keeps its
 * row: its lease, its rate window and its logged-in session. A changed password drops the session;
 * a removed account goes (a task still holding it finishes; its release finds no row).
 */
export async function syncAccounts(db: Db, switches: SwitchConfig): Promise<void> {
  for (const [pool, prefix] of Object.entries(POOL_SWITCH_PREFIX)) {
    const names = switches[`${prefix}UsernameList`];
    const passwords = switches[`${prefix}PasswordList`];
    const wanted = new Map<string, string>();
    names.forEach((name, i) => {
      if (name && !wanted.has(name)) wanted.set(name, passwords[i] ?? '');
    });
    await db.transaction(async (tx) => {
      const keep = [...wanted.keys()];
      await tx
        .delete(remoteJudgeAccount)
        .where(
          keep.length
            ? and(eq(remoteJudgeAccount.oj, pool), notInArray(remoteJudgeAccount.username, keep))
            : eq(remoteJudgeAccount.oj, pool),
        );
      for (const [username, password] of wanted) {
        await tx
          .insert(remoteJudgeAccount)
          .values({ oj: pool, username, password })
          .onConflictDoUpdate({
            target: [remoteJudgeAccount.oj, remoteJudgeAccount.username],
            set: {
              password,
              session: sql`case when ${remoteJudgeAccount.password} = excluded.password then ${remoteJudgeAccount.session} else '{"cookies":{},"values":{}}'::jsonb end`,
              gmtModified: new Date(),
            },
          });
      }
    });
  }
}

/** How many accounts the pool of judge `key` has. */
export async function accountCount(db: DbLike, key: RemoteKey): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(remoteJudgeAccount)
    .where(eq(remoteJudgeAccount.oj, ACCOUNT_POOL[key]));
  return rows[0]?.n ?? 0;
}
