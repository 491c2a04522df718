/**
 * A contest's last minutes under load: BENCH_USERS (500) contestants for BENCH_SECONDS (300) s —
 * the board every 30 s, problem views, submissions at exam-end rates (a rush in the last minute),
 * status polling every 2 s while a submission runs — driven from this process against a server
 * in another. Prints p50/p99/max and errors per call, how many submissions were judged, and how
 * late the load generator itself ran. Asserts nothing.
 *
 *   npm run bench -- contest-load                        the single-process default: the real server
 *                                                        as a child process, embedded database, its
 *                                                        local judge host (as root, for the sandbox)
 *   BENCH_TARGET=cluster npm run bench -- contest-load   the replicated deployment of `make cluster`
 *   BENCH_URL=http://host:port BENCH_ROOT_PASSWORD=… npm run bench -- contest-load
 *   BENCH_SECONDS=30 BENCH_USERS=50 npm run bench -- contest-load     (while developing)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, JudgeStatus } from '@arbiter/contract';
import { apiClient, must, type Api } from './api-client.ts';
import { CallStats } from './call-stats.ts';
import { startCluster } from '../deploy/local-cluster.ts';
import { freePort, rssMb, startChildServer, stopChildServer } from './child-server.ts';
import { isRunning, runCrowd } from './contest-crowd.ts';
import { seedContest } from './contest-seed.ts';
import { median, ms, percentile } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const USERS = Number(process.env.BENCH_USERS ?? 500);
const PASSWORD = 'bench-root-pass';

interface Target {
  name: string;
  url: string;
  rootPassword: string;
  /** The server's resident memory, when it is a process of ours. */
  memory?: () => Promise<string>;
  /** Why nothing was judged, when the server can say. */
  lastLines?: () => string[];
  stop: () => Promise<void>;
}

