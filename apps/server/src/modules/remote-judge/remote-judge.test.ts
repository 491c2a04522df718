import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_HOST_API, JudgeStatus, remoteMessage } from '@arbiter/contract';
import { ADAPTERS } from '@arbiter/remote-judge';
import { SCRIPT, hduFake, startFakeSite, type FakeSite } from '@arbiter/remote-judge/test-support';
import {
  contestProblem,
  judge,
  judgeTask,
  language,
  problem,
  problemCase,
  problemLanguage,
  remoteJudgeAccount,
  trainingProblem,
} from '../../db/schema.ts';
import { ROOT_PASSWORD, loginAs, startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { addStaff, createContest, type Staff } from '../contest-admin/test-support.ts';
import { addGroupCast } from '../group/test-support.ts';
import { localTwin } from './local-twin.ts';

/**
 * Remote judging through the HTTP API: imports from a fake HDU on 127.0.0.1, submissions queued
 * for remote-judging hosts with an account leased to each, the judge-host calls that report a run
 * id and a verdict, resubmit, and the states a user reads while waiting or after a failure.
 */

let server: TestServer;
let site: FakeSite;
let root: string;
let staff: Staff;
let amy: TestUser;
let ben: TestUser;
let hduPid: number;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

beforeAll(async () => {
  site = await startFakeSite(hduFake(SCRIPT, { accounts: { acc1: 'pw1', acc2: 'pw2' } }).routes);
  server = await startTestServer({ remoteUrl: (key) => (key === 'HDU' ? site.url : 'http://127.0.0.1:1023') });
  await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  root = await loginAs(server, 'root', ROOT_PASSWORD);
  staff = await addStaff(server, 'rj');
  amy = await addUser(server, 'rj_amy');
  ben = await addUser(server, 'rj_ben');
});
afterAll(async () => {
  await server.close();
  await site.close();
});

const importToBank = (token: string, name: string, problemId: string) =>
  server.call('GET', '/api/admin/problem/import-remote-oj-problem', { token, query: { name, problemId } });

const setAccounts = (usernames: string[], passwords: string[]) =>
  server.call('PUT', '/api/admin/switch/update', { token: root, body: { hduUsernameList: usernames, hduPasswordList: passwords } });

const submitHdu = (user: TestUser, extra: Record<string, unknown> = {}) =>
  server.call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid: 'HDU-2000', language: 'G++', code: CODE, ...extra } });

function host() {
  const post = (path: string, body: unknown) => server.call('POST', path, { body, headers: { 'x-judge-token': 'test-judge-token' } });
  return {
    post,
    register: async () =>
      (await post(JUDGE_HOST_API.register, { name: 'remote-host', languages: ['remote:HDU'], workers: 1, cpuCores: 2, version: 't' })).data
        .hostId as string,
    claim: (hostId: string, remote: boolean) => post(JUDGE_HOST_API.claim, { hostId, waitMs: 0, remote }),
  };
}

