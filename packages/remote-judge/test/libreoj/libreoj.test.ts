import { JudgeStatus } from '@arbiter/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySession, type AccountContext, type RemoteSession } from '../../src/adapter.ts';
import { RemoteHttp } from '../../src/http.ts';
import { parseProblemId } from '../../src/judges/libreoj-api.ts';
import { absolutizeMarkdown, fieldOfSection, siteOrigin } from '../../src/judges/libreoj-problem.ts';
import { LIBREOJ_LANGUAGES, languageSettings, libreoj, runStateOf, type LojDetail } from '../../src/judges/libreoj.ts';
import { SCRIPT, fakeClock, fixture, startFakeSite, type FakeScript, type FakeSite } from '../support/index.ts';
import { ACCOUNT, libreojFake, type LibreojFakeOptions } from './fake.ts';

const DIR = new URL('./fixtures/', import.meta.url);
const CPP17 = LIBREOJ_LANGUAGES.find((l) => l.name === 'C++ (g++, c++17, O2, m64)')!;
const CODE = 'int main(){}\n';

let site: FakeSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function open(script: Partial<FakeScript> = {}, options: LibreojFakeOptions = {}, session: RemoteSession = emptySession()) {
  const fake = libreojFake({ ...SCRIPT, ...script }, options);
  site = await startFakeSite(fake.routes);
  const ctx: AccountContext = {
    http: new RemoteHttp({ baseUrl: site.url, session, timeoutMs: 3000 }),
    account: { ...ACCOUNT },
    session,
    sleep: fakeClock().sleep,
  };
  return { fake, site, ctx };
}

const requestsTo = (s: FakeSite, path: string) => s.requests.filter((r) => r.url.pathname === path);

/** A recorded run detail as the API answers it, for problem 6764. */
function detail(name: string, progressType = ''): LojDetail {
  const vars = {
    runId: 1900001,
    internalId: 41180,
    displayId: 6764,
    problemTitle: 't',
    userId: 1,
    username: ACCOUNT.username,
    answerSize: 13,
    codeJson: JSON.stringify(CODE),
    progressType,
    subscriptionKey: 'k',
  };
  return JSON.parse(fixture(DIR, name, vars)) as LojDetail;
}

const P6764 = { display: 6764, internal: 41180 };

describe('LibreOJ login and session', () => {
  it('keeps the login token in the session and sends it as a bearer token', async () => {
    const { ctx, site } = await open();
    await libreoj.login(ctx);
    expect(ctx.session.values.token).toMatch(/^token-/);
    expect(requestsTo(site, '/auth/login')[0]!.json()).toEqual({ username: ACCOUNT.username, password: ACCOUNT.password });
    expect(await libreoj.isLoggedIn(ctx)).toBe(true);
    const check = requestsTo(site, '/auth/getSessionInfo')[0]!;
    expect(check.url.searchParams.get('token')).toBe(ctx.session.values.token);
  });

  it("refuses a wrong password with the site's error code", async () => {
    const { ctx } = await open({ login: 'refused' });
    await expect(libreoj.login(ctx)).rejects.toMatchObject({ kind: 'LOGIN_FAILED', detail: 'WRONG_PASSWORD' });
    expect(ctx.session.values.token).toBeUndefined();
  });

  it('drops a stale token before logging in (the site answers ALREADY_LOGGEDIN to a login carrying one)', async () => {
    const { ctx, site } = await open({}, {}, { cookies: {}, values: { token: 'revoked' } });
    expect(await libreoj.isLoggedIn(ctx)).toBe(false);
    await libreoj.login(ctx);
    expect(requestsTo(site, '/auth/login')[0]!.headers.authorization).toBeUndefined();
    expect(ctx.session.values.token).not.toBe('revoked');
  });

  it('counts a session without a token, or without a user, as logged out', async () => {
    const { ctx, site } = await open();
    expect(await libreoj.isLoggedIn(ctx)).toBe(false);
    expect(site.requests).toHaveLength(0);
    ctx.session.values.token = 'unknown';
    expect(await libreoj.isLoggedIn(ctx)).toBe(false);
  });

  it('logs in again once when a poll is refused with PERMISSION_DENIED (a revoked session)', async () => {
    const { ctx, fake } = await open({ run: ['AC'] }, {}, { cookies: {}, values: { token: 'revoked' } });
    const state = await libreoj.poll(ctx, '1900001', '6764(41180)');
    expect(state.status).toBe(JudgeStatus.ACCEPTED);
    expect(fake.logins()).toBe(1);
  });
});

