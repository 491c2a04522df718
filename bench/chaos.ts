/**
 * Chaos: a stream of submissions of known verdicts into a running ACM contest on the replicated
 * deployment (deploy/local-cluster.ts), while judge hosts are killed with SIGKILL mid-task, server
 * replicas are killed and started again, and PostgreSQL is restarted once. At the end every
 * submission must have exactly one final verdict, the one its code was written to get, and every
 * replica's kept board must equal a board built from scratch by a fresh process.
 *
 *   npm run bench -- chaos        BENCH_SUBMISSIONS=1000 BENCH_JUDGE_KILLS=24 BENCH_REPLICA_KILLS=3
 *
 * What it watches from outside the product: a trigger of its own on `judge` records every change
 * of a submission's status (so a submission judged twice shows, even to the same verdict), and the
 * queue's `judge_task` rows tell which task a killed host held and when another host took it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API, JudgeStatus } from '@arbiter/contract';
import { LEASE_SECONDS_OF_CLUSTER, startCluster, type Cluster } from '../deploy/local-cluster.ts';
import type { Supervised } from '../deploy/supervised.ts';
import { problemForm } from '../apps/server/test/problem-admin.ts';
import { apiClient } from './api-client.ts';
import { median, percentile, seededPicker } from './load.ts';
import { chaosCode, expectedOf, type Outcome } from './chaos-codes.ts';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const JUDGE_KILLS = Number(process.env.BENCH_JUDGE_KILLS ?? 24);
const REPLICA_KILLS = Number(process.env.BENCH_REPLICA_KILLS ?? 3);
const USERS = 40;
const PASSWORD = 'chaos-pass-1';
const FINAL_WAIT_MS = 10 * 60_000;
/** How long the stream lasts: 150 s for a thousand submissions, the chaos spread over it. */
const SPAN_MS = Math.max(20_000, SUBMISSIONS * 150);
const { pick, next: random } = seededPicker(Number(process.env.BENCH_SEED ?? 20261126));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PENDING = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);

// PostgreSQL and HAProxy, when missing.
spawnSync(join(import.meta.dirname, '../scripts/ensure-system-packages.sh'), ['cluster'], { stdio: 'inherit' });

const dir = await mkdtemp(join(tmpdir(), 'arbiter-chaos-'));
const cluster = await startCluster({ dir, port: 8210, postgresPort: 5441, firstWorker: 60 });
// Ctrl-C stops the cluster too (its PostgreSQL would outlive this process otherwise).
process.once('SIGINT', () => void cluster.stop().finally(() => process.exit(130)));
const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
db.on('error', () => undefined);

/**
 * One API call (through the balancer unless `base` says otherwise), asked again while the cluster
 * answers with a connection error, a timeout or a 5xx; a refusal in the body ends the run.
 */
async function call<T>(method: string, path: string, token: string | null, body?: unknown, base = cluster.url): Promise<T> {
  const api = apiClient(base);
  for (let attempt = 0; ; attempt++) {
    const reply = await api(method, path, { token, body, timeoutMs: 30_000 });
    if (reply.ok) return reply.data as T;
    const down = reply.http === 0 || reply.http >= 500;
    if (!down || attempt > 200) throw new Error(`${method} ${path}: ${reply.http} ${reply.msg}`);
    await sleep(250);
  }
}

/** Signs in through the balancer, again while it is down. */
async function login(username: string, password: string): Promise<string> {
  const api = apiClient(cluster.url);
  for (;;) {
    const token = (await api('POST', API.login, { body: { username, password } })).headers.get('authorization');
    if (token) return token;
    await sleep(250);
  }
}

