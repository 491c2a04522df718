import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, holeX } from '../support/helpers.ts';

test('five failed logins bring the slide puzzle, which the server checks', async ({ page }) => {
  await page.goto('/home?lang=en-US');
  await page.getByTestId('open-login').click();
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('login-username').fill('root');
    await page.getByTestId('login-password').fill(`wrong-pass-${i}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Please check your username or password').first()).toBeVisible();
  }
  const puzzle = page.getByTestId('slide-puzzle');
  await expect(puzzle).toBeVisible();
  await expect(puzzle).toHaveAttribute('data-phase', 'ready');

  // Without solving it the right password is not enough.
  await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  // Drag the piece onto the hole, as a person would.
  const background = await page.getByTestId('puzzle-background').getAttribute('src');
  const target = holeX(background ?? '');
  const bgBox = await page.getByTestId('puzzle-background').boundingBox();
  const handle = await page.getByTestId('puzzle-slider').boundingBox();
  if (!bgBox || !handle) throw new Error('puzzle not laid out');
  const scale = bgBox.width / 325;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(startX + (target * scale * step) / 10, y);
  await page.mouse.up();

  await expect(page.getByTestId('user-menu')).toBeVisible();
});