describe('LibreOJ submit', () => {
  it('resolves a display id to the internal id with getProblem, then submits with the recaptcha skip header', async () => {
    const { ctx, site } = await open();
    await libreoj.login(ctx);
    const runId = await libreoj.submit(ctx, { problem: '6764', language: CPP17, code: CODE });
    expect(runId).toBe('1900001');
    expect(requestsTo(site, '/problem/getProblem')[0]!.json()).toMatchObject({ displayId: 6764 });
    const submit = requestsTo(site, '/submission/submit')[0]!;
    expect(submit.headers['x-recaptcha-token']).toBe('skip');
    expect(submit.headers.authorization).toBe(`Bearer ${ctx.session.values.token}`);
    expect(submit.json()).toEqual({
      problemId: 41180,
      content: { code: CODE, language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
      uploadInfo: null,
    });
  });

  it('skips the lookup when the remote id carries the internal id', async () => {
    const { ctx, site } = await open();
    await libreoj.login(ctx);
    await libreoj.submit(ctx, { problem: '6764(41180)', language: CPP17, code: CODE });
    expect(requestsTo(site, '/problem/getProblem')).toHaveLength(0);
    expect(requestsTo(site, '/submission/submit')[0]!.json()).toMatchObject({ problemId: 41180 });
  });

  it('refuses a problem the site does not have with NO_SUCH_PROBLEM', async () => {
    const { ctx } = await open();
    await libreoj.login(ctx);
    await expect(libreoj.submit(ctx, { problem: '9999', language: CPP17, code: CODE })).rejects.toMatchObject({
      kind: 'SUBMIT_REJECTED',
      detail: expect.stringContaining('NO_SUCH_PROBLEM'),
    });
    await expect(libreoj.submit(ctx, { problem: '6764(9999)', language: CPP17, code: CODE })).rejects.toMatchObject({
      kind: 'SUBMIT_REJECTED',
      detail: 'NO_SUCH_PROBLEM',
    });
  });

  it('ends as BLOCKED when the recaptcha check refuses the submit (an account without exemption)', async () => {
    const { ctx } = await open({}, { captcha: true });
    await libreoj.login(ctx);
    await expect(libreoj.submit(ctx, { problem: '6764(41180)', language: CPP17, code: CODE })).rejects.toMatchObject({ kind: 'BLOCKED' });
  });

  it('fails at once, without guessing a run, when the submit answers no submission id', async () => {
    const { ctx } = await open({ submit: 'silent' });
    await libreoj.login(ctx);
    await expect(libreoj.submit(ctx, { problem: '6764(41180)', language: CPP17, code: CODE })).rejects.toMatchObject({
      kind: 'RUN_ID_NOT_FOUND',
    });
    expect(await libreoj.lastRunId(ctx, '6764(41180)')).toBeNull();
  });
});

describe('LibreOJ run detail', () => {
  it.each([
    ['detail-waiting.json.tpl', '', JudgeStatus.PENDING],
    ['detail-progress.json.tpl', 'Preparing', JudgeStatus.PENDING],
    ['detail-progress.json.tpl', 'Compiling', JudgeStatus.COMPILING],
    ['detail-progress.json.tpl', 'Running', JudgeStatus.JUDGING],
    ['detail-progress.json.tpl', 'Finished', JudgeStatus.JUDGING],
  ])('%s with progress %s is still running (%i)', (name, progressType, status) => {
    expect(runStateOf(detail(name, progressType), P6764)).toEqual({ status, time: null, memory: null });
  });

  it.each([
    ['detail-accepted.json.tpl', JudgeStatus.ACCEPTED, 15, 3204],
    ['detail-wrong-answer.json.tpl', JudgeStatus.WRONG_ANSWER, 46, 3204],
    ['detail-time-limit.json.tpl', JudgeStatus.TIME_LIMIT_EXCEEDED, 1012, 3340],
    ['detail-partially-correct.json.tpl', JudgeStatus.PARTIAL_ACCEPTED, 31, 3276],
  ])('%s is final with time in ms and memory in KB', (name, status, time, memory) => {
    expect(runStateOf(detail(name), P6764)).toEqual({ status, time, memory });
  });

  it('reads a compile error from progress.compile.message without its ANSI colours', () => {
    const state = runStateOf(detail('detail-compile-error.json.tpl'), P6764);
    expect(state.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(state.message).toContain('main.cpp:2:28: error: ‘scanf’ was not declared in this scope');
    expect(state.message).not.toContain('\u001b');
  });

  it("keeps a system error's message", () => {
    expect(runStateOf(detail('detail-system-error.json.tpl'), P6764)).toMatchObject({
      status: JudgeStatus.SYSTEM_ERROR,
      message: 'Failed to download the test data: 41180/2.in',
    });
  });

  it.each([
    ['OutputLimitExceeded', JudgeStatus.RUNTIME_ERROR],
    ['RuntimeError', JudgeStatus.RUNTIME_ERROR],
    ['FileError', JudgeStatus.RUNTIME_ERROR],
    ['JudgementFailed', JudgeStatus.RUNTIME_ERROR],
    ['ConfigurationError', JudgeStatus.RUNTIME_ERROR],
    ['InvalidInteraction', JudgeStatus.RUNTIME_ERROR],
    ['MemoryLimitExceeded', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['Canceled', JudgeStatus.CANCELLED],
    ['SomethingNew', JudgeStatus.PENDING],
  ])('maps meta.status %s to %i', (status, ours) => {
    const d = detail('detail-wrong-answer.json.tpl');
    expect(runStateOf({ ...d, meta: { ...d.meta, status } }, P6764).status).toBe(ours);
  });

  it('refuses a run of another problem than the one asked for', async () => {
    expect(() => runStateOf(detail('detail-accepted.json.tpl'), { display: 1, internal: null })).toThrow(
      expect.objectContaining({ kind: 'PARSE_ERROR' }),
    );
    const { ctx, site } = await open({ run: ['AC'] }, { runDisplayId: 1 });
    await libreoj.login(ctx);
    await expect(libreoj.poll(ctx, '1900001', '6764(41180)')).rejects.toMatchObject({ kind: 'PARSE_ERROR' });
    expect(requestsTo(site, '/submission/getSubmissionDetail')[0]!.json()).toEqual({ submissionId: '1900001', locale: 'zh_CN' });
  });
});

describe('LibreOJ problem import', () => {
  it('sorts the sections by their titles, keeps Markdown, and makes relative addresses absolute', async () => {
    const { site } = await open();
    const http = new RemoteHttp({ baseUrl: site.url, session: emptySession() });
    const p = await libreoj.importProblem(http, '6764');
    // The background comes first on the page: taken by position it would have become the description and shifted the rest.
    expect(p.description).toContain('#### 题目背景\n\n小 W 在整理一张旧地图。');
    expect(p.description).toContain('#### 题目描述\n\n给定一张 $n$ 个城市');
    expect(p.description).toContain(`![地图](${site.url}/images/6764/graph.png)`);
    expect(p.description).toContain(`<img src="${site.url}/p/legend.png"`);
    expect(p.description).toContain(`[附件](${site.url}/p/files/notes.pdf)`);
    expect(p.input).toBe('第一行两个整数 $n, m$。\n\n接下来 $m$ 行，每行两个整数 $u, v$，表示一条道路。');
    expect(p.output).toBe('一行一个整数，表示答案；无法到达时输出 `-1`。');
    expect(p.hint).toContain('对于 $100\\%$ 的数据');
    expect(p.hint).toContain('#### 样例 2\n\n城市 $1$ 就是城市 $n$。');
    expect(p.tags).toEqual(['图论', '最短路']);
    expect(p.url).toBe(`${site.url}/p/6764`);
    expect(p.source).toContain(`href="${site.url}/p/6764"`);
    const ask = requestsTo(site, '/problem/getProblem')[0]!.json();
    expect(ask).toMatchObject({
      displayId: 6764,
      localizedContentsOfLocale: 'zh_CN',
      samples: true,
      judgeInfo: true,
      tagsOfLocale: 'zh_CN',
    });
  });

  it('names a problem whose ids agree by its display id alone', async () => {
    const { site } = await open();
    const p = await libreoj.importProblem(new RemoteHttp({ baseUrl: site.url, session: emptySession() }), '1');
    expect(p.problemId).toBe('LIBRE-1');
  });

  it('answers NOT_FOUND for a missing problem or an id that is not one', async () => {
    const { site } = await open();
    const http = new RemoteHttp({ baseUrl: site.url, session: emptySession() });
    await expect(libreoj.importProblem(http, '9999')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(libreoj.importProblem(http, 'abc')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it.each([
    ['题目描述', 'description'],
    ['题目背景', 'description'],
    ['Description', 'description'],
    ['输入格式', 'input'],
    ['Input', 'input'],
    ['输出格式', 'output'],
    ['数据范围与提示', 'hint'],
    ['样例解释', 'hint'],
    ['Limits and Hints', 'hint'],
  ])('takes a section titled %s as the %s', (title, field) => {
    expect(fieldOfSection(title)).toBe(field);
  });

  it('makes Markdown addresses absolute, leaving absolute ones and anchors alone', () => {
    const page = 'https://loj.ac/p/6764';
    expect(absolutizeMarkdown('![a](/img/a.png "t") [b](b.pdf) [c](#part) ![d](https://cdn.example/d.png)\n[ref]: pic/e.png', page)).toBe(
      '![a](https://loj.ac/img/a.png "t") [b](https://loj.ac/p/b.pdf) [c](#part) ![d](https://cdn.example/d.png)\n[ref]: https://loj.ac/p/pic/e.png',
    );
  });

  it('finds the web site behind the API address', () => {
    const http = new RemoteHttp({ baseUrl: 'https://api.loj.ac/api', session: emptySession() });
    expect(siteOrigin(http)).toBe('https://loj.ac');
  });
});

describe('LibreOJ ids and languages', () => {
  it('reads `6764` and `6764(41180)`', () => {
    expect(parseProblemId('6764')).toEqual({ display: 6764, internal: null });
    expect(parseProblemId('6764(41180)')).toEqual({ display: 6764, internal: 41180 });
    expect(parseProblemId('LIBRE-6764')).toBeNull();
  });

  it('keeps every language as a JSON id of language and options, with unique names', () => {
    const names = LIBREOJ_LANGUAGES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    const languages = new Set(LIBREOJ_LANGUAGES.map((l) => languageSettings(l).language));
    expect([...languages].sort()).toEqual(['c', 'cpp', 'csharp', 'go', 'java', 'kotlin', 'pascal', 'python', 'rust']);
    expect(languageSettings(LIBREOJ_LANGUAGES.find((l) => l.name === 'Python (3.10)')!)).toEqual({
      language: 'python',
      compileAndRunOptions: { version: '3.10' },
    });
    expect(() => languageSettings({ name: 'x', id: 'cpp', contentType: 'text/x-c++src' })).toThrow(
      expect.objectContaining({ kind: 'SUBMIT_REJECTED' }),
    );
  });
});
