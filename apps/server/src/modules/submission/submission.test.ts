import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_HOST_API, JudgeStatus } from '@arbiter/contract';
import { judgeTask, testJudge } from '../../db/schema.ts';
import { sweepTestRuns } from './submit.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let root: TestUser;
let hostId: string;
let openPid: number;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';

const hostPost = (path: string, body: unknown) => server.call('POST', path, { body, headers: { 'x-judge-token': 'test-judge-token' } });

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  alice = await addUser(server, 'alice');
  bob = await addUser(server, 'bob');
  root = await addUser(server, 'chief', { role: 1000 });
  openPid = await addProblem(server, { problemId: 'P1', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C++', 'Python3'] });
  await addProblem(server, { problemId: 'HIDDEN', cases: [{ input: '', output: '' }], auth: 2 });
  await addProblem(server, { problemId: 'CLOSED', cases: [{ input: '', output: '' }], openCaseResult: false });
  hostId = (await hostPost(JUDGE_HOST_API.register, { name: 'h', languages: ['C++', 'Python3'], workers: 1, cpuCores: 1, version: 't' }))
    .data.hostId;
});
afterAll(async () => {
  await server.close();
});

function submit(body: Record<string, unknown>, token: string | null = alice.token) {
  return server.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'P1', language: 'C++', code: CODE, ...body } });
}

/** Judges whatever is queued as the given verdict, as a host would. */
async function judgeQueued(status: number) {
  for (;;) {
    const claimed = await hostPost(JUDGE_HOST_API.claim, { hostId, waitMs: 0 });
    if (claimed.http === 204) return;
    const t = claimed.data;
    if (t.kind === 'test') {
      await hostPost(JUDGE_HOST_API.result, {
        hostId,
        taskId: t.taskId,
        test: { status, time: 1, memory: 2, userOutput: '3\n', stderr: '' },
      });
    } else {
      const cases = t.problem.cases.map((c: { seq: number }) => ({
        caseId: null,
        seq: c.seq,
        status,
        time: 1,
        memory: 2,
        score: null,
        groupNum: 1,
        mode: 'default',
        inputData: null,
        outputData: null,
        userOutput: 'checker says hi',
      }));
      const errorMessage = status === JudgeStatus.WRONG_ANSWER ? 'secret judge details' : null;
      await hostPost(JUDGE_HOST_API.result, {
        hostId,
        taskId: t.taskId,
        submission: { status, time: 1, memory: 2, score: null, errorMessage, cases },
      });
    }
  }
}

describe('POST /api/submit-problem-judge', () => {
  it('stores a Pending submission and queues it', async () => {
    await server.ctx.db.delete(judgeTask);
    const res = await submit({});
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: JudgeStatus.PENDING,
      displayPid: 'P1',
      username: 'alice',
      language: 'C++',
      cid: 0,
      length: CODE.length,
    });
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(1);
  });

  it.each([
    ['no token', { token: null }, 401, undefined],
    ['empty code', { body: { code: '   ' } }, 400, 'Code can not be empty'],
    ['code over 65535', { body: { code: 'x'.repeat(65_536) } }, 400, 'Code Length can not exceed 65535'],
  ])('refuses %s', async (_name, opts: { token?: null; body?: Record<string, unknown> }, http, msg) => {
    const res = await submit(opts.body ?? {}, opts.token === null ? null : alice.token);
    expect(res.http).toBe(http);
    if (msg) expect(res.msg).toBe(msg);
  });

  it('refuses short code, unknown problems, hidden problems, languages the problem does not allow', async () => {
    expect((await submit({ code: 'int main(){}' })).msg).toBe('Code Length can not be less than 50');
    expect((await submit({ pid: 'NOPE' })).status).toBe(404);
    expect((await submit({ pid: 'HIDDEN' })).status).toBe(403);
    expect((await submit({ language: 'Java' })).msg).toBe('This language is not allowed for the problem');
    // Python is exempt from the 50-character minimum.
    expect((await submit({ language: 'Python3', code: 'print(sum(map(int,input().split())))' })).status).toBe(200);
  });

  it('refuses users whose role may not submit (HTTP 403)', async () => {
    const muted = await addUser(server, 'nosubmit', { role: 1003 });
    expect((await submit({}, muted.token)).http).toBe(403);
  });

  it('limits practice submissions to one per interval', async () => {
    await server.ctx.site.write('switch', { defaultSubmitInterval: 30 });
    try {
      const carol = await addUser(server, 'carol');
      expect((await submit({}, carol.token)).status).toBe(200);
      const again = await submit({}, carol.token);
      expect(again.status).toBe(403);
      expect(again.msg).toMatch(/too fast/);
    } finally {
      await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
    }
  });

  it('refuses when judging is switched off', async () => {
    await server.ctx.site.write('switch', { defaultSubmitInterval: 0, openPublicJudge: false });
    try {
      expect((await submit({})).status).toBe(403);
    } finally {
      await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
    }
  });
});

