import { JudgeStatus } from '@arbiter/contract';
import { describe, expect, it } from 'vitest';
import { emptySession } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { parseMemory, parseStatusAjax, parseTime, parseTimeLimit, spoj } from '../../src/judges/spoj.ts';
import { fixture } from '../support/index.ts';
import { fakeSiteOpener } from '../support/open.ts';
import { ACCOUNT, TOO_LONG, spojFake } from './fake.ts';

const DIR = new URL('./fixtures/', import.meta.url);
const lang = (name: string) => spoj.languages.find((l) => l.name === name)!;
const CPP14 = lang('C++14 (gcc 12.1)');

const open = fakeSiteOpener(spojFake, ACCOUNT);

const entry = (vars: Record<string, string | number>) =>
  fixture(DIR, 'status-ajax.json', {
    entries: fixture(DIR, 'status-entry.json', { id: 33100002, time: '-', mem: '-', score: '', ...vars }),
  });

describe('SPOJ pages', () => {
  it.each([
    ['waiting', { status: 0, description: 'waiting..', final: 0 }, { status: JudgeStatus.PENDING, time: null, memory: null }],
    ['compiling', { status: 1, description: 'compiling..', final: 0 }, { status: JudgeStatus.COMPILING }],
    ['running', { status: 5, description: 'running (3)..', final: 0 }, { status: JudgeStatus.JUDGING }],
    [
      '15',
      { status: 15, description: '<strong>accepted<\\/strong>', final: 1, time: '0.00', mem: '5.3M' },
      { status: JudgeStatus.ACCEPTED, time: 0, memory: 5427 },
    ],
    [
      '14',
      { status: 14, description: 'wrong answer', final: 1, time: '0.01', mem: '2.8M' },
      { status: JudgeStatus.WRONG_ANSWER, time: 10, memory: 2867 },
    ],
    [
      '13',
      { status: 13, description: 'time limit exceeded', final: 1, mem: '512k' },
      { status: JudgeStatus.TIME_LIMIT_EXCEEDED, time: null, memory: 512 },
    ],
    [
      '12',
      { status: 12, description: 'runtime error (SIGSEGV)', final: 1, time: '0.02', mem: '-' },
      { status: JudgeStatus.RUNTIME_ERROR, time: 20, memory: null },
    ],
    ['11', { status: 11, description: 'compilation error', final: 1 }, { status: JudgeStatus.COMPILE_ERROR, time: null, memory: null }],
  ])('reads the status answer of a %s run', (_name, vars, expected) => {
    expect(parseStatusAjax(entry(vars), '33100002')).toMatchObject(expected);
  });

  it('counts an unknown final status, or an answer without the run, as a failed poll', () => {
    const unknown = entry({ status: 20, description: 'internal error', final: 1 });
    expect(() => parseStatusAjax(unknown, '33100002')).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
    expect(() => parseStatusAjax(unknown, '331000')).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
  });

  it('reads times in seconds and memory in M, k or -', () => {
    expect([parseTime('1.234'), parseTime('-')]).toEqual([1234, null]);
    expect([parseMemory('2.8M'), parseMemory('512k'), parseMemory('-'), parseMemory('1.5G')]).toEqual([2867, 512, null, 1572864]);
  });

  it('takes the upper bound of a time limit range', () => {
    expect([parseTimeLimit('1s'), parseTimeLimit('0.5s-1s'), parseTimeLimit('1.234s'), parseTimeLimit('2s-8.5s')]).toEqual([
      1000, 1000, 1234, 8500,
    ]);
    expect(() => parseTimeLimit('unknown')).toThrow(expect.objectContaining({ kind: 'PARSE_ERROR' }));
  });
});

