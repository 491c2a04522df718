import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../support/helpers.ts';
import {
  SUM,
  adminLogin,
  adminToken,
  apiCall,
  createSumProblem,
  firstListedId,
  registerStudent,
  signedInPage,
  submitHere,
} from '../support/flows.ts';

/**
 * A training end to end, judged by the real local judge host: an admin creates a private training
 * with three problems in the back office; a student opens it with its password, solves two of them
 * from the training's problem pages, and sees progress 2/3 and their row on the rank, in English
 * and in Chinese.
 */

const PASSWORD = 'week3pass';

/**
 * Submits from the open problem page until the judge takes it: a student's practice submissions
 * are a few seconds apart at least, and a click within that time is refused with a message.
 */
async function submitWhenAllowed(page: Page, code: string): Promise<void> {
  const tooFast = page.getByText('You are submitting too fast', { exact: false });
  await expect(async () => {
    await expect(tooFast).toBeHidden();
    await submitHere(page, code, 'Accepted');
  }).toPass({ timeout: 90_000 });
}

test('an admin builds a private training; a student registers, solves two of three and sees progress and rank', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  const tag = uniqueName('T').toUpperCase();
  const ids = ['A', 'B', 'C'].map((s) => `${tag}${s}`);
  for (const [i, id] of ids.entries()) await createSumProblem(request, token, id, `Loop ${i + 1}`);
  const category = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/training/category', {
    name: `Week ${tag}`,
    color: '#409EFF',
  });
  const student = uniqueName('tina');
  await registerStudent(request, student);

  // The admin, in the back office: the training, then its three problems from the bank.
  await adminLogin(page);
  await page.goto('/admin/training/create?lang=en-US');
  const title = `Week 3 ${tag}: loops`;
  await page.getByTestId('training-form-title').fill(title);
  await page.getByTestId('training-form-description').fill('Three loops to warm up.');
  await page.getByTestId('training-form-category').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `Week ${tag}` })
    .click();
  await page.getByTestId('training-form-auth').getByText('Private').click();
  await page.getByTestId('training-form-password').fill(PASSWORD);
  await page.getByTestId('training-form-save').first().click();
  await expect(page).toHaveURL(/\/admin\/training(\?|$)/);
  const tid = await firstListedId(request, token, '/api/admin/training/get-training-list', tag);
  expect(category.id).toBeGreaterThan(0);

  await page.goto(`/admin/training/${tid}/problems?lang=en-US`);
  for (const id of ids) {
    await page.getByTestId('training-problem-add-public').click();
    const search = page.getByTestId('training-public-keyword').locator('input');
    await search.fill(id);
    await search.press('Enter');
    const row = page.getByTestId('training-public-table').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText(id);
    await row.locator('[data-testid^="training-public-add-"]').click();
    await expect(page.getByTestId('training-problem-table')).toContainText(id);
    await page.keyboard.press('Escape');
  }

  // The student: the password form first, then two problems solved inside the training.
  const s = await signedInPage(browser, student, '/training');
  await s.goto(`/training/${tid}?lang=en-US`);
  await expect(s.getByTestId('training-password-panel')).toBeVisible();
  await s.getByTestId('training-password-input').fill('not-it');
  await s.getByTestId('training-password-submit').click();
  await expect(s.getByTestId('training-password-input')).toBeVisible();
  await s.getByTestId('training-password-input').fill(PASSWORD);
  await s.getByTestId('training-password-submit').click();
  await expect(s.getByText('Register training successfully')).toBeVisible();

  await s.getByTestId('training-tab-problems').click();
  await expect(s.getByTestId('training-problems')).toContainText(ids[2]!);
  for (const id of ids.slice(0, 2)) {
    await s.goto(`/training/${tid}/problem/${id}?lang=en-US`);
    await expect(s.getByTestId('training-problem-strip')).toContainText(ids[2]!);
    await submitWhenAllowed(s, SUM);
  }

  // Progress and rank, in English and then in Chinese.
  await s.goto(`/training/${tid}/rank?lang=en-US`);
  await expect(s.getByTestId('training-progress')).toContainText('2/3');
  await expect(s.getByTestId(`training-rank-user-${student}`)).toBeVisible();
  await expect(s.getByTestId('training-rank')).toContainText('Record list');

  await s.goto(`/training/${tid}/rank?lang=zh-CN`);
  await expect(s.getByTestId('training-progress')).toContainText('2/3');
  await expect(s.getByTestId(`training-rank-user-${student}`)).toBeVisible();
  await expect(s.getByTestId('training-tab-rank')).toContainText('记录榜单');
  await s.goto(`/training?lang=zh-CN`);
  await expect(s.getByTestId(`training-title-${tid}`)).toBeVisible();
  await expect(s.getByTestId('training-list-page')).toContainText('2/3');
});
