import { createCipheriv, randomBytes } from 'node:crypto';
import { JudgeStatus } from '@arbiter/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySession, type AccountContext } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { runRemoteTask } from '../../src/runner.ts';
import { codeforces, runStateOf, type SubmitSource } from '../../src/judges/codeforces.ts';
import { rcpcArgs, rcpcCookie, tta } from '../../src/judges/codeforces-rcpc.ts';
import { CF_LANGUAGES, cfRequest, csrfOf, formErrors, languageIdFrom, splitProblem } from '../../src/judges/codeforces-site.ts';
import { SCRIPT, fakeClock, startFakeSite, type FakeRoute, type FakeScript, type FakeSite } from '../support/index.ts';
import { BFAA, FTAA, PREVIOUS_RUN, RCPC, TTA, cfFixture, codeforcesFake, type CfSiteOptions } from './fake.ts';

let site: FakeSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function serve(routes: FakeRoute[]) {
  site = await startFakeSite(routes);
  return site;
}

function context(url: string): AccountContext {
  const session = emptySession();
  const clock = fakeClock();
  return {
    http: new RemoteHttp({ baseUrl: url, session, timeoutMs: 3000 }),
    account: { username: 'school_account', password: 'secret-pass' },
    session,
    sleep: clock.sleep,
  };
}

async function task(script: Partial<FakeScript> = {}, options: CfSiteOptions = {}) {
  const fake = codeforcesFake({ ...SCRIPT, ...script }, options);
  const s = await serve(fake.routes);
  const ctx = context(s.url);
  const outcome = await runRemoteTask(
    codeforces,
    ctx,
    { key: 'CF', problem: '1900A', language: 'GNU G++17 7.3.0', code: 'int main(){}', runId: null, nonce: 0 },
    { submitted: async () => {}, progress: async () => {} },
    fakeClock(),
  );
  return { outcome, fake, ctx, requests: s.requests };
}

describe('RCPC', () => {
  it('decrypts the known-answer vector (made with node:crypto encrypt) to the cookie', () => {
    expect(rcpcCookie(RCPC.a, RCPC.b, RCPC.c)).toBe(RCPC.cookie);
  });

  it('undoes any AES-128-CBC encryption of one block without padding', () => {
    const [key, iv, plain] = [randomBytes(16), randomBytes(16), randomBytes(16)];
    const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
    const c = Buffer.concat([cipher.update(plain), cipher.final()]).toString('hex');
    expect(rcpcCookie(key.toString('hex'), iv.toString('hex'), c)).toBe(plain.toString('hex'));
  });

  it('reads key, iv and cipher text from the page in page order', () => {
    expect(rcpcArgs(cfFixture('rcpc.html', { ...RCPC, next: '/' }))).toEqual([RCPC.a, RCPC.b, RCPC.c]);
    expect(rcpcArgs(cfFixture('enter.html', { csrf: 'x', bfaa: 'y', error: '', handle: '' }))).toBeNull();
  });

  it('keeps the cookie in the session and asks again once', async () => {
    const s = await serve(codeforcesFake(SCRIPT).routes);
    const http = new RemoteHttp({ baseUrl: s.url, session: emptySession() });
    const res = await cfRequest(http, '/enter');
    expect(csrfOf(res.text)).toMatch(/^[0-9a-f]{32}$/);
    expect(http.session.cookies.RCPC).toBe(RCPC.cookie);
    expect(s.requests.map((r) => r.path)).toEqual(['/enter', '/enter']);
  });

  it('ends as BLOCKED, without a loop, when the gate page comes back after the cookie', async () => {
    const s = await serve([
      {
        method: 'GET',
        path: '/enter',
        handle: () => ({ body: cfFixture('rcpc.html', { a: RCPC.b, b: RCPC.a, c: RCPC.c, next: '/enter' }) }),
      },
    ]);
    await expect(codeforces.login(context(s.url))).rejects.toMatchObject({ kind: 'BLOCKED' });
    expect(s.requests).toHaveLength(2);
  });
});

