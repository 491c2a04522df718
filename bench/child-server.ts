import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * The real server (apps/server/src/main.ts) as a child process, the way `make start` runs it, for
 * the benchmarks that measure it from outside: its own event loop, its own memory.
 */

/** What `make start` runs: the server with its node flags and memory settings (the script says why). */
export const SERVE_SCRIPT = join(import.meta.dirname, '../scripts/serve.sh');

/**
 * The environment that starts the server through SERVE_SCRIPT with the extra node flags in
 * BENCH_SERVER_FLAGS (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server).
 */
export function serveEnv(): Record<string, string> {
  // The script's `node` is this one.
  const env: Record<string, string> = { PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  if (process.env.BENCH_SERVER_FLAGS) env.ARBITER_NODE_FLAGS = process.env.BENCH_SERVER_FLAGS;
  return env;
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** From the spawn until the first answer. */
  startMs: number;
  /** The last lines the server (and its local judge host) printed, for saying why something failed. */
  lastLines: () => string[];
}

/** A port nobody listens on now, so that runs beside other engineers' servers do not collide. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until `url` answers HTTP 200 (polling every 20 ms), failing early when `child` exits. */
export async function waitUp(url: string, deadline: number, child?: ChildProcess): Promise<void> {
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
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
 * Starts the server on 127.0.0.1:`port` over `dataDir` (the embedded database unless `env` names
 * one) with root's password `password`; `env` adds to or overrides the environment.
 */
export async function startChildServer(opts: {
  port: number;
  dataDir: string;
  password: string;
  env?: Record<string, string>;
}): Promise<ChildServer> {
  const t0 = performance.now();
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(SERVE_SCRIPT, [], {
    env: {
      ...process.env,
      ...serveEnv(),
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ARBITER_ADMIN_PASSWORD: opts.password,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail is kept: a long run's output must not grow the benchmark's memory.
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().trimEnd().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitUp(`${url}/api/get-website-config`, t0 + 60_000, child);
  return { child, url, startMs: performance.now() - t0, lastLines: () => [...lines] };
}

/** SIGTERM, and wait until it is gone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export const stopChildServer = (server: ChildServer): Promise<void> => stopChild(server.child);

/** The resident memory of a process, in MB as the benchmarks print it. */
export async function rssMb(pid: number | undefined): Promise<string> {
  if (!pid) return '?';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}
