import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/**
 * The judge host `make start` runs beside the server: a child process speaking the same judge-host
 * API as remote hosts. If it cannot start (no root, no cgroups) the server keeps serving and says
 * why; submissions wait for a host.
 */
export function startLocalJudge(opts: { port: number; token: string; dataDir: string; log: (line: string) => void }): {
  stop: () => Promise<void>;
} {
  const main = join(import.meta.dirname, '../../judge/src/main.ts');
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;

  const launch = () => {
    child = spawn(
      process.execPath,
      [
        main,
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
      { env: { ...process.env, ARBITER_JUDGE_TOKEN: opts.token }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (d: Buffer) => opts.log(`[judge] ${d.toString().trimEnd()}`));
    child.stderr?.on('data', (d: Buffer) => opts.log(`[judge] ${d.toString().trimEnd()}`));
    child.on('exit', (code) => {
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
      const c = child as ChildProcess | null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
