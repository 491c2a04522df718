import { JudgeStatus } from '@arbiter/contract';
import { describe, expect, it } from 'vitest';
import { emptySession } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { atcoder, csrfTokenOf, newestRunOf, parseLimits, parseStatement, parseStatusCells, splitTask } from '../../src/judges/atcoder.ts';
import { fixture } from '../support/index.ts';
import { fakeSiteOpener } from '../support/open.ts';
import { ACCOUNT, atcoderFake } from './fake.ts';

const DIR = new URL('./fixtures/', import.meta.url);
const lang = (name: string) => atcoder.languages.find((l) => l.name === name)!;
const CPP = lang('C++ 20 (gcc 12.2)');

const open = fakeSiteOpener(atcoderFake, ACCOUNT);

describe('AtCoder pages', () => {
  it("finds the csrf token in the page's script, else in the form's hidden input", () => {
    expect(csrfTokenOf(fixture(DIR, 'login.html', { csrf: 'abc+/=', user: '', nav: '', alert: '' }))).toBe('abc+/=');
    const formOnly = '<form><input type="hidden" name="csrf_token" value="t0k&#43;en" /></form>';
    expect(csrfTokenOf(formOnly)).toBe('t0k+en');
    expect(() => csrfTokenOf('<html></html>')).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
  });

  it('splits a task id into its contest and task', () => {
    expect(splitTask('ABC110_A')).toEqual({ contest: 'abc110', task: 'abc110_a' });
    expect(splitTask('arc100_b')).toEqual({ contest: 'arc100', task: 'arc100_b' });
    expect(() => splitTask('abc110')).toThrow(expect.objectContaining({ kind: 'NOT_FOUND' }));
  });

  it('reads whole and fractional seconds, in MB or MiB', () => {
    expect(parseLimits('Time Limit: 2 sec / Memory Limit: 1024 MB')).toEqual({ timeLimit: 2000, memoryLimit: 1024 });
    expect(parseLimits('Time Limit: 2.5 sec / Memory Limit: 256 MiB')).toEqual({ timeLimit: 2500, memoryLimit: 256 });
    expect(() => parseLimits('no limits here')).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
  });

  it('keeps the whole statement when it has no English part', () => {
    const page =
      '<div id="task-statement"><span class="lang"><span class="lang-ja"><section><h3>問題文</h3><p><var>N</var> を出力せよ。</p></section></span></span></div><hr/>';
    const parts = parseStatement(page);
    expect(parts.description).toBe(
      '<span class="lang"><span class="lang-ja"><section><h3>問題文</h3><p>$N$ を出力せよ。</p></section></span></span>',
    );
    expect(parts.examples).toEqual([]);
  });

  it("takes the newest run of the account's own list, or none from an empty list", () => {
    const rows = [48_000_003, 48_000_010, 48_000_002].map((id) => fixture(DIR, 'submission-row.html', { id, user: 'u' })).join('');
    expect(newestRunOf(fixture(DIR, 'submissions-me.html', { rows, empty: '' }))).toBe('48000010');
    expect(newestRunOf(fixture(DIR, 'submissions-me.html', { rows: '', empty: '<p>No Submissions</p>' }))).toBeNull();
  });

  const verdict = (code: string, title: string, time = 12, memory = 3648) =>
    fixture(DIR, 'cells-verdict.html', { colour: 'warning', code, title, time, memory });
  it.each([
    ['WJ', fixture(DIR, 'cells-waiting.html'), { status: JudgeStatus.PENDING, time: null, memory: null }],
    ['WR', verdict('WR', 'Waiting for Re-judging'), { status: JudgeStatus.PENDING, time: null, memory: null }],
    [
      '3/12 progress',
      fixture(DIR, 'cells-judging.html', { id: 1, done: 3, total: 12 }),
      { status: JudgeStatus.JUDGING, time: null, memory: null },
    ],
    ['AC', verdict('AC', 'Accepted', 1, 3616), { status: JudgeStatus.ACCEPTED, time: 1, memory: 3616 }],
    ['WA', verdict('WA', 'Wrong Answer'), { status: JudgeStatus.WRONG_ANSWER, time: 12, memory: 3648 }],
    ['TLE', verdict('TLE', 'Time Limit Exceeded', 2207), { status: JudgeStatus.TIME_LIMIT_EXCEEDED, time: 2207, memory: 3648 }],
    ['MLE', verdict('MLE', 'Memory Limit Exceeded'), { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED }],
    ['RE', verdict('RE', 'Runtime Error'), { status: JudgeStatus.RUNTIME_ERROR }],
    ['OLE', verdict('OLE', 'Output Limit Exceeded'), { status: JudgeStatus.RUNTIME_ERROR }],
    ['CE', fixture(DIR, 'cells-ce.html'), { status: JudgeStatus.COMPILE_ERROR, time: null, memory: null }],
    ['IE', verdict('IE', 'Internal Error', 0, 0), { status: JudgeStatus.SYSTEM_ERROR, message: 'Internal Error' }],
  ])('reads the status JSON cells of %s', (_name, html, expected) => {
    expect(parseStatusCells(html)).toMatchObject(expected);
  });

  it('counts an unknown status label as a failed poll, not a verdict', () => {
    expect(() => parseStatusCells(verdict('XYZ', 'Something new'))).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
  });
});

