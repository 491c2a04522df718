import { expect, test } from '@playwright/test';
import { zipOf } from '../../apps/server/test/problem-admin.ts';
import { fillLogin, openLogin, uniqueName } from '../support/helpers.ts';
import { adminLogin, registerStudent, setCode } from '../support/flows.ts';

/**
 * The practice loop end to end, judged by the real local judge host: an admin creates a problem
 * with a test-case zip in the back office; a student finds it through the list's filters, runs an
 * online test, submits a wrong and then a right answer, and reads both verdicts and the case grid.
 */

const WRONG =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a - b);\n  return 0;\n}\n';
const RIGHT = WRONG.replace('a - b', 'a + b');
// Practice submissions of one user are at least this far apart (the site's default interval).
const SUBMIT_INTERVAL_MS = 8_500;

test('an admin creates a problem from a zip; a student tests, submits wrong then right, and reads the verdicts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problemId = uniqueName('AB').toUpperCase();
  const title = `Sum of two ${problemId}`;

  // The admin, in the back office.
  await adminLogin(page);
  await page.goto('/admin/problem/create');
  await page.getByTestId('problem-form-problem-id').fill(problemId);
  await page.getByTestId('problem-form-title').fill(title);
  await page.getByTestId('problem-form-description').fill('Print the sum of two integers.');
  await page.getByTestId('problem-form-input').fill('Two integers a and b.');
  await page.getByTestId('problem-form-output').fill('Their sum.');
  await page.getByTestId('problem-form-example-input-0').fill('1 2');
  await page.getByTestId('problem-form-example-output-0').fill('3');
  const zip = await zipOf([
    { name: '1.in', data: '1 2\n' },
    { name: '1.out', data: '3\n' },
    { name: '2.in', data: '-5 7\n' },
    { name: '2.out', data: '2\n' },
  ]);
  await page
    .getByTestId('problem-form-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByTestId('problem-form-upload-table')).toContainText('2.in');
  await page.getByTestId('problem-form-save').click();
  await expect(page).toHaveURL(/\/admin\/problems/);
  await expect(page.getByTestId('admin-problem-table')).toContainText(problemId);

  // The student: registered through the API, logged in through the page.
  const username = uniqueName('stu');
  await registerStudent(request, username, 'password1');
  await page.goto('/logout');
  await expect(page.getByTestId('open-login')).toBeVisible();
  await page.goto('/problem?lang=en-US');
  await openLogin(page);
  await fillLogin(page, username, 'password1');
  await expect(page.getByTestId('login-form')).toBeHidden();

  // The list filters by keyword, kept in the URL.
  await page.getByTestId('filter-keyword').locator('input').fill(problemId);
  await page.getByTestId('filter-keyword').locator('input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${problemId}`));
  await expect(page.getByTestId(`problem-row-${problemId}`)).toBeVisible();
  await expect(page.locator('[data-testid^="problem-row-"]')).toHaveCount(1);
  await page.getByTestId(`problem-link-${problemId}`).click();
  await expect(page.getByTestId('problem-title')).toContainText(title);

  // Online test with the sample's input.
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="C"]').click();
  await setCode(page, RIGHT);
  await page.getByTestId('online-test-button').click();
  await expect(page.getByTestId('test-drawer')).toBeVisible();
  await page.getByTestId('test-fill-1').click();
  await expect(page.getByTestId('test-input')).toHaveValue('1 2');
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-user-output')).toContainText('3', { timeout: 60_000 });
  await page.keyboard.press('Escape');

  // A wrong answer, then the right one.
  await setCode(page, WRONG);
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('submit-status')).toContainText('Wrong Answer', { timeout: 60_000 });
  await page.waitForTimeout(SUBMIT_INTERVAL_MS);
  await setCode(page, RIGHT);
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('submit-status')).toContainText('Accepted', { timeout: 60_000 });
  await expect(page.getByTestId('problem-solved')).toBeVisible();

  // Both verdicts in the student's own list, and the case grid of the accepted one.
  await page.goto(`/status?onlyMine=true&problemID=${problemId}&completeProblemID=true&lang=en-US`);
  const rows = page.locator('[data-testid^="submission-status-"]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Accepted');
  await expect(rows.nth(1)).toContainText('Wrong Answer');
  await rows.nth(0).click();
  await expect(page.getByTestId('submission-verdict')).toContainText('Accepted');
  await expect(page.getByTestId('case-1')).toBeVisible();
  await expect(page.getByTestId('case-2')).toBeVisible();

  // The same screens in Chinese.
  await page.goto(`/status?onlyMine=true&problemID=${problemId}&completeProblemID=true&lang=zh-CN`);
  await expect(rows.nth(0)).toContainText('答案正确');
  await expect(rows.nth(1)).toContainText('答案错误');
  await page.goto(`/problem/${problemId}?lang=zh-CN`);
  await expect(page.getByTestId('problem-limits')).toContainText('时间限制');
});

test('the problem, status and rank lists read on a phone @mobile', async ({ page }) => {
  await page.goto('/problem?lang=zh-CN');
  await expect(page.getByTestId('problem-list-page')).toBeVisible();
  await expect(page.getByTestId('problem-filters')).toBeVisible();
  await page.goto('/status?lang=en-US');
  await expect(page.getByTestId('submission-list-page')).toBeVisible();
  await page.goto('/acm-rank?lang=zh-CN');
  await expect(page.getByText('ACM 排行榜').first()).toBeVisible();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
});
