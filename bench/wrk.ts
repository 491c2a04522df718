import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Drives one call with wrk (the Debian package), an external load generator in its own process, so
 * that the server under test does not share its event loop with the load.
 */

export interface WrkCall {
  url: string;
  headers?: Record<string, string>;
  /** A JSON body: the call is then a POST. */
  body?: unknown;
}

export interface WrkResult {
  rps: number;
  p50: string;
  p99: string;
  /** Answers other than 2xx and 3xx. */
  failed: number;
}

const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';
export const WRK_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);

const luaString = (s: string) => `[==[${s}]==]`;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk failed (${code}): ${out}`))));
  });
}

export async function wrk(call: WrkCall): Promise<WrkResult> {
  const args = ['-t', String(THREADS), '-c', String(CONNECTIONS), '-d', `${WRK_SECONDS}s`, '--latency'];
  for (const [name, value] of Object.entries(call.headers ?? {})) args.push('-H', `${name}: ${value}`);
  let script: string | null = null;
  if (call.body !== undefined) {
    script = join(tmpdir(), `arbiter-wrk-${process.pid}-${Date.now()}.lua`);
    await writeFile(
      script,
      `wrk.method = "POST"\nwrk.body = ${luaString(JSON.stringify(call.body))}\nwrk.headers["content-type"] = "application/json"\n`,
    );
    args.push('-s', script);
  }
  try {
    const out = await run([...args, call.url]);
    const latency = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '?';
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
      p50: latency('50'),
      p99: latency('99'),
      failed: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    };
  } finally {
    if (script) await rm(script, { force: true });
  }
}
