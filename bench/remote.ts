/**
 * Remote judging against the fake HDU on 127.0.0.1 (recorded pages, answering at once), so what is
 * measured is this side: the pool, the queue, the runner's waits. A real server, a remote-only judge
 * host with BENCH_REMOTE_SLOTS (8) slots and BENCH_REMOTE_ACCOUNTS (5) accounts, the real clock.
 * Also how long an import takes to say that a judge is down (connection refused) or silent (a site
 * that accepts the connection and never answers). Prints numbers; asserts nothing.
 *
 *   npm run bench -- remote
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus } from '@arbiter/contract';
import { SCRIPT, hduFake, startFakeSite } from '@arbiter/remote-judge/test-support';
import { ROOT_PASSWORD, loginAs, startTestServer } from '../apps/server/test/harness.ts';
import { addUser } from '../apps/server/test/fixtures.ts';
import { startJudge } from '../apps/judge/src/main.ts';
import { median, ms, percentile } from './load.ts';

const SUBMISSIONS = Number(process.env.BENCH_REMOTE_SUBMISSIONS ?? 40);
const SLOTS = Number(process.env.BENCH_REMOTE_SLOTS ?? 8);
const ACCOUNTS = Number(process.env.BENCH_REMOTE_ACCOUNTS ?? 5);

const accounts = Object.fromEntries(Array.from({ length: ACCOUNTS }, (_, i) => [`bench_acc_${i}`, `pass-${i}`]));
const fake = hduFake({ ...SCRIPT, previousRun: false }, { accounts });
const site = await startFakeSite(fake.routes);
const silent = await startFakeSite([{ method: 'GET', path: /.*/, handle: () => ({ hang: true }) }]);
const server = await startTestServer({
  remoteUrl: (key) => (key === 'HDU' ? site.url : key === 'POJ' ? silent.url : 'http://127.0.0.1:1023'),
  remoteSubmitGapMs: () => 0,
});
const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-bench-remote-'));
try {
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  const root = await loginAs(server, 'root', ROOT_PASSWORD);
  await server.call('PUT', '/api/admin/switch/update', {
    token: root,
    body: { hduUsernameList: Object.keys(accounts), hduPasswordList: Object.values(accounts) },
  });

  const timeImport = async (name: string, problemId: string) => {
    const started = performance.now();
    const res = await server.call('GET', '/api/admin/problem/import-remote-oj-problem', { token: root, query: { name, problemId } });
    return { ms: performance.now() - started, msg: res.msg as string };
  };
  const imported = await timeImport('HDU', '2000');
  const refused = await timeImport('SPOJ', 'TEST');
  const hanging = await timeImport('POJ', '1000');
  console.log(`remote import: HDU-2000 ${ms(imported.ms)} ms (${imported.msg})`);
  console.log(`remote import, judge down: ${ms(refused.ms)} ms, "${refused.msg}"`);
  console.log(`remote import, judge silent: ${(hanging.ms / 1000).toFixed(1)} s, "${hanging.msg}"`);

  const host = await startJudge({
    server: server.url,
    token: 'test-judge-token',
    workers: 0,
    remoteSlots: SLOTS,
    remote: { baseUrl: () => site.url },
    name: 'bench-remote',
    dataDir,
    cacheBytes: 1 << 20,
    log: () => undefined,
  });
  const student = await addUser(server, 'bench_remote_student');
  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, i) => {
      const res = await server.call('POST', '/api/submit-problem-judge', {
        token: student.token,
        body: { pid: 'HDU-2000', language: 'G++', code: `#include <cstdio>\nint main(){ /* ${i} */ return 0; }\n` },
      });
      return { id: res.data.submitId as number, at: performance.now() };
    }),
  );
  const latencies: number[] = [];
  await Promise.all(
    ids.map(async ({ id, at }) => {
      for (;;) {
        const res = await server.call('GET', '/api/get-submission-detail', { token: student.token, query: { submitId: id } });
        if (res.data.submission.status === JudgeStatus.ACCEPTED) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      latencies.push(performance.now() - at);
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  await host.stop();
  console.log(
    `remote: ${SUBMISSIONS} submissions on ${ACCOUNTS} accounts, ${SLOTS} slots: all Accepted in ${(wall / 1000).toFixed(1)} s ` +
      `(${((SUBMISSIONS / wall) * 60_000).toFixed(0)}/min); submit → verdict median ${ms(median(latencies))} ms, p90 ${ms(percentile(latencies, 90))} ms; ` +
      `logins ${fake.logins()}, account overlaps ${fake.overlaps()}; a run alone takes the runner's waits, ${ms(latencies[0] ?? 0)} ms`,
  );
} finally {
  await server.close();
  await site.close();
  await silent.close();
  await rm(dataDir, { recursive: true, force: true });
}
