/**
 * A judge host killed in the middle of a task: its lease runs out, another host judges the task,
 * once, and nothing is lost.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { judge, judgeCase } from '../../server/src/db/schema.ts';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { addUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { startJudge } from '../src/main.ts';
import { TEST_PROOF_DIR, until } from './world.ts';

let server: TestServer;
let hostB: Awaited<ReturnType<typeof startJudge>> | undefined;

beforeAll(async () => {
  server = await startTestServer({ judgeLeaseSeconds: 2 });
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
});
afterAll(async () => {
  await hostB?.stop();
  await server.close();
});

const SLOW_AB =
  '#include <cstdio>\n#include <unistd.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);usleep(700000);printf("%lld\\n",a+b);return 0;}';

async function status(submitId: number) {
  return (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
}

it('judges the task of a killed host once, on another host', async () => {
  const user = await addUser(server, 'patient');
  await addProblem(server, {
    problemId: 'SLOW',
    cases: [
      { input: '1 2\n', output: '3\n' },
      { input: '3 4\n', output: '7\n' },
      { input: '5 6\n', output: '11\n' },
      { input: '7 8\n', output: '15\n' },
    ],
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'arbiter-failover-'));
  // Host A in its own process group, so that killing it takes its sandbox helper along.
  const hostA = spawn(
    process.execPath,
    [
      join(import.meta.dirname, '../src/main.ts'),
      '--server',
      server.url,
      '--workers',
      '1',
      '--first-worker',
      '40',
      '--name',
      'A',
      '--data-dir',
      join(dataDir, 'a'),
      '--proof-dir',
      TEST_PROOF_DIR,
    ],
    { env: { ...process.env, ARBITER_JUDGE_TOKEN: 'test-judge-token' }, stdio: 'ignore', detached: true },
  );
  const sent = await server.call('POST', '/api/submit-problem-judge', {
    token: user.token,
    body: { pid: 'SLOW', language: 'C++', code: SLOW_AB },
  });
  const submitId = sent.data.submitId as number;

  await until('host A to start judging', async () => {
    const row = await status(submitId);
    return row.status === JudgeStatus.JUDGING && row.judger === 'A' ? row : undefined;
  });
  process.kill(-hostA.pid!, 'SIGKILL');

  hostB = await startJudge({
    server: server.url,
    token: 'test-judge-token',
    workers: 1,
    firstWorker: 41,
    name: 'B',
    dataDir: join(dataDir, 'b'),
    cacheBytes: 64 << 20,
    proofDir: TEST_PROOF_DIR,
    log: () => undefined,
  });
  const done = await until('the verdict', async () => {
    const row = await status(submitId);
    return [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(row.status as never) ? undefined : row;
  });
  expect(done).toMatchObject({ status: JudgeStatus.ACCEPTED, judger: 'B' });
  const cases = await server.ctx.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId));
  expect(cases.map((c) => c.seq).sort()).toEqual([1, 2, 3, 4]);
});
