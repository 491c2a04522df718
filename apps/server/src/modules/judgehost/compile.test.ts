/**
 * compile-spj and compile-interactive with the judge host driven by hand: who may call them, what
 * they refuse, how the task reaches a host and how the host's answer (or its silence) comes back.
 * The real compile on a real host is tested end to end in apps/judge/test/modes.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, JUDGE_HOST_API, Role } from '@arbiter/contract';
import { judgeHost, judgeTask, testJudge } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { checkerCompiled } from './compile.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';

/** Short, so that the test of a host that never answers does not wait a minute. */
const WAIT_MS = 3000;

let server: TestServer;
let root: TestUser;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

const SPJ = '#include <cstdio>\nint main(int argc, char *argv[]) { return 100; }\n';

beforeAll(async () => {
  server = await startTestServer({ checkerCompileWaitMs: WAIT_MS });
  root = await addUser(server, 'root-compile', { role: Role.ROOT });
  admin = await addUser(server, 'admin-compile', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'padmin-compile', { role: Role.PROBLEM_ADMIN });
  student = await addUser(server, 'student-compile');
});
afterAll(async () => {
  await server.close();
});

function compile(path: string, token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return server.call('POST', path, { token, body, headers });
}

function host() {
  const post = (path: string, body: unknown) => server.call('POST', path, { body, headers: { 'x-judge-token': 'test-judge-token' } });
  return {
    post,
    register: async (languages: string[], name: string) => {
      const res = await post(JUDGE_HOST_API.register, { name, languages, workers: 1, cpuCores: 2, version: 'test' });
      return res.data.hostId as string;
    },
    claim: (hostId: string, waitMs = 5000) => post(JUDGE_HOST_API.claim, { hostId, waitMs }),
  };
}

/** Hosts registered by earlier tests no longer count as running. */
async function silenceHosts() {
  await server.ctx.db.update(judgeHost).set({ lastSeenAt: new Date(Date.now() - 600_000) });
  await server.ctx.db.delete(judgeTask);
}

describe('refusals', () => {
  it.each([API.adminCompileSpj, API.adminCompileInteractive])('%s: login, an admin role and a valid body are required', async (path) => {
    expect((await compile(path, null, { code: SPJ, language: 'C++' })).http).toBe(401);
    expect((await compile(path, student.token, { code: SPJ, language: 'C++' })).http).toBe(403);

    const bad: [unknown, RegExp][] = [
      [{ code: SPJ, language: 'Java' }, /C or C\+\+/],
      [{ code: SPJ, language: 'C++ With O2' }, /C or C\+\+/],
      [{ code: SPJ }, /C or C\+\+/],
      [{ language: 'C' }, /missing: code/],
      [{ code: '', language: 'C' }, /code is required/],
      [{ code: 'x'.repeat(65_536), language: 'C' }, /65535/],
      [{ code: SPJ, language: 'C', pid: -1 }, /.+/],
      [{ code: SPJ, language: 'C', extraFiles: { '../testlib.h': 'x' } }, /plain file name/],
      [{ code: SPJ, language: 'C', extraFiles: ['testlib.h'] }, /JSON object/],
    ];
    for (const [body, msg] of bad) {
      const res = await compile(path, root.token, body);
      expect(res.http, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.msg).toMatch(msg);
    }
    // Nothing was queued by a refused call.
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(0);
    expect(await server.ctx.db.select().from(testJudge)).toHaveLength(0);
  });

  it('answers at once, body 500, when no judge host compiles the language', async () => {
    await silenceHosts();
    for (const user of [root, admin, problemAdmin]) {
      const res = await compile(API.adminCompileSpj, user.token, { code: SPJ, language: 'C++' });
      expect(res.http).toBe(200);
      expect(res.status).toBe(500);
      expect(res.msg).toBe('No judge host answered: no judge host that compiles C++ is running');
    }
    // A host that judges Python only does not count.
    await host().register(['Python3'], 'py-only');
    expect((await compile(API.adminCompileInteractive, admin.token, { code: SPJ, language: 'C' })).msg).toMatch(/No judge host answered/);
  });
});