let exitCode = 1;
try {
  await db.query(`
    create table if not exists chaos_status_log (submit_id bigint, status smallint, at timestamptz default clock_timestamp());
    create or replace function chaos_log_status() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status then
        insert into chaos_status_log (submit_id, status) values (new.submit_id, new.status);
      end if;
      return new;
    end $$;
    drop trigger if exists chaos_log_status on judge;
    create trigger chaos_log_status after insert or update on judge for each row execute function chaos_log_status();`);

  const { cid, problemId } = await seed();
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push(await login(`chaos${i}`, PASSWORD));

  // The stream: every submission's expected verdict is written in its code, so duplicates stored by
  // a call that was cut off after it arrived are checked too.
  const expected = new Map<number, Outcome>();
  const started = Date.now();
  const stream = (async () => {
    const outcomes = Array.from({ length: SUBMISSIONS }, (_, i) => pickOutcome(i));
    let nextIndex = 0;
    const rate = SUBMISSIONS / (SPAN_MS / 1000);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (;;) {
          const i = nextIndex++;
          if (i >= SUBMISSIONS) return;
          const due = started + (i / rate) * 1000;
          if (due > Date.now()) await sleep(due - Date.now());
          const outcome = outcomes[i]!;
          const { language, code } = chaosCode(outcome, i);
          const made = await call<{ submitId: number }>('POST', API.submitProblemJudge, tokens[i % USERS]!, {
            pid: problemId,
            cid,
            language,
            code,
          });
          expected.set(made.submitId, outcome);
        }
      }),
    );
  })();

  // The chaos, spread over the stream.
  const judgeKills: Kill[] = [];
  // A restarted host keeps its id (kept in its data directory), so the names' ids hold throughout.
  const hosts = await db.query<{ id: string; name: string }>('select id, name from judge_host');
  const hostIds = cluster.judges.map((j) => {
    const found = hosts.rows.find((h) => h.name === j.spec.name);
    if (!found) throw new Error(`${j.spec.name} is not registered (hosts: ${JSON.stringify(hosts.rows)})`);
    return found.id;
  });
  /** Judge hosts up and registered (a host being started again is not killed before it is up). */
  const ready = new Set(cluster.judges);
  const restarts: Promise<void>[] = [];
  const chaos = (async () => {
    const span = SPAN_MS;
    const replicaAt = Array.from({ length: REPLICA_KILLS }, (_, k) => started + ((k + 1) * span) / (REPLICA_KILLS + 1));
    const postgresAt = started + span * 0.55;
    let postgresDone = false;
    let kills = 0;
    while (kills < JUDGE_KILLS || replicaAt.length > 0 || !postgresDone) {
      await sleep(span / (JUDGE_KILLS + 2) / 2 + random() * (span / (JUDGE_KILLS + 2)));
      if (replicaAt.length > 0 && Date.now() >= replicaAt[0]!) {
        replicaAt.shift();
        const replica = pick(cluster.replicas);
        await replica.kill9();
        await sleep(1000 + random() * 2000);
        await replica.start();
      }
      if (!postgresDone && Date.now() >= postgresAt) {
        postgresDone = true;
        await cluster.postgres.restart();
      }
      if (kills < JUDGE_KILLS) {
        // A host in the middle of a task, when there is one.
        const held = await heldTasks();
        const up = cluster.judges.map((j, i) => ({ j, tasks: held.get(hostIds[i]!) ?? [] })).filter((h) => ready.has(h.j));
        if (up.length === 0) continue;
        const busy = up.filter((h) => h.tasks.length > 0);
        const victim = pick(busy.length > 0 ? busy : up);
        ready.delete(victim.j);
        await victim.j.kill9();
        judgeKills.push({ at: Date.now(), host: hostIds[cluster.judges.indexOf(victim.j)]!, tasks: victim.tasks, back: new Map() });
        kills++;
        restarts.push(restartLater(victim.j, ready));
      }
    }
  })();

  const requeue = watchRequeues(judgeKills);
  await Promise.all([stream, chaos]);
  await Promise.all(restarts);
  for (const judge of cluster.judges) if (!judge.running) await judge.start();
  for (const replica of cluster.replicas) if (!replica.running) await replica.start();

  // Everything judged (or the wait runs out).
  const ids = [...expected.keys()];
  const deadline = Date.now() + FINAL_WAIT_MS;
  let pending = ids.length;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: string }>('select count(*) as n from judge where cid = $1 and status = any($2)', [
      cid,
      [...PENDING],
    ]);
    pending = Number(rows[0]!.n);
    if (pending === 0) break;
    await sleep(1000);
  }
  const judgedIn = (Date.now() - started) / 1000;
  const { maxRequeue, detail: requeueDetail } = await requeue.stop();

  // Verdicts, from the database: every submission of the contest, acknowledged or not.
  const { rows } = await db.query<{ submit_id: string; status: number; code: string }>(
    'select submit_id, status, code from judge where cid = $1',
    [cid],
  );
  const stored = new Map(rows.map((r) => [Number(r.submit_id), r]));
  const lost = ids.filter((id) => !stored.has(id) || PENDING.has(stored.get(id)!.status)).length;
  const wrongRows = rows.filter((r) => !PENDING.has(r.status) && r.status !== JudgeStatus[expectedOf(r.code)]);
  const unacknowledged = rows.length - ids.filter((id) => stored.has(id)).length;
  const log = await db.query<{ submit_id: string; finals: string; distinct_finals: string }>(
    `select l.submit_id, count(*) as finals, count(distinct l.status) as distinct_finals
       from chaos_status_log l join judge j on j.submit_id = l.submit_id
      where j.cid = $1 and l.status <> all($2)
      group by l.submit_id having count(*) > 1`,
    [cid, [...PENDING]],
  );
  const twiceDifferent = log.rows.filter((r) => Number(r.distinct_finals) > 1).length;
  const twiceSame = log.rows.length - twiceDifferent;

  const boardsEqual = await compareBoards(cluster, cid);
  const byVerdict = new Map<string, number>();
  for (const r of rows) {
    const name = Object.entries(JudgeStatus).find(([, v]) => v === r.status)?.[0] ?? String(r.status);
    byVerdict.set(name, (byVerdict.get(name) ?? 0) + 1);
  }
  console.log(`chaos: stream and judging took ${judgedIn.toFixed(0)} s; ${pending} still pending at the end`);
  console.log(`chaos: verdicts ${[...byVerdict].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`chaos: ${requeueDetail}`);
  console.log(
    `chaos: ${unacknowledged} stored submissions whose call was cut off (checked too); judged twice to the same verdict: ${twiceSame}`,
  );
  if (wrongRows.length > 0)
    console.log(
      `chaos: wrong verdicts: ${wrongRows
        .slice(0, 10)
        .map((r) => `#${r.submit_id} ${r.status} (want ${expectedOf(r.code)})`)
        .join(', ')}`,
    );
  const replicaKills = cluster.replicas.reduce((n, r) => n + r.kills, 0);
  const judgeKillCount = cluster.judges.reduce((n, j) => n + j.kills, 0);
  console.log(
    `chaos: ${ids.length} submissions; lost ${lost}; wrong ${wrongRows.length}; judged twice ${twiceDifferent}; judge kills ${judgeKillCount}; replica kills ${replicaKills}; max requeue ${maxRequeue.toFixed(1)} s; board equal ${boardsEqual ? 'yes' : 'no'}`,
  );
  exitCode = lost || wrongRows.length || twiceDifferent || !boardsEqual ? 1 : 0;
} finally {
  await db.end().catch(() => undefined);
  await cluster.stop();
  if (exitCode === 0) await rm(dir, { recursive: true, force: true });
  else console.log(`chaos: the cluster's files and logs are kept in ${dir}`);
}
process.exitCode = exitCode;

