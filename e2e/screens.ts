/**
 * Screenshots of every screen at desktop and phone width, in both languages, for looking at what
 * was built (not a test: it asserts nothing). Start a server with a judge host, then:
 *
 *   SCREENS_BASE=http://127.0.0.1:8300 SCREENS_ROOT_PASSWORD=… npm run screens -w e2e -- [filter]
 *
 * It fills the bank through the real API the first time (a Kattis package whose reference
 * submissions are judged, a hand-made problem with tags), then writes `.shots/<name>-<width>-<lang>.png`.
 * For the contest and training screens it registers students, so run the server with its mail going to
 * the local sink (`node e2e/support/mail-sink.ts`, then SMTP_HOST=127.0.0.1 SMTP_PORT=2526 for the server;
 * SCREENS_SINK=http://127.0.0.1:<port> when its HTTP side listens elsewhere).
 * Screens are taken as root unless they name a student, who then signs in through the top bar.
 * `filter` keeps only the screens whose name contains it.
 */
import { chromium, request, type BrowserContext, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API } from '@arbiter/contract';
import { zipOf } from '../apps/server/test/problem-admin.ts';
import { setCode } from './support/flows.ts';
import { fillLogin, openLogin } from './support/helpers.ts';
import { seedContests, type SeededContests } from './support/seed-contests.ts';
import { STUDENT_PASSWORD, TRAINING_NEWCOMER, TRAINING_STUDENT, seedTrainings, type SeededTrainings } from './support/seed-trainings.ts';

const BASE = process.env.SCREENS_BASE ?? 'http://127.0.0.1:8300';
const PASSWORD = process.env.SCREENS_ROOT_PASSWORD ?? 'screens-root';
const OUT = process.env.SCREENS_OUT ?? join(import.meta.dirname, '../.shots');
const filter = process.argv[2] ?? '';

interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

async function call<T = unknown>(method: string, path: string, token: string | null, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${BASE}${path}`, { method, headers, body: payload });
  return (await res.json()) as Envelope<T>;
}

async function login(): Promise<string> {
  const res = await fetch(`${BASE}${API.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: PASSWORD }),
  });
  const token = res.headers.get('Authorization');
  if (!token) throw new Error(`root cannot log in: ${await res.text()}`);
  return token;
}

const SUM = '#include <cstdio>\nint main(){long long a,b;std::scanf("%lld %lld",&a,&b);std::printf("%lld\\n",a+b);}\n';
const WRONG = SUM.replace('a+b', 'a-b');
const SPIN = 'int main(){volatile unsigned long long x=0;for(;;)x++;}\n';
/** Enough lines in the editor to see that its line numbers stay level with the code. */
const LOOP = [
  '#include <cstdio>',
  'int main() {',
  '  long long a, b, total = 0;',
  '  std::scanf("%lld %lld", &a, &b);',
  '  for (long long i = 0; i < 2; i++)',
  '    total += i == 0 ? a : b;',
  '  std::printf("%lld\\n", total);',
  '}',
].join('\n');

/** Fills an empty bank: a Kattis package with three reference submissions and a plain problem with tags. */
async function seed(token: string): Promise<void> {
  const list = await call<{ total: number }>('GET', `${API.adminProblemList}?limit=10&currentPage=1`, token);
  if (list.data.total > 0) return;
  const files: Record<string, string> = {
    'problem.yaml': 'name: Sum of Two\nlimits:\n  time: 1\n',
    'problem_statement/problem.en.tex': '\\problemname{Sum of Two}\nAdd two integers $a$ and $b$.\n',
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/secret/2.in': '-5 7\n',
    'data/secret/2.ans': '2\n',
    'data/secret/3.in': '100 23\n',
    'data/secret/3.ans': '123\n',
    'submissions/accepted/sum.cpp': SUM,
    'submissions/wrong_answer/minus.cpp': WRONG,
    'submissions/time_limit_exceeded/spin.cpp': SPIN,
  };
  const zip = await zipOf(Object.entries(files).map(([p, data]) => ({ name: `sum/${p}`, data })));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'sum.zip');
  form.append('data', JSON.stringify({ problemId: 'KSUM' }));
  const imported = await call('POST', API.importKattisProblem, token, form);
  if (imported.status !== 200) throw new Error(`Kattis import refused: ${imported.msg}`);

  // The site's own languages: an own problem refuses the remote judges'.
  const languages = await call<{ id: number; name: string }[]>('GET', `${API.languages}?all=false`, token);
  const lids = languages.data.map((l) => ({ id: l.id }));
  for (const [i, [id, title, difficulty, tags]] of (
    [
      ['P1000', 'A + B Problem', 0, ['Beginner', 'Math']],
      ['P1001', 'Longest Path in a Tree', 1, ['Graph', 'DFS']],
      ['P1002', 'Knapsack with Subtasks', 2, ['Dynamic Programming']],
    ] as const
  ).entries()) {
    const saved = await call('POST', API.adminProblem, token, {
      problem: {
        problemId: id,
        title,
        description: `Statement of **${title}**. Inline math $a+b$ works.`,
        input: 'Two integers a and b.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
        hint: 'Mind the overflow.',
        source: 'School training round',
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        type: i === 2 ? 1 : 0,
        auth: 1,
        difficulty,
      },
      samples: [
        { input: '1 2\n', output: '3\n', ...(i === 2 ? { score: 50 } : {}) },
        { input: '5 7\n', output: '12\n', ...(i === 2 ? { score: 50 } : {}) },
      ],
      isUploadTestCase: false,
      judgeMode: 'default',
      languages: lids,
      tags: tags.map((name) => ({ name })),
      codeTemplates: [],
    });
    if (saved.status !== 200) throw new Error(`${id} refused: ${saved.msg}`);
  }
  for (const [pid, code] of [
    ['P1000', SUM],
    ['P1000', WRONG],
  ] as const) {
    const res = await call('POST', API.submitProblemJudge, token, { pid, language: 'C++', code });
    if (res.status !== 200) throw new Error(`submit refused: ${res.msg}`);
    await new Promise((r) => setTimeout(r, 9_000));
  }
}

