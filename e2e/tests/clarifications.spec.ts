import { expect, test } from '@playwright/test';
import { shot, uniqueName } from '../support/helpers.ts';
import { adminLogin, adminToken, createRunningContest, createSumProblem, registerStudent, signedInPage } from '../support/flows.ts';

/**
 * Clarifications in a running contest: a contestant asks about a problem, the contest's admin
 * answers it to everyone from the same tab, the answer reaches the asker's open page through the
 * live stream, and another contestant (on a phone, in Chinese) reads it without the asker's name.
 */

test('a contestant asks, the admin answers to all, and the answer arrives live', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const tag = uniqueName('Q').toUpperCase();
  const pid = await createSumProblem(request, token, `${tag}A`, 'Sum for questions');
  const cid = await createRunningContest(request, token, `Questions round ${tag}`, pid);
  const alice = uniqueName('asker');
  const bob = uniqueName('reader');
  await registerStudent(request, alice);
  await registerStudent(request, bob);

  const asker = await signedInPage(browser, alice, `/contest/${cid}/clarifications`);
  await asker.goto(`/contest/${cid}/clarifications?lang=en-US`);
  await expect(asker.getByTestId('clarification-ask')).toBeVisible();
  await expect(asker.locator('html')).toHaveAttribute('data-live', 'live');
  await asker.getByTestId('clarification-about').click();
  await asker.locator('.ant-select-item-option').filter({ hasText: 'A ·' }).click();
  await asker.getByTestId('clarification-question').fill('May a and b be negative?');
  await asker.getByTestId('clarification-send').click();
  const item = asker.locator('[data-testid^="clarification-"][data-testid*="-"]').filter({ hasText: 'May a and b be negative?' }).first();
  await expect(item).toContainText('Waiting for an answer');
  await shot(asker, 'asker-waiting-1280-en');

  // The contest's admin, in the same tab: the question with who asked it, answered to all.
  await adminLogin(page);
  await page.goto(`/contest/${cid}/clarifications?lang=en-US`);
  const question = page.locator('article').filter({ hasText: 'May a and b be negative?' });
  await expect(question).toContainText(`Asked by ${alice}`);
  await question.locator('textarea').fill('Yes: both are between -10^9 and 10^9.');
  await question.getByRole('checkbox').check();
  await question.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(question).toContainText('Answered to all');
  await shot(page, 'admin-queue-1280-en');

  // The asker's page, left open, shows the answer: pushed, not polled (the poll is 30 s apart).
  await expect(asker.locator('article').filter({ hasText: 'May a and b be negative?' })).toContainText('between -10^9 and 10^9', {
    timeout: 10_000,
  });
  await shot(asker, 'asker-answered-1280-en');

  // Another contestant, on a phone and in Chinese, reads the public answer but not who asked.
  const reader = await signedInPage(browser, bob, `/contest/${cid}`);
  await reader.setViewportSize({ width: 375, height: 740 });
  await reader.goto(`/contest/${cid}/clarifications?lang=zh-CN`);
  const seen = reader.locator('article').filter({ hasText: 'May a and b be negative?' });
  await expect(seen).toContainText('公开答复');
  await expect(seen).not.toContainText(alice);
  await expect(reader.getByTestId('clarification-ask')).toContainText('向裁判提问');
  await shot(reader, 'reader-375-zh');
  await asker.context().close();
  await reader.context().close();
});
