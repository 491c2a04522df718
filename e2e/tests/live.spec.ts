import { expect, test } from '@playwright/test';
import { fillLogin, openLogin, uniqueName } from '../support/helpers.ts';
import { SUM, adminToken, apiCall, createSumProblem, loginToken, registerStudent, signedInPage } from '../support/flows.ts';

/**
 * Live push in the browser: the tab's event stream brings a change at once where the spec's poll
 * would take minutes, and with the stream blocked (a proxy that buffers, a client without it) the
 * pages poll as before.
 */

test('a notice reaches the signed-in tab through its live stream, long before the two-minute poll', async ({ browser, request }) => {
  const username = uniqueName('live');
  await registerStudent(request, username);
  const page = await signedInPage(browser, username, '/');
  // The stream of the signed-in session is open and has greeted.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');
  await expect(page.getByTestId('unread-badge').locator('.ant-badge-count')).toHaveCount(0);

  const admin = await adminToken(request);
  await apiCall(request, admin, 'POST', '/api/admin/msg/notice', {
    title: 'Lab closes early',
    content: 'The lab closes at five today.',
    type: 'Single',
    recipientUsername: username,
  });
  // The unread poll runs every 120 s: only the stream can bring the badge within seconds.
  await expect(page.getByTestId('unread-badge').locator('.ant-badge-count')).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});

test('with the stream blocked, a submission’s page polls until its verdict', async ({ browser, request }) => {
  const admin = await adminToken(request);
  const problemId = uniqueName('LV').toUpperCase();
  await createSumProblem(request, admin, problemId, `Live ${problemId}`);
  const username = uniqueName('poll');
  await registerStudent(request, username);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await context.route('**/api/events**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/?lang=en-US');
  await openLogin(page);
  await fillLogin(page, username, 'password1');
  await expect(page.getByTestId('login-form')).toBeHidden();
  const token = (await loginToken(request, username, 'password1'))!;

  const sent = await apiCall<{ submitId: number }>(request, token, 'POST', '/api/submit-problem-judge', {
    pid: problemId,
    language: 'C++',
    code: SUM,
  });
  await page.goto(`/submission-detail/${sent.submitId}?lang=en-US`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'down');
  await expect(page.getByTestId('submission-verdict')).toContainText('Accepted', { timeout: 60_000 });
  await context.close();
});