interface Screen {
  name: string;
  path: string;
  admin?: boolean;
  /** The student whose signed-in browser takes the picture; root's when absent. */
  as?: string;
  /** Something to do once the page is loaded, before the picture. */
  then?: (page: Page) => Promise<void>;
}

async function screens(token: string, contests: SeededContests, trainings: SeededTrainings): Promise<Screen[]> {
  const { acm, oi, rolled } = contests;
  const { priv } = trainings;
  const kattis = await call<{ records: { id: number; problemId: string }[] }>(
    'GET',
    `${API.adminProblemList}?keyword=KSUM&limit=10&currentPage=1`,
    token,
  );
  const pid = kattis.data.records[0]?.id ?? 1;
  const subs = await call<{ records: { submitId: number }[] }>('GET', `${API.submissionList}?limit=10&currentPage=1`, token);
  const submitId = subs.data.records[0]?.submitId ?? 1;
  return [
    { name: 'home', path: '/home' },
    { name: 'problem-list', path: '/problem' },
    { name: 'problem-list-tags', path: '/problem?showTags=true' },
    { name: 'problem-detail', path: '/problem/P1000' },
    {
      name: 'problem-test-drawer',
      path: '/problem/P1000',
      then: async (page) => {
        await page.getByTestId('online-test-button').click();
        await page.getByTestId('test-drawer').waitFor();
      },
    },
    { name: 'problem-detail-oi', path: '/problem/P1002' },
    { name: 'status', path: '/status' },
    { name: 'submission-detail', path: `/submission-detail/${submitId}` },
    { name: 'acm-rank', path: '/acm-rank' },
    { name: 'oi-rank', path: '/oi-rank' },
    { name: 'rating-rank', path: '/rating-rank' },
    { name: 'user-home', path: '/user-home?username=root' },
    { name: 'introduction', path: '/introduction' },
    { name: 'admin-problems', path: '/admin/problems', admin: true },
    { name: 'admin-problem-create', path: '/admin/problem/create', admin: true },
    { name: 'admin-problem-edit', path: `/admin/problem/edit/${pid}`, admin: true },
    { name: 'admin-tags', path: '/admin/problem/tag', admin: true },
    { name: 'admin-batch', path: '/admin/problem/batch-operation', admin: true },
    { name: 'contest-list', path: '/contest' },
    { name: 'contest-overview', path: `/contest/${acm}` },
    { name: 'contest-problems', path: `/contest/${acm}/problems` },
    { name: 'contest-problem', path: `/contest/${acm}/problem/A` },
    { name: 'contest-submissions', path: `/contest/${acm}/submissions` },
    { name: 'contest-rank-acm', path: `/contest/${acm}/rank` },
    { name: 'contest-rank-oi', path: `/contest/${oi}/rank` },
    { name: 'contest-announcements', path: `/contest/${acm}/announcements` },
    { name: 'contest-clarifications', path: `/contest/${acm}/clarifications` },
    { name: 'contest-clarifications-student', path: `/contest/${acm}/clarifications`, as: TRAINING_STUDENT },
    {
      name: 'contest-similarity',
      path: `/contest/${acm}/similarity`,
      then: async (page) => {
        await page.getByTestId('similarity-run').click();
        await page.getByTestId('similarity-summary').waitFor();
      },
    },
    // An ended contest a student may sit virtually (the tab offers to start a run).
    { name: 'contest-virtual', path: `/contest/${rolled}/virtual`, as: TRAINING_STUDENT },
    { name: 'contest-print', path: `/contest/${acm}/print` },
    { name: 'contest-admin-print', path: `/contest/${acm}/admin-print` },
    { name: 'contest-ac-info', path: `/contest/${acm}/ac-info` },
    { name: 'contest-rejudge', path: `/contest/${acm}/rejudge` },
    { name: 'contest-scroll-setup', path: `/contest/${rolled}/scroll-board` },
    { name: 'acm-scoreboard', path: `/contest/acm-scoreboard/${acm}` },
    { name: 'oi-scoreboard', path: `/contest/oi-scoreboard/${oi}` },
    {
      name: 'scroll-board',
      path: `/scrollBoard?cid=${rolled}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`,
      then: async (page) => {
        await page.getByTestId('rb-table').waitFor();
        await page.getByTestId('rb-next').click();
      },
    },
    { name: 'admin-contests', path: '/admin/contest', admin: true },
    { name: 'admin-contest-create', path: '/admin/contest/create', admin: true },
    { name: 'admin-contest-edit', path: `/admin/contest/${acm}/edit`, admin: true },
    { name: 'admin-contest-problems', path: `/admin/contest/${acm}/problems`, admin: true },
    { name: 'admin-contest-announcements', path: `/admin/contest/${acm}/announcement`, admin: true },
    { name: 'training-list', path: '/training', as: TRAINING_STUDENT },
    { name: 'training-introduction-password', path: `/training/${priv}`, as: TRAINING_NEWCOMER },
    { name: 'training-problems', path: `/training/${priv}/problems`, as: TRAINING_STUDENT },
    {
      name: 'training-problem',
      path: `/training/${priv}/problem/T100`,
      as: TRAINING_STUDENT,
      then: (page) => setCode(page, LOOP),
    },
    { name: 'training-problem-full-screen', path: `/training/${priv}/problem/T100/full-screen`, as: TRAINING_STUDENT },
    { name: 'training-rank', path: `/training/${priv}/rank`, as: TRAINING_STUDENT },
    { name: 'training-rank-admin', path: `/training/${priv}/rank` },
    { name: 'admin-training-list', path: '/admin/training', admin: true },
    { name: 'admin-training-create', path: '/admin/training/create', admin: true },
    { name: 'admin-training-problems', path: `/admin/training/${priv}/problems`, admin: true },
    { name: 'admin-training-categories', path: '/admin/training/category', admin: true },
    { name: 'admin-dashboard', path: '/admin/dashboard', admin: true },
    { name: 'admin-users', path: '/admin/user', admin: true },
    { name: 'admin-users-import', path: '/admin/user', admin: true, then: (page) => page.getByTestId('user-tab-import').click() },
    { name: 'admin-users-generate', path: '/admin/user', admin: true, then: (page) => page.getByTestId('user-tab-generate').click() },
    { name: 'admin-site-announcements', path: '/admin/announcement', admin: true },
    { name: 'admin-notices', path: '/admin/notice', admin: true },
    { name: 'admin-switches', path: '/admin/switch', admin: true },
    { name: 'admin-site-settings', path: '/admin/conf', admin: true },
  ];
}

