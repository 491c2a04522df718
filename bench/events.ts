/**
 * Live push at scale: the server as `make start` runs it (embedded database, no local judge), a
 * running public contest, BENCH_STREAMS (2,000) open event streams watching its board, and one
 * verdict written through the judge-host API. Prints what the streams cost the server (memory,
 * CPU) and how long the one board change took to reach every stream, and the verdict its author.
 * Asserts nothing.
 *
 *   npm run bench -- events
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, JUDGE_HOST_API, JudgeStatus } from '@arbiter/contract';
import { problemForm } from '../apps/server/test/problem-admin.ts';
import { apiClient, must } from './api-client.ts';
import { freePort, startChildServer, stopChildServer } from './child-server.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const JUDGE_TOKEN = 'bench-events-judge-token';

/** The server's resident memory and its CPU time so far (user + system, ms), from /proc. */
async function serverUsage(pid: number): Promise<{ rssMb: number; cpuMs: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; 100 a second on Linux.
  const ticks = Number(stat[11]) + Number(stat[12]);
  return { rssMb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024, cpuMs: ticks * 10 };
}

interface Watcher {
  /** performance.now() when each event name was first seen after `armed`. */
  seen: Map<string, number>;
  close: () => void;
}

/** Opens one stream and notes when each event arrives; resolves once it has greeted. */
async function watch(url: string, headers: Record<string, string> = {}): Promise<Watcher> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`stream refused: HTTP ${res.status}`);
  const seen = new Map<string, number>();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let greeted: () => void = () => undefined;
  const hello = new Promise<void>((r) => (greeted = r));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        for (const m of decoder.decode(value, { stream: true }).matchAll(/^event: (\w+)$/gm)) {
          if (m[1] === 'hello') greeted();
          else if (!seen.has(m[1]!)) seen.set(m[1]!, at);
        }
      }
    } catch {
      // closed at the end
    }
  })();
  await hello;
  return { seen, close: () => abort.abort() };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-events-'));
