import { expect, test } from '@playwright/test';

test('a route that needs login goes home and opens the login dialog', async ({ page }) => {
  await page.goto('/setting?lang=en-US');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByText('Please login first').first()).toBeVisible();
});

test('an unknown path shows the 404 page with its buttons', async ({ page }) => {
  await page.goto('/no/such/page?lang=en-US');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the language switches from the top bar, the footer and the query', async ({ page }) => {
  await page.goto('/home');
  // zh-CN is the default.
  await expect(page.getByTestId('nav-problem')).toHaveText('题目');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-switch-en-US').click();
  await expect(page.getByTestId('nav-problem')).toHaveText('Problems');
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('nav-problem')).toHaveText('Problems');
  await page.goto('/home?lang=zh-CN');
  await expect(page.getByTestId('nav-problem')).toHaveText('题目');
  await page.getByTestId('footer-lang-switch').click();
  await page.getByTestId('footer-lang-switch-en-US').click();
  await expect(page.getByTestId('nav-problem')).toHaveText('Problems');
});