const token = await login();
await seed(token);
const contests = await seedContests({ base: BASE, token, sum: SUM, wrong: WRONG });
const api = await request.newContext({ baseURL: BASE });
const trainings = await seedTrainings(api, token);
await api.dispose();
const all = (await screens(token, contests, trainings)).filter((s) => s.name.includes(filter));
await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [1280, 375]) {
  const contexts: BrowserContext[] = [];
  const pages = new Map<string, Page>();
  const errors: string[] = [];
  // Signs each user in through the pages once per width, as a person does: root through the back office's login.
  const pageOf = async (user: string): Promise<Page> => {
    const known = pages.get(user);
    if (known) return known;
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 740 }, isMobile: width < 800 });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    if (user === 'root') {
      await page.goto(`${BASE}/admin/login?lang=en-US`);
      await page.getByTestId('admin-login-username').fill('root');
      await page.getByTestId('admin-login-password').fill(PASSWORD);
      await page.getByTestId('admin-login-submit').click();
      await page.getByTestId('admin-layout').waitFor();
    } else {
      await page.goto(`${BASE}/home?lang=en-US`);
      await openLogin(page);
      await fillLogin(page, user, STUDENT_PASSWORD);
      await page.getByTestId('login-form').waitFor({ state: 'hidden' });
    }
    pages.set(user, page);
    return page;
  };
  for (const screen of all) {
    const page = await pageOf(screen.as ?? 'root');
    for (const lang of ['zh-CN', 'en-US']) {
      errors.length = 0;
      const sep = screen.path.includes('?') ? '&' : '?';
      await page.goto(`${BASE}${screen.path}${sep}lang=${lang}`);
      await page.waitForLoadState('networkidle');
      if (screen.then) await screen.then(page);
      // The code editor measures its lines only while it is in view: one below the fold would show its
      // line numbers at a guessed height in the full-page picture, so each is brought into view once.
      for (const editor of await page.locator('.cm-editor').all()) {
        await editor.scrollIntoViewIfNeeded();
        await page.waitForTimeout(150);
      }
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForTimeout(400);
      const file = `${OUT}/${screen.name}-${width}-${lang}.png`;
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
      console.log(
        `${file}${overflow > width ? `  (scroll width ${overflow})` : ''}${errors.length ? `  console: ${errors.join(' | ').slice(0, 300)}` : ''}`,
      );
    }
  }
  for (const context of contexts) await context.close();
}
await browser.close();
