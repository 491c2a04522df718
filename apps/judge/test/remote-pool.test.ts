/**
 * The account pool under load, end to end: a real server, a real judge host with remote-judging
 * slots (no sandbox) and a fake HDU with three accounts. Twenty submissions at once all finish,
 * and no account ever has two runs in flight (the fake counts a submit made while the same
 * account's previous run was not yet seen finished).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { SCRIPT, hduFake, startFakeSite, type FakeSite, type HduFake } from '@arbiter/remote-judge/test-support';
import { remoteJudgeAccount } from '../../server/src/db/schema.ts';
import { ROOT_PASSWORD, loginAs, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { startJudge } from '../src/main.ts';
import { TEST_JUDGE_TOKEN, verdictOf } from './world.ts';

let server: TestServer;
let fake: HduFake;
let site: FakeSite;
let judgeHost: Awaited<ReturnType<typeof startJudge>>;
let dataDir: string;
const students: TestUser[] = [];
const ACCOUNTS = { pool_a: 'pa-pass', pool_b: 'pb-pass', pool_c: 'pc-pass' };

beforeAll(async () => {
  // Every run goes Queuing → Running → Accepted over three polls.
  fake = hduFake({ ...SCRIPT, previousRun: false }, { accounts: ACCOUNTS });
  site = await startFakeSite(fake.routes);
  // No rate window between submits here: the test is about sharing, not about HDU's pace.
  server = await startTestServer({ remoteUrl: () => site.url, remoteSubmitGapMs: () => 0 });
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  const root = await loginAs(server, 'root', ROOT_PASSWORD);
  const saved = await server.call('PUT', '/api/admin/switch/update', {
    token: root,
    body: { hduUsernameList: Object.keys(ACCOUNTS), hduPasswordList: Object.values(ACCOUNTS) },
  });
  expect(saved.status).toBe(200);
  expect(
    (await server.call('GET', '/api/admin/problem/import-remote-oj-problem', { token: root, query: { name: 'HDU', problemId: '2000' } }))
      .status,
  ).toBe(200);
  for (let i = 0; i < 4; i++) students.push(await addUser(server, `pool_student_${i}`));
  dataDir = await mkdtemp(join(tmpdir(), 'arbiter-remote-pool-'));
  judgeHost = await startJudge({
    server: server.url,
    token: TEST_JUDGE_TOKEN,
    workers: 0,
    remoteSlots: 6,
    // The runner's waits (back-off between polls, the run list re-read) pass fifty times faster.
    remote: { baseUrl: () => site.url, clock: { sleep: (ms) => new Promise((r) => setTimeout(r, ms / 50)), now: () => Date.now() } },
    name: 'remote-pool',
    dataDir,
    cacheBytes: 1 << 20,
    log: () => undefined,
  });
});
afterAll(async () => {
  await judgeHost?.stop();
  await server.close();
  await site.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('judges 20 submissions on 3 accounts, never two at once on one account, and frees every account', async () => {
  const code = (i: number) => `#include <cstdio>\nint main(){ /* ${i} */ int a,b; scanf("%d%d",&a,&b); printf("%d\\n",a+b); }\n`;
  const ids = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const who = students[i % students.length]!;
      const res = await server.call('POST', '/api/submit-problem-judge', {
        token: who.token,
        body: { pid: 'HDU-2000', language: 'G++', code: code(i) },
      });
      expect(res.status, res.msg).toBe(200);
      return { id: res.data.submitId as number, token: who.token };
    }),
  );
  const verdicts = await Promise.all(ids.map(({ id, token }) => verdictOf(server, token, id, 120_000)));
  expect(verdicts.map((v) => v.status)).toEqual(Array(20).fill(JudgeStatus.ACCEPTED));
  expect(fake.overlaps()).toBe(0);
  const byAccount = fake.runsBy();
  expect(Object.values(byAccount).reduce((a, b) => a + b, 0)).toBe(20);
  // With six slots and three accounts, every account took a share.
  expect(Object.keys(byAccount).sort()).toEqual(Object.keys(ACCOUNTS).sort());
  const accounts = await server.ctx.db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.oj, 'HDU'));
  expect(accounts.every((a) => a.leaseTask === null)).toBe(true);
  // Each account logged in once and kept its session for its later runs.
  expect(fake.logins()).toBe(3);
});
