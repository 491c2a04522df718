/**
 * Judging throughput: how many A+B submissions (C++, 20 tests each) a judge host on this machine
 * judges per minute, end to end — HTTP submit, queue, claim, compile, 20 sandboxed runs, result.
 * Runs the real server (embedded database) and a real judge host with one worker per core.
 *
 *   npm run bench -- judging            BENCH_SUBMISSIONS=60 by default
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { JudgeStatus, Role } from '@arbiter/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { createContext, ensureRootUser } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedLanguages } from '../apps/server/src/modules/problem-admin/languages.ts';
import { createUser } from '../apps/server/src/modules/account/create-user.ts';
import { startJudge } from '../apps/judge/src/main.ts';
import { problemForm } from '../apps/server/test/problem-admin.ts';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 60);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

const dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-judging-'));
const config = {
  ...loadConfig({ DATA_DIR: dir, ARBITER_ADMIN_PASSWORD: 'bench-root-pass', ARBITER_JUDGE_TOKEN: 'bench-judge-token' }),
  port: 0,
  host: '127.0.0.1',
};
const database = await openDatabase({ dataDir: join(dir, 'db') });
await database.migrate();
await seedLanguages(database.db);
const ctx = await createContext(config, database);
await ensureRootUser(ctx);
await ctx.site.write('switch', { defaultSubmitInterval: 0 });
await createUser(ctx, { username: 'bencher', password: 'bencher-pass', email: null, role: Role.DEFAULT_USER });
const app = await buildApp(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { headers: res.headers, body: (await res.json()) as { status: number; msg: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function login(username: string, password: string): Promise<string> {
  return (await call('POST', '/api/login', null, { username, password })).headers.get('authorization') ?? '';
}

// Worker numbers of its own, so that a judge running on this machine is left alone.
const judge = await startJudge({
  server: base,
  token: 'bench-judge-token',
  workers: WORKERS,
  firstWorker: 80,
  name: 'bench',
  dataDir: join(dir, 'judge'),
  cacheBytes: 256 << 20,
  log: () => undefined,
});
try {
  const root = await login('root', 'bench-root-pass');
  const { language } = await import('../apps/server/src/db/schema.ts');
  const cpp = (await database.db.select().from(language)).find((l) => l.name === 'C++');
  const samples = Array.from({ length: 20 }, (_, i) => ({ input: `${i} ${i * 7}\n`, output: `${i * 8}\n` }));
  const created = await call('POST', '/api/admin/problem', root, problemForm([cpp!.id], { samples }, { problemId: 'BENCHAB', auth: 1 }));
  if (created.body.status !== 200) throw new Error(`problem: ${created.body.msg}`);
  const user = await login('bencher', 'bencher-pass');

  // Warm up: the first compile and the test data download.
  const warm = await call('POST', '/api/submit-problem-judge', user, { pid: 'BENCHAB', language: 'C++', code: AB });
  await waitAll(user, [warm.body.data.submitId as number]);

  const t0 = performance.now();
  const ids: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i++)
    ids.push((await call('POST', '/api/submit-problem-judge', user, { pid: 'BENCHAB', language: 'C++', code: AB })).body.data.submitId);
  const statuses = await waitAll(user, ids);
  const seconds = (performance.now() - t0) / 1000;
  const accepted = statuses.filter((s) => s === JudgeStatus.ACCEPTED).length;
  if (accepted < statuses.length) console.log(`verdicts: ${JSON.stringify(statuses)}`);
  console.log(
    `judging: ${SUBMISSIONS} A+B submissions (C++, 20 tests each) on ${WORKERS} worker(s) in ${seconds.toFixed(1)} s, ${accepted} accepted`,
  );
  console.log(
    `judging throughput: ${((SUBMISSIONS / seconds) * 60).toFixed(0)} submissions per minute (${((SUBMISSIONS * 20) / seconds).toFixed(0)} test runs per second)`,
  );
} finally {
  await judge.stop();
  app.server.closeAllConnections();
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

async function waitAll(token: string, ids: number[]): Promise<number[]> {
  const done = new Map<number, number>();
  while (done.size < ids.length) {
    const res = await call('POST', '/api/check-submissions-status', token, { submitIds: ids.filter((id) => !done.has(id)) });
    for (const [id, row] of Object.entries(res.body.data as Record<string, { status: number }>)) {
      if (![JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(row.status as never))
        done.set(Number(id), row.status);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return ids.map((id) => done.get(id)!);
}
