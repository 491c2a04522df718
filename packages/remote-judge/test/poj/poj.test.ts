import { JudgeStatus } from '@arbiter/contract';
import { describe, expect, it } from 'vitest';
import { limitsOf, poj, pojStatus, sourceState } from '../../src/judges/poj.ts';
import { runRemoteTask } from '../../src/runner.ts';
import { fixture, type FakeJudge, type FakeRoute } from '../support/index.ts';
import { fakeSiteOpener } from '../support/open.ts';
import { POJ_PASSWORD, POJ_USER, pojFake } from './fake.ts';

/** POJ's own cases of reference §3 that the conformance suite does not reach. */

const open = fakeSiteOpener(pojFake, { username: POJ_USER, password: POJ_PASSWORD });

const G_PLUS_PLUS = poj.languages.find((l) => l.name === 'G++')!;
const task = { key: 'POJ' as const, problem: '1000', language: 'G++', code: 'int main(){return 0;}\n', runId: null, nonce: 0 };
const hooks = (progress: number[] = []) => ({ submitted: async () => {}, progress: async (s: number) => void progress.push(s) });
const DIR = new URL('./fixtures/', import.meta.url);

describe('POJ login', () => {
  it('logs in with a 302 and proves it by "Log Out" and the handle on the home page', async () => {
    const { fake, ctx } = await open();
    await poj.login(ctx);
    expect(ctx.session.cookies.JSESSIONID).toBeTruthy();
    expect(await poj.isLoggedIn(ctx)).toBe(true);
    expect(fake.logins()).toBe(1);
  });

  it("fails with the site's words on a wrong password", async () => {
    const { ctx } = await open({ login: 'refused' });
    await expect(poj.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED', detail: 'No such user or wrong password.' });
  });

  it('does not take a bare 302 for a login when the home page shows the login form', async () => {
    const weak: FakeRoute = { method: 'POST', path: '/login', handle: () => ({ status: 302, headers: { location: '/' } }) };
    const { ctx } = await open({}, () => [weak]);
    await expect(poj.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED', detail: 'the home page shows no logged-in user' });
  });
});

describe('POJ submit', () => {
  it('sends the code as base64 with encoded=1, which the site decodes to the same text', async () => {
    const { fake, ctx, site } = await open();
    await poj.login(ctx);
    const code = 'printf("%d\\n", a+b); // 100% & “引号” é\n';
    await expect(poj.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code })).resolves.toBeNull();
    const form = new URLSearchParams(site.requests.find((r) => r.method === 'POST' && r.url.pathname === '/submit')!.body.toString('utf8'));
    expect(Object.fromEntries(form)).toEqual({
      problem_id: '1000',
      language: '0',
      source: Buffer.from(code, 'utf8').toString('base64'),
      encoded: '1',
      submit: 'Submit',
    });
    expect(fake.submittedCode()).toBe(code);
  });

  it('carries the first <li> of an "Error Occurred" page', async () => {
    const { ctx } = await open({ submit: 'rejected' });
    await poj.login(ctx);
    await expect(poj.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).rejects.toMatchObject({
      kind: 'SUBMIT_REJECTED',
      detail: expect.stringContaining('Source code too long or too short,submit FAILED') as unknown,
    });
  });

  it('takes HTTP 429 as a rate limit, waits its Retry-After and submits again', async () => {
    const { ctx, clock } = await open({ submit: 'rateLimitedOnce' });
    const outcome = await runRemoteTask(poj, ctx, task, hooks(), clock);
    expect(outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(clock.slept).toContain(4000);
  });

  it('reports an expired session as a login failure, not as a submitted run', async () => {
    const { ctx } = await open();
    await expect(poj.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).rejects.toMatchObject({
      kind: 'LOGIN_FAILED',
    });
  });
});

describe('POJ run id', () => {
  it('reads the newest run of the account for the problem from the status list, or null when it has none', async () => {
    const { ctx, fake } = await open({ previousRun: false });
    expect(await poj.lastRunId(ctx, '1000')).toBeNull();
    await poj.login(ctx);
    await poj.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code });
    expect(await poj.lastRunId(ctx, '1000')).toBe(fake.lastRunId());
  });
});

