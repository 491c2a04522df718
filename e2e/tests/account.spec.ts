import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { latestMailTo, sixDigitCode, uniqueName } from '../support/helpers.ts';

function tinyPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 144, 255, 255], i);
  return PNG.sync.write(png);
}

test('register with the mailed code, log in, edit the profile and avatar, log out', async ({ page }) => {
  const username = uniqueName('stu');
  const email = `${username}@school.test`;
  const password = 'student-pass-1';

  await page.goto('/home?lang=en-US');
  await page.getByTestId('open-register').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-password-again').fill(password);
  await page.getByTestId('register-send-code').click();
  // The resend lock counts down from 60 s.
  await expect(page.getByTestId('register-send-code')).toBeDisabled();
  const mail = await latestMailTo(email);
  await page.getByTestId('register-code').fill(sixDigitCode(mail.text));
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Thanks for registering').first()).toBeVisible();

  // Registering leads to the login form.
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Profile.
  await page.goto('/setting?lang=en-US');
  await expect(page.getByTestId('setting-page')).toBeVisible();
  // The user-info section is open by default.
  await page.getByTestId('setting-nickname').fill('Little Coder');
  await page.getByTestId('setting-school').fill('No.1 Middle School');
  await page.getByTestId('setting-signature').fill('I like **graphs**.');
  await page.getByTestId('setting-save-info').click();
  await expect(page.getByText('Update Successfully').first()).toBeVisible();

  // Avatar: a real PNG through the real upload.
  await expect(page.getByTestId('avatar-upload')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.locator('img[src^="/api/public/img/"]').first()).toBeVisible();

  // The user home shows what was saved.
  await page.goto(`/user-home?username=${username}&lang=en-US`);
  await expect(page.getByTestId('user-home-username')).toContainText(username);
  await expect(page.getByTestId('user-home-page')).toContainText('No.1 Middle School');
  await expect(page.getByTestId('user-home-page')).toContainText('graphs');
  await expect(page.getByTestId('user-heatmap')).toBeVisible();

  // Logout clears the session.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('open-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authed'))).toBeNull();
});
