import { expect, test } from '@playwright/test';
import { sql } from '../support/db.ts';

test.beforeAll(async () => {
  // Once per run: several projects and retried workers come through here.
  if ((await sql(`select 1 from problem where problem_id = 'P1000'`)).rowCount) return;
  await sql(`insert into announcement (title, content, uid) values
    ('Welcome to the new term', 'Practice **every day**: $a+b$', '1'),
    ('Judge maintenance on Sunday', 'The judge will be down for an hour.', '1')`);
  await sql(`insert into problem (problem_id, title, author, type, difficulty, auth) values
    ('P1000', 'A + B Problem', 'root', 0, 0, 1),
    ('P1001', 'Maximum Subarray', 'root', 1, 1, 1),
    ('P1002', 'Hidden Problem', 'root', 0, 0, 2)`);
  await sql(`insert into contest (uid, author, title, type, auth, start_time, end_time, duration) values
    ('1', 'root', 'Weekly Practice Round', 0, 0, now() + interval '2 days', now() + interval '2 days 3 hours', 10800),
    ('1', 'root', 'OI Training Contest', 1, 0, now() - interval '1 hour', now() + interval '4 hours', 18000)`);
  await sql(`insert into judge (pid, display_pid, uid, username, status, language, submit_time)
    select p.id, p.problem_id, '1', 'root', s, 'C++', now() - (d || ' days')::interval
    from problem p, unnest(array[0, -1, 0, 1]) s, generate_series(0, 5) d where p.problem_id = 'P1000'`);
});

test('the home page renders every widget with data', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('home-welcome')).toContainText('Arbiter');
  await expect(page.getByTestId('announcement-panel')).toContainText('Welcome to the new term');
  await expect(page.getByTestId('recent-problems')).toContainText('A + B Problem');
  await expect(page.getByTestId('recent-problems')).not.toContainText('Hidden Problem');
  await expect(page.getByTestId('recent-contests')).toContainText('Weekly Practice Round');
  await expect(page.getByTestId('recent-contests')).toContainText('OI Training Contest');
  await expect(page.getByTestId('last-week-chart')).toBeVisible();
  await expect(page.getByTestId('csp-countdown')).toBeVisible();
  await expect(page.getByTestId('home-clock')).toBeVisible();
  await expect(page.getByTestId('daily-quote')).toBeVisible();
  await expect(page.getByTestId('remote-judges')).toContainText('HDU');
  await expect(page.getByTestId('partners')).toBeVisible();

  // Announcement detail and back.
  await page.getByTestId('announcement-panel').getByText('Welcome to the new term').click();
  await expect(page.getByTestId('announcement-detail')).toContainText('every day');
  await page.getByTestId('announcement-back').click();
  await expect(page.getByTestId('announcement-panel')).toContainText('Judge maintenance on Sunday');

  // A contest card needs login.
  await page.getByTestId('recent-contests').getByText('Weekly Practice Round').click();
  await expect(page.getByText('Please login first').first()).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('the home page at 375 px uses the drawer @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home?lang=en-US');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('nav-menu')).toBeHidden();
  await page.getByTestId('nav-drawer-toggle').click();
  await expect(page.getByTestId('nav-drawer')).toBeVisible();
  await expect(page.getByTestId('nav-drawer').getByText('Problems')).toBeVisible();
});
