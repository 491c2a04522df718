import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RemoteKey, RemoteSessionData } from '@arbiter/contract';
import type { Db, DbLike } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { remoteJudgeAccount } from '../../db/schema.ts';
import type { AccountRow } from './accounts.ts';

/**
 * Account leases. An account is free when no task holds it (or the holder's lease ran out: its
 * host vanished) and its judge's rate window has passed. Taking one is a single conditional update
 * under `SKIP LOCKED`, so replicas and hosts never hand one account to two tasks.
 */

/** Leases a free account of `pool` (or the one named `username`) to task `taskId`; null when none is free. */
export async function leaseAccount(
  db: Db,
  pool: RemoteKey,
  taskId: number,
  leaseSeconds: number,
  username?: string,
): Promise<AccountRow | null> {
  const only = username === undefined ? sql`` : sql`and username = ${username}`;
  const rows = await db.execute(sql`
    update remote_judge_account
       set lease_task = ${taskId}, lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
     where id = (
       select id from remote_judge_account
        where oj = ${pool} ${only}
          and (lease_task is null or lease_expires_at < now()) and not_before <= now()
        order by not_before, id
        limit 1
        for update skip locked)
     returning id`);
  const id = Number(rowsOf(rows)[0]?.id ?? 0);
  if (!id) return null;
  const leased = await db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.id, id)).limit(1);
  return leased[0] ?? null;
}

/** The account task `taskId` holds, if any. */
export async function heldAccount(db: DbLike, taskId: number): Promise<AccountRow | null> {
  const rows = await db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.leaseTask, taskId)).limit(1);
  return rows[0] ?? null;
}

/** Extends the account leases of tasks whose own leases a heartbeat just extended. */
export async function renewAccountLeases(db: Db, taskIds: readonly number[], leaseSeconds: number): Promise<void> {
  if (taskIds.length === 0) return;
  await db
    .update(remoteJudgeAccount)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(remoteJudgeAccount.leaseTask, [...taskIds]));
}

/**
 * Gives the account back after its task ended: its session as the task left it (when it reported
 * one), and the judge's gap before the next submit. Only the holding task releases it.
 */
export async function releaseAccount(db: DbLike, taskId: number, gapMs: number, session?: RemoteSessionData): Promise<void> {
  await db
    .update(remoteJudgeAccount)
    .set({
      leaseTask: null,
      leaseExpiresAt: null,
      notBefore: sql`now() + make_interval(secs => ${gapMs / 1000})`,
      ...(session ? { session } : {}),
      gmtModified: new Date(),
    })
    .where(eq(remoteJudgeAccount.leaseTask, taskId));
}

/** Gives back an account leased to a task another host took first: no rate window was used. */
export async function returnAccount(db: DbLike, accountId: number): Promise<void> {
  await db.update(remoteJudgeAccount).set({ leaseTask: null, leaseExpiresAt: null }).where(eq(remoteJudgeAccount.id, accountId));
}

export async function accountExists(db: DbLike, pool: RemoteKey, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: remoteJudgeAccount.id })
    .from(remoteJudgeAccount)
    .where(and(eq(remoteJudgeAccount.oj, pool), eq(remoteJudgeAccount.username, username)))
    .limit(1);
  return rows.length > 0;
}
