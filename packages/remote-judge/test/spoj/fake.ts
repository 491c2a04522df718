import { createHash } from 'node:crypto';
import {
  fixture,
  type FakeJudge,
  type FakeRequest,
  type FakeResponse,
  type FakeRoute,
  type FakeScript,
  type RunPhase,
} from '../support/index.ts';

/**
 * www.spoj.com as its recorded pages show it: the `SPOJ` session cookie after the login form, a
 * header with a sign-out link only for a signed-in user, the submit form with the problem's own
 * languages, the submit's answer naming the new run, the account's status list, the status ajax
 * answer and the compile error page (the owner's only). SPOJ documents no captcha and no rate text:
 * the bot check is a Cloudflare challenge page, the rate limit an HTTP 429 with Retry-After.
 */

const DIR = new URL('./fixtures/', import.meta.url);
export const ACCOUNT = { username: 'school_account', password: 'secret-pass' };
const PROBLEM = 'TEST';
const FIRST_RUN = 33_100_001;
export const TOO_LONG = 'Sorry, your solution is too long (the source limit is 50000B).';

const sessionOf = (user: string) => `${createHash('sha256').update(`fake-spoj:${user}`).digest('hex').slice(0, 26)}`;

/** The ids the problem's submit form offers (its `<option>`s). */
const offeredIds = () => [...fixture(DIR, 'submit.html').matchAll(/<option value="(\d+)"/g)].map((m) => m[1]!);

export interface SpojFake extends FakeJudge {
  /** The form of every POST to /submit/complete/. */
  submits: URLSearchParams[];
}

/** The status ajax entry of a run in a phase: `final` 0 while it runs, then SPOJ's result number. */
function entry(id: string, phase: RunPhase): string {
  const running = (status: number, description: string) => ({ status, description, time: '-', mem: '-', final: 0, score: '' });
  const done = (status: number, description: string, time: string, mem: string) => ({
    status,
    description,
    time,
    mem,
    final: 1,
    score: '',
  });
  const e = {
    pending: running(0, 'waiting..'),
    compiling: running(1, 'compiling..'),
    judging: running(5, 'running (3)..'),
    AC: done(15, '<strong>accepted<\\/strong>', '0.00', '5.3M'),
    WA: done(14, 'wrong answer', '0.01', '2.8M'),
    TLE: done(13, 'time limit exceeded', '-', '512k'),
    CE: done(11, '<a href=\\"\\/error\\/' + id + '\\/\\">compilation error<\\/a>', '-', '-'),
    SE: done(20, 'internal error occurred in the system', '-', '-'),
  }[phase];
  return fixture(DIR, 'status-entry.json', { id, ...e });
}