describe('import-remote-oj-problem', () => {
  it('imports a problem into the bank as HDU-2000 with its limits, samples, source link and languages', async () => {
    const res = await importToBank(root, 'hdu', '2000');
    expect(res).toMatchObject({ status: 200, msg: 'Import Successfully', data: null });
    const row = (await server.ctx.db.select().from(problem).where(eq(problem.problemId, 'HDU-2000')))[0]!;
    hduPid = row.id;
    expect(row).toMatchObject({
      isRemote: true,
      title: 'ASCII码排序',
      timeLimit: 1000,
      memoryLimit: 32,
      stackLimit: 32,
      auth: 1,
      author: 'root',
    });
    expect(row.examples).toContain('<input>');
    expect(row.source).toContain(`href="${site.url}/showproblem.php?pid=2000"`);
    const langs = await server.ctx.db
      .select({ name: language.name })
      .from(problemLanguage)
      .innerJoin(language, eq(language.id, problemLanguage.lid))
      .where(eq(problemLanguage.pid, hduPid));
    expect(langs.map((l) => l.name).sort()).toEqual(ADAPTERS.HDU.languages.map((l) => l.name).sort());
    // Shown to everyone in the bank's HDU filter.
    const list = await server.call('GET', '/api/get-problem-list', { query: { oj: 'HDU' } });
    expect(list.data.records.map((p: { problemId: string }) => p.problemId)).toEqual(['HDU-2000']);
  });

  it('refuses to import the same problem twice', async () => {
    expect(await importToBank(root, 'HDU', '2000')).toMatchObject({ status: 400 });
    expect(await server.ctx.db.select().from(problem).where(eq(problem.problemId, 'HDU-2000'))).toHaveLength(1);
  });

  it('says when the judge has no such problem, and stores nothing', async () => {
    const res = await importToBank(root, 'HDU', '99999');
    expect(res).toMatchObject({ status: 400, msg: remoteMessage('NOT_FOUND', 'HDU', '99999').en });
    expect(await server.ctx.db.select().from(problem).where(eq(problem.problemId, 'HDU-99999'))).toHaveLength(0);
  });

  it('answers at once, in words, when the judge cannot be reached', async () => {
    const started = Date.now();
    const res = await importToBank(root, 'POJ', '1000');
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(/^POJ could not be reached: /);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('is for admins only and checks the judge key', async () => {
    expect(await importToBank(amy.token, 'HDU', '2000')).toMatchObject({ status: 403 });
    expect(await importToBank(root, 'NOPE', '2000')).toMatchObject({ status: 400 });
  });

  it('imports into a contest under a display id, taking the problem already in the bank', async () => {
    const cid = await createContest(server, staff.admin.token, { title: 'Remote cup' });
    const res = await server.call('GET', '/api/admin/contest/import-remote-oj-problem', {
      token: staff.admin.token,
      query: { name: 'HDU', problemId: '2000', cid, displayId: 'A' },
    });
    expect(res).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const link = await server.ctx.db
      .select()
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, hduPid)));
    expect(link[0]).toMatchObject({ displayId: 'A' });
    // Another contest's admin may not import into this one.
    expect(
      await server.call('GET', '/api/admin/contest/import-remote-oj-problem', {
        token: staff.otherAdmin.token,
        query: { name: 'HDU', problemId: '2000', cid, displayId: 'B' },
      }),
    ).toMatchObject({ status: 403 });
    // A problem put in a contest becomes the contest's (auth 3); practice below needs it public again.
    expect((await server.ctx.db.select().from(problem).where(eq(problem.id, hduPid)))[0]!.auth).toBe(3);
    await server.ctx.db.update(problem).set({ auth: 1 }).where(eq(problem.id, hduPid));
  });

  it('lets admins edit the statement of a remote problem, but not its ID, its languages or cases', async () => {
    const hduLids = (await server.ctx.db.select({ id: language.id }).from(language).where(eq(language.oj, 'HDU'))).map((l) => l.id);
    const form = (problemId: string, lids: number[]) =>
      problemForm(
        lids,
        {},
        { id: hduPid, problemId, title: 'ASCII sort (edited)', auth: 1, timeLimit: 1000, memoryLimit: 32, stackLimit: 32 },
      );
    const saved = await server.call('PUT', '/api/admin/problem', { token: root, body: form('HDU-2000', hduLids) });
    expect(saved.status, saved.msg).toBe(200);
    const row = (await server.ctx.db.select().from(problem).where(eq(problem.id, hduPid)))[0]!;
    expect(row).toMatchObject({ title: 'ASCII sort (edited)', problemId: 'HDU-2000', isRemote: true });
    // The form's hand-entered samples are not made test cases of a problem judged elsewhere.
    expect(await server.ctx.db.select().from(problemCase).where(eq(problemCase.pid, hduPid))).toHaveLength(0);
    expect(await server.call('PUT', '/api/admin/problem', { token: root, body: form('MY-2000', hduLids) })).toMatchObject({
      status: 400,
      msg: 'The ID of a remote problem names its judge and cannot be changed',
    });
    const own = await languageIds(server, ['C++']);
    expect(await server.call('PUT', '/api/admin/problem', { token: root, body: form('HDU-2000', own) })).toMatchObject({ status: 400 });
  });

  it('imports into a training', async () => {
    const category = await server.call('POST', '/api/admin/training/category', { token: root, body: { name: 'Remote', color: '#409EFF' } });
    const created = await server.call('POST', '/api/admin/training', {
      token: root,
      body: { training: { title: 'Remote practice', description: 'D', auth: 'Public' }, trainingCategory: { id: category.data.id } },
    });
    expect(created.status, created.msg).toBe(200);
    const tid = (await server.call('GET', '/api/admin/training/get-training-list', { token: root, query: {} })).data.records[0]
      .id as number;
    const res = await server.call('GET', '/api/admin/training/import-remote-oj-problem', {
      token: root,
      query: { name: 'HDU', problemId: '2000', tid },
    });
    expect(res).toMatchObject({ status: 200 });
    expect(await server.ctx.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid))).toEqual([
      expect.objectContaining({ pid: hduPid }),
    ]);
  });

  it("imports into a group's training for the group's admins, and refuses its members and strangers", async () => {
    const cast = await addGroupCast(server, 'rj');
    const category = await server.call('POST', '/api/admin/training/category', {
      token: root,
      body: { name: 'Remote group', color: '#67C23A' },
    });
    const made = await server.call('POST', '/api/group/training', {
      token: cast.groupAdmin.token,
      body: {
        training: { title: 'Class remote', description: 'D', auth: 'Public', gid: cast.gid },
        trainingCategory: { id: category.data.id },
      },
    });
    expect(made.status, made.msg).toBe(200);
    const tid = made.data.id as number;
    const call = (token: string) =>
      server.call('GET', '/api/group/import-training-remote-oj-problem', { token, query: { name: 'HDU', problemId: '2000', tid } });
    expect(await call(cast.member.token)).toMatchObject({ status: 403 });
    expect(await call(cast.stranger.token)).toMatchObject({ status: 403 });
    expect(await server.ctx.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid))).toHaveLength(0);
    expect(await call(cast.groupAdmin.token)).toMatchObject({ status: 200, msg: 'Import Successfully' });
    expect(await server.ctx.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid))).toEqual([
      expect.objectContaining({ pid: hduPid }),
    ]);
  });
});