describe('anti-bot pages', () => {
  it('ends as BLOCKED on the Cloudflare challenge, asking /enter once', async () => {
    const { outcome, requests, fake } = await task({ login: 'bot' });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'BLOCKED' });
    expect(requests.filter((r) => r.path === '/enter' && r.cookies.RCPC)).toHaveLength(1);
    expect(fake.logins()).toBe(0);
  });

  it('ends as BLOCKED on a plain 403 page', async () => {
    const s = await serve([{ method: 'GET', path: '/enter', handle: () => ({ status: 403, body: cfFixture('forbidden.html') }) }]);
    await expect(codeforces.login(context(s.url))).rejects.toMatchObject({ kind: 'BLOCKED' });
    expect(s.requests).toHaveLength(1);
  });
});

describe('login', () => {
  it.each([
    ['span data-csrf', `<span style='display:none;' class='csrf-token' data-csrf='0123456789abcdef0123456789abcdef'>&nbsp;</span>`],
    ['meta X-Csrf-Token', '<meta name="X-Csrf-Token" content="0123456789abcdef0123456789abcdef"/>'],
    ['hidden input', `<input type='hidden' name='csrf_token' value='0123456789abcdef0123456789abcdef'/>`],
  ])('finds the csrf token as a %s', (_form, html) => {
    expect(csrfOf(`<html><body>${html}</body></html>`)).toBe('0123456789abcdef0123456789abcdef');
  });

  it('does not take a token of the wrong length', () => {
    expect(csrfOf('<meta name="X-Csrf-Token" content="0123456789abcdef"/>')).toBeNull();
  });

  it('sends ftaa from its cookie, bfaa from the page and _tta from cookie 39ce7', async () => {
    const { fake, requests } = await task();
    expect(fake.logins()).toBe(1);
    const form = requests.find((r) => r.method === 'POST' && r.path === '/enter')!.form();
    expect(Object.fromEntries(form)).toMatchObject({
      ftaa: FTAA,
      bfaa: BFAA,
      _tta: TTA.value,
      action: 'enter',
      handleOrEmail: 'school_account',
      remember: 'on',
    });
  });

  it("refuses with the site's words", async () => {
    const s = await serve(codeforcesFake({ ...SCRIPT, login: 'refused' }).routes);
    await expect(codeforces.login(context(s.url))).rejects.toMatchObject({
      kind: 'LOGIN_FAILED',
      detail: 'Invalid handle/email or password',
    });
  });

  it('is not logged in on a fresh session', async () => {
    const s = await serve(codeforcesFake(SCRIPT).routes);
    await expect(codeforces.isLoggedIn(context(s.url))).resolves.toBe(false);
  });
});

describe('_tta', () => {
  it('matches the vector worked by hand from the formula', () => {
    // "ab": i=0: (0 + 1·2·97) mod 1009 = 194, +1 = 195, ×2 = 390.
    //       i=1: (390 + 2·3·98) mod 1009 = 978; 978 mod 5 = 3; 978 − floor(97/2)·3 = 978 − 144 = 834.
    expect(tta('ab')).toBe(834);
    expect(tta('')).toBe(0);
    expect(String(tta(TTA.cookie))).toBe(TTA.value);
  });

  it('stays within 0..1008', () => {
    const values = ['z', 'zz', 'f3b0c1d2e4', 'x'.repeat(64)].map(tta);
    expect(values.every((t) => Number.isInteger(t) && t >= 0 && t < 1009)).toBe(true);
  });
});

