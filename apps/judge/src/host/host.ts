import { cpus, freemem, totalmem } from 'node:os';
import { JudgeStatus, LoadMeter, outcomeWithoutCases, type ClaimedTask, type HostLoad, type TaskResult } from '@arbiter/contract';
import { HostApiError, type ServerClient } from './client.ts';

/**
 * What a worker does with one task: judge it and say how it ended (a remote run reports its run id
 * as progress). `progress` answers once the server has the report; a handler need not wait for it.
 */
export type TaskHandler = (task: ClaimedTask, progress: (status: 5 | 6 | 7, runId?: string) => Promise<void>) => Promise<TaskResult>;

export interface HostOptions {
  client: ServerClient;
  name: string;
  languages: string[];
  workers: number;
  cpuCores: number;
  version: string;
  /** The id this host had before a restart, so that it stays one row of the back office's list. */
  hostId?: string;
  /** One handler per worker (each owns its own sandbox). */
  handlers: TaskHandler[];
  /**
   * Slots that submit to remote judges (their queue languages, `remote:<KEY>`, are in `languages`):
   * they claim remote tasks only, and hold no sandbox while they wait on a remote site.
   */
  remote?: { slots: number; handler: TaskHandler };
  /**
   * Called once when the host has held no task for this long (a host that its launcher starts
   * again when work is queued can stop then and give its memory back). Unset: never.
   */
  sleep?: { afterMs: number; then: () => void };
  log?: (line: string) => void;
}

const CLAIM_WAIT_MS = 20_000;

/** A System Error outcome of the task's kind, for anything the judging could not finish. */
function systemError(task: ClaimedTask, reason: string): TaskResult {
  if (task.kind === 'compile') return { compile: { ok: false, message: reason } };
  if (task.kind === 'remote') {
    return {
      remote: {
        status: JudgeStatus.SYSTEM_ERROR,
        time: null,
        memory: null,
        errorMessage: reason,
        runId: task.runId,
        session: task.account.session,
      },
    };
  }
  if (task.kind === 'test')
    return { test: { status: JudgeStatus.SYSTEM_ERROR, time: null, memory: null, userOutput: null, stderr: reason } };
  return { submission: outcomeWithoutCases(JudgeStatus.SYSTEM_ERROR, reason) };
}

/**
 * A judge host: registers, then each worker claims a task, judges it and reports, while a
 * heartbeat keeps the leases of the tasks in hand. `stop()` lets the tasks in hand finish.
 */
export class JudgeHost {
  private readonly opts: HostOptions;
  private hostId = '';
  private heartbeatMs = 10_000;
  private stopping = false;
  /** Ends the claims that wait for work when the host stops. */
  private readonly idle = new AbortController();
  private readonly inHand = new Set<number>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** Runs `sleep.then` once no task has been in hand for `sleep.afterMs`. */
  private restTimer: NodeJS.Timeout | undefined;
  private loops: Promise<void>[] = [];
  private readonly meter = new LoadMeter(cpus, () => ({ free: freemem(), total: totalmem() }));

  constructor(opts: HostOptions) {
    this.opts = opts;
  }

  /** The id the server knows this host by ('' before `start`). */
  get id(): string {
    return this.hostId;
  }

  private log(line: string): void {
    (this.opts.log ?? console.log)(line);
  }

  /** This machine's load, sent with the registration and every heartbeat for the back office. */
  private load(): HostLoad {
    return this.meter.read();
  }

  /** `fresh`: this process has just started, so nothing its id held before is in hand. */
  private async register(fresh = false): Promise<void> {
    const { client, name, languages, workers, cpuCores, version } = this.opts;
    const hostId = this.hostId || this.opts.hostId || undefined;
    const answer = await client.register({ hostId, name, languages, workers, cpuCores, version, load: this.load(), fresh });
    this.hostId = answer.hostId;
    this.heartbeatMs = answer.heartbeatMs;
  }

  async start(): Promise<string> {
    const { name, languages, workers } = this.opts;
    await this.register(true);
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.loops = this.opts.handlers.map((handler, i) => this.work(i, handler, false));
    const remote = this.opts.remote;
    if (remote) for (let i = 0; i < remote.slots; i++) this.loops.push(this.work(i, remote.handler, true));
    const remoteNote = remote ? ` and ${remote.slots} remote-judging slot(s)` : '';
    this.log(`judge host ${name} (${this.hostId}) judging ${languages.join(', ')} with ${workers} worker(s)${remoteNote}`);
    this.rest();
    return this.hostId;
  }

  /** Starts counting idle time when the last task in hand is done. */
  private rest(): void {
    const sleep = this.opts.sleep;
    if (!sleep || this.inHand.size > 0 || this.stopping) return;
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => {
      if (this.inHand.size === 0 && !this.stopping) sleep.then();
    }, sleep.afterMs);
  }

  private async beat(): Promise<void> {
    try {
      const lost = await this.opts.client.heartbeat(this.hostId, [...this.inHand], this.load());
      for (const id of lost) this.log(`lost the lease of task ${id}; another host will judge it`);
    } catch (error) {
      this.log(`heartbeat failed: ${(error as Error).message}`);
    }
  }

  private async work(worker: number, handler: TaskHandler, remote: boolean): Promise<void> {
    const { client } = this.opts;
    while (!this.stopping) {
      let task: ClaimedTask | null;
      try {
        task = await client.claim(this.hostId, CLAIM_WAIT_MS, this.idle.signal, remote);
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof HostApiError && error.http === 404) {
          // The server forgot this host (its table was reset): register again.
          await this.register().catch(() => undefined);
          continue;
        }
        this.log(`worker ${worker}: claim failed: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 2000));
        continue;
      }
      if (!task) continue;
      const received = performance.now();
      clearTimeout(this.restTimer);
      this.inHand.add(task.taskId);
      const taskId = task.taskId;
      // Progress is reported in order but not waited for: judging goes on while the server
      // writes "Compiling" or "Judging", and the result leaves only after the last of them.
      let reported = Promise.resolve();
      const progress = (status: 5 | 6 | 7, runId?: string) => {
        reported = reported.then(() => client.progress(this.hostId, taskId, status, runId).catch(() => undefined));
        return reported;
      };
      let outcome: TaskResult;
      try {
        outcome = await handler(task, progress);
      } catch (error) {
        this.log(`worker ${worker}: task ${taskId} failed: ${(error as Error).stack ?? String(error)}`);
        outcome = systemError(task, `The judge failed: ${(error as Error).message}`);
      }
      try {
        await reported;
        await client.result(this.hostId, taskId, outcome, performance.now() - received);
      } catch (error) {
        this.log(`worker ${worker}: result of task ${taskId} not taken: ${(error as Error).message}`);
      } finally {
        this.inHand.delete(taskId);
        this.rest();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.idle.abort();
    clearInterval(this.heartbeat);
    clearTimeout(this.restTimer);
    await Promise.allSettled(this.loops);
  }
}
