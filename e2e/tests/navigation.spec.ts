import { expect, test, type Page } from '@playwright/test';

/**
 * Picks English from a language switch. The home page grows as its widgets arrive, so an open menu
 * can be left behind by the button it belongs to and miss the click: the pick is tried again until
 * the page speaks English.
 */
async function pickEnglish(page: Page, switchId: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByTestId(`${switchId}-en-US`).isVisible())) await page.getByTestId(switchId).click();
    await page.getByTestId(`${switchId}-en-US`).click({ timeout: 2000 });
    await expect(page.getByTestId('nav-problem')).toHaveText('Problems', { timeout: 2000 });
  }).toPass();
}

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
  await pickEnglish(page, 'lang-switch');
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('nav-problem')).toHaveText('Problems');
  await page.goto('/home?lang=zh-CN');
  await expect(page.getByTestId('nav-problem')).toHaveText('题目');
  await pickEnglish(page, 'footer-lang-switch');
});
