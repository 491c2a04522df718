import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/helpers.ts';
import { adminLogin, adminToken, apiCall, createSumProblem, registerStudent, signedInPage } from '../support/flows.ts';

/**
 * The community end to end: a student asks under a problem (in English), another answers and likes
 * it (in Chinese) and reports it; the first sees the bell's count and the message; a super admin pins
 * the post and handles the report in the back office.
 */

test('a student asks under a problem, another answers and likes, the bell shows it, a super admin pins and handles a report', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  // The thresholds would keep new accounts from posting: a school lowers them for its first week.
  await apiCall(request, token, 'PUT', '/api/admin/switch/update', {
    // Another test closed the public discussions for an exam; this one runs after it.
    openPublicDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  const tag = uniqueName('D').toUpperCase();
  const problemId = `${tag}P`;
  await createSumProblem(request, token, problemId, 'Sum for the forum');
  const categoryName = `Help ${tag}`;
  await apiCall(request, token, 'POST', '/api/discussion-category', [{ name: categoryName }]);
  const asker = uniqueName('ask');
  const helper = uniqueName('help');
  await registerStudent(request, asker);
  await registerStudent(request, helper);

  // The asker, from the problem's discussion page, in English.
  const askerPage = await signedInPage(browser, asker, `/discussion/${problemId}`);
  await askerPage.getByTestId('discussion-post').click();
  const title = `Why does my sum overflow ${tag}?`;
  await askerPage.getByTestId('discussion-form-title').fill(title);
  await askerPage.getByTestId('discussion-form-description').fill('Large inputs give negative answers.');
  await askerPage.getByTestId('discussion-form-category').click();
  await askerPage.locator('.ant-select-item-option').filter({ hasText: categoryName }).click();
  await askerPage.getByTestId('discussion-form-content').fill('I read them with `int`.');
  await askerPage.getByTestId('discussion-save').click();
  await expect(askerPage.getByTestId('discussion-list-page')).toContainText(title);
  const listed = await apiCall<{ records: { id: number; title: string }[] }>(
    request,
    token,
    'GET',
    `/api/get-discussion-list?pid=${problemId}`,
  );
  const did = listed.records.find((d) => d.title.includes(title))!.id;

  // The helper answers in Chinese, likes the post and reports it.
  const helperPage = await signedInPage(browser, helper, `/discussion-detail/${did}`);
  await helperPage.goto(`/discussion-detail/${did}?lang=zh-CN`);
  await expect(helperPage.getByTestId('discussion-detail-title')).toContainText(title);
  await helperPage.getByTestId('discussion-like').click();
  await expect(helperPage.getByTestId('discussion-detail-likes')).toContainText('1');
  await helperPage.getByTestId('comment-input').fill('读入时用 `long long`，和会超过 int 的范围。');
  await helperPage.getByTestId('comment-submit').click();
  await expect(helperPage.getByTestId('comment-list')).toContainText('long long');
  await helperPage.getByTestId('discussion-report').click();
  await helperPage.getByTestId('discussion-report-reason').fill('这是完整的答案，考试期间不应公开。');
  await helperPage.getByTestId('discussion-report-labels').getByRole('checkbox').first().check();
  await helperPage.getByTestId('discussion-report-submit').click();
  await expect(helperPage.getByTestId('discussion-report-dialog')).toBeHidden();

  // The asker's bell counts the like and the comment; the message centre shows the answer.
  await askerPage.goto('/home?lang=en-US');
  await expect(askerPage.getByTestId('unread-badge')).toContainText('2');
  await askerPage.goto('/message/discuss?lang=en-US');
  await expect(askerPage.getByTestId('message-panel-discuss')).toContainText('long long');

  // The super admin pins the post and handles the report.
  await adminLogin(page);
  await page.goto('/admin/discussion?lang=en-US');
  await page.getByTestId(`admin-discussion-pin-${did}`).click();
  await expect
    .poll(async () => (await apiCall<{ topPriority: boolean }>(request, token, 'GET', `/api/get-discussion-detail?did=${did}`)).topPriority)
    .toBe(true);
  const reports = await apiCall<{ records: { id: number; did: number; status: number }[] }>(
    request,
    token,
    'GET',
    '/api/admin/discussion-report',
  );
  const report = reports.records.find((r) => r.did === did)!;
  await page.getByTestId('admin-discussion-tabs').getByRole('tab').nth(1).click();
  await page.getByTestId(`admin-report-handle-${report.id}`).click();
  await expect
    .poll(async () => {
      const again = await apiCall<{ records: { id: number; status: number }[] }>(request, token, 'GET', '/api/admin/discussion-report');
      return again.records.find((r) => r.id === report.id)?.status;
    })
    .toBe(1);
  await askerPage.goto(`/discussion/${problemId}?lang=en-US`);
  await expect(askerPage.getByTestId(`discussion-card-${did}`).getByTestId('discussion-pinned')).toBeVisible();
  await askerPage.context().close();
  await helperPage.context().close();
});
