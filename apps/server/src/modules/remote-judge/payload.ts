import { eq } from 'drizzle-orm';
import { remoteKeyOf, type ClaimedTask, type RemoteSessionData } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { problem } from '../../db/schema.ts';
import { liveSubmission, type Payload } from '../judgehost/payload.ts';
import type { TaskRow } from '../judgehost/queue.ts';
import type { AccountRow } from './accounts.ts';

/** What a host needs to submit (or poll again) one remote submission on the account leased to it. */
export async function remotePayload(db: Db, task: TaskRow, account: AccountRow): Promise<Payload> {
  const live = await liveSubmission(db, task);
  if ('stale' in live) return live;
  const { sub } = live;
  const rows = await db.select({ problemId: problem.problemId }).from(problem).where(eq(problem.id, sub.pid)).limit(1);
  const problemId = rows[0]?.problemId;
  const key = problemId ? remoteKeyOf(problemId) : null;
  if (!problemId || !key) return { stale: 'the problem is no longer a remote problem' };
  const claimed: ClaimedTask = {
    taskId: task.id,
    kind: 'remote',
    submitId: sub.submitId,
    version: sub.version,
    key,
    problem: problemId.slice(key.length + 1),
    language: sub.language,
    code: sub.code,
    // A run is polled again only with the account that submitted it.
    runId: sub.vjudgeSubmitId && sub.vjudgeUsername === account.username ? sub.vjudgeSubmitId : null,
    account: { username: account.username, password: account.password, session: account.session as RemoteSessionData },
  };
  return { task: claimed };
}