describe('remote submissions', () => {
  it('ends at once with a clear System Error when the judge has no account', async () => {
    const res = await submitHdu(amy);
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, errorMessage: remoteMessage('NO_ACCOUNT', 'HDU').en });
    expect(await server.ctx.db.select().from(judgeTask).where(eq(judgeTask.submitId, res.data.submitId))).toHaveLength(0);
  });

  it("tries a remote problem's test run here, in the own language closest to the remote one", async () => {
    await server.ctx.db.delete(judgeTask);
    const res = await server.call('POST', '/api/submit-problem-test-judge', {
      token: amy.token,
      body: { pid: hduPid, type: 'public', code: CODE, language: 'G++', userInput: '1 2' },
    });
    expect(res.status, res.msg).toBe(200);
    expect((await server.ctx.db.select().from(judgeTask))[0]).toMatchObject({ kind: 'test', language: 'C++ With O2' });
    await server.ctx.db.delete(judgeTask);
  });

  it('keeps the account pool in step with the switches, keeping sessions of unchanged accounts', async () => {
    expect(await setAccounts(['acc1', 'acc2'], ['pw1', 'pw2'])).toMatchObject({ status: 200 });
    await server.ctx.db
      .update(remoteJudgeAccount)
      .set({ session: { cookies: { PHPSESSID: 'kept' }, values: {} } })
      .where(eq(remoteJudgeAccount.username, 'acc1'));
    await setAccounts(['acc1', 'acc2', 'acc3'], ['pw1', 'pw2', 'pw3']);
    await setAccounts(['acc1', 'acc2'], ['pw1', 'pw2']);
    const rows = await server.ctx.db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.oj, 'HDU'));
    expect(rows.map((r) => r.username).sort()).toEqual(['acc1', 'acc2']);
    expect(rows.find((r) => r.username === 'acc1')!.session).toEqual({ cookies: { PHPSESSID: 'kept' }, values: {} });
  });

  it('queues for remote-judging hosts only, leasing one account per task, and tells the waiting ones their place', async () => {
    await server.ctx.db.delete(judgeTask);
    const h = host();
    const hostId = await h.register();
    const first = (await submitHdu(amy)).data.submitId as number;
    const second = (await submitHdu(ben)).data.submitId as number;
    const third = (await submitHdu(amy)).data.submitId as number;
    const queued = await server.ctx.db.select().from(judgeTask).where(eq(judgeTask.submitId, first));
    expect(queued[0]).toMatchObject({ kind: 'remote', language: 'remote:HDU' });

    const waiting = await server.call('GET', '/api/get-submission-detail', { token: amy.token, query: { submitId: third } });
    expect(waiting.data.remoteQueue).toEqual({ oj: 'HDU', accounts: 2, ahead: 2, hosts: true });

    // A sandbox worker's claim never takes a remote task.
    expect((await h.claim(hostId, false)).http).toBe(204);
    const a = await h.claim(hostId, true);
    const b = await h.claim(hostId, true);
    expect(a.data).toMatchObject({ kind: 'remote', key: 'HDU', problem: '2000', language: 'G++', runId: null, submitId: first });
    expect(b.data).toMatchObject({ kind: 'remote', submitId: second });
    expect(new Set([a.data.account.username, b.data.account.username])).toEqual(new Set(['acc1', 'acc2']));
    // Both accounts are busy: the third waits, first in line now.
    expect((await h.claim(hostId, true)).http).toBe(204);
    const still = await server.call('GET', '/api/get-submission-detail', { token: amy.token, query: { submitId: third } });
    expect(still.data.remoteQueue).toMatchObject({ ahead: 0 });

    // The run id is kept the moment it is reported; the verdict frees the account with its session.
    await h.post(JUDGE_HOST_API.progress, { hostId, taskId: a.data.taskId, status: 5, runId: '38000200' });
    expect((await server.ctx.db.select().from(judge).where(eq(judge.submitId, first)))[0]).toMatchObject({
      vjudgeSubmitId: '38000200',
      vjudgeUsername: a.data.account.username,
    });
    const session = { cookies: { PHPSESSID: 'fresh' }, values: {} };
    const done = await h.post(JUDGE_HOST_API.result, {
      hostId,
      taskId: a.data.taskId,
      remote: { status: JudgeStatus.ACCEPTED, time: 15, memory: 1780, errorMessage: null, runId: '38000200', session },
    });
    expect(done.status).toBe(200);
    const detail = await server.call('GET', '/api/get-submission-detail', { token: amy.token, query: { submitId: first } });
    expect(detail.data.submission).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 15, memory: 1780, vjudgeSubmitId: '38000200' });
    expect(detail.data.remoteQueue).toBeUndefined();
    const freed = (
      await server.ctx.db.select().from(remoteJudgeAccount).where(eq(remoteJudgeAccount.username, a.data.account.username))
    )[0]!;
    expect(freed).toMatchObject({ leaseTask: null, session });
    // HDU's rate rule keeps the freed account for a few seconds; the third waits for it, never for the busy one.
    expect(freed.notBefore.getTime()).toBeGreaterThan(Date.now());
    await server.ctx.db.update(remoteJudgeAccount).set({ notBefore: new Date() }).where(eq(remoteJudgeAccount.id, freed.id));
    const c = await h.claim(hostId, true);
    expect(c.data).toMatchObject({ submitId: third, account: { username: a.data.account.username, session } });

    // A failure the host reports stands with its message.
    const failed = remoteMessage('UNREACHABLE', 'HDU', 'HTTP 502 from /submit.php').en;
    await h.post(JUDGE_HOST_API.result, {
      hostId,
      taskId: b.data.taskId,
      remote: {
        status: JudgeStatus.SUBMITTED_FAILED,
        time: null,
        memory: null,
        errorMessage: failed,
        runId: null,
        session: { cookies: {}, values: {} },
      },
    });
    const shown = await server.call('GET', '/api/get-submission-detail', { token: ben.token, query: { submitId: second } });
    expect(shown.data.submission).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, errorMessage: failed });
  });

  it('resubmits for the author (or an admin) only, polling again a run that is known', async () => {
    await server.ctx.db.delete(judgeTask);
    const id = (await submitHdu(ben)).data.submitId as number;
    await server.ctx.db
      .update(judge)
      .set({ status: JudgeStatus.SUBMITTED_FAILED, vjudgeSubmitId: '38000300', vjudgeUsername: 'acc2', errorMessage: 'x' })
      .where(eq(judge.submitId, id));
    await server.ctx.db.delete(judgeTask);
    expect(await server.call('GET', '/api/resubmit', { token: amy.token, query: { submitId: id } })).toMatchObject({ status: 403 });
    const again = await server.call('GET', '/api/resubmit', { token: ben.token, query: { submitId: id } });
    expect(again).toMatchObject({
      status: 200,
      msg: 'Resubmitted Successfully',
      data: { status: JudgeStatus.PENDING, errorMessage: null },
    });
    const row = (await server.ctx.db.select().from(judge).where(eq(judge.submitId, id)))[0]!;
    expect(row).toMatchObject({ vjudgeSubmitId: '38000300', vjudgeUsername: 'acc2', version: 1 });
    // The re-poll goes to the account that submitted the run.
    await server.ctx.db.update(remoteJudgeAccount).set({ leaseTask: null, leaseExpiresAt: null, notBefore: new Date() });
    const h = host();
    const claim = await h.claim(await h.register(), true);
    expect(claim.data).toMatchObject({ submitId: id, runId: '38000300', account: { username: 'acc2' } });
    expect(await server.call('GET', '/api/resubmit', { token: root, query: { submitId: 987654 } })).toMatchObject({ status: 404 });
  });

  it('ends a submission that waited ten minutes for a busy account as Submitted Failed', async () => {
    await server.ctx.db.delete(judgeTask);
    const h = host();
    const hostId = await h.register();
    // Both accounts are held by other tasks that are still running.
    await server.ctx.db.update(remoteJudgeAccount).set({ leaseTask: 999_999, leaseExpiresAt: new Date(Date.now() + 60_000) });
    const id = (await submitHdu(ben)).data.submitId as number;
    expect((await h.claim(hostId, true)).http).toBe(204);
    expect((await server.ctx.db.select().from(judge).where(eq(judge.submitId, id)))[0]!.status).toBe(JudgeStatus.PENDING);
    await server.ctx.db
      .update(judgeTask)
      .set({ gmtCreate: new Date(Date.now() - 11 * 60_000) })
      .where(eq(judgeTask.submitId, id));
    expect((await h.claim(hostId, true)).http).toBe(204);
    expect((await server.ctx.db.select().from(judge).where(eq(judge.submitId, id)))[0]).toMatchObject({
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: remoteMessage('ACCOUNT_WAIT_TIMEOUT', 'HDU').en,
    });
  });

  it('ends waiting submissions as System Error when the last account is removed', async () => {
    await server.ctx.db.delete(judgeTask);
    await server.ctx.db.update(remoteJudgeAccount).set({ leaseTask: null, leaseExpiresAt: null });
    const id = (await submitHdu(amy)).data.submitId as number;
    await setAccounts([], []);
    const h = host();
    expect((await h.claim(await h.register(), true)).http).toBe(204);
    expect((await server.ctx.db.select().from(judge).where(eq(judge.submitId, id)))[0]).toMatchObject({
      status: JudgeStatus.SYSTEM_ERROR,
      errorMessage: remoteMessage('NO_ACCOUNT', 'HDU').en,
    });
    expect(await server.ctx.db.select().from(judgeTask).where(eq(judgeTask.submitId, id))).toHaveLength(0);
  });
});

describe('localTwin', () => {
  it.each([
    [{ name: 'G++', contentType: 'text/x-c++src' }, 'C++ With O2'],
    [{ name: 'GCC', contentType: 'text/x-csrc' }, 'C With O2'],
    [{ name: 'Java', contentType: 'text/x-java' }, 'Java'],
    [{ name: 'PyPy 3.10 (7.3.12)', contentType: 'text/x-python' }, 'PyPy3'],
    [{ name: 'Python 3.8.10', contentType: 'text/x-python' }, 'Python3'],
    [{ name: 'Python 2.7.18', contentType: 'text/x-python' }, 'Python2'],
    [{ name: 'Node.js 15.8.0 (64bit)', contentType: 'text/javascript' }, 'JavaScript Node'],
    [{ name: 'Fortran', contentType: 'text/x-fortran' }, null],
  ])('tries %o as %s', (remote, local) => {
    expect(localTwin(remote)).toBe(local);
  });
});
