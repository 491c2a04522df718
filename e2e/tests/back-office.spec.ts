import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/helpers.ts';
import { adminLogin, adminToken, apiCall, loginToken, signedInPage } from '../support/flows.ts';

/**
 * A teacher's start of term in the back office: five students imported from a CSV file and ten
 * generated with a downloadable sheet of passwords, public discussions switched off for an exam,
 * and an announcement that shows on the home page; then a generated student signs in.
 */

test('a super admin imports and generates students, switches discussions off and announces; a generated student signs in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('c').toLowerCase().slice(0, 8);
  const imported = Array.from({ length: 5 }, (_, i) => `${tag}s${i + 1}`);
  const csv = [
    'username,password,email,realname,gender,nickname,school',
    ...imported.map((u, i) => `${u},secret${i + 1}x,${u}@school.test,Student ${i + 1},${i % 2 ? 'female' : 'male'},,North High`),
  ].join('\n');

  await adminLogin(page);
  // The back office opens on its dashboard.
  await expect(page.getByTestId('admin-menu-dashboard')).toBeVisible();

  // Five students from a CSV file: previewed, then written at once.
  await page.goto('/admin/user?lang=en-US');
  await page.getByTestId('user-tab-import').click();
  await page.getByTestId('user-import-file').setInputFiles({ name: 'class-7a.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('user-import-preview')).toContainText(imported[4]!);
  await page.getByTestId('user-import-submit').click();
  await expect(page.getByTestId('user-table')).toBeVisible();
  for (const [i, u] of imported.entries()) expect(await loginToken(request, u, `secret${i + 1}x`), u).not.toBeNull();

  // Ten generated accounts and their sheet.
  await page.getByTestId('user-tab-generate').click();
  await page.getByTestId('user-generate-prefix').fill(`${tag}g`);
  await page.getByTestId('user-generate-from').fill('1');
  await page.getByTestId('user-generate-to').fill('10');
  await page.getByTestId('user-generate-password-length').fill('10');
  await page.getByTestId('user-generate-submit').click();
  await expect(page.getByTestId('user-generate-result')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('user-generate-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const accounts: [string, string][] = [];
  book.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) accounts.push([String(row.getCell(1).value), String(row.getCell(2).value)]);
  });
  expect(accounts.map(([u]) => u).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${tag}g${i + 1}`).sort());

  // Public discussions off for the exam.
  await page.goto('/admin/switch?lang=en-US');
  const discussions = page.getByTestId('switch-openPublicDiscussion');
  await expect(discussions).toHaveAttribute('aria-checked', 'true');
  await discussions.click();
  await page.getByTestId('switch-save').click();
  const token = await adminToken(request);
  await expect
    .poll(
      async () => (await apiCall<{ openPublicDiscussion: boolean }>(request, token, 'GET', '/api/admin/switch/info')).openPublicDiscussion,
    )
    .toBe(false);

  // An announcement, seen on the home page.
  const title = `Exam week ${tag}`;
  await page.goto('/admin/announcement?lang=en-US');
  await page.getByTestId('site-announcement-create').click();
  await page.getByTestId('site-announcement-title').fill(title);
  await page.getByTestId('site-announcement-content').fill('Discussions are closed until Friday.');
  await page.getByTestId('site-announcement-save').click();
  await expect(page.getByTestId('site-announcement-table')).toContainText(title);
  await page.goto('/home?lang=en-US');
  await expect(page.getByTestId('announcement-panel')).toContainText(title);

  // A generated student signs in with the password from the sheet.
  const [username, password] = accounts[0]!;
  const student = await signedInPage(browser, username, '/home', password);
  await expect(student.getByTestId('announcement-panel')).toContainText(title);
  await student.context().close();
  // The exam is over: the discussions open again for the tests that follow on this server.
  await apiCall(request, token, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: true });
});