describe('SPOJ site', () => {
  it('is logged in only while the header shows the sign-out link', async () => {
    const { ctx } = await open();
    expect(await spoj.isLoggedIn(ctx)).toBe(false);
    await spoj.login(ctx);
    expect(ctx.session.cookies.SPOJ).toBeTruthy();
    expect(await spoj.isLoggedIn(ctx)).toBe(true);
  });

  it("refuses a login with the site's words when the sign-out link does not appear", async () => {
    const { ctx } = await open({ login: 'refused' });
    await expect(spoj.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED', detail: 'Authentication failed!' });
  });

  it("takes the run id from the submit's answer, with the problem page's language id", async () => {
    const { ctx, fake } = await open();
    await spoj.login(ctx);
    expect(await spoj.submit(ctx, { problem: 'test', language: CPP14, code: 'int main(){}' })).toBe(fake.lastRunId());
    expect(await spoj.submit(ctx, { problem: 'TEST', language: lang('Python 3 (python 3.12)'), code: 'print(1)' })).toBe(fake.lastRunId());
    expect(fake.submits.map((f) => [f.get('problemcode'), f.get('lang')])).toEqual([
      ['TEST', '44'],
      ['TEST', '141'],
    ]);
    expect(await spoj.lastRunId(ctx, 'TEST')).toBe(fake.lastRunId());
  });

  it.each([
    ['a wrong problem code', 'NOPE', CPP14, 'x', 'Wrong problem code!'],
    [
      'a language the problem does not allow',
      'TEST',
      lang('JavaScript (SMonkey 60.2.3)'),
      'x',
      'Sorry, but you cannot submit in this language for this problem.',
    ],
    ['a solution too long', 'TEST', CPP14, 'x'.repeat(50_001), TOO_LONG],
  ])("refuses %s with the site's words", async (_name, problem, language, code, words) => {
    const { ctx } = await open();
    await spoj.login(ctx);
    await expect(spoj.submit(ctx, { problem, language, code })).rejects.toMatchObject({ kind: 'SUBMIT_REJECTED', detail: words });
  });

  it('answers null, not an older run, when the answer names no run', async () => {
    const { ctx } = await open({ submit: 'silent' });
    await spoj.login(ctx);
    expect(await spoj.submit(ctx, { problem: 'TEST', language: CPP14, code: 'x' })).toBeNull();
    expect(await spoj.lastRunId(ctx, 'TEST')).toBe('33100001');
  });

  it("takes an HTTP 429's Retry-After as the wait", async () => {
    const { ctx } = await open({ submit: 'rateLimitedOnce' });
    await spoj.login(ctx);
    await expect(spoj.submit(ctx, { problem: 'TEST', language: CPP14, code: 'x' })).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
      waitMs: 7000,
    });
  });

  it('reads the compile error of a run from /error/<id>', async () => {
    const { ctx } = await open({ run: ['CE'] });
    await spoj.login(ctx);
    const state = await spoj.poll(ctx, '33100002', 'TEST');
    expect(state).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, time: null, memory: null });
    expect(state.message).toBe(
      "prog.cpp: In function 'int main()':\nprog.cpp:1:39: error: 'scanf' was not declared in this scope\n int main(){int a,b;scanf(\"%d%d\",&a,&b);}\n                                       ^",
    );
  });

  it("imports the statement cut at its headings, with the tags and the problem's languages", async () => {
    const { site } = await open();
    const p = await spoj.importProblem(new RemoteHttp({ baseUrl: site.url, session: emptySession() }), 'test');
    expect(p.url).toBe(`${site.url}/problems/TEST/`);
    expect(p.description).toContain('find the Answer to Life, the Universe, and Everything.');
    expect(p.input).toBe('<p>Integers of one or two digits, one a line.</p>');
    expect(p.output).toBe('<p>The same integers, up to the number 42.</p>');
    expect(p.hint).toContain('<h3>Explanation</h3>');
    expect(p.hint).toContain('the answer is not always 42 &lt;grin&gt;.');
    expect(p.hint).not.toContain('problem-meta');
    expect(p.tags).toEqual(['basics', 'ad-hoc-1']);
    expect(p.languages).toEqual(expect.arrayContaining(['C++14 (gcc 12.1)', 'Python 3 (python 3.12)', 'Java (HotSpot 12)']));
    expect(p.languages).not.toContain('JavaScript (SMonkey 60.2.3)');
  });

  it('answers NOT_FOUND for a problem the site does not have', async () => {
    const { site } = await open();
    const http = new RemoteHttp({ baseUrl: site.url, session: emptySession() });
    await expect(spoj.importProblem(http, 'NOPE')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});
