import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** The real server as a child process, as the benchmarks start it (server, reads). */

const serverMain = join(import.meta.dirname, '../apps/server/src/main.ts');

/** Waits until `url` answers HTTP 200, polling every 20 ms until the deadline. */
export async function waitUp(url: string, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts apps/server/src/main.ts on `port` with `env` added to the benchmark's environment, the
 * local judge host off (the benchmarks measure the server alone), and waits until it answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ARBITER_LOCAL_JUDGE: 'false', ...env },
    stdio: 'ignore',
  });
  await waitUp(`http://127.0.0.1:${port}/api/get-website-config`, t0 + 60_000);
  return { child, ms: performance.now() - t0 };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory in MB (VmRSS of /proc/<pid>/status), '?' when unknown. */
export async function rssMb(pid: number | undefined): Promise<string> {
  if (!pid) return '?';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}
