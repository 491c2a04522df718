import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, fillLogin, latestMailTo, openLogin, sixDigitCode, uniqueName } from '../support/helpers.ts';

/**
 * A contest end to end, judged by the real local judge host: an admin creates a protected ACM
 * contest with two problems in the back office; two students register (one through the submit
 * dialog, one after a wrong password), submit and watch the board change; after the seal a late
 * accepted run stays '?' for the students while the admin's forced board shows it; once the
 * contest is over the rolling board reveals it.
 */

const SUM = '#include <cstdio>\nint main(){long long a,b;std::scanf("%lld %lld",&a,&b);std::printf("%lld\\n",a+b);return 0;}\n';
const WRONG = SUM.replace('a+b', 'a-b');
const PASSWORD = 'letmein42';

interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { username: 'root', password: ADMIN_PASSWORD } });
  const token = res.headers()['authorization'];
  if (!token) throw new Error('root cannot log in');
  return token;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${method} ${path}: ${body.msg}`).toBe(200);
  return body.data;
}

async function createProblem(request: APIRequestContext, token: string, problemId: string, title: string): Promise<void> {
  const languages = await call<{ id: number }[]>(request, token, 'GET', '/api/languages');
  await call(request, token, 'POST', '/api/admin/problem', {
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
}

async function registerStudent(request: APIRequestContext, username: string): Promise<void> {
  const email = `${username}@school.test`;
  expect((await request.get(`/api/get-register-code?email=${email}`)).ok()).toBe(true);
  const code = sixDigitCode((await latestMailTo(email)).text);
  const res = await request.post('/api/register', { data: { username, password: 'password1', email, code } });
  expect(((await res.json()) as Envelope).status).toBe(200);
}

async function studentPage(browser: Browser, username: string, cid: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`/contest?lang=en-US`);
  await openLogin(page);
  await fillLogin(page, username, 'password1');
  await expect(page.getByTestId('login-form')).toBeHidden();
  await page.goto(`/contest/${cid}?lang=en-US`);
  await expect(page.getByTestId('contest-shell')).toBeVisible();
  return page;
}

async function setCode(page: Page, code: string): Promise<void> {
  const editor = page.locator('.cm-content').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

async function submit(page: Page, cid: number, displayId: string, code: string, verdict: string): Promise<void> {
  await page.goto(`/contest/${cid}/problem/${displayId}?lang=en-US`);
  await expect(page.getByTestId('problem-title')).toBeVisible();
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="C++"]').click();
  await setCode(page, code);
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('submit-status')).toContainText(verdict, { timeout: 60_000 });
}

/** Types a moment into the form's date-and-time picker. */
async function pickMoment(page: Page, testId: string, at: Date): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

test('an admin runs a sealed ACM contest that two students take part in, ending with the rolling board', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  const tag = uniqueName('C').toUpperCase();
  await createProblem(request, token, `${tag}A`, 'Sum again');
  await createProblem(request, token, `${tag}B`, 'Sum once more');
  const alice = uniqueName('alice');
  const bob = uniqueName('bob');
  await registerStudent(request, alice);
  await registerStudent(request, bob);

  // The admin creates the contest: running for 100 minutes already, ending in 31, sealed for the
  // last 30 — so the seal falls one minute from now.
  await page.goto('/admin/login?lang=en-US');
  await page.getByTestId('admin-login-username').fill('root');
  await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await page.goto('/admin/contest/create?lang=en-US');
  const title = `Autumn round ${tag}`;
  const now = Math.floor(Date.now() / 1000) * 1000;
  const end = new Date(now + 31 * 60_000);
  const seal = end.getTime() - 30 * 60_000;
  await page.getByTestId('contest-form-title').fill(title);
  await page.getByTestId('contest-form-description').fill('Two problems, one hour of fun.');
  await pickMoment(page, 'contest-form-start', new Date(now - 100 * 60_000));
  await pickMoment(page, 'contest-form-end', end);
  await expect(page.getByTestId('contest-form-duration')).toContainText('02:11:00');
  await page.getByTestId('contest-form-auth').getByText('Protected').click();
  await page.getByTestId('contest-form-password').fill(PASSWORD);
  await page.getByTestId('contest-form-seal').click();
  await page.getByTestId('contest-form-seal-choice').getByText('30 minutes before the end').click();
  await page.getByTestId('contest-form-save').click();
  await expect(page).toHaveURL(/\/admin\/contest(\?|$)/);
  const listed = await call<{ records: { id: number; title: string }[] }>(
    request,
    token,
    'GET',
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
  );
  const cid = listed.records[0]!.id;

  // Two problems from the bank under display ids A and B.
  await page.goto(`/admin/contest/${cid}/problems?lang=en-US`);
  for (const [displayId, suffix] of [
    ['A', 'A'],
    ['B', 'B'],
  ] as const) {
    await page.getByTestId('contest-problem-add-public').click();
    await page.getByTestId('contest-public-keyword').locator('input').fill(`${tag}${suffix}`);
    await page.getByTestId('contest-public-keyword').locator('input').press('Enter');
    const row = page.getByTestId('contest-public-table').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText(`${tag}${suffix}`);
    await row.locator('[data-testid^="contest-public-display-id-"]').fill(displayId);
    await row.locator('[data-testid^="contest-public-add-"]').click();
    await expect(page.getByTestId('contest-problem-table')).toContainText(`${tag}${suffix}`);
    await page.keyboard.press('Escape');
  }

  // Alice registers through the dialog that submitting opens; Bob mistypes the password first.
  const a = await studentPage(browser, alice, cid);
  await a.goto(`/contest/${cid}/problem/A?lang=en-US`);
  await a.getByTestId('editor-language').click();
  await a.locator('.ant-select-item-option[title="C++"]').click();
  await setCode(a, SUM);
  await a.getByTestId('submit-button').click();
  await expect(a.getByTestId('contest-password-dialog')).toBeVisible();
  await a.getByTestId('contest-password-input').fill(PASSWORD);
  await a.getByTestId('contest-password-submit').click();
  await expect(a.getByText('Register contest successfully')).toBeVisible();
  await submit(a, cid, 'A', SUM, 'Accepted');

  const b = await studentPage(browser, bob, cid);
  await b.getByTestId('contest-password-input').fill('not-the-password');
  await b.getByTestId('contest-password-submit').click();
  await expect(b.getByTestId('contest-password-input')).toBeVisible();
  await b.getByTestId('contest-password-input').fill(PASSWORD);
  await b.getByTestId('contest-password-submit').click();
  await expect(b.getByText('Register contest successfully')).toBeVisible();
  await submit(b, cid, 'A', WRONG, 'Wrong Answer');

  // Both see the board: Alice solved A, Bob has one wrong try on it.
  await a.goto(`/contest/${cid}/rank?lang=en-US`);
  await expect(a.getByTestId(`sb-row-${alice}`).last()).toContainText(/10\d/);
  await expect(a.getByTestId(`sb-row-${bob}`).last()).toContainText('(-1)');

  // After the seal Bob's accepted run is a '?' for the students but not on the admin's forced board.
  const wait = seal + 2_000 - Date.now();
  if (wait > 0) await a.waitForTimeout(wait);
  await submit(b, cid, 'A', SUM, 'Accepted');
  await b.goto(`/contest/${cid}/rank?lang=en-US`);
  await expect(b.getByTestId(`sb-row-${bob}`).last()).toContainText('?');
  await a.reload();
  await expect(a.getByTestId(`sb-row-${bob}`).last()).toContainText('?');
  await page.goto(`/contest/${cid}/rank?lang=en-US`);
  await expect(page.getByTestId(`sb-row-${bob}`).last()).toContainText('?');
  await page.getByTestId('sb-force').click();
  await expect(page.getByTestId(`sb-row-${bob}`).last()).not.toContainText('?');
  await expect(page.getByTestId(`sb-row-${bob}`).last()).toContainText('(-1)');

  // The admin ends the contest now (keeping the seal time); the rolling board reveals the '?'.
  const form = await call<Record<string, unknown>>(request, token, 'GET', `/api/admin/contest?cid=${cid}`);
  await call(request, token, 'PUT', '/api/admin/contest', { ...form, endTime: new Date(Date.now() + 3_000).toISOString() });
  await page.waitForTimeout(4_000);
  await page.goto(`/contest/${cid}/scroll-board?lang=en-US`);
  const [board] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('scroll-setup-start').click()]);
  await expect(board.getByTestId('rb-table')).toBeVisible();
  const cell = board.getByTestId(`rb-cell-${bob}-A`);
  await expect(cell).toContainText('?');
  for (let step = 0; step < 5 && (await cell.textContent())?.includes('?'); step++) {
    await board.getByTestId('rb-next').click();
  }
  await expect(cell).not.toContainText('?');
  await expect(board.getByTestId(`rb-row-${bob}`)).toBeVisible();
});
