/**
 * The default install's memory: the server as `make start` runs it (same node flags, embedded
 * database, the local judge host beside it) on a fresh data folder, then on a bank of
 * BENCH_PROBLEMS (1,000) problems, BENCH_USERS (2,000) students and BENCH_JUDGES (20,000)
 * submissions, after BENCH_REQUESTS (500) reads of each of a few lists and BENCH_IDLE_SECONDS (30)
 * of rest, then once the local judge host has gone to sleep (after BENCH_JUDGE_SLEEP_SECONDS, 90,
 * without a task; 600 by default), and what waking it costs the first submission after. Counts every process the server runs (itself, with the embedded database and the local
 * judge host's thread in it; the judge's sandbox helpers; a judge host or database process, if there
 * is one) by VmRSS and by PSS, which splits the pages that processes share (the node binary) among
 * them. Prints numbers; asserts nothing.
 *
 *   npm run bench -- memory
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { API, JudgeStatus } from '@arbiter/contract';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { problemForm } from '../apps/server/test/problem-admin.ts';
import { apiClient, must } from './api-client.ts';
import { seedLanguages } from '../apps/server/src/modules/problem-admin/languages.ts';
import { fillBank } from './bank-fill.ts';
import { SERVE_SCRIPT, serveEnv } from './child-server.ts';
import { load } from './load.ts';
import { describeMemoryMap, memoryMap } from './memory-map.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const BASE = `http://127.0.0.1:${PORT}`;
const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 2000);
const JUDGES = Number(process.env.BENCH_JUDGES ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const JUDGE_SLEEP_SECONDS = Number(process.env.BENCH_JUDGE_SLEEP_SECONDS ?? 90);
const root = join(import.meta.dirname, '..');

interface Usage {
  pid: number;
  what: string;
  rssKb: number;
  pssKb: number;
}

async function readOr(path: string): Promise<string> {
  return readFile(path, 'utf8').catch(() => '');
}

const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);

/** The process `pid` and all its descendants, found through /proc, each with its memory. */
async function processTree(pid: number): Promise<Usage[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(await readOr(`/proc/${entry}/status`))?.[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  const usages: Usage[] = [];
  for (const p of tree) {
    const status = await readOr(`/proc/${p}/status`);
    if (!status) continue;
    const cmd = (await readOr(`/proc/${p}/cmdline`)).split('\0').join(' ');
    const what =
      p === pid
        ? 'server (its embedded database and judge host too)'
        : cmd.includes('judge/src/main.ts')
          ? 'judge host'
          : cmd.includes('postgres')
            ? `database (${cmd.split(' ')[0]!.split('/').pop()})`
            : `${/^Name:\s+(\S+)/m.exec(status)?.[1] ?? '?'} (judge's sandbox helper)`;
    usages.push({ pid: p, what, rssKb: kb(status, 'VmRSS'), pssKb: kb(await readOr(`/proc/${p}/smaps_rollup`), 'Pss') });
  }
  return usages;
}

const mb = (k: number) => (k / 1024).toFixed(0).padStart(5);

async function report(title: string, pid: number): Promise<void> {
  const usages = await processTree(pid);
  console.log(`\n${title}`);
  console.log(`  ${'process'.padEnd(52)} ${'RSS MB'.padStart(7)} ${'PSS MB'.padStart(7)}`);
  // The sandbox helpers (one pair per worker, about 1 MB each) go on one row.
  const rows = new Map<string, { n: number; rssKb: number; pssKb: number }>();
  for (const u of usages) {
    const row = rows.get(u.what) ?? { n: 0, rssKb: 0, pssKb: 0 };
    rows.set(u.what, { n: row.n + 1, rssKb: row.rssKb + u.rssKb, pssKb: row.pssKb + u.pssKb });
  }
  for (const [what, r] of rows) console.log(`  ${(r.n > 1 ? `${r.n} × ${what}` : what).padEnd(52)} ${mb(r.rssKb)}   ${mb(r.pssKb)}`);
  const sum = (f: (u: Usage) => number) => usages.reduce((s, u) => s + f(u), 0);
  console.log(`  ${'all of them (the default install)'.padEnd(52)} ${mb(sum((u) => u.rssKb))}   ${mb(sum((u) => u.pssKb))}`);
  const map = await memoryMap(pid);
  if (map) console.log(`  the server's RSS by mapping: ${describeMemoryMap(map)}`);
}

interface Started {
  child: ChildProcess;
  ms: number;
  judging: boolean;
  /** Resolves when the server's output (its judge host's too) has printed a line matching `re`. */
  printed: (re: RegExp, timeoutMs: number) => Promise<void>;
}

/** Starts the server as `make start` does and resolves once it serves and its judge host has said it is judging (or gave up). */
async function startServer(dataDir: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(SERVE_SCRIPT, [], {
    cwd: root,
    env: {
      ...process.env,
      ...serveEnv(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ARBITER_ADMIN_PASSWORD: 'bench-root-pass',
      ARBITER_LOCAL_JUDGE_SLEEP_SECONDS: String(JUDGE_SLEEP_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const judging = new Promise<boolean>((resolve) => {
    const seen = (d: Buffer) => {
      output += d.toString();
      if (/\[judge\] judge host \S+ \(/.test(output)) resolve(true);
      if (/keeps failing|judge host: /.test(output)) resolve(false);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', () => resolve(false));
  });
  const deadline = t0 + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (performance.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const res = await fetch(`${BASE}/api/get-website-config`).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  const judgeUp = await Promise.race([judging, new Promise<boolean>((r) => setTimeout(() => r(false), 120_000))]);
  const printed = async (re: RegExp, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while (!re.test(output)) {
      if (performance.now() > deadline) throw new Error(`the server did not print ${re}:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, ms, judging: judgeUp, printed };
}

/** Milliseconds from an A+B submission's call to its verdict, read every 5 ms as the detail page would. */
async function verdictMs(api: ReturnType<typeof apiClient>, token: string, pid: string): Promise<number> {
  const code = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';
  const t0 = performance.now();
  const sent = must(await api('POST', API.submitProblemJudge, { token, body: { pid, language: 'C++', code } }), 'submit');
  for (;;) {
    const detail = must(await api('GET', API.submissionDetail, { token, query: { submitId: sent.data.submitId } }), 'detail');
    const status = detail.data.submission.status as number;
    if (status === JudgeStatus.ACCEPTED) return performance.now() - t0;
    if (![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(status as never)) throw new Error(`verdict ${status}`);
    if (performance.now() - t0 > 120_000) throw new Error('no verdict in 120 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-bench-memory-'));
try {
  console.log(`Memory of the default install (Node ${process.versions.node}, scripts/serve.sh as \`make start\` runs it)`);
  console.log("counted: the server process (the embedded database and the local judge host run in it), the judge host's");
  console.log('sandbox helpers, and any other process the server runs; RSS counts shared pages in every process, PSS splits them');

  const fresh = await startServer(dataDir);
  console.log(`\nfirst start on an empty data folder: ${fresh.ms.toFixed(0)} ms; judge host ${fresh.judging ? 'judging' : 'NOT running'}`);
  await report('right after the first start (empty data folder)', fresh.child.pid!);
  await stopServer(fresh.child);

  const t0 = performance.now();
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  await seedLanguages(database.db);
  await fillBank(database.db, { problems: PROBLEMS, users: USERS, judges: JUDGES });
  await database.maintain();
  await database.close();
  console.log(
    `\nbank: ${PROBLEMS} problems, ${USERS} users, ${JUDGES} submissions filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const server = await startServer(dataDir);
  console.log(`start on the bank: ${server.ms.toFixed(0)} ms; judge host ${server.judging ? 'judging' : 'NOT running'}`);
  await report('right after start on the bank', server.child.pid!);

  console.log('');
  const get = (path: string) => () => fetch(BASE + path);
  await load('problem list, page 1 of 30', get('/api/get-problem-list?currentPage=1&limit=30'), REQUESTS, 16);
  await load('problem list, keyword', get('/api/get-problem-list?currentPage=1&limit=30&keyword=Problem%2012'), REQUESTS, 16);
  await load('problem detail', get('/api/get-problem-detail?problemId=B123'), REQUESTS, 16);
  await load('submission list, page 1', get('/api/get-submission-list?onlyMine=false&currentPage=1&limit=15'), REQUESTS, 16);
  await load(
    'submission list, by author',
    get('/api/get-submission-list?onlyMine=false&currentPage=1&limit=15&username=student42'),
    REQUESTS,
    16,
  );
  await load('ACM rank list, searched', get('/api/get-rank-list?type=0&currentPage=1&limit=30&searchUser=student4'), REQUESTS, 16);
  await report('right after the reads', server.child.pid!);

  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  await report(`idle, ${IDLE_SECONDS} s after the reads, the judge host awake`, server.child.pid!);

  const api = apiClient(BASE);
  const root = must(await api('POST', API.login, { body: { username: 'root', password: 'bench-root-pass' } }), 'login').headers.get(
    'authorization',
  )!;
  must(await api('PUT', API.adminSwitchUpdate, { token: root, body: { defaultSubmitInterval: 0 } }), 'switch');
  const languages = must(await api('GET', API.languages, { token: root, query: { all: false } }), 'languages').data as {
    id: number;
    name: string;
  }[];
  const samples = Array.from({ length: 20 }, (_, i) => ({ input: `${i} ${i * 7}\n`, output: `${i * 8}\n` }));
  const cpp = languages.find((l) => l.name === 'C++')!.id;
  must(
    await api('POST', API.adminProblem, { token: root, body: problemForm([cpp], { samples }, { problemId: 'WAKEAB', auth: 1 }) }),
    'problem',
  );
  // Warm: the first compile and the test data's download are not the wake's cost.
  await verdictMs(api, root, 'WAKEAB');

  // The default install at rest: its judge host asleep, as after ten quiet minutes.
  await server.printed(/goes to sleep/, (JUDGE_SLEEP_SECONDS + 120) * 1000);
  await new Promise((r) => setTimeout(r, 5000));
  await report(`idle, the judge host asleep (it sleeps after ${JUDGE_SLEEP_SECONDS} s here, 600 s by default)`, server.child.pid!);

  const woken = await verdictMs(api, root, 'WAKEAB');
  const awake = [];
  for (let i = 0; i < 5; i++) awake.push(await verdictMs(api, root, 'WAKEAB'));
  awake.sort((a, b) => a - b);
  console.log(
    `\nA+B in C++ (20 cases), submit to verdict: ${woken.toFixed(0)} ms waking the judge host, then ${awake[2]!.toFixed(0)} ms (median of 5) awake`,
  );
  await stopServer(server.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