describe('submit', () => {
  const submitPage = (errors: { sourceError?: string; languageError?: string }) =>
    cfFixture('submit.html', {
      csrf: 'c',
      action: '/problemset/submit/1900/A',
      problemFields: '',
      problemLabel: '1900A',
      sourceError: '',
      languageError: '',
      ...errors,
    });

  it('reads the duplicate-code and the language errors of the re-rendered form', () => {
    expect(formErrors(submitPage({ sourceError: 'You have submitted exactly the same code before' }))).toEqual([
      'You have submitted exactly the same code before',
    ]);
    expect(formErrors(submitPage({ languageError: 'This language is not allowed for this problem' }))).toEqual([
      'This language is not allowed for this problem',
    ]);
    expect(formErrors(submitPage({}))).toEqual([]);
  });

  it("answers SUBMIT_REJECTED with the site's words", async () => {
    const { outcome } = await task({ submit: 'rejected' });
    expect(outcome).toMatchObject({ failure: 'SUBMIT_REJECTED' });
    expect(outcome.errorMessage).toContain('You have submitted exactly the same code before');
  });

  it('answers RATE_LIMITED with the wait the site names, then submits once more', async () => {
    const fake = codeforcesFake({ ...SCRIPT, submit: 'rateLimitedOnce' });
    const s = await serve(fake.routes);
    const ctx = context(s.url);
    await codeforces.login(ctx);
    const req = { problem: '1900A', language: CF_LANGUAGES.find((l) => l.name === 'GNU G++17 7.3.0')!, code: 'int main(){}' };
    await expect(codeforces.submit(ctx, req)).rejects.toMatchObject({ kind: 'RATE_LIMITED', waitMs: 30_000 });
    await expect(codeforces.submit(ctx, req)).resolves.toBeNull();
    expect(fake.lastRunId()).toBe(String(PREVIOUS_RUN + 1));
  });

  it('takes the language id from the submit page when the label is there, else the table', () => {
    const page = submitPage({});
    expect(languageIdFrom(page, { name: 'PyPy 3.10 (7.3.15, 64bit)', id: '41', contentType: 'text/x-python' })).toBe('70');
    expect(
      languageIdFrom(
        page,
        CF_LANGUAGES.find((l) => l.name.startsWith('GNU G++20'))!,
      ),
    ).toBe('73');
  });

  it('logs in again and submits once more after a 403 (an expired session)', async () => {
    const { outcome, fake, requests } = await task({}, { expiredSubmits: 1 });
    expect(outcome).toMatchObject({ status: JudgeStatus.ACCEPTED, runId: String(PREVIOUS_RUN + 1) });
    expect(fake.logins()).toBe(2);
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname.startsWith('/problemset/submit'))).toHaveLength(2);
  });

  it('ends as BLOCKED when the 403 comes back after logging in again', async () => {
    const { outcome, fake, requests } = await task({}, { expiredSubmits: 5 });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'BLOCKED' });
    expect(fake.logins()).toBe(2);
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname.startsWith('/problemset/submit'))).toHaveLength(2);
  });
});

describe('run id', () => {
  it("reads the account's own status page, not everybody's", async () => {
    const s = await serve(codeforcesFake(SCRIPT).routes);
    const ctx = context(s.url);
    await codeforces.login(ctx);
    await expect(codeforces.lastRunId(ctx, '1900A')).resolves.toBe(String(PREVIOUS_RUN));
    expect(s.requests.at(-1)!.path).toBe('/problemset/status?my=on');
    expect(ctx.session.values.csrf).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fails when the run id after the submit is still the one before', async () => {
    const { outcome } = await task({ submit: 'silent' });
    expect(outcome).toMatchObject({ failure: 'RUN_ID_NOT_FOUND', runId: null });
    expect(outcome.errorMessage).toContain(String(PREVIOUS_RUN));
  });
});

