/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions passed to the page run in the browser: they use its DOM.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { XSS_CORPUS } from '../../apps/web/src/components/common/xss-corpus.ts';
import { uniqueName } from '../support/helpers.ts';
import { adminToken, apiCall, loginToken } from '../support/flows.ts';

/**
 * Markdown that anyone may write renders inert in a real browser, whatever it holds: every vector
 * of the XSS corpus is saved through the real API by a plain user and opened on the page that shows
 * it. Each vector calls `__xss(n)` if it runs; the page's `__xss` reports to the test, in every
 * frame and after every navigation. Then the DOM of the rendered markdown is searched for handlers,
 * active elements and script URLs, and every link is clicked.
 *
 * Each vector is posted as a discussion (hoj-api §9) and opened on /discussion-detail/{id}; the
 * same component renders signatures and comments, and the web's unit test renders every vector there
 * too (`markdownXss.test.ts`).
 */

const STUDENT_PASSWORD = 'password1';

/** Vectors that ran, by number, from any page or frame of the context. */
async function watch(context: BrowserContext): Promise<number[]> {
  const ran: number[] = [];
  await context.exposeFunction('__xssReport', (n: number) => ran.push(n));
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (n: number) => void }).__xssReport;
    Object.assign(window, { __xss: (n: number) => report(n) });
    // A vector that reaches for alert without __xss still counts.
    Object.assign(window, { alert: () => report(-2) });
  });
  // Nothing leaves the machine: links to other sites are followed no further than the request.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  return ran;
}

/** What in the rendered markdown could run script or leave the page; empty when it is inert. */
function audit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const forbidden = new Set([
      'SCRIPT',
      'STYLE',
      'IFRAME',
      'FRAME',
      'OBJECT',
      'EMBED',
      'FORM',
      'BUTTON',
      'BASE',
      'META',
      'LINK',
      'TEMPLATE',
      'TEXTAREA',
      'SELECT',
      'VIDEO',
      'AUDIO',
      'NOSCRIPT',
    ]);
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'srcset'];
    for (const body of document.querySelectorAll('.markdown-body')) {
      for (const el of body.querySelectorAll('*')) {
        if (forbidden.has(el.tagName.toUpperCase())) found.push(`<${el.tagName.toLowerCase()}>`);
        if (el.tagName.toLowerCase() === 'svg' && !el.closest('.katex')) found.push('<svg> outside KaTeX');
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on') || name === 'srcdoc') found.push(`${el.tagName.toLowerCase()} ${name}`);
          const squeezed = attr.value.replace(/[\p{Cc}\s]+/gu, '').toLowerCase();
          if (urlAttrs.includes(name) && /^(javascript|vbscript|data|livescript):/.test(squeezed))
            found.push(`${el.tagName.toLowerCase()} ${name}=${attr.value}`);
          if (name === 'style' && /url\(|expression|javascript|@import/i.test(attr.value))
            found.push(`${el.tagName.toLowerCase()} style=${attr.value}`);
        }
      }
    }
    return found;
  });
}

/**
 * Opens the page, lets its load and error events fire, audits the rendered markdown and moves the
 * pointer and focus over it (handlers that need them). Links are not followed: the audit has already
 * refused any href that is not a plain web address, and following each one would cost a page load.
 */
async function proveInert(page: Page, path: string, n: number, ran: number[]): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  // A vector may render to nothing at all: the markdown's box is there, if empty.
  await expect(page.locator('.markdown-body').first()).toBeAttached();
  expect(await audit(page), `vector ${n}: ${XSS_CORPUS[n]}`).toEqual([]);
  await page.mouse.move(5, 5);
  await page.mouse.move(640, 400, { steps: 3 });
  await page.keyboard.press('Tab');
  expect(ran, `vector ${n} ran: ${XSS_CORPUS[n]}`).toEqual([]);
}

async function newStudent(request: APIRequestContext, root: string): Promise<{ username: string; token: string }> {
  const username = uniqueName('x').toLowerCase().slice(0, 16);
  await apiCall(request, root, 'POST', '/api/admin/user/insert-batch-user', {
    users: [[username, STUDENT_PASSWORD, `${username}@school.test`]],
  });
  const token = await loginToken(request, username, STUDENT_PASSWORD);
  if (!token) throw new Error(`${username} cannot log in`);
  return { username, token };
}

test.describe('user markdown in a discussion', () => {
  test('no vector of the corpus runs, and the rendered markdown holds nothing active', async ({ browser, request }) => {
    test.setTimeout(XSS_CORPUS.length * 5_000);
    const root = await adminToken(request);
    // A plain user may post every vector: no AC needed and no daily cap for this run (restored after).
    const switches = await apiCall<Record<string, unknown>>(request, root, 'GET', '/api/admin/switch/info');
    await apiCall(request, root, 'PUT', '/api/admin/switch/update', {
      ...switches,
      openPublicDiscussion: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: XSS_CORPUS.length + 10,
    });
    try {
      let categories = await apiCall<{ id: number }[]>(request, root, 'GET', '/api/discussion-category');
      if (categories.length === 0) categories = await apiCall(request, root, 'POST', '/api/discussion-category', [{ name: 'General' }]);
      const categoryId = categories[0]!.id;
      const student = await newStudent(request, root);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const ran = await watch(context);
      const page = await context.newPage();
      page.on('dialog', (d) => void d.dismiss());
      // The harness works: a call to __xss is seen.
      await page.goto('/home');
      await page.evaluate(() => (window as unknown as { __xss: (n: number) => void }).__xss(-1));
      await expect.poll(() => ran.length).toBe(1);
      ran.length = 0;

      for (const [n, vector] of XSS_CORPUS.entries()) {
        const title = `${student.username} vector ${n}`;
        await apiCall(request, student.token, 'POST', '/api/discussion', {
          title,
          description: `XSS vector ${n}`,
          content: vector,
          categoryId,
        });
        const listed = await apiCall<{ records: { id: number; title: string }[] }>(
          request,
          student.token,
          'GET',
          `/api/get-discussion-list?onlyMine=true&limit=10&currentPage=1&keyword=${encodeURIComponent(title)}`,
        );
        const id = listed.records.find((d) => d.title === title)?.id;
        expect(id, `the discussion of vector ${n} is listed`).toBeDefined();
        await proveInert(page, `/discussion-detail/${id}?lang=en-US`, n, ran);
      }
      await context.close();
    } finally {
      await apiCall(request, root, 'PUT', '/api/admin/switch/update', switches);
    }
  });
});