describe('reading submissions', () => {
  it('shows the code to its author and admins only, until shared', async () => {
    await server.ctx.db.delete(judgeTask);
    const submitId = (await submit({})).data.submitId;
    await judgeQueued(JudgeStatus.WRONG_ANSWER);
    const mine = await server.call('GET', '/api/get-submission-detail', { token: alice.token, query: { submitId } });
    expect(mine.data.submission.code).toBe(CODE);
    expect(mine.data.submission.errorMessage).toBe('The error message does not support viewing.');
    const theirs = await server.call('GET', '/api/get-submission-detail', { token: bob.token, query: { submitId } });
    expect(theirs.data.submission.code).toBeNull();
    expect(theirs.data.submission.ip).toBeNull();
    const anonymous = await server.call('GET', '/api/get-submission-detail', { query: { submitId } });
    expect(anonymous.data.submission.code).toBeNull();
    const admin = await server.call('GET', '/api/get-submission-detail', { token: root.token, query: { submitId } });
    expect(admin.data.submission.code).toBe(CODE);

    // Only the author may share; then everyone sees the code.
    expect((await server.call('PUT', '/api/submission', { token: bob.token, body: { submitId, share: true } })).status).toBe(403);
    expect((await server.call('PUT', '/api/submission', { token: alice.token, body: { submitId, share: true } })).status).toBe(200);
    const shared = await server.call('GET', '/api/get-submission-detail', { token: bob.token, query: { submitId } });
    expect(shared.data.submission.code).toBe(CODE);
    expect((await server.call('PUT', '/api/submission', { token: alice.token, body: { submitId, share: 'yes' } })).http).toBe(400);
  });

  it('answers unknown submissions with body 404 and a bad id with HTTP 400', async () => {
    expect((await server.call('GET', '/api/get-submission-detail', { query: { submitId: 999999 } })).status).toBe(404);
    expect((await server.call('GET', '/api/get-submission-detail', { query: { submitId: 'abc' } })).http).toBe(400);
  });

  it('lists per-case results unless the problem keeps them closed', async () => {
    await server.ctx.db.delete(judgeTask);
    const open = (await submit({})).data.submitId;
    const closed = (await submit({ pid: 'CLOSED' })).data.submitId;
    await judgeQueued(JudgeStatus.ACCEPTED);
    const res = await server.call('GET', '/api/get-all-case-result', { query: { submitId: open } });
    expect(res.data.judgeCaseMode).toBe('default');
    expect(res.data.judgeCaseList[0]).toEqual({
      time: 1,
      memory: 2,
      score: null,
      status: 0,
      userOutput: 'checker says hi',
      groupNum: 1,
      seq: 1,
      mode: 'default',
    });
    expect((await server.call('GET', '/api/get-all-case-result', { token: bob.token, query: { submitId: closed } })).data).toBeNull();
    const forAdmin = await server.call('GET', '/api/get-all-case-result', { token: root.token, query: { submitId: closed } });
    expect(forAdmin.data.judgeCaseList).toHaveLength(1);
  });

  it('checks the status of several submissions at once without their code', async () => {
    const a = (await submit({})).data.submitId;
    const res = await server.call('POST', '/api/check-submissions-status', { body: { submitIds: [a, 999999] } });
    expect(Object.keys(res.data)).toEqual([String(a)]);
    expect(res.data[String(a)]).toMatchObject({ status: JudgeStatus.PENDING, code: null });
    expect((await server.call('POST', '/api/check-submissions-status', { body: { submitIds: 'x' } })).http).toBe(400);
  });

  it('gives back the latest accepted code', async () => {
    await server.ctx.db.delete(judgeTask);
    const dave = await addUser(server, 'dave');
    const none = await server.call('GET', '/api/get-last-ac-code', { token: dave.token, query: { pid: openPid } });
    expect(none.data.code).toBe('');
    await submit({}, dave.token);
    await judgeQueued(JudgeStatus.ACCEPTED);
    const res = await server.call('GET', '/api/get-last-ac-code', { token: dave.token, query: { pid: openPid } });
    expect(res.data).toMatchObject({ code: CODE, language: 'C++' });
    expect((await server.call('GET', '/api/get-last-ac-code', { query: { pid: openPid } })).http).toBe(401);
  });
});