export function spojFake(script: FakeScript): SpojFake {
  const runs: number[] = script.previousRun ? [FIRST_RUN] : [];
  let next = FIRST_RUN + 1;
  const polls = new Map<string, number>();
  const submits: URLSearchParams[] = [];
  let code: string | null = null;
  let given: string | null = null;
  let logins = 0;
  let rateLimited = false;

  const signedIn = (req: FakeRequest) => req.cookies.SPOJ === sessionOf(ACCOUNT.username);
  const page = (req: FakeRequest, title: string, content: string, status = 200): FakeResponse => {
    const nav = signedIn(req) ? fixture(DIR, 'nav-user.html', { user: ACCOUNT.username }) : fixture(DIR, 'nav-guest.html');
    return { status, body: fixture(DIR, 'layout.html', { title, nav, content }) };
  };
  const challenge = (): FakeResponse => ({
    status: 403,
    body: fixture(DIR, 'challenge.html', { nonce: 'n0nce', ray: '8f7e6d5c4b3a2910' }),
  });
  const loginForm = (req: FakeRequest, message = '') => page(req, 'Sign in - SPOJ', fixture(DIR, 'login.html', { message }));
  const submitError = (req: FakeRequest, message: string) =>
    page(req, 'Submit solution - SPOJ', fixture(DIR, 'submit-error.html', { message, code: PROBLEM }));

  const routes: FakeRoute[] = [
    {
      method: 'GET',
      path: '/',
      handle: (req) => (script.login === 'bot' ? challenge() : page(req, 'Sphere Online Judge (SPOJ)', fixture(DIR, 'home.html'))),
    },
    {
      method: 'POST',
      path: '/login/',
      handle: (req) => {
        if (script.login === 'bot') return challenge();
        logins++;
        const form = req.form();
        const ok =
          script.login === 'ok' &&
          form.get('login_user') === ACCOUNT.username &&
          form.get('password') === ACCOUNT.password &&
          form.get('autologin') === '1';
        if (!ok) return loginForm(req, fixture(DIR, 'login-failed.html'));
        return {
          status: 302,
          headers: { location: form.get('next_raw') ?? '/' },
          cookies: { SPOJ: sessionOf(ACCOUNT.username), autologin_login: ACCOUNT.username, autologin_hash: 'h4sh' },
        };
      },
    },
    {
      method: 'GET',
      path: `/submit/${PROBLEM}/`,
      // Shown to guests too (HOJ reads a problem's languages from it at import, with no account).
      handle: (req) => page(req, 'Submit solution - SPOJ', fixture(DIR, 'submit.html', { code: PROBLEM })),
    },
    {
      method: 'POST',
      path: '/submit/complete/',
      handle: (req) => {
        if (!signedIn(req)) return loginForm(req);
        const form = req.form();
        submits.push(form);
        if (form.get('problemcode') !== PROBLEM) return submitError(req, 'Wrong problem code!');
        if (!offeredIds().includes(form.get('lang') ?? '')) {
          return submitError(req, 'Sorry, but you cannot submit in this language for this problem.');
        }
        const source = form.get('file') ?? '';
        if (!source) return submitError(req, 'Sorry, your solution is empty.');
        if (source.length > 50_000 || script.submit === 'rejected') return submitError(req, TOO_LONG);
        if (script.submit === 'down') return { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
        if (script.submit === 'rateLimitedOnce' && !rateLimited) {
          rateLimited = true;
          return { status: 429, headers: { 'retry-after': '7' }, body: 'Too Many Requests' };
        }
        code = source;
        let idInput = '';
        if (script.submit !== 'silent') {
          runs.unshift(next++);
          given = String(runs[0]);
          idInput = fixture(DIR, 'submit-id.html', { id: given });
        }
        return page(req, 'Solution submitted - SPOJ', fixture(DIR, 'submit-done.html', { user: ACCOUNT.username, idInput }));
      },
    },
    {
      method: 'GET',
      path: `/status/${PROBLEM},${ACCOUNT.username}/`,
      handle: (req) => {
        const rows = runs.map((id) => fixture(DIR, 'status-row.html', { id, user: ACCOUNT.username })).join('\n');
        return page(req, 'Status - SPOJ', fixture(DIR, 'status.html', { user: ACCOUNT.username, rows }));
      },
    },
    {
      method: 'POST',
      path: '/status/ajax=1,ajaxdiff=1',
      handle: (req) => {
        const ids = (req.form().get('ids') ?? '').split(',').filter((id) => /^\d+$/.test(id));
        const entries = ids.map((id) => {
          const seen = polls.get(id) ?? 0;
          polls.set(id, seen + 1);
          return entry(id, script.run[Math.min(seen, script.run.length - 1)]!);
        });
        return { headers: { 'content-type': 'application/json' }, body: fixture(DIR, 'status-ajax.json', { entries: entries.join(',') }) };
      },
    },
    {
      method: 'GET',
      path: /^\/error\/\d+\/?$/,
      handle: (req) => {
        if (!signedIn(req)) return loginForm(req);
        const id = /\d+/.exec(req.url.pathname)![0];
        return page(req, 'Compilation error - SPOJ', fixture(DIR, 'error.html', { id }));
      },
    },
    {
      method: 'GET',
      path: `/problems/${PROBLEM}/`,
      handle: (req) => page(req, 'SPOJ.com - Problem TEST', fixture(DIR, 'problem.html', { timeLimit: '0.5s-1s' })),
    },
  ];

  return { routes, submits, submittedCode: () => code, logins: () => logins, lastRunId: () => given };
}
