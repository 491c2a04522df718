import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../support/helpers.ts';
import {
  acceptedIn,
  adminLogin,
  adminToken,
  createRunningContest,
  createSumProblem,
  loginToken,
  registerStudent,
} from '../support/flows.ts';

/**
 * The similarity check after a contest: three students solve the contest's problem, two of them
 * with the same program under other names and another layout; the contest's admin runs the check,
 * finds that pair alone, and opens it side by side.
 */

// A solution long enough to fingerprint (a one-line A+B is too short to call anything a copy).
const ORIGINAL = `#include <cstdio>
#include <cctype>
static char buffer[1 << 16];
static int length = 0, position = 0;
static int nextChar() {
  if (position == length) {
    length = (int)fread(buffer, 1, sizeof buffer, stdin);
    position = 0;
    if (length <= 0) return -1;
  }
  return buffer[position++];
}
static long long readNumber() {
  int c = nextChar();
  while (c != '-' && !isdigit(c)) c = nextChar();
  bool negative = false;
  if (c == '-') { negative = true; c = nextChar(); }
  long long value = 0;
  while (isdigit(c)) { value = value * 10 + (c - '0'); c = nextChar(); }
  return negative ? -value : value;
}
int main() {
  long long first = readNumber();
  long long second = readNumber();
  printf("%lld\\n", first + second);
  return 0;
}
`;
// The same program under other names, laid out anew.
const COPY = ORIGINAL.replaceAll('buffer', 'buf')
  .replaceAll('length', 'len')
  .replaceAll('position', 'pos')
  .replaceAll('nextChar', 'gc')
  .replaceAll('readNumber', 'rd')
  .replaceAll('value', 'x')
  .replaceAll('{ ', '{\n    ');
const OTHER = `#include <iostream>
using namespace std;
int main() {
  long long total = 0, value;
  while (cin >> value) total += value;
  cout << total << endl;
  return 0;
}
`;

/** Waits until the side-by-side drawer has slid all the way in. */
async function drawerOpen(page: Page): Promise<void> {
  const left = async () => (await page.locator('.ant-drawer-content-wrapper').boundingBox())?.x ?? Number.POSITIVE_INFINITY;
  await expect.poll(left).toBeLessThan(page.viewportSize()!.width * 0.15);
}

test('the contest admin finds the copied pair and compares it side by side', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const tag = uniqueName('S').toUpperCase();
  const pid = await createSumProblem(request, admin, `${tag}A`, 'Sum to compare');
  const cid = await createRunningContest(request, admin, `Similarity round ${tag}`, pid);
  const names = [uniqueName('orig'), uniqueName('copy'), uniqueName('own')];
  for (const [i, name] of names.entries()) {
    await registerStudent(request, name);
    await acceptedIn(request, (await loginToken(request, name, 'password1'))!, { cid }, [ORIGINAL, COPY, OTHER][i]!);
  }

  await adminLogin(page);
  await page.goto(`/contest/${cid}/similarity?lang=en-US`);
  await page.getByTestId('similarity-run').click();
  await expect(page.getByTestId('similarity-summary')).toContainText('Compared 3 submissions of 1 problems');
  const rows = page.getByTestId('similarity-pairs').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[0]!);
  await expect(rows.first()).toContainText(names[1]!);
  await page.screenshot({ path: test.info().outputPath('similarity-1280-en.png'), fullPage: true });
  await rows.first().getByRole('button').click();
  await expect(page.getByTestId('similarity-compare')).toContainText('readNumber');
  await drawerOpen(page);
  await page.screenshot({ path: test.info().outputPath('similarity-compare-1280-en.png') });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/contest/${cid}/similarity?lang=zh-CN`);
  await page.getByTestId('similarity-run').click();
  await expect(page.getByTestId('similarity-pairs').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('similarity-375-zh.png'), fullPage: true });
  await page.getByTestId('similarity-pairs').locator('tbody tr.ant-table-row').first().getByRole('button').click();
  await expect(page.getByTestId('similarity-compare')).toBeVisible();
  await drawerOpen(page);
  await page.screenshot({ path: test.info().outputPath('similarity-compare-375-zh.png') });
});

test('the site admin checks a bank problem’s practice submissions from the back office', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const problemId = `${uniqueName('B').toUpperCase()}S`;
  const pid = await createSumProblem(request, admin, problemId, 'Sum in the bank');
  const names = [uniqueName('orig'), uniqueName('copy'), uniqueName('own')];
  for (const [i, name] of names.entries()) {
    await registerStudent(request, name);
    await acceptedIn(request, (await loginToken(request, name, 'password1'))!, { problemId }, [ORIGINAL, COPY, OTHER][i]!);
  }

  await adminLogin(page);
  await page.goto(`/admin/problems?keyword=${problemId}&lang=en-US`);
  await page.getByTestId(`admin-problem-similarity-${pid}`).click();
  await expect(page.getByTestId('admin-problem-similarity')).toContainText(`Similarity of ${problemId}`);
  await page.getByTestId('similarity-run').click();
  await expect(page.getByTestId('similarity-summary')).toContainText('Compared 3 submissions of 1 problems');
  const rows = page.getByTestId('similarity-pairs').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[1]!);
  await page.screenshot({ path: test.info().outputPath('bank-similarity-1280-en.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/admin/problem/similarity/${pid}?lang=zh-CN`);
  await expect(page.getByTestId('admin-problem-similarity')).toContainText('代码查重');
  await page.getByTestId('similarity-run').click();
  await expect(page.getByTestId('similarity-pairs').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('bank-similarity-375-zh.png'), fullPage: true });
});
