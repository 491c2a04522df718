import { expect, test } from '@playwright/test';
import { JudgeStatus } from '@arbiter/contract';
import { shot, uniqueName } from '../support/helpers.ts';
import {
  SUM,
  acceptedIn,
  adminToken,
  createRunningContest,
  createSumProblem,
  endContestNow,
  loginToken,
  registerStudent,
  signedInPage,
} from '../support/flows.ts';

const WRONG = '#include <cstdio>\nint main(){std::puts("0");return 0;}\n';

/**
 * Ratings: a rated contest ends with two contestants who both solved its problem, the first without
 * a wrong try;
 * the winner's profile shows a rating above the starting 1400 with its chart, and the rating list
 * puts the winner above the runner-up.
 */

test('a rated contest moves its contestants’ ratings, shown on the profile and the rating list', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const tag = uniqueName('R').toUpperCase();
  const pid = await createSumProblem(request, admin, `${tag}A`, 'Sum for a rating');
  const cid = await createRunningContest(request, admin, `Rated round ${tag}`, pid);
  const [first, second] = [uniqueName('first'), uniqueName('second')];
  await registerStudent(request, first);
  await acceptedIn(request, (await loginToken(request, first, 'password1'))!, { cid }, SUM);
  // The runner-up solves it after a wrong try (20 minutes of penalty), so the two never tie.
  await registerStudent(request, second);
  const runnerUp = (await loginToken(request, second, 'password1'))!;
  await acceptedIn(request, runnerUp, { cid }, WRONG, JudgeStatus.WRONG_ANSWER);
  await acceptedIn(request, runnerUp, { cid }, SUM);
  await endContestNow(request, admin, cid, { rated: true });

  const page = await signedInPage(browser, first, `/user-home?username=${first}`);
  await page.goto(`/user-home?username=${first}&lang=en-US`);
  const card = page.getByTestId('user-rating');
  await expect(page.getByTestId('user-rating-chart')).toBeVisible();
  const rating = Number(await card.locator('.ant-statistic-content-value').first().innerText());
  expect(rating).toBeGreaterThan(1400);
  await shot(page, 'profile-1280-en');

  await page.goto(`/rating-rank?lang=en-US`);
  const rows = page.locator('[data-testid^="rating-row-"]');
  await expect(page.getByTestId(`rating-row-${first}`)).toBeVisible();
  const order = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(order.indexOf(`rating-row-${first}`)).toBeLessThan(order.indexOf(`rating-row-${second}`));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/user-home?username=${first}&lang=zh-CN`);
  await expect(page.getByTestId('user-rating')).toContainText('最高');
  await expect(page.getByTestId('user-rating-chart')).toBeVisible();
  await shot(page, 'profile-375-zh');
  await page.context().close();
});