describe('submitSource', () => {
  const json = (name: string) => JSON.parse(cfFixture(name, { sid: 1, handle: 'h', source: '' })) as SubmitSource;

  it('follows waiting, then partial tests, then the final verdict', () => {
    expect(runStateOf(json('source-pending.json'))).toMatchObject({ status: JudgeStatus.PENDING });
    expect(runStateOf(json('source-compiling.json'))).toMatchObject({ status: JudgeStatus.COMPILING });
    expect(runStateOf(json('source-judging.json'))).toEqual({ status: JudgeStatus.JUDGING, time: 31, memory: 256 });
    expect(runStateOf(json('source-ac.json'))).toMatchObject({ status: JudgeStatus.ACCEPTED, time: 31, memory: 256 });
    expect(runStateOf(json('source-tle.json'))).toMatchObject({ status: JudgeStatus.TIME_LIMIT_EXCEEDED, time: 1000, memory: 1024 });
    expect(runStateOf(json('source-se.json'))).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, message: 'CRASHED' });
  });

  it('gives memory in KB from bytes and time as the slowest test', () => {
    expect(runStateOf(json('source-wa.json'))).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, time: 46, memory: 1024 });
  });

  it('takes a compile error with its text, and without one', () => {
    const ce = json('source-ce.json');
    expect(runStateOf(ce)).toMatchObject({
      status: JudgeStatus.COMPILE_ERROR,
      message: expect.stringContaining("'scnaf' was not declared"),
    });
    delete ce['checkerStdoutAndStderr#1'];
    expect(runStateOf(ce)).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, message: null });
  });

  it('counts an unknown verdict as a failed poll', () => {
    expect(() => runStateOf({ waiting: 'false', testCount: '1', 'verdict#1': 'HAPPY_NEW_YEAR' })).toThrow(/unknown verdict/);
  });

  it('reads the csrf token from the status page when the session has none', async () => {
    const s = await serve(codeforcesFake({ ...SCRIPT, run: ['WA'] }).routes);
    const ctx = context(s.url);
    await codeforces.login(ctx);
    delete ctx.session.values.csrf;
    await expect(codeforces.poll(ctx, '234500777', '1900A')).resolves.toMatchObject({ status: JudgeStatus.WRONG_ANSWER });
    expect(s.requests.map((r) => r.path).slice(-2)).toEqual(['/problemset/status?my=on', '/data/submitSource']);
  });
});

describe('problem import', () => {
  async function imported() {
    const s = await serve(codeforcesFake(SCRIPT).routes);
    return { p: await codeforces.importProblem(new RemoteHttp({ baseUrl: s.url, session: emptySession() }), '1900A'), url: s.url };
  }

  it('turns $$$ into $ and $$$$$$ into $$', async () => {
    const { p } = await imported();
    expect(p.description).toContain('perform action $1$');
    expect(p.description).toContain('$$\\sum_{i=1}^{n} a_i$$');
    expect(`${p.description}${p.input}${p.output}${p.hint}`).not.toContain('$$$');
  });

  it('keeps the sections apart, links absolute, and the tags without the difficulty', async () => {
    const { p, url } = await imported();
    expect(p.input).toMatch(/^<p>The first line contains/);
    expect(p.output).toMatch(/^<p>For each test case/);
    expect(p.hint).toContain(`href="${url}/blog/entry/12345"`);
    expect(p.tags).toEqual(['constructive algorithms', 'greedy']);
    expect(p.url).toBe(`${url}/problemset/problem/1900/A`);
  });

  it('answers NOT_FOUND for a problem the site does not have', async () => {
    const s = await serve(codeforcesFake(SCRIPT).routes);
    await expect(codeforces.importProblem(new RemoteHttp({ baseUrl: s.url, session: emptySession() }), '1900Z')).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it.each([
    ['1900A', { contest: '1900', index: 'A' }],
    ['1899b2', { contest: '1899', index: 'B2' }],
    ['100001AA', { contest: '100001', index: 'AA' }],
  ])('splits %s into contest and index', (id, parts) => {
    expect(splitProblem(id)).toEqual(parts);
  });

  it('refuses an id without an index', () => {
    expect(() => splitProblem('1900')).toThrow(/contest number followed by a problem index/);
  });
});
