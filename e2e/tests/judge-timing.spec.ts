import { expect, test } from '@playwright/test';
import { SUM, acceptedIn, adminToken, createSumProblem, registerStudent, signedInPage } from '../support/flows.ts';
import { ADMIN_PASSWORD, uniqueName } from '../support/helpers.ts';

test('an admin sees where a verdict’s time went, stage by stage; a student reading the same submission does not', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const problemId = uniqueName('TIME');
  await createSumProblem(request, token, problemId, 'Stage timings');
  const submitId = await acceptedIn(request, token, { problemId }, SUM);

  const admin = await signedInPage(browser, 'root', `/submission-detail/${submitId}`, ADMIN_PASSWORD);
  const timing = admin.getByTestId('judge-timing');
  await expect(timing).toBeVisible();
  await expect(timing).toContainText('Judging time');
  // The local judge host reports its compile and each case; the server its queue, transfer and write.
  for (const stage of ['queue', 'compile', 'runs', 'host', 'server', 'total']) {
    await expect(admin.getByTestId(`judge-timing-${stage}`)).toContainText(/\d(\.\d)? (ms|s)/);
  }
  await expect(admin.getByTestId('judge-timing-runs')).toContainText('slowest of 2');

  const name = uniqueName('timer');
  await registerStudent(request, name);
  const student = await signedInPage(browser, name, `/submission-detail/${submitId}`);
  await expect(student.getByTestId('submission-detail-page')).toBeVisible();
  await expect(student.getByTestId('submission-detail-page')).toContainText('Accepted');
  await expect(student.getByTestId('judge-timing')).toHaveCount(0);
});
