import { JudgeStatus } from '@arbiter/contract';
import { describe, expect, it } from 'vitest';
import { encodeUserCode, hdu, hduStatus, limitsOf, runStateOf, statusRow } from '../../src/judges/hdu.ts';
import { runRemoteTask } from '../../src/runner.ts';
import { fixtureBytes, type FakeJudge, type FakeRoute } from '../support/index.ts';
import { fakeSiteOpener } from '../support/open.ts';
import { HDU_PASSWORD, HDU_USER, gbkPage, hduFake } from './fake.ts';

/** HDU's own cases of reference §3 that the conformance suite does not reach. */

const open = fakeSiteOpener(hduFake, { username: HDU_USER, password: HDU_PASSWORD });

const G_PLUS_PLUS = hdu.languages.find((l) => l.name === 'G++')!;
const task = { key: 'HDU' as const, problem: '1000', language: 'G++', code: 'int main(){return 0;}\n', runId: null, nonce: 0 };
const hooks = (progress: number[] = []) => ({ submitted: async () => {}, progress: async (s: number) => void progress.push(s) });

describe('HDU pages are GBK', () => {
  it('keeps the problem and compile-error pages as GBK bytes, which UTF-8 cannot read', () => {
    const dir = new URL('./fixtures/', import.meta.url);
    for (const name of ['showproblem-2000.html', 'viewerror.html']) {
      const bytes = fixtureBytes(dir, name);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    }
    // 码 in GBK.
    expect(fixtureBytes(dir, 'showproblem-2000.html').includes(Buffer.from([0xc2, 0xeb]))).toBe(true);
  });

  it('reads a GBK page served without a charset as Chinese text', async () => {
    const { ctx } = await open();
    const p = await hdu.importProblem(ctx.http, '2000');
    expect(p.description).toContain('输入三个字符后');
    expect(p.tags).toEqual(['C语言程序设计练习（一）']);
  });
});

describe('HDU _usercode', () => {
  it.each([
    ['a b', 'YSUyMGI='],
    ['1+1', 'MSUyQjE='],
    ['100%', 'MTAwJTI1'],
    ['é', 'JUMzJUE5'],
  ])('encodes %j as the site script does', (code, expected) => {
    expect(encodeUserCode(code)).toBe(expected);
    expect(decodeURIComponent(Buffer.from(expected, 'base64').toString('ascii'))).toBe(code);
  });

  it('arrives at the site byte for byte with spaces, +, %, & and non-ASCII letters', async () => {
    const { fake, ctx } = await open();
    await hdu.login(ctx);
    const code = 'printf("%d\\n", a+b); // 100% & “引号” é\n\t';
    await hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code });
    expect(fake.submittedCode()).toBe(code);
  });
});

describe('HDU login', () => {
  it('logs in with a 302 and proves it on the index page', async () => {
    const { fake, ctx } = await open();
    await hdu.login(ctx);
    expect(ctx.session.cookies.PHPSESSID).toBeTruthy();
    expect(await hdu.isLoggedIn(ctx)).toBe(true);
    expect(fake.logins()).toBe(1);
  });

  it("fails with the site's words on a wrong password", async () => {
    const { ctx } = await open({ login: 'refused' });
    await expect(hdu.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED', detail: 'No such user or wrong password.' });
  });

  it('does not take a bare 302 for a login when the index page shows no user', async () => {
    const weak: FakeRoute = {
      method: 'POST',
      path: '/userloginex.php',
      handle: () => ({ status: 302, headers: { location: '/index.php' } }),
    };
    const { ctx } = await open({}, () => [weak]);
    await expect(hdu.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED' });
  });
});

describe('HDU submit', () => {
  it('answers "Please don\'t re-submit" as a rate limit of 5 s', async () => {
    const { ctx } = await open({ submit: 'rateLimitedOnce' });
    await hdu.login(ctx);
    await expect(hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
      waitMs: 5000,
    });
    await expect(hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).resolves.toBeNull();
  });

  it('waits 5 s and more before the second submit', async () => {
    const { ctx, clock } = await open({ submit: 'rateLimitedOnce' });
    const outcome = await runRemoteTask(hdu, ctx, task, hooks(), clock);
    expect(outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(clock.slept).toContain(6000);
  });

  it('carries the first <li> of an "ERROR(s) occurred" page', async () => {
    const { ctx } = await open({ submit: 'rejected' });
    await hdu.login(ctx);
    await expect(hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).rejects.toMatchObject({
      kind: 'SUBMIT_REJECTED',
      detail: expect.stringContaining('Code length is improper!') as unknown,
    });
  });

  it('reports an expired session as a login failure, not as a submitted run', async () => {
    const { ctx } = await open();
    await expect(hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code })).rejects.toMatchObject({
      kind: 'LOGIN_FAILED',
    });
  });
});

describe('HDU run id', () => {
  it('reads the newest run of the account for the problem, or null when it has none', async () => {
    const { ctx, fake } = await open({ previousRun: false });
    expect(await hdu.lastRunId(ctx, '1000')).toBeNull();
    await hdu.login(ctx);
    await hdu.submit(ctx, { problem: '1000', language: G_PLUS_PLUS, code: task.code });
    expect(await hdu.lastRunId(ctx, '1000')).toBe(fake.lastRunId());
  });

  it('retries the empty list and ends as RUN_ID_NOT_FOUND', async () => {
    const { ctx, clock } = await open({ previousRun: false, submit: 'silent' });
    const outcome = await runRemoteTask(hdu, ctx, task, hooks(), clock);
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'RUN_ID_NOT_FOUND', runId: null });
    expect(clock.slept.filter((ms) => ms === 2000)).toHaveLength(3);
  });
});

