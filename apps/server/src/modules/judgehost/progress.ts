import { and, eq, inArray } from 'drizzle-orm';
import { JudgeStatus } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { judge } from '../../db/schema.ts';
import type { TaskRow } from './queue.ts';

/** Pending → Compiling → Judging, shown while the host works; never moves a finished submission back. */
export async function setProgress(db: Db, task: TaskRow, status: 6 | 7, judger: string): Promise<void> {
  if (task.kind !== 'judge' || !task.submitId) return;
  await db
    .update(judge)
    .set({ status, judger, gmtModified: new Date() })
    .where(
      and(
        eq(judge.submitId, task.submitId),
        eq(judge.version, task.version),
        inArray(judge.status, [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]),
      ),
    );
}
