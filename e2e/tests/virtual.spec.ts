import { expect, test } from '@playwright/test';
import { shot, uniqueName } from '../support/helpers.ts';
import {
  SUM,
  acceptedIn,
  adminLogin,
  adminToken,
  endContestNow,
  createRunningContest,
  createSumProblem,
  loginToken,
  registerStudent,
  signedInPage,
  submitHere,
} from '../support/flows.ts';

/**
 * Virtual participation: a contest ends with one contestant's solve an hour in; a student who
 * missed it sits it later from its Virtual tab and solves the problem minutes into the run, so the
 * run's board shows them alone (the field had not solved it yet then), and the real board stays as
 * the contest left it.
 */

test('a student sits an ended contest virtually against its field, leaving the real board alone', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const tag = uniqueName('V').toUpperCase();
  const pid = await createSumProblem(request, admin, `${tag}A`, 'Sum again');
  const cid = await createRunningContest(request, admin, `Virtual round ${tag}`, pid);
  const field = uniqueName('field');
  const late = uniqueName('late');
  await registerStudent(request, field);
  await registerStudent(request, late);
  const fieldToken = (await loginToken(request, field, 'password1'))!;
  // The field solves the problem an hour into the contest.
  await acceptedIn(request, fieldToken, { cid }, SUM);
  await endContestNow(request, admin, cid);

  // The late student starts a run from the Virtual tab.
  const student = await signedInPage(browser, late, `/contest/${cid}/virtual`);
  await student.goto(`/contest/${cid}/virtual?lang=en-US`);
  await expect(student.getByTestId('virtual-run')).toContainText('You can sit it once more');
  await shot(student, 'before-start-1280-en');
  await student.getByTestId('virtual-start').click();
  await student.getByTestId('virtual-start-confirm').click();
  await expect(student.getByTestId('virtual-state')).toHaveText('Virtual run in progress');
  await expect(student.getByTestId('virtual-clock')).toContainText('Time left');

  // The problem pages carry the run's clock; a solve there counts for the run.
  await student.getByTestId('virtual-to-problems').click();
  await expect(student.getByTestId('virtual-banner')).toContainText('left');
  await student.goto(`/contest/${cid}/problem/A?lang=en-US`);
  await submitHere(student, SUM, 'Accepted');
  await student.goto(`/contest/${cid}/virtual?lang=en-US`);
  // Minutes into the run, the field had not solved anything yet: the run leads alone.
  const board = student.getByTestId('virtual-board');
  await expect(board.getByTestId(`sb-row-${late}`).first()).toBeVisible();
  await expect(board.getByTestId(`sb-row-${field}`)).toHaveCount(0);
  await expect(student.getByTestId('virtual-submissions')).toContainText('Accepted');
  await shot(student, 'run-1280-en');

  // On a phone, in Chinese.
  await student.setViewportSize({ width: 375, height: 800 });
  await student.goto(`/contest/${cid}/virtual?lang=zh-CN`);
  await expect(student.getByTestId('virtual-state')).toHaveText('虚拟参赛进行中');
  await expect(student.getByTestId('virtual-board').getByTestId(`sb-row-${late}`).first()).toBeVisible();
  await shot(student, 'run-375-zh');

  // The real board is the contest's own: the field's solve, not the run's.
  await adminLogin(page);
  await page.goto(`/contest/${cid}/rank?lang=en-US`);
  await expect(page.getByTestId(`sb-row-${field}`)).toBeVisible();
  await expect(page.getByTestId(`sb-row-${late}`)).toHaveCount(0);
  await student.context().close();
});
