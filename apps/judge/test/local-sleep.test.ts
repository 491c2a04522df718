/**
 * The server's own judge host sleeps when idle and wakes for work: the real launcher, its worker
 * thread, the real sandbox. While asleep it is listed as such and still offers its languages, a
 * submission wakes it and is judged, and it goes back to sleep afterwards.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JudgeStatus, Role, type JudgeHostVO } from '@arbiter/contract';
import { startLocalJudge } from '../../server/src/local-judge.ts';
import { hostOffering } from '../../server/src/modules/judgehost/hosts.ts';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { addUser, type TestUser } from '../../server/test/fixtures.ts';
import { addProblem } from '../../server/test/problems.ts';
import { TEST_PROOF_DIR, until, verdictOf } from './world.ts';

let server: TestServer;
let judge: ReturnType<typeof startLocalJudge>;
let admin: TestUser;
let student: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  admin = await addUser(server, 'sleep-admin', { role: Role.ADMIN });
  student = await addUser(server, 'night-owl');
  await addProblem(server, { problemId: 'WAKE', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C++'] });
  judge = startLocalJudge(server.ctx, {
    port: Number(new URL(server.url).port),
    log: (line) => lines.push(line),
    sleepAfterSeconds: 1,
    workers: 1,
    firstWorker: 20,
    proofDir: TEST_PROOF_DIR,
  });
}, 120_000);

afterAll(async () => {
  await judge?.stop();
  await server?.close();
});

async function hostStatus(): Promise<JudgeHostVO['status'] | undefined> {
  const res = await server.call('GET', '/api/admin/config/get-judge-service-info', { token: admin.token });
  return (res.data as JudgeHostVO[]).find((h) => h.name === 'local')?.status;
}

/** Waits for the host's listed status to be `status`. */
const statusBecomes = (what: string, status: JudgeHostVO['status']) =>
  until(what, async () => ((await hostStatus()) === status ? true : undefined), { ms: 90_000, detail: () => lines.join('\n') });

const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

it('sleeps when idle, still offering its languages, and wakes to judge a submission', async () => {
  await statusBecomes('the host to register', 'available');
  await statusBecomes('the idle host to sleep', 'asleep');
  expect(lines.some((l) => l.includes('goes to sleep'))).toBe(true);
  // Submissions and checker compiles are not refused for want of a host while it sleeps.
  expect(await hostOffering(server.ctx.db, 'C++')).toBe(true);

  const sent = await server.call('POST', '/api/submit-problem-judge', {
    token: student.token,
    body: { pid: 'WAKE', language: 'C++', code: AB },
  });
  expect(sent.status, sent.msg).toBe(200);
  const verdict = await verdictOf(server, student.token, sent.data.submitId as number);
  expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
  expect(lines.some((l) => l.includes('starts again'))).toBe(true);

  // Idle again after the task: back to sleep, and woken again by the next one.
  await statusBecomes('the host to sleep again', 'asleep');
  const again = await server.call('POST', '/api/submit-problem-judge', {
    token: student.token,
    body: { pid: 'WAKE', language: 'C++', code: AB },
  });
  expect((await verdictOf(server, student.token, again.data.submitId as number)).status).toBe(JudgeStatus.ACCEPTED);
});
