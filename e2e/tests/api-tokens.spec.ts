import { expect, test } from '@playwright/test';
import { API } from '@arbiter/contract';
import { shot, uniqueName } from '../support/helpers.ts';
import { registerStudent, signedInPage } from '../support/flows.ts';

/**
 * API tokens from settings: a student makes a read token, a script uses it, and once the student
 * revokes it in the page the script is refused.
 */

test('a token made in settings works for a script until it is revoked there', async ({ browser, request }) => {
  const student = uniqueName('tok');
  await registerStudent(request, student);
  const page = await signedInPage(browser, student, '/setting?lang=en-US');
  await page.getByTestId('setting-section-tokens').click();
  await page.getByTestId('api-token-name').fill('Scoreboard mirror');
  await page.getByTestId('api-token-create').click();
  const token = (await page.getByTestId('api-token-secret').innerText()).trim();
  expect(token).toMatch(/^arb_/);

  const asScript = () => request.get(API.userAuthInfo, { headers: { authorization: `Bearer ${token}` } });
  const first = await asScript();
  expect(first.status()).toBe(200);
  // Read only: it cannot submit.
  const submit = await request.post(API.submitProblemJudge, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(submit.status()).toBe(403);
  await shot(page, 'tokens-1280-en');

  await page.locator('[data-testid^="api-token-revoke-"]').first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('api-token-table')).toContainText('No tokens yet');
  const refused = await asScript();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).msg).toBe('This API token has been revoked');
  await page.context().close();
});
