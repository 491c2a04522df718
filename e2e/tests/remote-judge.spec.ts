import { expect, test, type Page } from '@playwright/test';
import type { SwitchConfig } from '@arbiter/contract';
import { uniqueName } from '../support/helpers.ts';
import { SUM, adminLogin, adminToken, apiCall, registerStudent, setCode, signedInPage } from '../support/flows.ts';

/**
 * Remote judging in the browser, against the fake HDU the config starts beside the server: an admin
 * gives the site an HDU account, imports HDU 2000 through the problem list's dialog (and sees the
 * dialog refuse a problem HDU does not have); a student finds it under the bank's HDU filter,
 * submits G++ code and sees the fake's Accepted in the status list and the detail, with the run id.
 */

type HduAccounts = Pick<SwitchConfig, 'hduUsernameList' | 'hduPasswordList'>;

async function importThroughDialog(page: Page, problemId: string): Promise<void> {
  await page.getByTestId('admin-problem-import-remote').click();
  const dialog = page.getByTestId('remote-import-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('remote-import-oj').click();
  await page.locator('.ant-select-item-option[title="HDU"]').click();
  // The hint tells what an HDU id looks like once HDU is picked.
  await expect(dialog).toContainText('The problem ID on HDU, like 1000');
  await page.getByTestId('remote-import-problem-id').fill(problemId);
  await page.getByTestId('remote-import-submit').click();
}

test('an admin imports an HDU problem; a student submits to it and sees Accepted', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const before = await apiCall<HduAccounts>(request, token, 'GET', '/api/admin/switch/info');
  await apiCall(request, token, 'PUT', '/api/admin/switch/update', {
    hduUsernameList: ['school_account'],
    hduPasswordList: ['secret-pass'],
  });
  const student = uniqueName('remy');
  await registerStudent(request, student);

  try {
    await adminLogin(page);
    await page.goto('/admin/problems?lang=en-US');

    // A problem the fake HDU does not have: the server's words stay in the dialog.
    await importThroughDialog(page, '99999');
    await expect(page.getByTestId('remote-import-refusal')).toContainText('HDU has no such problem: 99999');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('remote-import-dialog')).toBeHidden();

    await importThroughDialog(page, '2000');
    await expect(page.getByTestId('remote-import-dialog')).toBeHidden();
    await expect(page.getByTestId('admin-problem-table')).toContainText('HDU-2000');

    // The student: the bank's HDU filter, the problem with its origin, a G++ submission.
    const desk = await signedInPage(browser, student, '/problem');
    await desk.getByTestId('filter-bank').click();
    await desk.locator('.ant-select-item-option[title="HDU"]').click();
    await desk.getByTestId('problem-link-HDU-2000').click();
    await expect(desk.getByTestId('problem-origin')).toContainText('Remote problem: HDU');
    await desk.getByTestId('editor-language').click();
    await desk.locator('.ant-select-item-option[title="G++"]').click();
    await setCode(desk, SUM);
    await desk.getByTestId('submit-button').click();
    await expect(desk.getByTestId('submit-status')).toContainText('Accepted', { timeout: 60_000 });

    await desk.goto('/status?lang=en-US');
    const row = desk.locator('[data-testid^="submission-row-"]').filter({ hasText: 'HDU-2000' }).first();
    await expect(row).toContainText('Accepted');
    await row.getByText('G++').click();
    await expect(desk.getByTestId('submission-verdict')).toHaveText('Accepted');
    await expect(desk.getByTestId('detail-remote-run-id')).toContainText(/^HDU #\w+/);
  } finally {
    // Specs after this one share the database: put the switches back as they were.
    await apiCall(request, token, 'PUT', '/api/admin/switch/update', {
      hduUsernameList: before.hduUsernameList,
      hduPasswordList: before.hduPasswordList,
    });
  }
});
