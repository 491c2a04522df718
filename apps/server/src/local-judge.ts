import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppContext } from './context.ts';
import { putHostToSleep } from './modules/judgehost/hosts.ts';
import { workWaitingFor } from './modules/judgehost/queue.ts';
import { WORK_QUEUED } from './modules/judgehost/work-signal.ts';

/** How often a sleeping host's launcher looks for work nothing announced (a lease that ran out). */
const SLEEP_CHECK_MS = 30_000;

export interface LocalJudgeOptions {
  port: number;
  log: (line: string) => void;
  /** The host stops after this long without a task and is started again when work is queued; 0: never. */
  sleepAfterSeconds: number;
  /** Defaults: one per core, `ARBITER_JUDGE_FIRST_WORKER`, `<dataDir>/judge/proofs`. */
  workers?: number;
  firstWorker?: number;
  proofDir?: string;
}

/**
 * The judge host `make start` runs beside the server: a worker thread speaking the same judge-host
 * API over HTTP as remote hosts. A thread rather than a second Node process, because a second
 * process repeats the runtime itself (about 60 MB: the node binary's pages, its own V8 and
 * TypeScript stripping) for a host whose own state is a few MB; the thread keeps its own heap and
 * its failures (an uncaught error, its heap limit) end the thread, not the server. If it cannot
 * start (no root, no cgroups) the server keeps serving and says why; submissions wait for a host.
 *
 * It sleeps when idle: after `sleepAfterSeconds` without a task the thread ends (its isolate, about
 * 35 MB, and its claim polls go), the host stays listed as asleep and still offering its languages,
 * and the thread starts again as soon as work is queued (`ctx.queueSignal`), or when a
 * periodic look finds work nothing announced. Waking costs the thread's start, well under a second
 * with the language proofs remembered on disk.
 */
export function startLocalJudge(ctx: AppContext, opts: LocalJudgeOptions): { stop: () => Promise<void> } {
  const main = join(import.meta.dirname, '../../judge/src/main.ts');
  let worker: Worker | null = null;
  let running = false;
  let stopping = false;
  let restarts = 0;
  /** Set while the thread is asleep: ends the wait for work. */
  let endSleep: (() => void) | null = null;

  const launch = () => {
    let asleepId: string | null = null;
    worker = new Worker(main, {
      argv: [
        '--server',
        `http://127.0.0.1:${opts.port}`,
        '--workers',
        String(opts.workers ?? availableParallelism()),
        '--name',
        'local',
        '--data-dir',
        join(ctx.config.dataDir, 'judge'),
        // Sandbox workers are numbered machine-wide (uids, cgroups); a second server on the same
        // machine (a browser-test run beside a dev server) takes another range.
        '--first-worker',
        String(opts.firstWorker ?? process.env.ARBITER_JUDGE_FIRST_WORKER ?? '0'),
        // The local host also submits to remote judges (the server's machine reaches the internet).
        '--remote-slots',
        process.env.ARBITER_REMOTE_SLOTS ?? '4',
        '--sleep-after-seconds',
        String(opts.sleepAfterSeconds),
        ...(opts.proofDir ? ['--proof-dir', opts.proofDir] : []),
      ],
      env: { ...process.env, ARBITER_JUDGE_TOKEN: ctx.judgeToken },
      stdout: true,
      stderr: true,
      // The host's allocations are small and short-lived: a young generation of V8's default size
      // (up to 3 × 32 MB on a large machine) would only keep garbage resident between tasks. The
      // old generation is fenced so that a leak ends the host, which is started again, not the server.
      resourceLimits: { maxYoungGenerationSizeMb: 3, maxOldGenerationSizeMb: 256 },
    });
    running = true;
    worker.stdout.on('data', (d: Buffer) => opts.log(`[judge] ${d.toString().trimEnd()}`));
    worker.stderr.on('data', (d: Buffer) => opts.log(`[judge] ${d.toString().trimEnd()}`));
    worker.on('error', (error) => opts.log(`[judge] ${error.stack ?? error.message}`));
    worker.on('message', (message: unknown) => {
      if (message && typeof message === 'object' && 'asleep' in message) asleepId = String(message.asleep);
    });
    worker.on('exit', (code) => {
      running = false;
      if (stopping) return;
      if (code === 0 && asleepId) {
        restarts = 0;
        void sleep(asleepId);
        return;
      }
      // A host that dies mid-task loses nothing (its lease expires); start it again, but not in a loop.
      if (code !== 0 && restarts < 3) {
        restarts++;
        setTimeout(launch, 2000).unref();
      } else if (code !== 0) {
        opts.log('[judge] the local judge host keeps failing; submissions wait for a judge host');
      }
    });
  };

  /** Marks the host asleep, then waits for work queued here or found in the queue, and starts the thread again. */
  const sleep = async (hostId: string) => {
    await putHostToSleep(ctx.db, hostId).catch((error: unknown) => opts.log(`[judge] could not mark the host asleep: ${String(error)}`));
    if (stopping) return;
    const wake = () => {
      if (!endSleep) return;
      endSleep();
      opts.log('[judge] work is queued: the local judge host starts again');
      launch();
    };
    const look = () =>
      void workWaitingFor(ctx.db, hostId).then(
        (waiting) => waiting && wake(),
        () => undefined,
      );
    const timer = setInterval(look, SLEEP_CHECK_MS);
    ctx.queueSignal.on(WORK_QUEUED, wake);
    endSleep = () => {
      endSleep = null;
      clearInterval(timer);
      ctx.queueSignal.off(WORK_QUEUED, wake);
    };
    // Work queued while the thread was ending announced itself to no one.
    look();
  };

  launch();

  return {
    stop: async () => {
      stopping = true;
      endSleep?.();
      const w = worker as Worker | null;
      if (!w || !running) return;
      const exited = new Promise((r) => w.once('exit', r));
      // The host finishes its tasks and closes its sandboxes on this message, as a process does on SIGTERM.
      w.postMessage('stop');
      const timer = setTimeout(() => void w.terminate(), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