describe('HDU status rows', () => {
  const row = (status: string, time = 15, memory = 1780) =>
    gbkPage('status-row.html', { runId: 38000123, pid: 1000, user: HDU_USER, time, memory, length: 213 })
      .toString('latin1')
      .replace('{{status}}', status);

  it.each([
    ['<font color=#6633FF>Queuing</font>', JudgeStatus.PENDING],
    ['Submitted', JudgeStatus.PENDING],
    ['<font color=#6633FF>Compiling</font>', JudgeStatus.COMPILING],
    ['<font color=#6633FF>Running</font>', JudgeStatus.JUDGING],
    ['<font color=red>Accepted</font>', JudgeStatus.ACCEPTED],
    ['<font color=green>Wrong Answer</font>', JudgeStatus.WRONG_ANSWER],
    ['<font color=green>Presentation Error</font>', JudgeStatus.PRESENTATION_ERROR],
    ['<font color=green>Time Limit Exceeded</font>', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['<font color=green>Memory Limit Exceeded</font>', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['<font color=green>Runtime Error<br>(ACCESS_VIOLATION)</font>', JudgeStatus.RUNTIME_ERROR],
    ['<font color=green>Runtime Error(STACK_OVERFLOW)</font>', JudgeStatus.RUNTIME_ERROR],
    ['<font color=green>Output Limit Exceeded</font>', JudgeStatus.RUNTIME_ERROR],
    ['<a href="/viewerror.php?rid=38000123"><font color=green>Compilation Error</font></a>', JudgeStatus.COMPILE_ERROR],
    ['<font color=#6633FF>Something New</font>', JudgeStatus.PENDING],
  ])('reads %s', (cell, status) => {
    const cells = statusRow(`<table>${row(cell)}</table>`, '38000123');
    expect(cells).not.toBeNull();
    expect(runStateOf(cells!)).toEqual({ status, time: 15, memory: 1780 });
  });

  it('finds the row of the run, not of a run whose id it starts with', () => {
    const page = `<table>${row('Accepted').replace('38000123', '380001230')}${row('<font>Wrong Answer</font>', 46, 1784)}</table>`;
    expect(runStateOf(statusRow(page, '38000123')!)).toEqual({ status: JudgeStatus.WRONG_ANSWER, time: 46, memory: 1784 });
    expect(statusRow(page, '1')).toBeNull();
  });

  it('maps the verdict strings of the reference', () => {
    expect(hduStatus('Runtime Error(INTEGER_DIVIDE_BY_ZERO)')).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(hduStatus('Queuing')).toBe(JudgeStatus.PENDING);
  });

  it('follows a run through Queuing, Compiling and Running, surviving a status page that fails once', async () => {
    let failed = false;
    /** The status list's first poll answers 502, then the site answers as usual. */
    const flaky = (fake: FakeJudge): FakeRoute[] => [
      {
        method: 'GET',
        path: '/status.php',
        handle: (req) => {
          if (failed || !req.url.searchParams.get('first')) return fake.routes.find((r) => r.path === '/status.php')!.handle(req);
          failed = true;
          return { status: 502, body: 'Bad Gateway' };
        },
      },
    ];
    const { ctx, clock } = await open({ run: ['pending', 'compiling', 'judging', 'AC'] }, flaky);
    const progress: number[] = [];
    const outcome = await runRemoteTask(hdu, ctx, task, hooks(progress), clock);
    expect(failed).toBe(true);
    expect(outcome).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 15, memory: 1780, failure: null });
    expect(progress).toEqual([JudgeStatus.COMPILING, JudgeStatus.JUDGING]);
  });
});

describe('HDU compile error', () => {
  it('takes the text of viewerror, unescaped', async () => {
    const { ctx } = await open({ run: ['CE'] });
    const state = await hdu.poll(ctx, '38000200', '1000');
    expect(state.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(state.message).toContain('0_0_38000200_1234\\Main.cpp(1) : error C2065: “引号” : 未声明的标识符');
    expect(state.message).toContain("missing ';' before <end Parse>");
  });
});

describe('HDU problem import', () => {
  it('takes the second numbers of 2000/1000 MS and 65536/32768 K', () => {
    expect(limitsOf('Time Limit: 2000/1000 MS (Java/Others)&nbsp;Memory Limit: 65536/32768 K (Java/Others)')).toEqual({
      timeLimit: 1000,
      memoryLimit: 32,
    });
  });

  it('keeps the hint apart from the sample output, and the image address absolute', async () => {
    const { ctx, site } = await open();
    const p = await hdu.importProblem(ctx.http, '2000');
    expect(p.hint).toBe('字符按 ASCII 码 &lt; 比较');
    expect(p.examples).toEqual([{ input: 'qwe\nasd\nzxc', output: 'e q w\na d s\nc x z' }]);
    expect(p.description).toContain(`src="${site.url}/data/images/C10-2000-1.jpg"`);
    expect(p.url).toBe(`${site.url}/showproblem.php?pid=2000`);
    expect(p.source).toContain(`href="${site.url}/showproblem.php?pid=2000"`);
  });

  it('answers NOT_FOUND for a problem the site does not have, and for an id that is no HDU id', async () => {
    const { ctx } = await open();
    await expect(hdu.importProblem(ctx.http, '99999')).rejects.toMatchObject({ kind: 'NOT_FOUND', detail: '99999' });
    await expect(hdu.importProblem(ctx.http, '0abc')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});