/** Mostly accepted, as in a contest, with every other kind of ending represented. */
function pickOutcome(i: number): Outcome {
  const r = (i * 7919) % 100;
  if (r < 50) return 'ACCEPTED';
  if (r < 72) return 'WRONG_ANSWER';
  if (r < 82) return 'COMPILE_ERROR';
  if (r < 94) return 'RUNTIME_ERROR';
  return 'TIME_LIMIT_EXCEEDED';
}

async function restartLater(judge: Supervised, ready: Set<Supervised>): Promise<void> {
  await sleep(500 + random() * 2500);
  await judge.start();
  ready.add(judge);
}

/** Judge host id → the ids of the tasks it holds a live lease on. */
async function heldTasks(): Promise<Map<string, number[]>> {
  const { rows } = await db
    .query<{ lease_owner: string; id: string }>(
      'select lease_owner, id from judge_task where lease_owner is not null and lease_expires_at > now()',
    )
    .catch(() => ({ rows: [] as { lease_owner: string; id: string }[] }));
  const held = new Map<string, number[]>();
  for (const r of rows) held.set(r.lease_owner, [...(held.get(r.lease_owner) ?? []), Number(r.id)]);
  return held;
}

/** A judge host killed with the tasks it held a live lease on. */
interface Kill {
  at: number;
  host: string;
  tasks: number[];
  /** When each task was seen back in the queue. */
  back: Map<number, number>;
}

/**
 * For every task a killed host held: how long until it was back in the queue (its lease ended —
 * put back when the host started again, or run out), and how long until another claim took it or
 * it was finished. The longest of the first is the "max requeue"; the second adds the queue's wait.
 */