const port = await freePort();
const server = await startChildServer({
  port,
  dataDir: dir,
  password: 'bench-root-pass',
  env: { ARBITER_LOCAL_JUDGE: 'false', ARBITER_JUDGE_TOKEN: JUDGE_TOKEN },
});
const base = server.url;
const api = apiClient(base);
const watchers: Watcher[] = [];
try {
  const root = must(await api('POST', API.login, { body: { username: 'root', password: 'bench-root-pass' } }), 'login').headers.get(
    'authorization',
  )!;
  const as = { token: root };
  must(await api('PUT', API.adminSwitchUpdate, { ...as, body: { defaultSubmitInterval: 0 } }), 'switch');
  const languages = must(await api('GET', API.languages, { ...as, query: { all: false } }), 'languages').data as {
    id: number;
    name: string;
  }[];
  const cpp = languages.find((l) => l.name === 'C++')!.id;
  const problem = must(
    await api('POST', API.adminProblem, { ...as, body: problemForm([cpp], {}, { problemId: 'LIVEAB', auth: 1 }) }),
    'problem',
  ).data as { pid: number };
  const now = Date.now();
  const contest = must(
    await api('POST', API.adminContest, {
      ...as,
      body: {
        title: 'Live board',
        description: 'Watched by every stream of the benchmark.',
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 3600_000).toISOString(),
        type: 0,
        auth: 0,
        rankShowName: 'username',
        visible: true,
      },
    }),
    'contest',
  ).data as { id: number };
  must(
    await api('POST', API.adminAddContestProblemFromPublic, { ...as, body: { pid: problem.pid, cid: contest.id, displayId: 'A' } }),
    'add',
  );

  const before = await serverUsage(server.child.pid!);
  const t0 = performance.now();
  const url = `${base}${API.events}?cid=${contest.id}`;
  // Opened in batches, as a class's tabs would open them, not all in one instant.
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, () => watch(url)));
    watchers.push(...batch);
  }
  const author = await watch(`${base}${API.events}`, { authorization: root });
  watchers.push(author);
  const openMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 2000));
  const open = await serverUsage(server.child.pid!);

  // The contestant submits; a judge host (this benchmark, through the judge-host API) judges it.
  const sent = must(
    await api('POST', API.submitProblemJudge, {
      ...as,
      body: {
        pid: 'A',
        cid: contest.id,
        language: 'C++',
        code: '#include <cstdio>\nint main(){int a,b;std::scanf("%d%d",&a,&b);std::printf("%d\\n",a+b);}',
        tid: null,
        gid: null,
        isRemote: false,
      },
    }),
    'submit',
  ).data as { submitId: number };
  const headers = { 'x-judge-token': JUDGE_TOKEN };
  const host = must(
    await api('POST', JUDGE_HOST_API.register, {
      headers,
      body: { name: 'bench', languages: ['C++'], workers: 1, cpuCores: 1, version: 'bench' },
    }),
    'register',
  ).data as { hostId: string };
  const task = must(await api('POST', JUDGE_HOST_API.claim, { headers, body: { hostId: host.hostId, waitMs: 5000 } }), 'claim').data as {
    taskId: number;
  };
  // Wait out the submission's own board event, so that the one measured is the verdict's.
  await new Promise((r) => setTimeout(r, 2500));
  for (const w of watchers) w.seen.clear();
  const cpuBefore = (await serverUsage(server.child.pid!)).cpuMs;
  const resultAt = performance.now();
  must(
    await api('POST', JUDGE_HOST_API.result, {
      headers,
      body: {
        hostId: host.hostId,
        taskId: task.taskId,
        submission: { status: JudgeStatus.ACCEPTED, time: 1, memory: 1024, score: null, errorMessage: null, cases: [] },
      },
    }),
    'result',
  );
  const answeredMs = performance.now() - resultAt;
  const deadline = performance.now() + 30_000;
  const boardWatchers = watchers.slice(0, STREAMS);
  while (boardWatchers.some((w) => !w.seen.has('board')) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const cpuAfter = (await serverUsage(server.child.pid!)).cpuMs;
  const reached = boardWatchers.filter((w) => w.seen.has('board')).map((w) => w.seen.get('board')! - resultAt);
  reached.sort((a, b) => a - b);
  const verdictMs = (author.seen.get('verdict') ?? Number.NaN) - resultAt;
  void sent;

  const perStreamKb = ((open.rssMb - before.rssMb) * 1024) / STREAMS;
  console.log(`events: ${STREAMS} streams watching one contest's board, and one for the verdict's author`);
  console.log(
    `  opened in ${(openMs / 1000).toFixed(1)} s; server RSS ${before.rssMb.toFixed(0)} → ${open.rssMb.toFixed(0)} MB (${perStreamKb.toFixed(1)} KB a stream)`,
  );
  console.log(
    `  the result call answered in ${answeredMs.toFixed(1)} ms; its verdict reached the author's stream in ${verdictMs.toFixed(1)} ms`,
  );
  console.log(
    `  the board change reached ${reached.length} of ${STREAMS} streams: p50 ${percentile(reached, 50).toFixed(0)} ms, p99 ${percentile(reached, 99).toFixed(0)} ms, last ${reached.at(-1)!.toFixed(0)} ms; server CPU ${cpuAfter - cpuBefore} ms`,
  );
  console.log(
    `\nevents: ${STREAMS} streams cost ${(open.rssMb - before.rssMb).toFixed(0)} MB; one board change fanned out to ${reached.length} in ${reached.at(-1)!.toFixed(0)} ms (p50 ${percentile(reached, 50).toFixed(0)}), ${cpuAfter - cpuBefore} ms of server CPU; verdict to its author ${verdictMs.toFixed(0)} ms`,
  );
} finally {
  for (const w of watchers) w.close();
  await stopChildServer(server);
  await rm(dir, { recursive: true, force: true });
}
