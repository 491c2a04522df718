import { expect, test } from '@playwright/test';
import { zipOf } from '../../apps/server/test/problem-admin.ts';
import { uniqueName } from '../support/helpers.ts';
import { SUM, adminLogin, adminToken, apiCall, pickMoment, registerStudent, signedInPage, submitHere } from '../support/flows.ts';

/**
 * A class in a group, end to end: a teacher creates a private group (in English), a student applies
 * with its code (in Chinese), the teacher accepts, writes a group problem, makes a group contest of
 * it; the student takes the contest and finds themself on the group's rank; the teacher proposes
 * the problem to the public bank and a super admin approves it, after which the bank lists it.
 */
test('a teacher runs a private class group: code, acceptance, group problem and contest, rank, and a proposal to the bank', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  // New accounts have solved nothing: a school lowers the group threshold for its teachers.
  const switches = await apiCall<{ defaultCreateGroupACInitValue: number }>(request, token, 'GET', '/api/admin/switch/info');
  await apiCall(request, token, 'PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 });
  const teacher = uniqueName('tch');
  const student = uniqueName('stu');
  await registerStudent(request, teacher);
  await registerStudent(request, student);
  const tag = uniqueName('')
    .replace(/[^a-z0-9]/gi, '')
    .slice(-5)
    .toUpperCase();
  const groupName = `Class ${tag} algorithms`;
  const shortName = `C${tag}`.slice(0, 10);

  try {
    // The teacher creates a private group.
    const t = await signedInPage(browser, teacher, '/group');
    await t.getByTestId('group-create').click();
    await t.getByTestId('group-form-name').fill(groupName);
    await t.getByTestId('group-form-short-name').fill(shortName);
    await t.getByTestId('group-form-brief').fill('Grade ten, Friday afternoons');
    await t.getByTestId('group-form-auth').getByText('Private').click();
    await t.getByTestId('group-form-code').fill('FRI123');
    await t.getByTestId('group-form-description').fill('Homework and contests of **class 10-3**.');
    await t.getByTestId('group-create-submit').click();
    await expect(t.getByTestId('group-cards')).toContainText(groupName);
    const listed = await apiCall<{ records: { id: number; name: string }[] }>(request, token, 'GET', `/api/get-group-list?keyword=${tag}`);
    const gid = listed.records.find((g) => g.name === groupName)!.id;

    // The student finds it, is kept out of its tabs, and applies with the code, in Chinese.
    const s = await signedInPage(browser, student, '/group');
    await s.goto('/group?lang=zh-CN');
    await s.getByTestId(`group-card-${gid}`).click();
    await expect(s.getByTestId('group-title')).toContainText(groupName);
    await expect(s.getByTestId('group-home')).toContainText('class 10-3');
    await expect(s.locator('.ant-tabs-tab-disabled').filter({ hasText: '题目' })).toBeVisible();
    await s.getByTestId('group-apply').click();
    await s.getByTestId('group-apply-code').fill('WRONG1');
    await s.getByTestId('group-apply-reason').fill('我是十年级三班的学生');
    await s.getByTestId('group-apply-submit').click();
    await expect(s.getByText('团队邀请码错误').first()).toBeVisible();
    await s.getByTestId('group-apply-code').fill('FRI123');
    await s.getByTestId('group-apply-submit').click();
    await expect(s.getByTestId('group-applying')).toBeVisible();

    // The teacher accepts the application.
    await t.goto(`/group/${gid}/member?lang=en-US`);
    await t.getByTestId('group-applications-tab').click();
    await t.getByTestId(`group-accept-${student}`).click();
    await expect(t.getByTestId('group-members')).toContainText(student);

    // The teacher writes a group problem with two test cases.
    await t.goto(`/group/${gid}/problem?mode=create&lang=en-US`);
    await expect(t.getByTestId('group-problem-prefix')).toContainText(shortName);
    await t.getByTestId('problem-form-problem-id').fill('1');
    await t.getByTestId('problem-form-title').fill(`Class sum ${tag}`);
    await t.getByTestId('problem-form-description').fill('Print the sum of two integers.');
    await t.getByTestId('problem-form-input').fill('Two integers.');
    await t.getByTestId('problem-form-output').fill('Their sum.');
    await t.getByTestId('problem-form-example-input-0').fill('1 2');
    await t.getByTestId('problem-form-example-output-0').fill('3');
    const zip = await zipOf([
      { name: '1.in', data: '1 2\n' },
      { name: '1.out', data: '3\n' },
      { name: '2.in', data: '-5 7\n' },
      { name: '2.out', data: '2\n' },
    ]);
    await t
      .getByTestId('problem-form-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    await expect(t.getByTestId('problem-form-upload-table')).toContainText('2.in');
    await t.getByTestId('problem-form-save').click();
    const problemId = `${shortName}1`;
    await expect(t.getByTestId('group-problem-admin-table')).toContainText(problemId);
    // Not in the public bank while it is the group's.
    const bank = await apiCall<{ records: { problemId: string }[] }>(request, token, 'GET', `/api/get-problem-list?keyword=${problemId}`);
    expect(bank.records).toEqual([]);

    // A group contest of it, running for an hour.
    await t.goto(`/group/${gid}/contest/create?lang=en-US`);
    const now = Math.floor(Date.now() / 1000) * 1000;
    await t.getByTestId('contest-form-title').fill(`Friday cup ${tag}`);
    await t.getByTestId('contest-form-description').fill('One problem, one hour.');
    await pickMoment(t, 'contest-form-start', new Date(now - 60_000));
    await pickMoment(t, 'contest-form-end', new Date(now + 3_600_000));
    await t.getByTestId('contest-form-save').click();
    await expect(t.getByTestId('group-contest-table')).toContainText(`Friday cup ${tag}`);
    const contests = await apiCall<{ records: { id: number; title: string }[] }>(
      request,
      token,
      'GET',
      `/api/group/get-admin-contest-list?gid=${gid}`,
    );
    const cid = contests.records.find((c) => c.title === `Friday cup ${tag}`)!.id;
    await t.goto(`/group/${gid}/contest/${cid}/problems?lang=en-US`);
    await t.getByTestId('group-contest-add-group').click();
    await t.getByTestId('group-contest-add-group-problem-id').fill(problemId);
    await t.getByTestId('group-contest-add-group-display-id').fill('A');
    await t.getByTestId('group-contest-add-group-ok').click();
    await expect(t.getByTestId('contest-problem-table')).toContainText(problemId);

    // The student, now a member, opens the contest from the group and solves it.
    await s.goto(`/group/${gid}/contest?lang=en-US`);
    await expect(s.getByText(`Friday cup ${tag}`)).toBeVisible();
    await s.goto(`/contest/${cid}/problem/A?lang=en-US`);
    await submitHere(s, SUM, 'Accepted');
    await s.goto(`/group/${gid}/rank?lang=zh-CN`);
    const row = s.getByTestId('group-rank').locator('tr').filter({ hasText: student });
    // Place, user, nickname, then the accepted count.
    await expect(row.locator('td').nth(3)).toHaveText('1');

    // The teacher proposes the problem; a super admin approves it in the back office.
    await t.goto(`/group/${gid}/problem?mode=admin&lang=en-US`);
    const pid = (
      await apiCall<{ records: { id: number; problemId: string }[] }>(request, token, 'GET', `/api/group/get-admin-problem-list?gid=${gid}`)
    ).records.find((p) => p.problemId === problemId)!.id;
    await t.getByTestId(`group-problem-apply-${pid}`).click();
    await t.getByTestId('group-problem-apply-ok').click();
    await adminLogin(page);
    await page.goto('/admin/group-problem/apply?lang=en-US');
    await expect(page.getByTestId('group-problem-review-table')).toContainText(problemId);
    await page.getByTestId(`group-problem-approve-${pid}`).click();
    await page.getByTestId('group-problem-approve-ok').click();
    await expect(page.getByTestId('group-problem-review-table')).not.toContainText(problemId);
    const after = await apiCall<{ records: { problemId: string; title: string }[] }>(
      request,
      token,
      'GET',
      `/api/get-problem-list?keyword=${tag}`,
    );
    expect(after.records.map((p) => p.title)).toContain(`Class sum ${tag}`);
  } finally {
    await apiCall(request, token, 'PUT', '/api/admin/switch/update', {
      defaultCreateGroupACInitValue: switches.defaultCreateGroupACInitValue,
    });
  }
});
