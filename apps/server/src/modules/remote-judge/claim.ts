import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_POOL, JudgeStatus, remoteMessage, remoteQueueLanguage, type RemoteKey } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge, judgeTask } from '../../db/schema.ts';
import { removeTask, type TaskRow } from '../judgehost/queue.ts';
import { accountCount, type AccountRow } from './accounts.ts';
import { accountExists, leaseAccount, returnAccount } from './pool.ts';

/** hoj gives up on an account after 200 tries 3 s apart; so do we, after the same ten minutes. */
const ACCOUNT_WAIT_MS = 10 * 60_000;

const waiting = () => or(isNull(judgeTask.leaseExpiresAt), lt(judgeTask.leaseExpiresAt, sql`now()`));

export interface RemoteClaim {
  task: TaskRow;
  account: AccountRow;
}

/** The queue's remote judges a host declared (`remote:HDU`…). */
export function remoteKeysOf(languages: readonly string[]): RemoteKey[] {
  return languages.filter((l) => l.startsWith('remote:')).map((l) => l.slice('remote:'.length) as RemoteKey);
}

/** Ends a remote task that will not be submitted, with the reason on its submission. */
async function endRemoteTask(db: Db, task: TaskRow, status: number, message: string): Promise<void> {
  if (task.submitId) {
    await db
      .update(judge)
      .set({ status, errorMessage: message, gmtModified: new Date() })
      .where(and(eq(judge.submitId, task.submitId), eq(judge.version, task.version)));
  }
  await removeTask(db, task.id);
}

/**
 * The judges among `keys` that have waiting tasks, the one waiting longest first: an idle slot's
 * look at the queue is this one query.
 */
async function judgesWaiting(db: Db, keys: readonly RemoteKey[]): Promise<RemoteKey[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ language: judgeTask.language })
    .from(judgeTask)
    .where(and(eq(judgeTask.kind, 'remote'), inArray(judgeTask.language, keys.map(remoteQueueLanguage)), waiting()))
    .groupBy(judgeTask.language)
    .orderBy(sql`min(${judgeTask.priority})`, sql`min(${judgeTask.id})`);
  return rows.map((r) => r.language.slice('remote:'.length) as RemoteKey);
}

/** The oldest waiting task of judge `key` (queue order), or null. */
async function firstWaiting(db: Db, key: RemoteKey): Promise<TaskRow | null> {
  const rows = await db
    .select()
    .from(judgeTask)
    .where(and(eq(judgeTask.kind, 'remote'), eq(judgeTask.language, remoteQueueLanguage(key)), waiting()))
    .orderBy(asc(judgeTask.priority), asc(judgeTask.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A task that waits for an account ends when none can ever come (the pool is empty: System Error,
 * as hoj) or when none came in ten minutes (Submitted Failed: resubmitting may find one).
 */
async function endHopeless(db: Db, key: RemoteKey, task: TaskRow): Promise<boolean> {
  if ((await accountCount(db, key)) === 0) {
    await endRemoteTask(db, task, JudgeStatus.SYSTEM_ERROR, remoteMessage('NO_ACCOUNT', key).en);
    return true;
  }
  if (task.attempts === 0 && Date.now() - task.gmtCreate.getTime() > ACCOUNT_WAIT_MS) {
    await endRemoteTask(db, task, JudgeStatus.SUBMITTED_FAILED, remoteMessage('ACCOUNT_WAIT_TIMEOUT', key).en);
    return true;
  }
  return false;
}

/**
 * Claims the next remote task a host can take together with an account for it: judge by judge, the
 * oldest waiting task, leased only once an account is leased to it (so a task never waits on a host
 * with no account in hand). A run already submitted is polled again with the account it was
 * submitted with (its run list and, on POJ, its result page need that login).
 */
export async function claimRemoteTask(
  db: Db,
  hostId: string,
  keys: readonly RemoteKey[],
  leaseSeconds: number,
): Promise<RemoteClaim | null> {
  for (const key of await judgesWaiting(db, keys)) {
    for (let guard = 0; guard < 20; guard++) {
      const task = await firstWaiting(db, key);
      if (!task?.submitId) break;
      const sub = await db
        .select({ runId: judge.vjudgeSubmitId, username: judge.vjudgeUsername })
        .from(judge)
        .where(eq(judge.submitId, task.submitId))
        .limit(1);
      // A run submitted with an account that was removed since is submitted again with another.
      const named = sub[0]?.runId && sub[0].username ? sub[0].username : undefined;
      const known = named && (await accountExists(db, ACCOUNT_POOL[key], named)) ? named : undefined;
      const account = await leaseAccount(db, ACCOUNT_POOL[key], task.id, leaseSeconds, known);
      if (!account) {
        if (await endHopeless(db, key, task)) continue;
        break;
      }
      const leased = await db
        .update(judgeTask)
        .set({
          leaseOwner: hostId,
          leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
          attempts: sql`${judgeTask.attempts} + 1`,
        })
        .where(and(eq(judgeTask.id, task.id), waiting()))
        .returning();
      if (leased[0]) return { task: leased[0], account };
      // Another host took the task between the read and the lease: give the account back, look again.
      await returnAccount(db, account.id);
    }
  }
  return null;
}
