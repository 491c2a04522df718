import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, fillLogin, latestMailTo, openLogin, sixDigitCode } from './helpers.ts';

/** Steps the browser tests share: signing in, making students and problems through the API, and submitting code. */

export const SUM = '#include <cstdio>\nint main(){long long a,b;std::scanf("%lld %lld",&a,&b);std::printf("%lld\\n",a+b);return 0;}\n';

interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** The token of a user who signs in through the API, or null when the name and password are not an account. */
export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string | null> {
  const res = await request.post('/api/login', { data: { username, password } });
  return res.headers()['authorization'] ?? null;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const token = await loginToken(request, 'root', ADMIN_PASSWORD);
  if (!token) throw new Error('root cannot log in');
  return token;
}

/** One API call that must succeed (body status 200); answers its data. */
export async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${method} ${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The id of the first row a back-office list answers for a keyword (what a form just saved). */
export async function firstListedId(request: APIRequestContext, token: string, listPath: string, keyword: string): Promise<number> {
  const listed = await apiCall<{ records: { id: number }[] }>(request, token, 'GET', `${listPath}?keyword=${encodeURIComponent(keyword)}`);
  const first = listed.records[0];
  if (!first) throw new Error(`${listPath} lists nothing for ${keyword}`);
  return first.id;
}

/** A public A+B problem with two hand-entered cases, open to every language of the site; answers its pid. */
export async function createSumProblem(request: APIRequestContext, token: string, problemId: string, title: string): Promise<number> {
  // The site's own languages: the remote judges' are listed too, and are refused on an own problem.
  const languages = await apiCall<{ id: number }[]>(request, token, 'GET', '/api/languages?all=false');
  const created = await apiCall<{ pid: number }>(request, token, 'POST', '/api/admin/problem', {
    problem: {
      problemId,
      title,
      description: 'Print the sum of two integers.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      auth: 1,
      difficulty: 0,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '-5 7\n', output: '2\n' },
    ],
    isUploadTestCase: false,
    judgeMode: 'default',
    languages: languages.map((l) => ({ id: l.id })),
    tags: [],
    codeTemplates: [],
  });
  return created.pid;
}

/** A visible public ACM contest that started an hour ago and ends in an hour, with `pid` as its problem A; answers its id. */
export async function createRunningContest(request: APIRequestContext, token: string, title: string, pid: number): Promise<number> {
  const now = Date.now();
  const contest = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/contest', {
    title,
    description: `${title}, made by the browser tests.`,
    startTime: new Date(now - 3600_000).toISOString(),
    endTime: new Date(now + 3600_000).toISOString(),
    type: 0,
    auth: 0,
    rankShowName: 'username',
    visible: true,
  });
  await apiCall(request, token, 'POST', '/api/admin/contest/add-problem-from-public', { pid, cid: contest.id, displayId: 'A' });
  return contest.id;
}

/**
 * Submits `code` through the API, to a contest's problem A or to a bank problem, and waits until it
 * is judged with `verdict` (Accepted unless said); answers the submission's id.
 */
export async function acceptedIn(
  request: APIRequestContext,
  token: string,
  where: { cid: number } | { problemId: string },
  code: string,
  verdict = 0,
): Promise<number> {
  const sent = await apiCall<{ submitId: number }>(request, token, 'POST', '/api/submit-problem-judge', {
    pid: 'cid' in where ? 'A' : where.problemId,
    cid: 'cid' in where ? where.cid : 0,
    language: 'C++',
    code,
    tid: null,
    gid: null,
    isRemote: false,
  });
  await expect
    .poll(
      async () =>
        (await apiCall<{ submission: { status: number } }>(request, token, 'GET', `/api/get-submission-detail?submitId=${sent.submitId}`))
          .submission.status,
      { timeout: 60_000 },
    )
    .toBe(verdict);
  return sent.submitId;
}

/** Ends a running contest in a moment (with `patch` saved on it too), then waits until it has ended. */
export async function endContestNow(
  request: APIRequestContext,
  token: string,
  cid: number,
  patch: Record<string, unknown> = {},
): Promise<void> {
  const vo = await apiCall<Record<string, unknown>>(request, token, 'GET', `/api/admin/contest?cid=${cid}`);
  await apiCall(request, token, 'PUT', '/api/admin/contest', { ...vo, ...patch, endTime: new Date(Date.now() + 1500).toISOString() });
  await expect
    .poll(async () => (await apiCall<{ status: number }>(request, token, 'GET', `/api/get-contest-info?cid=${cid}`)).status, {
      timeout: 20_000,
    })
    .toBe(1);
}

/** A student account made the way a student makes one: a code by mail, then the register call. */
export async function registerStudent(request: APIRequestContext, username: string, password = 'password1'): Promise<void> {
  const email = `${username}@school.test`;
  expect((await request.get(`/api/get-register-code?email=${email}`)).ok()).toBe(true);
  const code = sixDigitCode((await latestMailTo(email)).text);
  const res = await request.post('/api/register', { data: { username, password, email, code } });
  expect(((await res.json()) as Envelope).status).toBe(200);
}

/** Signs root in to the back office. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/admin/login?lang=en-US');
  await page.getByTestId('admin-login-username').fill('root');
  await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByTestId('admin-layout')).toBeVisible();
}

/** A new desktop page with the student signed in, opened at `path`. */
export async function signedInPage(browser: Browser, username: string, path: string, password = 'password1'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // Signed in from the home page: a page that needs login would race the click, opening the dialog itself.
  await page.goto('/home?lang=en-US');
  await openLogin(page);
  await fillLogin(page, username, password);
  await expect(page.getByTestId('login-form')).toBeHidden();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en-US`);
  return page;
}

/** Replaces what the code editor holds, as a student pasting a program would. */
export async function setCode(page: Page, code: string): Promise<void> {
  const editor = page.locator('.cm-content').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Picks C++ in the open problem page's editor, writes `code`, submits it and waits for the verdict. */
export async function submitHere(page: Page, code: string, verdict: string): Promise<void> {
  await expect(page.getByTestId('problem-title')).toBeVisible();
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="C++"]').click();
  await setCode(page, code);
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('submit-status')).toContainText(verdict, { timeout: 60_000 });
}

/** Types a moment into a date-time picker of a form (`YYYY-MM-DD HH:mm:ss`, local time) and confirms it. */
export async function pickMoment(page: Page, testId: string, at: Date): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}
