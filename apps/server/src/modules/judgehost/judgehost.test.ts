import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JUDGE_HOST_API, JudgeStatus, MAX_TASK_ATTEMPTS, type SubmissionOutcome } from '@arbiter/contract';
import { judge, judgeCase, judgeTask, userAcproblem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { hostOffering, putHostToSleep } from './hosts.ts';
import { queueSubmission } from '../submission/submit.ts';
import { claimTask, enqueue, removeTask, workWaitingFor } from './queue.ts';

let server: TestServer;
let student: TestUser;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}';

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  student = await addUser(server, 'student');
  await addProblem(server, {
    problemId: 'AB',
    cases: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
    languages: ['C++', 'Python3'],
  });
});
afterAll(async () => {
  await server.close();
});

/** Speaks the judge-host API as a host would (the real host is tested end to end elsewhere). */
function host(token = 'test-judge-token') {
  const post = (path: string, body: unknown) => server.call('POST', path, { body, headers: { 'x-judge-token': token } });
  return {
    post,
    register: async (languages = ['C++', 'Python3'], name = 'host-a', again?: { hostId: string; fresh: boolean }) => {
      const res = await post(JUDGE_HOST_API.register, { name, languages, workers: 2, cpuCores: 2, version: 'test', ...again });
      return res.data.hostId as string;
    },
    claim: (hostId: string, waitMs = 0) => post(JUDGE_HOST_API.claim, { hostId, waitMs }),
  };
}

async function submitAb(code = CODE, language = 'C++') {
  const res = await server.call('POST', '/api/submit-problem-judge', { token: student.token, body: { pid: 'AB', language, code } });
  expect(res.status).toBe(200);
  return res.data.submitId as number;
}

function accepted(cases = 2): SubmissionOutcome {
  return {
    status: JudgeStatus.ACCEPTED,
    time: 3,
    memory: 1024,
    score: null,
    errorMessage: null,
    cases: Array.from({ length: cases }, (_, i) => ({
      caseId: null,
      seq: i + 1,
      status: 0,
      time: 3,
      memory: 1024,
      score: null,
      groupNum: 1,
      mode: 'default',
      inputData: `${i + 1}.in`,
      outputData: `${i + 1}.out`,
      userOutput: null,
    })),
  };
}

async function drainQueue() {
  await server.ctx.db.delete(judgeTask);
}

describe('judge-host authentication', () => {
  it('refuses calls without the judge token', async () => {
    const res = await host('wrong').post(JUDGE_HOST_API.register, { name: 'x', languages: [], workers: 1, cpuCores: 1, version: 'v' });
    expect(res.http).toBe(401);
    const none = await server.call('POST', JUDGE_HOST_API.claim, { body: { hostId: 'abcdefgh' } });
    expect(none.http).toBe(401);
  });

  it('refuses an unknown host', async () => {
    const res = await host().claim('not-registered-host');
    expect(res.http).toBe(404);
  });
});

