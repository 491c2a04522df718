/**
 * Hot reads against the framework's own speed, on both databases. One external load generator (wrk,
 * own process) drives first a bare Fastify route answering the same JSON as get-website-config
 * (bench/bare-route.ts, own process), then, on the real server (child process, local judge off) over
 * each database, the site config, page 1 of the problem list of a 1,000-problem bank, page 1 of the
 * submission list of BENCH_READS_JUDGES (50,000) submissions, and a page of the board of a running
 * ACM contest with BENCH_READS_PARTICIPANTS (300) participants. Prints req/s per call and database,
 * each as a ratio of the bare route, and last one summary line with the worse database's numbers and
 * the embedded server's memory after BENCH_IDLE_SECONDS (30) of rest. Asserts nothing.
 *
 *   npm run bench -- reads
 *   BENCH_SECONDS=3 BENCH_READS_DBS=embedded npm run bench -- reads     (a quick look)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { userInfo } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/account/password.ts';
import { fillBank } from './bank-fill.ts';
import { rssMb, startChildServer, stopChild, stopChildServer, waitUp } from './child-server.ts';
import { fillRunningContest } from './contest-fill.ts';
import { describeMemoryMap, memoryMap } from './memory-map.ts';
import { WRK_SECONDS, wrk, type WrkCall, type WrkResult } from './wrk.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const BARE_PORT = PORT - 1;
const BASE = `http://127.0.0.1:${PORT}`;
const JUDGES = Number(process.env.BENCH_READS_JUDGES ?? 50_000);
const PARTICIPANTS = Number(process.env.BENCH_READS_PARTICIPANTS ?? 300);
const DBS = (process.env.BENCH_READS_DBS ?? 'embedded,postgres').split(',');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_NAME = 'bench_reads';
const STUDENT_PASSWORD = 'bench-student-pass';
const PAGE_OF_BOARD = 50;
/** How long the server rests after the load before its memory is read, as the memory benchmark does. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

type CallName = 'config' | 'problem list' | 'submissions' | 'board';

/** A database to measure on: the server's environment for it, made empty before and removed after. */
interface Target {
  name: 'embedded' | 'postgres';
  open(): Promise<{ database: Database; env: { DATA_DIR: string } & Record<string, string> }>;
  remove(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function embeddedTarget(): Target {
  let dir = '';
  return {
    name: 'embedded',
    async open() {
      dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-reads-'));
      return { database: await openDatabase({ dataDir: join(dir, 'db') }), env: { DATA_DIR: dir } };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

function postgresTarget(): Target {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_NAME}`;
  let dir = '';
  return {
    name: 'postgres',
    async open() {
      await adminQuery(`drop database if exists ${PG_NAME} with (force)`);
      await adminQuery(`create database ${PG_NAME}`);
      dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-reads-pg-'));
      return { database: await openDatabase({ url: url.toString() }), env: { DATA_DIR: dir, DATABASE_URL: url.toString() } };
    },
    async remove() {
      await adminQuery(`drop database if exists ${PG_NAME} with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The bank and the contest, loaded in bulk and analysed as a loaded site would be. Answers the contest's id. */
async function fill(database: Database): Promise<number> {
  const t0 = performance.now();
  await database.migrate();
  const db = database.db;
  await fillBank(db, { problems: 1000, users: Math.max(2000, PARTICIPANTS), judges: JUDGES });
  const cid = await fillRunningContest(db, { participants: PARTICIPANTS, problems: 10, perUser: 20 });
  await db
    .update(userInfo)
    .set({ password: await hashPassword(STUDENT_PASSWORD) })
    .where(eq(userInfo.username, 'student1'));
  // PostgreSQL's autovacuum would analyse the new rows within a minute; the embedded database has
  // no autovacuum and the server runs its maintenance every ten minutes: both done at once here.
  if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  else await database.maintain();
  await database.close();
  console.log(
    `${database.kind}: 1000 problems, ${JUDGES} submissions, contest of ${PARTICIPANTS} filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return cid;
}

async function login(username: string, password: string): Promise<string> {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`login of ${username} failed: ${await res.text()}`);
  return token;
}

/** One request first, so that a refusal (body status other than 200) stops the run instead of being measured. */
async function checked(call: WrkCall): Promise<WrkResult> {
  const res = await fetch(call.url, {
    method: call.body === undefined ? 'GET' : 'POST',
    headers: { ...call.headers, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const text = await res.text();
  if (!res.ok || !text.startsWith('{"status":200')) throw new Error(`${call.url} answered ${res.status}: ${text.slice(0, 200)}`);
  return wrk(call);
}

function line(label: string, r: WrkResult, bare: number): string {
  const failed = r.failed ? `   failed ${r.failed}` : '';
  return `  ${label.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s  ${ratio(r.rps, bare).padStart(6)}×   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}${failed}`;
}

const ratio = (rps: number, bare: number) => (bare > 0 ? (rps / bare).toFixed(2) : '?');

async function measureBare(body: string): Promise<number> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-route.ts')], {
    env: { ...process.env, BARE_PORT: String(BARE_PORT), BARE_BODY: body },
    stdio: 'ignore',
  });
  try {
    await waitUp(`http://127.0.0.1:${BARE_PORT}/api/get-website-config`, performance.now() + 30_000);
    const r = await wrk({ url: `http://127.0.0.1:${BARE_PORT}/api/get-website-config` });
    console.log(line('bare Fastify route, same JSON', r, r.rps));
    return r.rps;
  } finally {
    await stopChild(child);
  }
}

/** One database: fill, start the server, measure each call; on the embedded one also the idle memory after the load. */
async function measure(
  target: Target,
  bareOf: (configBody: string) => Promise<number>,
): Promise<{ rates: Map<CallName, number>; bare: number; rss?: string }> {
  const { database, env } = await target.open();
  try {
    const cid = await fill(database);
    const server = await startChildServer({
      port: PORT,
      dataDir: env.DATA_DIR,
      password: 'bench-root-pass',
      env: { ARBITER_LOCAL_JUDGE: 'false', ...env },
    });
    try {
      const bare = await bareOf(await (await fetch(`${BASE}/api/get-website-config`)).text());
      const token = await login('student1', STUDENT_PASSWORD);
      const calls: [CallName, string, WrkCall][] = [
        ['config', 'GET /api/get-website-config', { url: `${BASE}/api/get-website-config` }],
        ['problem list', 'problem list, page 1 of 30', { url: `${BASE}/api/get-problem-list?currentPage=1&limit=30` }],
        [
          'submissions',
          'submission list, page 1 of 15 (anonymous)',
          { url: `${BASE}/api/get-submission-list?onlyMine=false&currentPage=1&limit=15` },
        ],
        [
          'board',
          `contest board, page 1 of ${PAGE_OF_BOARD} (participant)`,
          { url: `${BASE}/api/get-contest-rank`, headers: { authorization: token }, body: { cid, currentPage: 1, limit: PAGE_OF_BOARD } },
        ],
      ];
      const rates = new Map<CallName, number>();
      for (const [name, label, call] of calls) {
        const r = await checked(call);
        rates.set(name, r.rps);
        console.log(line(`${target.name}: ${label}`, r, bare));
      }
      if (target.name !== 'embedded') return { rates, bare };
      await sleep(IDLE_SECONDS * 1000);
      const map = await memoryMap(server.child.pid!);
      if (map) console.log(`  embedded: idle RSS by mapping: ${describeMemoryMap(map)}`);
      return { rates, bare, rss: await rssMb(server.child.pid) };
    } finally {
      await stopChildServer(server);
    }
  } finally {
    await target.remove();
  }
}

console.log(`reads: wrk ${WRK_SECONDS} s per call, ${process.env.BENCH_CONNECTIONS ?? 16} connections\n`);
// The bare route is measured again beside each database, so that each ratio compares two rates
// taken under the same conditions (a busy machine moves both).
const results = new Map<string, Awaited<ReturnType<typeof measure>>>();
for (const name of DBS) {
  const target = name === 'postgres' ? postgresTarget() : embeddedTarget();
  results.set(name, await measure(target, measureBare));
}
/** The database whose ratio to its bare route is the worse for a call, and that rate and ratio. */
const worst = (call: CallName) =>
  [...results.values()]
    .map((r) => ({ rate: r.rates.get(call) ?? 0, ratio: (r.rates.get(call) ?? 0) / r.bare }))
    .sort((a, b) => a.ratio - b.ratio)[0]!;
const part = (label: string, call: CallName) => `${label} ${Math.round(worst(call).rate)} (${worst(call).ratio.toFixed(2)}×)`;
const embedded = results.get('embedded');
const postgres = results.get('postgres');
if (embedded && postgres) {
  const calls: CallName[] = ['config', 'problem list', 'submissions', 'board'];
  const parity = calls.map((c) => `${c} ${(postgres.rates.get(c)! / postgres.bare / (embedded.rates.get(c)! / embedded.bare)).toFixed(2)}`);
  console.log(`\nPostgreSQL against embedded, each as a share of its bare route: ${parity.join(', ')}`);
}
const bareMean = [...results.values()].reduce((sum, r) => sum + r.bare, 0) / results.size;
console.log(
  `\nreads: bare ${Math.round(bareMean)} req/s; ${part('config', 'config')}; ${part('problem list', 'problem list')}; ${part('submissions', 'submissions')}; ${part('board', 'board')}; idle RSS ${embedded?.rss ?? '?'} MB`,
);