describe('online test runs', () => {
  it('queues a run, answers Pending, then the result once', async () => {
    await server.ctx.db.delete(judgeTask);
    const res = await server.call('POST', '/api/submit-problem-test-judge', {
      token: alice.token,
      body: { pid: openPid, type: 'public', code: CODE, language: 'C++', userInput: '1 2', expectedOutput: '3' },
    });
    const key = res.data as string;
    expect(key).toMatch(/^TEST_JUDGE_/);
    const pending = await server.call('GET', '/api/get-test-judge-result', { token: alice.token, query: { testJudgeKey: key } });
    expect(pending.data).toEqual({ status: JudgeStatus.PENDING });
    // Another user cannot read it.
    expect((await server.call('GET', '/api/get-test-judge-result', { token: bob.token, query: { testJudgeKey: key } })).status).toBe(400);
    await judgeQueued(JudgeStatus.ACCEPTED);
    const done = await server.call('GET', '/api/get-test-judge-result', { token: alice.token, query: { testJudgeKey: key } });
    expect(done.data).toMatchObject({ status: 0, userInput: '1 2', expectedOutput: '3', userOutput: '3\n', problemJudgeMode: 'default' });
    const gone = await server.call('GET', '/api/get-test-judge-result', { token: alice.token, query: { testJudgeKey: key } });
    expect(gone.status).toBe(400);
  });

  it('refuses input over 1000 characters', async () => {
    const res = await server.call('POST', '/api/submit-problem-test-judge', {
      token: alice.token,
      body: { pid: openPid, code: CODE, language: 'C++', userInput: 'x'.repeat(1001) },
    });
    expect(res).toMatchObject({ http: 400, msg: 'The input can not exceed 1000 characters' });
  });

  it('forgets unread runs once they expire', async () => {
    await server.ctx.db
      .insert(testJudge)
      .values({ key: 'TEST_JUDGE_old', uid: alice.uid, pid: openPid, request: {}, expiresAt: new Date(Date.now() - 1000) });
    await server.ctx.db
      .insert(testJudge)
      .values({ key: 'TEST_JUDGE_new', uid: alice.uid, pid: openPid, request: {}, expiresAt: new Date(Date.now() + 60_000) });
    expect(await sweepTestRuns(server.ctx)).toBeGreaterThanOrEqual(1);
    const left = (await server.ctx.db.select({ key: testJudge.key }).from(testJudge)).map((r) => r.key);
    expect(left).toContain('TEST_JUDGE_new');
    expect(left).not.toContain('TEST_JUDGE_old');
  });
});