async function singleProcess(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-bench-contest-load-'));
  const server = await startChildServer({
    port: await freePort(),
    dataDir,
    password: PASSWORD,
    env: {
      // 500 sign-ins from one address in a minute.
      RATE_LIMIT_LOGIN: '100000',
      // Sandbox workers are numbered machine-wide: keep clear of a judge host already running here.
      ARBITER_JUDGE_FIRST_WORKER: process.env.ARBITER_JUDGE_FIRST_WORKER ?? '96',
    },
  });
  return {
    name: 'single process',
    url: server.url,
    rootPassword: PASSWORD,
    memory: () => rssMb(server.child.pid),
    lastLines: server.lastLines,
    stop: async () => {
      await stopChildServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The replicated deployment of `make cluster` (deploy/local-cluster.ts), in a directory of its own. */
async function cluster(): Promise<Target> {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-contest-load-cluster-'));
  const c = await startCluster({ dir, port: 8230, postgresPort: 5442, firstWorker: 70 });
  return {
    name: 'cluster',
    url: c.url,
    rootPassword: c.rootPassword,
    stop: async () => {
      await c.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function target(): Promise<Target> {
  if (process.env.BENCH_URL) {
    const rootPassword = process.env.BENCH_ROOT_PASSWORD;
    if (!rootPassword) throw new Error('BENCH_URL needs BENCH_ROOT_PASSWORD');
    return { name: process.env.BENCH_URL, url: process.env.BENCH_URL, rootPassword, stop: async () => undefined };
  }
  return process.env.BENCH_TARGET === 'cluster' ? cluster() : singleProcess();
}

interface FinalStatus {
  status: number;
  /** Submitted → verdict written, by the server's clock (its last change of the row), for judged ones. */
  judgedMs: number | null;
}

/** Every submission as it stands now, asked as root 200 at a time (the call's limit). */
async function finalStatuses(api: Api, root: string, cid: number, ids: readonly number[]): Promise<FinalStatus[]> {
  const out: FinalStatus[] = [];
  for (let from = 0; from < ids.length; from += 200) {
    const submitIds = ids.slice(from, from + 200);
    const res = must(await api('POST', API.checkContestSubmissionsStatus, { token: root, body: { submitIds, cid } }), 'final status check');
    const rows = res.data as Record<string, { status: number; submitTime: string; gmtModified: string }>;
    for (const id of submitIds) {
      const row = rows[String(id)];
      if (!row) out.push({ status: JudgeStatus.PENDING, judgedMs: null });
      else if (isRunning(row.status)) out.push({ status: row.status, judgedMs: null });
      else out.push({ status: row.status, judgedMs: Date.parse(row.gmtModified) - Date.parse(row.submitTime) });
    }
  }
  return out;
}

const VERDICT_NAMES: Record<number, string> = Object.fromEntries(Object.entries(JudgeStatus).map(([name, code]) => [code, name]));

const chosen = await target();
try {
  const api = apiClient(chosen.url);
  const rootReply = must(await api('POST', API.login, { body: { username: 'root', password: chosen.rootPassword } }), 'login as root');
  const root = rootReply.headers.get('authorization') ?? '';
  const tag = `cl${Date.now().toString(36).slice(-6)}`;
  console.log(`contest-load (${chosen.name}): ${USERS} contestants, ${SECONDS} s, at ${chosen.url}`);
  // The contest outlives the run: nothing is refused for being late.
  const seeded = await seedContest(api, root, { users: USERS, tag, endsInSeconds: SECONDS + 1800 });

  const stats = new CallStats();
  const crowd = await runCrowd(
    { api, cid: seeded.cid, displayIds: seeded.displayIds, contestants: seeded.contestants, seconds: SECONDS },
    stats,
  );
  const statuses = await finalStatuses(api, root, seeded.cid, crowd.submitIds);

  console.log('');
  stats.print(crowd.seconds);
  const running = statuses.filter((s) => s.judgedMs === null).length;
  const counts = new Map<number, number>();
  for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const verdicts = [...counts].map(([s, n]) => `${VERDICT_NAMES[s] ?? s} ${n}`).join(', ');
  console.log(
    `\nsubmissions: ${statuses.length} made, ${statuses.length - running} judged, ${running} still waiting at the end (${verdicts}); ` +
      `judged ${((statuses.length - running) / crowd.seconds).toFixed(2)}/s`,
  );
  const judged = statuses.flatMap((s) => (s.judgedMs === null ? [] : [s.judgedMs])).sort((a, b) => a - b);
  console.log(
    `submit → verdict written (server clock): median ${ms(median(judged))} ms, p90 ${ms(percentile(judged, 90))} ms, max ${ms(judged.at(-1) ?? 0)} ms`,
  );
  console.log(`board: ${crowd.boardUnchanged} of ${stats.count('board')} reads answered 304 (the board held was current)`);
  const sortedVerdicts = [...crowd.verdictMs].sort((a, b) => a - b);
  console.log(
    `submit → verdict seen by the poll: median ${ms(median(crowd.verdictMs))} ms, p90 ${ms(percentile(sortedVerdicts, 90))} ms, max ${ms(sortedVerdicts.at(-1) ?? 0)} ms (${crowd.verdictMs.length} seen; ${crowd.pollsGivenUp} no longer polled after a failed poll)`,
  );
  const lag = [...crowd.lagMs].sort((a, b) => a - b);
  console.log(
    `load generator: timers late p50 ${ms(percentile(lag, 50))} ms, p99 ${ms(percentile(lag, 99))} ms, max ${ms(lag.at(-1) ?? 0)} ms; ` +
      `event loop delay p99 ${ms(crowd.loopDelayP99Ms)} ms, max ${ms(crowd.loopDelayMaxMs)} ms; CPU ${(crowd.cpuShare * 100).toFixed(0)}% of a core; ` +
      `machine load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  if (chosen.memory) console.log(`server memory at the end: ${await chosen.memory()} MB RSS`);
  if (statuses.length > 0 && running === statuses.length && chosen.lastLines) {
    console.log(`nothing was judged; the server's last lines:\n  ${chosen.lastLines().join('\n  ')}`);
  }
  console.log(
    `contest-load (${chosen.name}): ${USERS} contestants, ${SECONDS} s; ${stats.callCount()} calls, ${stats.errorCount()} errors; ` +
      `p99 board ${ms(stats.p('board', 99))} ms, submit ${ms(stats.p('submit', 99))} ms, poll ${ms(stats.p('status poll (submission detail)', 99))} ms`,
  );
} finally {
  await chosen.stop();
}