describe('POJ showsource', () => {
  const page = (result: string, memory = '164K', time = '0MS') =>
    fixture(DIR, 'showsource.html', { pid: 1000, user: POJ_USER, result, memory, time });

  it.each([
    ['<font color=black>Waiting</font>', JudgeStatus.PENDING],
    ['<font color=black>Compiling</font>', JudgeStatus.COMPILING],
    ['<font color=black>Running &amp; Judging</font>', JudgeStatus.JUDGING],
    ['<font color=blue>Accepted</font>', JudgeStatus.ACCEPTED],
    ['<font color=red>Wrong Answer</font>', JudgeStatus.WRONG_ANSWER],
    ['<font color=red>Presentation Error</font>', JudgeStatus.PRESENTATION_ERROR],
    ['<font color=red>Time Limit Exceeded</font>', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['<font color=red>Memory Limit Exceeded</font>', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['<font color=red>Runtime Error</font>', JudgeStatus.RUNTIME_ERROR],
    ['<font color=red>Output Limit Exceeded</font>', JudgeStatus.RUNTIME_ERROR],
    ['<a href=showcompileinfo?solution_id=1 target=_blank><font color=green>Compile Error</font></a>', JudgeStatus.COMPILE_ERROR],
    ['<font color=red>System Error</font>', JudgeStatus.PENDING],
  ])('reads %s', (result, status) => {
    expect(sourceState(page(result))).toEqual({ status, time: 0, memory: 164 });
  });

  it('has no time or memory while a run waits', () => {
    expect(sourceState(page('Waiting', 'N/A', 'N/A'))).toEqual({ status: JudgeStatus.PENDING, time: null, memory: null });
    expect(sourceState('<html>no result here</html>')).toBeNull();
    expect(pojStatus('Running & Judging')).toBe(JudgeStatus.JUDGING);
  });

  it('follows a run through Compiling and Running & Judging to its verdict, surviving a page that fails once', async () => {
    let failed = false;
    /** The first showsource answers 502, then the site answers as usual. */
    const flaky = (fake: FakeJudge): FakeRoute[] => [
      {
        method: 'GET',
        path: '/showsource',
        handle: (req) => {
          if (failed) return fake.routes.find((r) => r.path === '/showsource')!.handle(req);
          failed = true;
          return { status: 502, body: 'Bad Gateway' };
        },
      },
    ];
    const { ctx, clock } = await open({ run: ['pending', 'compiling', 'judging', 'TLE'] }, flaky);
    const progress: number[] = [];
    const outcome = await runRemoteTask(poj, ctx, task, hooks(progress), clock);
    expect(failed).toBe(true);
    expect(outcome).toMatchObject({ status: JudgeStatus.TIME_LIMIT_EXCEEDED, time: 1000, memory: 700, failure: null });
    expect(progress).toEqual([JudgeStatus.COMPILING, JudgeStatus.JUDGING]);
  });

  it("logs the account in again when the session is gone: only the submitter's cookies may read the run", async () => {
    const { fake, ctx } = await open({ run: ['WA'] });
    await expect(poj.poll(ctx, '25100210', '1000')).resolves.toEqual({ status: JudgeStatus.WRONG_ANSWER, time: 16, memory: 388 });
    expect(fake.logins()).toBe(1);
  });

  it('ends the poll as LOGIN_FAILED when the account cannot log in again', async () => {
    const { ctx } = await open({ login: 'refused' });
    await expect(poj.poll(ctx, '25100210', '1000')).rejects.toMatchObject({ kind: 'LOGIN_FAILED' });
  });

  it('takes the compile error text of showcompileinfo, unescaped', async () => {
    const { ctx } = await open({ run: ['CE'] });
    await poj.login(ctx);
    const state = await poj.poll(ctx, '25100210', '1000');
    expect(state.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(state.message).toBe(
      "Main.cpp\nF:\\temp\\25100210\\Main.cpp(1) : error C2065: 'scanf_s' : undeclared identifier\n" +
        "F:\\temp\\25100210\\Main.cpp(1) : error C2143: syntax error : missing ';' before '<'",
    );
  });
});

describe('POJ problem import', () => {
  it('reads Time Limit 1000MS and Memory Limit 65536K as ms and MB', () => {
    expect(limitsOf('<td><b>Time Limit:</b> 1000MS</td><td><b>Memory Limit:</b> 65536K</td>')).toEqual({
      timeLimit: 1000,
      memoryLimit: 64,
    });
  });

  it('keeps each section whole, nested divs included, with the image address absolute', async () => {
    const { ctx, site } = await open();
    const p = await poj.importProblem(ctx.http, '3664');
    expect(p.description).toContain(`<div align=center><img src="${site.url}/images/3664_1.jpg"></div>`);
    expect(p.description).toMatch(/Determine which cow is expected to win the election\.$/);
    expect(p.input).toContain('* Line 1: Two space-separated integers');
    expect(p.output).toBe('* Line 1: The index of the cow that is expected to win the election.');
    expect(p.hint).toBe('Cows 2, 4 and 3 go on to the second round; cow 5 wins it.');
    expect(p.tags).toEqual(['USACO 2008 January Bronze']);
    expect(p.source).toContain(`href="${site.url}/problem?id=3664"`);
  });

  it('answers NOT_FOUND for a problem the site does not have, and for an id that is no POJ id', async () => {
    const { ctx } = await open();
    await expect(poj.importProblem(ctx.http, '99999')).rejects.toMatchObject({ kind: 'NOT_FOUND', detail: '99999' });
    await expect(poj.importProblem(ctx.http, '../x')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});
