import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RemoteKey, RemoteQueueVO } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judgeTask } from '../../db/schema.ts';
import { hostOffering } from '../judgehost/hosts.ts';
import { accountCount } from './accounts.ts';

/**
 * What a remote submission that has not been sent yet waits for, so that its page says "all three
 * HDU accounts are busy, 4 submissions before yours" instead of spinning: null once a host holds it.
 */
export async function remoteQueueOf(db: Db, submitId: number, key: RemoteKey): Promise<RemoteQueueVO | null> {
  const waiting = or(isNull(judgeTask.leaseExpiresAt), lt(judgeTask.leaseExpiresAt, sql`now()`));
  const own = await db
    .select()
    .from(judgeTask)
    .where(and(eq(judgeTask.kind, 'remote'), eq(judgeTask.submitId, submitId), waiting))
    .limit(1);
  const task = own[0];
  if (!task) return null;
  const before = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(judgeTask)
    .where(
      and(eq(judgeTask.language, task.language), waiting, sql`(${judgeTask.priority}, ${judgeTask.id}) < (${task.priority}, ${task.id})`),
    );
  return {
    oj: key,
    accounts: await accountCount(db, key),
    ahead: before[0]?.n ?? 0,
    hosts: await hostOffering(db, task.language),
  };
}