describe('a host compiles', () => {
  it('hands the code to a host with the language and answers with what the host said', async () => {
    await silenceHosts();
    const h = host();
    const pyId = await h.register(['Python3'], 'py-host');
    const hostId = await h.register(['C', 'C++', 'Python3'], 'c-host');
    const extraFiles = { 'testlib.h': '#define OK 1\n' };
    const pending = compile(API.adminCompileSpj, problemAdmin.token, { code: SPJ, language: 'C++', pid: 7, extraFiles });

    expect((await h.claim(pyId, 300)).http).toBe(204);
    const claimed = await h.claim(hostId);
    expect(claimed.http).toBe(200);
    const task = claimed.data;
    expect(task).toMatchObject({ kind: 'compile', role: 'spj', language: 'C++', code: SPJ, extraFiles });
    const row = (await server.ctx.db.select().from(testJudge).where(eq(testJudge.key, task.compileKey)))[0]!;
    expect(row).toMatchObject({ pid: 7, uid: problemAdmin.uid, status: 5 });
    expect(row.request).toMatchObject({ kind: 'compile', role: 'spj' });

    expect((await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, compile: { ok: true, message: '' } })).status).toBe(200);
    const res = await pending;
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Compiled successfully', data: null });
    // On record for the problem save, as this role, language and code only.
    expect(await checkerCompiled(server.ctx.db, { role: 'spj', language: 'C++', code: SPJ })).toBe(true);
    expect(await checkerCompiled(server.ctx.db, { role: 'interactive', language: 'C++', code: SPJ })).toBe(false);
    expect(await checkerCompiled(server.ctx.db, { role: 'spj', language: 'C', code: SPJ })).toBe(false);
    // Nothing is left behind.
    expect(await server.ctx.db.select().from(testJudge)).toHaveLength(0);
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(0);
  });

  it('gives the compiler output back as a body 500, for an interactor in C too', async () => {
    const h = host();
    const hostId = await h.register(['C'], 'c-only');
    const pending = compile(API.adminCompileInteractive, admin.token, { code: 'int main( {', language: 'C' });
    const task = (await h.claim(hostId)).data;
    expect(task).toMatchObject({ kind: 'compile', role: 'interactive', language: 'C', extraFiles: {} });
    const output = "/work/interactive.c:1:11: error: expected declaration specifiers or '...' before '{' token";
    await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, compile: { ok: false, message: output } });
    expect(await pending).toMatchObject({ http: 200, status: 500, msg: output });
    expect(await checkerCompiled(server.ctx.db, { role: 'interactive', language: 'C', code: 'int main( {' })).toBe(false);
    expect(await server.ctx.db.select().from(testJudge)).toHaveLength(0);
  });

  it('speaks Chinese to a Chinese client', async () => {
    const h = host();
    const hostId = await h.register(['C++'], 'zh-host');
    const pending = compile(API.adminCompileSpj, root.token, { code: SPJ, language: 'C++' }, { 'accept-language': 'zh-CN' });
    const task = (await h.claim(hostId)).data;
    await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, compile: { ok: true, message: '' } });
    expect((await pending).msg).toBe('编译成功！');
  });

  it('fails the call when the host reports the wrong kind of result', async () => {
    const h = host();
    const hostId = await h.register(['C++'], 'confused');
    const pending = compile(API.adminCompileSpj, root.token, { code: SPJ, language: 'C++' });
    const task = (await h.claim(hostId)).data;
    const test = { status: 0, time: 1, memory: 1, userOutput: '', stderr: '' };
    await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, test });
    expect(await pending).toMatchObject({ status: 500, msg: 'The judge host sent a result of the wrong kind' });
  });
});

describe('a host that does not answer', () => {
  it('gives up after the wait with a clear message, withdraws the task and refuses a late result', async () => {
    const h = host();
    const hostId = await h.register(['C++'], 'slow-host');
    const started = Date.now();
    const pending = compile(API.adminCompileSpj, root.token, { code: SPJ, language: 'C++' });
    const task = (await h.claim(hostId)).data;
    expect(task.kind).toBe('compile');
    const res = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 100);
    expect(res).toMatchObject({
      http: 200,
      status: 500,
      msg: `No judge host answered: the compile was not done within ${WAIT_MS / 1000} s`,
    });
    expect(await server.ctx.db.select().from(testJudge)).toHaveLength(0);
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(0);
    const late = await h.post(JUDGE_HOST_API.result, { hostId, taskId: task.taskId, compile: { ok: true, message: '' } });
    expect(late.http).toBe(404);
  });

  it('drops a compile task whose call is gone (a server replica stopped while waiting)', async () => {
    await silenceHosts();
    const h = host();
    const hostId = await h.register(['C++'], 'late-comer');
    await server.ctx.db.insert(judgeTask).values({ kind: 'compile', testKey: 'COMPILE_gone', language: 'C++', priority: -1 });
    expect((await h.claim(hostId, 0)).http).toBe(204);
    expect(await server.ctx.db.select().from(judgeTask)).toHaveLength(0);
  });
});