describe('AtCoder site', () => {
  it('logs in with the login page token and checks the page no longer offers Sign In', async () => {
    const { ctx, site } = await open();
    await atcoder.login(ctx);
    expect(await atcoder.isLoggedIn(ctx)).toBe(true);
    const post = site.requests.find((r) => r.method === 'POST' && r.url.pathname === '/login')!;
    expect(post.form().get('csrf_token')).toMatch(/^tok/);
  });

  it('does not take a 302 for a login: a refused one redirects too, and the page says why', async () => {
    const { ctx, site } = await open({ login: 'refused' });
    const error = await atcoder.login(ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'LOGIN_FAILED', detail: 'Username or Password is incorrect.' });
    expect(site.requests.some((r) => r.method === 'POST' && r.url.pathname === '/login')).toBe(true);
    expect(await atcoder.isLoggedIn(ctx)).toBe(false);
  });

  it("submits with the submit page's token and the task's own language id, not the table's", async () => {
    const { ctx, fake, site } = await open();
    await atcoder.login(ctx);
    expect(await atcoder.submit(ctx, { problem: 'abc110_a', language: CPP, code: 'int main(){}' })).toBeNull();
    expect(await atcoder.submit(ctx, { problem: 'abc110_b', language: CPP, code: 'int main(){}' })).toBeNull();
    expect(fake.submits.map((f) => [f.get('data.TaskScreenName'), f.get('data.LanguageId')])).toEqual([
      ['abc110_a', '6017'],
      ['abc110_b', '7017'],
    ]);
    const post = site.requests.find((r) => r.method === 'POST' && r.url.pathname === '/contests/abc110/submit')!;
    expect(post.headers.referer).toBe(`${site.url}/contests/abc110/tasks/abc110_a`);
    expect(await atcoder.lastRunId(ctx, 'abc110_a')).toBe(fake.lastRunId());
  });

  it('falls back to the table id when the page does not offer the language by that name', async () => {
    const { ctx, fake } = await open();
    await atcoder.login(ctx);
    const error = await atcoder
      .submit(ctx, { problem: 'abc110_a', language: lang('Go (go 1.20.6)'), code: 'package main' })
      .catch((e: unknown) => e);
    expect(fake.submits[0]!.get('data.LanguageId')).toBe('5002');
    expect(error).toMatchObject({ kind: 'SUBMIT_REJECTED', detail: 'The language is not available for this task.' });
  });

  it('answers "Wait for N second to submit again." as a rate limit of N seconds', async () => {
    const { ctx } = await open({ submit: 'rateLimitedOnce' });
    await atcoder.login(ctx);
    const error = await atcoder.submit(ctx, { problem: 'abc110_a', language: CPP, code: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'RATE_LIMITED', waitMs: 5000 });
    expect(await atcoder.submit(ctx, { problem: 'abc110_a', language: CPP, code: 'x' })).toBeNull();
  });

  it("answers another error of the form as a rejection with the site's words", async () => {
    const { ctx } = await open({ submit: 'rejected' });
    await atcoder.login(ctx);
    const error = await atcoder.submit(ctx, { problem: 'abc110_a', language: CPP, code: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'SUBMIT_REJECTED', detail: 'You cannot submit to this contest now.' });
  });

  it("fetches a compile error's text from the submission page", async () => {
    const { ctx } = await open({ run: ['CE'] });
    await atcoder.login(ctx);
    const state = await atcoder.poll(ctx, '48000002', 'abc110_a');
    expect(state.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(state.message).toBe(
      "Main.cpp: In function 'int main()':\nMain.cpp:2:20: error: expected primary-expression before '}' token\n    2 | int main(){ return }\n      |                    ^",
    );
  });

  it('imports the English statement of a page holding both languages, maths as $…$', async () => {
    const { site } = await open();
    const p = await atcoder.importProblem(new RemoteHttp({ baseUrl: site.url, session: emptySession() }), 'ABC110_A');
    expect(p.url).toBe(`${site.url}/contests/abc110/tasks/abc110_a`);
    expect(p.description).toContain('each with a digit between $1$ and $9$');
    expect(p.description).toContain('<h3>Constraints</h3>');
    expect(p.description).toContain('$1 \\leq A, B, C \\leq 9$');
    expect(p.description).not.toMatch(/問題文|あなたは/);
    expect(p.input).toContain('<pre>$A$ $B$ $C$');
    expect(p.output).toBe('<p>Print the maximum possible amount of the allowance.</p>');
    expect(p.hint).toContain('The operator panel must not be placed at either end.');
    expect(p.source).toContain('>AC-abc110_a</a>');
  });

  it('answers NOT_FOUND for a task the contest does not have', async () => {
    const { site } = await open();
    const http = new RemoteHttp({ baseUrl: site.url, session: emptySession() });
    await expect(atcoder.importProblem(http, 'abc110_z')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('gives its queues ten minutes and spaces an account’s submits', () => {
    expect(atcoder.maxJudgeMs).toBe(600_000);
    expect(atcoder.submitGapMs).toBeGreaterThan(0);
  });
});

describe('AtCoder bot checks', () => {
  it('stops at a login form carrying a Turnstile widget, without posting it', async () => {
    const { ctx, fake } = await open({ login: 'bot' });
    await expect(atcoder.login(ctx)).rejects.toMatchObject({ kind: 'BLOCKED' });
    expect(fake.logins()).toBe(0);
  });

  it("ends as BLOCKED on Cloudflare's challenge page in place of a page", async () => {
    const { ctx, site } = await open({ login: 'bot' });
    await expect(ctx.http.post('/login', { form: {} })).rejects.toMatchObject({ kind: 'BLOCKED' });
    expect(site.requests).toHaveLength(1);
  });

  it('signs in again once when the session ends during a poll', async () => {
    const { ctx, fake } = await open({ run: ['AC'] });
    await atcoder.login(ctx);
    ctx.session.cookies.REVEL_SESSION = 'expired';
    expect(await atcoder.poll(ctx, '48000002', 'abc110_a')).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 1, memory: 3616 });
    expect(fake.logins()).toBe(2);
  });
});
