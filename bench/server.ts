/**
 * Benchmarks: start-up time, request throughput and latency of hot read calls, login cost, and the
 * server's memory. Starts the real server as a child process on a fresh embedded database and
 * prints numbers; nothing here asserts a timing.
 *
 *   npm run bench -- server       (or: make bench, for every benchmark)
 *   BENCH_REQUESTS=20000 BENCH_CONCURRENCY=64 npm run bench -- server
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load as loadCall } from './load.ts';
import { rssMb, startChildServer, stopChildServer, type ChildServer } from './child-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PASSWORD = 'bench-root-pass';

const startServer = (dataDir: string): Promise<ChildServer> =>
  startChildServer({
    port: PORT,
    dataDir,
    password: PASSWORD,
    // The judging benchmark measures the judge host; this one measures the server alone.
    env: { RATE_LIMIT_LOGIN: '100000', ARBITER_LOCAL_JUDGE: 'false' },
  });

function load(name: string, make: () => Promise<Response>, total = REQUESTS, concurrency = CONCURRENCY): Promise<void> {
  return loadCall(name, make, total, concurrency);
}

const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-bench-'));
try {
  console.log(`Arbiter benchmarks (Node ${process.versions.node}, ${REQUESTS} requests per row, concurrency ${CONCURRENCY})\n`);
  const first = await startServer(dataDir);
  console.log(`first start (fresh embedded database, migrations, root created)   ${first.startMs.toFixed(0)} ms`);
  await stopChildServer(first);
  const second = await startServer(dataDir);
  console.log(`second start (existing data)                                        ${second.startMs.toFixed(0)} ms`);
  console.log(`server memory after start                                           ${await rssMb(second.child.pid)} MB RSS\n`);

  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: PASSWORD }),
  });
  const token = login.headers.get('authorization') ?? '';

  await load('GET /api/get-website-config', () => fetch(`${BASE}/api/get-website-config`));
  await load('GET /api/get-recent-updated-problem', () => fetch(`${BASE}/api/get-recent-updated-problem`));
  await load('GET /api/get-common-announcement', () => fetch(`${BASE}/api/get-common-announcement?currentPage=1&limit=5`));
  await load('GET /api/get-user-auth-info (token checked)', () =>
    fetch(`${BASE}/api/get-user-auth-info`, { headers: { authorization: token } }),
  );
  await load(
    'POST /api/login (argon2id verify)',
    () =>
      fetch(`${BASE}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: PASSWORD }),
      }),
    Math.min(REQUESTS, 200),
    4,
  );
  console.log(`\nserver memory after load                                            ${await rssMb(second.child.pid)} MB RSS`);
  await stopChildServer(second);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
