import { expect, test } from '@playwright/test';
import { zipOf } from '../../apps/server/test/problem-admin.ts';
import { uniqueName } from '../support/helpers.ts';
import { adminLogin } from '../support/flows.ts';

/**
 * A Kattis package imported from the batch operation page: the local judge host judges its
 * reference submissions, and the report beside the import shows each one's language, expected and
 * actual verdict, in English and in Chinese on the problem's edit page.
 */

const SUM = '#include <cstdio>\nint main(){long long a,b;std::scanf("%lld %lld",&a,&b);std::printf("%lld\\n",a+b);}\n';
const MINUS = SUM.replace('a+b', 'a-b');
const SPIN = 'int main(){volatile unsigned long long x=0;for(;;)x++;}\n';

test('a Kattis package imports from the batch page and its report shows every verdict', async ({ page }) => {
  test.setTimeout(180_000);
  const problemId = uniqueName('KS').toUpperCase();
  const files: Record<string, string> = {
    'problem.yaml': 'name: Sum of Two\nlimits:\n  time: 1\n',
    'problem_statement/problem.en.tex': '\\problemname{Sum of Two}\nAdd two integers.\n',
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/secret/2.in': '-5 7\n',
    'data/secret/2.ans': '2\n',
    'submissions/accepted/sum.cpp': SUM,
    'submissions/wrong_answer/minus.cpp': MINUS,
    'submissions/time_limit_exceeded/spin.cpp': SPIN,
  };
  const zip = await zipOf(Object.entries(files).map(([path, data]) => ({ name: `sum/${path}`, data })));

  await adminLogin(page);
  await page.goto('/admin/problem/batch-operation');
  const card = page.getByTestId('import-kattis');
  await card.getByTestId('import-kattis-problem-id').fill(problemId);
  await card.locator('input[type=file]').setInputFiles({ name: 'sum.zip', mimeType: 'application/zip', buffer: zip });
  await card.getByTestId('import-kattis-submit').click();
  await expect(card.getByTestId('import-kattis-done')).toContainText(problemId);

  // The report fills in as the judge host works through the three reference submissions.
  const report = page.getByTestId('verification-panel');
  await expect(report).toHaveAttribute('data-done', 'true', { timeout: 90_000 });
  await expect(report).toContainText('3 / 3');
  const rows = report.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'accepted/sum.cpp' })).toContainText('Accepted');
  // Judged as Kattis judges C++: with -O2.
  await expect(rows.filter({ hasText: 'accepted/sum.cpp' })).toContainText('C++ 17 With O2');
  await expect(rows.filter({ hasText: 'wrong_answer/minus.cpp' })).toContainText('Wrong Answer');
  await expect(rows.filter({ hasText: 'time_limit_exceeded/spin.cpp' })).toContainText('Time Limit Exceeded');

  // The same report on the problem's own edit page, in Chinese.
  await card.getByRole('link', { name: new RegExp(problemId) }).click();
  await expect(page).toHaveURL(/\/admin\/problem\/edit\/\d+/);
  await page.goto(`${page.url()}?lang=zh-CN`);
  await expect(page.getByTestId('verification-panel')).toContainText('答案错误');
  await expect(page.getByTestId('verification-panel')).toContainText('时间超限');
});
