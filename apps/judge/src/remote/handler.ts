import { REMOTE_OJS, remoteQueueLanguage, type ClaimedTask, type RemoteKey, type TaskResult } from '@arbiter/contract';
import { ADAPTERS, RemoteHttp, realClock, remoteBaseUrl, runRemoteTask, type RunnerClock } from '@arbiter/remote-judge';
import type { TaskHandler } from '../host/host.ts';

type RemoteTask = Extract<ClaimedTask, { kind: 'remote' }>;

interface RemoteReporter {
  /** Tells the server the status (5 Pending, 6 Compiling, 7 Judging) and, once known, the run id. */
  progress(status: 5 | 6 | 7, runId?: string): Promise<void>;
}

export interface RemoteHandlerOptions {
  /** The site of each judge (default: `ARBITER_REMOTE_<KEY>_URL`, else the real site). */
  baseUrl?: (key: RemoteKey) => string;
  clock?: RunnerClock;
}

/**
 * One remote submission on the account the server leased to it: the account's session goes in and
 * comes back with the result, so the next task on the account reuses its login. No sandbox is used:
 * a slot spends its time waiting on the remote site.
 */
async function judgeRemote(task: RemoteTask, report: RemoteReporter, opts: RemoteHandlerOptions = {}): Promise<TaskResult> {
  const session = { cookies: { ...task.account.session.cookies }, values: { ...task.account.session.values } };
  const clock = opts.clock ?? realClock;
  const http = new RemoteHttp({ baseUrl: (opts.baseUrl ?? remoteBaseUrl)(task.key), session });
  const outcome = await runRemoteTask(
    ADAPTERS[task.key],
    { http, account: { username: task.account.username, password: task.account.password }, session, sleep: clock.sleep },
    { key: task.key, problem: task.problem, language: task.language, code: task.code, runId: task.runId, nonce: task.version },
    {
      submitted: (runId) => report.progress(5, runId),
      progress: (status) => report.progress(status as 5 | 6 | 7),
    },
    clock,
  );
  return {
    remote: {
      status: outcome.status,
      time: outcome.time,
      memory: outcome.memory,
      errorMessage: outcome.errorMessage,
      runId: outcome.runId,
      session,
    },
  };
}

/** The queue languages and the slots a host adds when it judges remotely (every judge: a host either reaches the internet or not). */
export function remoteSlots(
  slots: number,
  opts: RemoteHandlerOptions = {},
): { languages: string[]; remote: { slots: number; handler: TaskHandler } } | null {
  if (slots <= 0) return null;
  const handler: TaskHandler = async (task, progress) => {
    if (task.kind !== 'remote') throw new Error(`a remote-judging slot was handed a ${task.kind} task`);
    return judgeRemote(task, { progress }, opts);
  };
  return { languages: REMOTE_OJS.map(remoteQueueLanguage), remote: { slots, handler } };
}