describe('claim, progress and result', () => {
  it('gives a host the submission with its problem and cases, then records the verdict', async () => {
    await drainQueue();
    const h = host();
    const hostId = await h.register();
    const submitId = await submitAb();

    const claimed = await h.claim(hostId);
    expect(claimed.status).toBe(200);
    const task = claimed.data;
    expect(task).toMatchObject({ kind: 'judge', submitId, language: 'C++', code: CODE, version: 0 });
    expect(task.problem.cases).toHaveLength(2);
    expect(task.problem.cases[0]).toMatchObject({ seq: 1, inputName: '1.in', outputName: '1.out', outputSize: 2 });

    // The test data comes by hash.
    const data = await fetch(`${server.url}${JUDGE_HOST_API.data}/${task.problem.cases[1].inputHash}`, {
      headers: { 'x-judge-token': 'test-judge-token' },
    });
    expect(await data.text()).toBe('5 7\n');
    const notData = await fetch(`${server.url}${JUDGE_HOST_API.data}/${'0'.repeat(64)}`, {
      headers: { 'x-judge-token': 'test-judge-token' },
    });
    expect(notData.status).toBe(404);

    // Nobody else gets the same task.
    const other = host();
    const otherId = await other.register(['C++'], 'host-b');
    expect((await other.claim(otherId)).http).toBe(204);

    await h.post(JUDGE_HOST_API.progress, { hostId, taskId: task.taskId, status: 6 });
    let detail = await server.call('GET', '/api/get-submission-detail', { query: { submitId }, token: student.token });
    expect(detail.data.submission).toMatchObject({ status: JudgeStatus.COMPILING, judger: 'host-a' });

    const timing = { compileMs: 120.25, caseMs: [4, 6.5] };
    const res = await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, hostMs: 140, submission: { ...accepted(), timing } });
    expect(res.status).toBe(200);
    detail = await server.call('GET', '/api/get-submission-detail', { query: { submitId }, token: student.token });
    expect(detail.data.submission).toMatchObject({ status: 0, time: 3, memory: 1024, code: CODE });
    // Where the time went is for admins: the author does not see it, root does.
    expect(detail.data).not.toHaveProperty('timing');
    const asRoot = await server.call('GET', '/api/get-submission-detail', { query: { submitId }, token: await tokenFor(server, '1') });
    const stages = asRoot.data.timing;
    expect(stages).toMatchObject({ compileMs: 120.3, runMs: 10.5, cases: 2, slowestCaseMs: 6.5, hostOtherMs: 9.2 });
    for (const key of ['queueMs', 'transferMs', 'writeMs', 'totalMs']) expect(stages[key]).toBeGreaterThanOrEqual(0);
    expect(stages.totalMs).toBeGreaterThanOrEqual(stages.queueMs);
    const cases = await server.call('GET', '/api/get-all-case-result', { query: { submitId } });
    expect(cases.data.judgeCaseList).toHaveLength(2);
    const log = await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.submitId, submitId));
    expect(log).toHaveLength(1);
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(0);
  });

  it('refuses a result whose timing is not a duration, and changes nothing', async () => {
    await drainQueue();
    const h = host();
    const hostId = await h.register();
    const submitId = await submitAb();
    const task = (await h.claim(hostId)).data;
    for (const bad of [{ hostMs: -1 }, { submission: { ...accepted(), timing: { compileMs: 'fast', caseMs: [] } } }]) {
      const res = await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, submission: accepted(), ...bad });
      expect(res.http).toBe(400);
    }
    const row = (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
    expect(row).toMatchObject({ status: JudgeStatus.PENDING, timing: null });
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(1);
  });

  it('gives a task only to hosts that have its language', async () => {
    await drainQueue();
    const h = host();
    const pyOnly = await h.register(['Python3'], 'py-host');
    await submitAb();
    expect((await h.claim(pyOnly)).http).toBe(204);
  });

  it('wakes a waiting claim when any writer queues work: the database announces it, no poll', async () => {
    await drainQueue();
    // A server whose claims never look again unannounced: only the insert's notice can wake one.
    const quiet = await startTestServer({ claimRepollMs: 600_000 });
    try {
      const post = (path: string, body: unknown) => quiet.call('POST', path, { body, headers: { 'x-judge-token': 'test-judge-token' } });
      const hostId = (await post(JUDGE_HOST_API.register, { name: 'quiet', languages: ['C++'], workers: 1, cpuCores: 1, version: 't' }))
        .data.hostId as string;
      const waiting = post(JUDGE_HOST_API.claim, { hostId, waitMs: 30_000 });
      // Until the claim waits, nothing is queued; written straight into the table, as another replica would.
      await vi.waitFor(() => expect(quiet.ctx.bell.waiting('sandbox')).toBe(1));
      const pid = await addProblem(quiet, { problemId: 'Q', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C++'] });
      const sub = await queueSubmission(quiet.ctx.db, {
        pid,
        problemId: 'Q',
        user: { uid: '1', username: 'root' },
        code: CODE,
        language: 'C++',
        ip: null,
      });
      const claimed = await waiting;
      expect(claimed.http).toBe(200);
      expect(claimed.data.submitId).toBe(sub.submitId);

      // Two queued in one transaction are one notice: the claim that got the first wakes the next.
      const both = [post(JUDGE_HOST_API.claim, { hostId, waitMs: 30_000 }), post(JUDGE_HOST_API.claim, { hostId, waitMs: 30_000 })];
      await vi.waitFor(() => expect(quiet.ctx.bell.waiting('sandbox')).toBe(2));
      const queued = await quiet.ctx.db.transaction(async (tx) => {
        const user = { uid: '1', username: 'root' };
        const one = await queueSubmission(tx, { pid, problemId: 'Q', user, code: CODE, language: 'C++', ip: null });
        const two = await queueSubmission(tx, { pid, problemId: 'Q', user, code: CODE, language: 'C++', ip: null });
        return [one.submitId, two.submitId];
      });
      const answers = await Promise.all(both);
      expect(answers.map((a) => a.data.submitId).sort()).toEqual(queued.sort());
    } finally {
      await quiet.close();
    }
  });

  it('wakes a waiting claim as soon as a submission arrives', async () => {
    await drainQueue();
    const h = host();
    const hostId = await h.register();
    const started = Date.now();
    const waiting = h.claim(hostId, 10_000);
    await new Promise((r) => setTimeout(r, 200));
    const submitId = await submitAb();
    const claimed = await waiting;
    expect(claimed.http, JSON.stringify(claimed)).toBe(200);
    expect(claimed.data.submitId).toBe(submitId);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('a host that goes quiet', () => {
  it('loses the task when its lease runs out; another host judges it once; the first host cannot write', async () => {
    await drainQueue();
    const a = host();
    const aId = await a.register(['C++'], 'dies');
    const b = host();
    const bId = await b.register(['C++'], 'survives');
    const submitId = await submitAb();
    const first = await a.claim(aId);
    // The lease runs out (as if 30 s passed without a heartbeat).
    await server.ctx.db.update(judgeTask).set({ leaseExpiresAt: new Date(Date.now() - 1000) });
    const second = await b.claim(bId);
    expect(second.data.submitId).toBe(submitId);
    const heartbeat = await a.post(JUDGE_HOST_API.heartbeat, { hostId: aId, taskIds: [first.data.taskId] });
    expect(heartbeat.data.lost).toEqual([first.data.taskId]);
    const late = await a.post(JUDGE_HOST_API.result, { hostId: aId, taskId: first.data.taskId, submission: accepted() });
    expect(late.http).toBe(404);
    await b.post(JUDGE_HOST_API.result, {
      hostId: bId,
      taskId: second.data.taskId,
      submission: { ...accepted(), status: JudgeStatus.WRONG_ANSWER },
    });
    const row = (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
    expect(row).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, judger: 'survives' });
    expect(await server.ctx.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId))).toHaveLength(2);
  });

  it('ends as System Error after too many hosts vanished with it', async () => {
    await drainQueue();
    const h = host();
    const hostId = await h.register(['C++'], 'flaky');
    const submitId = await submitAb();
    for (let i = 0; i < MAX_TASK_ATTEMPTS; i++) {
      expect((await h.claim(hostId)).data.submitId).toBe(submitId);
      await server.ctx.db.update(judgeTask).set({ leaseExpiresAt: new Date(Date.now() - 1000) });
    }
    expect((await h.claim(hostId)).http).toBe(204);
    const row = (await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
    expect(row.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(row.errorMessage).toContain(`failed ${MAX_TASK_ATTEMPTS} times`);
  });

  it('puts back what a killed host held as soon as it starts again, and only then', async () => {
    await drainQueue();
    const h = host();
    const hostId = await h.register(['C++'], 'killed');
    const submitId = await submitAb();
    expect((await h.claim(hostId)).data.submitId).toBe(submitId);
    // Registering again while alive (the server forgot it) keeps its task in hand.
    await h.register(['C++'], 'killed', { hostId, fresh: false });
    const other = host();
    const otherId = await other.register(['C++'], 'other');
    expect((await other.claim(otherId)).http).toBe(204);
    // The same id from a new process: the task is free at once, long before its lease would end.
    await h.register(['C++'], 'killed', { hostId, fresh: true });
    expect((await other.claim(otherId)).data.submitId).toBe(submitId);
  });
});

describe('rejudge, cancel and manual judge', () => {
  it('drops a result of the round before a rejudge, and keeps the solved list exact', async () => {
    await drainQueue();
    const root = await addUser(server, 'boss', { role: 1000 });
    const h = host();
    const hostId = await h.register(['C++'], 'rejudger');
    const submitId = await submitAb();
    const round1 = await h.claim(hostId);
    await h.post(JUDGE_HOST_API.result, { hostId, taskId: round1.data.taskId, submission: accepted() });
    expect(await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.submitId, submitId))).toHaveLength(1);

    const re = await server.call('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId } });
    expect(re.data).toMatchObject({ status: JudgeStatus.PENDING, version: 1 });
    expect(await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.submitId, submitId))).toHaveLength(0);
    const round2 = await h.claim(hostId);
    expect(round2.data.version).toBe(1);
    await h.post(JUDGE_HOST_API.result, {
      hostId,
      taskId: round2.data.taskId,
      submission: { ...accepted(), status: JudgeStatus.WRONG_ANSWER },
    });
    expect((await server.ctx.db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!.status).toBe(JudgeStatus.WRONG_ANSWER);

    // Manual judge to AC puts it back in the solved list; cancel takes it out.
    const manual = await server.call('GET', '/api/admin/judge/manual-judge', { token: root.token, query: { submitId, status: 0 } });
    expect(manual.data).toMatchObject({ status: 0, judger: 'boss' });
    expect(await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.submitId, submitId))).toHaveLength(1);
    const cancel = await server.call('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId } });
    expect(cancel.data.status).toBe(JudgeStatus.CANCELLED);
    expect(await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.submitId, submitId))).toHaveLength(0);
  });

  it('leaves the judging actions to the super admin', async () => {
    const admin = await addUser(server, 'plainadmin', { role: 1001 });
    const submitId = await submitAb();
    for (const path of ['/api/admin/judge/rejudge', '/api/admin/judge/cancel-judge']) {
      expect((await server.call('GET', path, { token: admin.token, query: { submitId } })).http).toBe(403);
      expect((await server.call('GET', path, { token: student.token, query: { submitId } })).http).toBe(403);
      expect((await server.call('GET', path, { query: { submitId } })).http).toBe(401);
    }
  });
});

