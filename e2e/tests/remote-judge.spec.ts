import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SwitchConfig } from '@arbiter/contract';
import { uniqueName } from '../support/helpers.ts';
import { SUM, adminLogin, adminToken, apiCall, registerStudent, setCode, signedInPage } from '../support/flows.ts';

/**
 * Remote judging in the browser, against the fake HDU the config starts beside the server: an admin
 * gives the site an HDU account, imports HDU 2000 through the problem list's dialog (and sees the
 * dialog refuse a problem HDU does not have); a student finds it under the bank's HDU filter,
 * submits G++ code and sees the fake's Accepted in the status list and the detail, with the run id.
 * With a wrong password HDU refuses the account, so submissions end Submitted Failed: the student
 * resubmits one from the problem page's tag and one from the status list.
 */

type HduAccounts = Pick<SwitchConfig, 'hduUsernameList' | 'hduPasswordList'>;

/**
 * Submits G++ code from the open remote problem page until the server takes it (a student's
 * submissions are a few seconds apart at least) and waits for `verdict` in the status box.
 */
async function submitG(page: Page, verdict: string): Promise<void> {
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="G++"]').click();
  await setCode(page, SUM);
  const tooFast = page.getByText('You are submitting too fast', { exact: false });
  await expect(async () => {
    await expect(tooFast).toBeHidden();
    await page.getByTestId('submit-button').click();
    await expect(page.getByTestId('submit-status')).toContainText(verdict, { timeout: 60_000 });
  }).toPass({ timeout: 90_000 });
}

const setHduPassword = (request: APIRequestContext, token: string, password: string) =>
  apiCall(request, token, 'PUT', '/api/admin/switch/update', { hduUsernameList: ['school_account'], hduPasswordList: [password] });

async function importThroughDialog(page: Page, problemId: string): Promise<void> {
  await page.getByTestId('admin-problem-import-remote').click();
  const dialog = page.getByTestId('remote-import-dialog');
  await expect(dialog).toBeVisible();
  // The hint tells what an HDU id looks like once HDU is picked. On a busy machine a click on the
  // option can land while the dialog still zooms in, and pick nothing: pick again until it took.
  const hint = 'The problem ID on HDU, like 1000';
  await expect(async () => {
    if (!(await dialog.getByText(hint).isVisible())) {
      await page.getByTestId('remote-import-oj').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="HDU"]').click({ timeout: 2_000 });
    }
    await expect(dialog).toContainText(hint, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('remote-import-problem-id').fill(problemId);
  await page.getByTestId('remote-import-submit').click();
}

test('an admin imports an HDU problem; a student submits to it, sees Accepted, and resubmits what HDU refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const before = await apiCall<HduAccounts>(request, token, 'GET', '/api/admin/switch/info');
  await setHduPassword(request, token, 'secret-pass');
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
    await submitG(desk, 'Accepted');
    await desk.goto('/status?lang=en-US');
    const row = desk.locator('[data-testid^="submission-row-"]').filter({ hasText: 'HDU-2000' }).first();
    await expect(row).toContainText('Accepted');
    await row.getByText('G++').click();
    await expect(desk.getByTestId('submission-verdict')).toHaveText('Accepted');
    await expect(desk.getByTestId('detail-remote-run-id')).toContainText(/^HDU #\w+/);

    // HDU refuses the account: the submission ends Submitted Failed, and its tag on the problem
    // page resubmits it once the password is right again.
    await setHduPassword(request, token, 'wrong-pass');
    await desk.goto('/problem/HDU-2000?lang=en-US');
    await submitG(desk, 'Submitted Failed');
    await setHduPassword(request, token, 'secret-pass');
    await desk.getByTestId('submit-resubmit').click();
    await expect(desk.getByTestId('submit-status')).toContainText('Accepted', { timeout: 60_000 });

    // Once more, resubmitted from the status list: the row polls again until Accepted.
    await setHduPassword(request, token, 'wrong-pass');
    await submitG(desk, 'Submitted Failed');
    await setHduPassword(request, token, 'secret-pass');
    await desk.goto('/status?lang=en-US');
    const failed = desk.locator('[data-testid^="submission-row-"][data-status="10"]').first();
    const runId = (await failed.getAttribute('data-testid'))!.replace('submission-row-', '');
    await desk.getByTestId(`resubmit-${runId}`).click();
    await expect(desk.getByTestId(`submission-status-${runId}`)).toContainText('Accepted', { timeout: 60_000 });
    await expect(desk.getByTestId(`resubmit-${runId}`)).toBeHidden();
  } finally {
    // Specs after this one share the database: put the switches back as they were.
    await apiCall(request, token, 'PUT', '/api/admin/switch/update', {
      hduUsernameList: before.hduUsernameList,
      hduPasswordList: before.hduPasswordList,
    });
  }
});
