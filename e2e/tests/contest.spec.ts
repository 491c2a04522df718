import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueName } from '../support/helpers.ts';
import {
  SUM,
  adminLogin,
  adminToken,
  apiCall,
  createSumProblem,
  firstListedId,
  pickMoment,
  registerStudent,
  setCode,
  signedInPage,
  submitHere,
} from '../support/flows.ts';

/**
 * A contest end to end, judged by the real local judge host: an admin creates a protected ACM
 * contest with two problems in the back office; two students register (one through the submit
 * dialog, one after a wrong password), submit and watch the board change; after the seal a late
 * accepted run stays '?' for the students while the admin's forced board shows it; once the
 * contest is over the rolling board reveals it.
 */

const WRONG = SUM.replace('a+b', 'a-b');
const PASSWORD = 'letmein42';

async function submit(page: Page, cid: number, displayId: string, code: string, verdict: string): Promise<void> {
  await page.goto(`/contest/${cid}/problem/${displayId}?lang=en-US`);
  await submitHere(page, code, verdict);
}

async function studentPage(browser: Browser, username: string, cid: number): Promise<Page> {
  const page = await signedInPage(browser, username, '/contest');
  await page.goto(`/contest/${cid}?lang=en-US`);
  await expect(page.getByTestId('contest-shell')).toBeVisible();
  return page;
}

/** Types a moment into the form's date-and-time picker. */
test('an admin runs a sealed ACM contest that two students take part in, ending with the rolling board', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  const tag = uniqueName('C').toUpperCase();
  await createSumProblem(request, token, `${tag}A`, 'Sum again');
  await createSumProblem(request, token, `${tag}B`, 'Sum once more');
  const alice = uniqueName('alice');
  const bob = uniqueName('bob');
  await registerStudent(request, alice);
  await registerStudent(request, bob);

  // The admin creates the contest: running for 100 minutes already, ending in 31, sealed for the
  // last 30 — so the seal falls one minute from now.
  await adminLogin(page);
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
  const cid = await firstListedId(request, token, '/api/admin/contest/get-contest-list', title);

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
  const form = await apiCall<Record<string, unknown>>(request, token, 'GET', `/api/admin/contest?cid=${cid}`);
  await apiCall(request, token, 'PUT', '/api/admin/contest', { ...form, endTime: new Date(Date.now() + 3_000).toISOString() });
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