describe('the judge-service view', () => {
  it('lists hosts as available, or faulty when they stopped calling', async () => {
    const admin = await addUser(server, 'viewer', { role: 1001 });
    const h = host();
    const hostId = await h.register(['C++'], 'old-host');
    const { judgeHost } = await import('../../db/schema.ts');
    await server.ctx.db
      .update(judgeHost)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(judgeHost.id, hostId));
    const res = await server.call('GET', '/api/admin/config/get-judge-service-info', { token: admin.token });
    const hosts = res.data as { name: string; status: string }[];
    expect(hosts.find((x) => x.name === 'old-host')?.status).toBe('faulty');
    expect(hosts.find((x) => x.name === 'host-a')?.status).toBe('available');
    expect((await server.call('GET', '/api/admin/config/get-judge-service-info', { token: student.token })).http).toBe(403);
  });
});

describe('a sleeping host', () => {
  it('is listed as asleep and offering its languages until it registers again', async () => {
    const admin = await addUser(server, 'night-viewer', { role: 1001 });
    const h = host();
    const hostId = await h.register(['Go'], 'sleepy');
    const { judgeHost } = await import('../../db/schema.ts');
    await putHostToSleep(server.ctx.db, hostId);
    // Long unheard of, yet not faulty: the server that stopped it starts it again when work comes.
    await server.ctx.db
      .update(judgeHost)
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(judgeHost.id, hostId));
    const status = async () => {
      const res = await server.call('GET', '/api/admin/config/get-judge-service-info', { token: admin.token });
      return (res.data as { name: string; status: string }[]).find((x) => x.name === 'sleepy')?.status;
    };
    expect(await status()).toBe('asleep');
    expect(await hostOffering(server.ctx.db, 'Go')).toBe(true);
    await h.register(['Go'], 'sleepy', { hostId, fresh: true });
    expect(await status()).toBe('available');
  });

  it('has work waiting when a free task in one of its languages is queued, or one it held', async () => {
    const h = host();
    const sleeper = await h.register(['Rust'], 'sleeper');
    const other = await h.register(['Rust'], 'other');
    expect(await workWaitingFor(server.ctx.db, sleeper)).toBe(false);
    await enqueue(server.ctx.db, { kind: 'test', testKey: 'sleep-test', language: 'Rust', priority: 2 });
    expect(await workWaitingFor(server.ctx.db, sleeper)).toBe(true);
    // Leased by a live host: not this host's work.
    const taken = await claimTask(server.ctx.db, other, ['Rust'], 60);
    expect(taken).not.toBeNull();
    expect(await workWaitingFor(server.ctx.db, sleeper)).toBe(false);
    // Held by the sleeper itself when it stopped: its start puts it back.
    await server.ctx.db.update(judgeTask).set({ leaseOwner: sleeper }).where(eq(judgeTask.id, taken!.id));
    expect(await workWaitingFor(server.ctx.db, sleeper)).toBe(true);
    await removeTask(server.ctx.db, taken!.id);
    expect(await workWaitingFor(server.ctx.db, sleeper)).toBe(false);
  });
});
