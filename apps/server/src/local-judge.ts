import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The judge host `make start` runs beside the server: a worker thread speaking the same judge-host
 * API over HTTP as remote hosts. A thread rather than a second Node process, because a second
 * process repeats the runtime itself (about 60 MB: the node binary's pages, its own V8 and
 * TypeScript stripping) for a host whose own state is a few MB; the thread keeps its own heap and
 * its failures (an uncaught error, its heap limit) end the thread, not the server. If it cannot
 * start (no root, no cgroups) the server keeps serving and says why; submissions wait for a host.
 */
export function startLocalJudge(opts: { port: number; token: string; dataDir: string; log: (line: string) => void }): {
  stop: () => Promise<void>;
} {
  const main = join(import.meta.dirname, '../../judge/src/main.ts');
  let worker: Worker | null = null;
  let running = false;
  let stopping = false;
  let restarts = 0;

  const launch = () => {
    worker = new Worker(main, {
      argv: [
        '--server',
        `http://127.0.0.1:${opts.port}`,
        '--workers',
        String(availableParallelism()),
        '--name',
        'local',
        '--data-dir',
        join(opts.dataDir, 'judge'),
        // Sandbox workers are numbered machine-wide (uids, cgroups); a second server on the same
        // machine (a browser-test run beside a dev server) takes another range.
        '--first-worker',
        process.env.ARBITER_JUDGE_FIRST_WORKER ?? '0',
        // The local host also submits to remote judges (the server's machine reaches the internet).
        '--remote-slots',
        process.env.ARBITER_REMOTE_SLOTS ?? '4',
      ],
      env: { ...process.env, ARBITER_JUDGE_TOKEN: opts.token },
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
    worker.on('exit', (code) => {
      running = false;
      if (stopping) return;
      // A host that dies mid-task loses nothing (its lease expires); start it again, but not in a loop.
      if (code !== 0 && restarts < 3) {
        restarts++;
        setTimeout(launch, 2000).unref();
      } else if (code !== 0) {
        opts.log('[judge] the local judge host keeps failing; submissions wait for a judge host');
      }
    });
  };
  launch();

  return {
    stop: async () => {
      stopping = true;
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