function watchRequeues(kills: Kill[]) {
  const requeued: number[] = [];
  const retaken: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const kill of kills.filter((k) => k.tasks.length > 0)) {
        const found = await db
          .query<{ id: string; lease_owner: string | null; leased: boolean; claimed_at: Date | null }>(
            `select id, lease_owner, lease_expires_at > now() as leased, lease_expires_at - make_interval(secs => $2) as claimed_at
               from judge_task where id = any($1)`,
            [kill.tasks, LEASE_SECONDS_OF_CLUSTER],
          )
          .catch(() => null);
        if (!found) continue;
        const now = Date.now();
        kill.tasks = kill.tasks.filter((id) => {
          const row = found.rows.find((r) => Number(r.id) === id);
          const back = kill.back.get(id);
          if (back === undefined && (!row || !row.leased || row.lease_owner !== kill.host)) kill.back.set(id, now);
          // Taken again: by another host, or by the same id claiming anew after the kill, or finished.
          const again = !row || (row.leased && (row.lease_owner !== kill.host || (row.claimed_at?.getTime() ?? 0) > kill.at));
          if (!again) return true;
          requeued.push(((kill.back.get(id) ?? now) - kill.at) / 1000);
          retaken.push((now - kill.at) / 1000);
          return false;
        });
      }
      await sleep(200);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      const max = (xs: number[]) => xs.reduce((m, x) => Math.max(m, x), 0);
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      return {
        maxRequeue: max(requeued),
        detail: `requeue after a kill: median ${median(requeued).toFixed(1)} s, p90 ${percentile(sorted(requeued), 90).toFixed(1)} s; taken again: median ${median(retaken).toFixed(1)} s, max ${max(retaken).toFixed(1)} s (${requeued.length} tasks)`,
      };
    },
  };
}

/** Every replica's board, and a fresh process's, page by page as root sees it. */
async function compareBoards(c: Cluster, cid: number): Promise<boolean> {
  const fresh = c.extraReplica(8219);
  await fresh.start();
  try {
    const root = await login('root', c.rootPassword);
    const boardAt = (base: string) =>
      call<{ records: unknown[]; total: number }>('POST', API.contestRank, root, { cid, currentPage: 1, limit: 500 }, base);
    const reference = JSON.stringify(await boardAt(c.replicaUrl(fresh)));
    let equal = true;
    for (const replica of c.replicas) {
      const board = JSON.stringify(await boardAt(c.replicaUrl(replica)));
      if (board !== reference) {
        equal = false;
        console.log(`chaos: the board of ${replica.spec.name} differs from a fresh build`);
      }
    }
    return equal;
  } finally {
    await fresh.stop();
  }
}

/** Users, an A+B problem and a running ACM contest holding it, made through the balancer as root. */
async function seed(): Promise<{ cid: number; problemId: string }> {
  const root = await login('root', cluster.rootPassword);
  await call('PUT', API.adminSwitchUpdate, root, { defaultSubmitInterval: 0 });
  await call('POST', API.adminUserInsertBatch, root, {
    users: Array.from({ length: USERS }, (_, i) => [`chaos${i}`, PASSWORD, `chaos${i}@school.example`]),
  });
  const languages = await call<{ id: number; name: string }[]>('GET', `${API.languages}?all=false`, root);
  const problemId = 'CHAOS';
  const lids = languages.filter((l) => l.name === 'Python3' || l.name === 'C').map((l) => l.id);
  const samples = Array.from({ length: 3 }, (_, i) => ({ input: `${i} ${i * 3}\n`, output: `${i * 4}\n` }));
  await call('POST', API.adminProblem, root, problemForm(lids, { samples }, { problemId, title: 'A + B under fire', auth: 1 }));
  const bank = await call<{ records: { id: number; problemId: string }[] }>('GET', `${API.adminProblemList}?limit=50&currentPage=1`, root);
  const pid = bank.records.find((p) => p.problemId === problemId)!.id;
  const now = Date.now();
  const made = await call<{ id: number }>('POST', API.adminContest, root, {
    title: 'Chaos Cup',
    description: 'Submissions under failure.',
    type: 0,
    auth: 0,
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 6 * 3_600_000).toISOString(),
    sealRank: false,
    openRank: true,
    rankShowName: 'username',
    autoRealRank: true,
    visible: true,
  });
  await call('POST', API.adminAddContestProblemFromPublic, root, { pid, cid: made.id, displayId: 'A' });
  return { cid: made.id, problemId: 'A' };
}
