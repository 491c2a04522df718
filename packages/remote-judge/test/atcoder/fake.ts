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
 * atcoder.jp as its recorded pages show it: a REVEL_SESSION cookie from the first page on, a csrf
 * token bound to that session on every form, a refused login redirected back to /login with the
 * site's alert, the contest's submit form with per-task language selects (ids of a language set
 * newer than the adapter's table), the account's own list and the status JSON it reloads with.
 */

const DIR = new URL('./fixtures/', import.meta.url);
export const ACCOUNT = { username: 'school_account', password: 'secret-pass' };
const CONTEST = 'abc110';
const TASKS = ['abc110_a', 'abc110_b'];
/** What each task's select offers (the fixture's options). */
const OFFERED: Record<string, string[]> = { abc110_a: ['6014', '6017', '6005', '6082'], abc110_b: ['7017'] };
const FIRST_RUN = 48_000_001;

const sign = (s: string) => createHash('sha256').update(`fake-atcoder:${s}`).digest('hex').slice(0, 16);
/** A signed-in session: any fake issues and accepts the same one, as a real site keeps its sessions. */
const userSession = (user: string) => `${sign(user)}-${user}`;
const csrfOf = (session: string) => `tok${sign(session)}`;

export interface AtcoderFake extends FakeJudge {
  /** The form of every POST to the submit page. */
  submits: URLSearchParams[];
}

export function atcoderFake(script: FakeScript): AtcoderFake {
  const runs: number[] = script.previousRun ? [FIRST_RUN] : [];
  let next = FIRST_RUN + 1;
  const polls = new Map<string, number>();
  const submits: URLSearchParams[] = [];
  let code: string | null = null;
  let given: string | null = null;
  let logins = 0;
  let anon = 0;
  let refused = false;
  let rateLimited = false;

  const signedIn = (req: FakeRequest) => req.cookies.REVEL_SESSION === userSession(ACCOUNT.username);
  const user = (req: FakeRequest) => (signedIn(req) ? ACCOUNT.username : '');
  const nav = (req: FakeRequest) =>
    signedIn(req) ? fixture(DIR, 'nav-user.html', { user: ACCOUNT.username }) : fixture(DIR, 'nav-guest.html');
  const alert = (message: string) => fixture(DIR, 'alert.html', { kind: 'danger', message });
  const challenge = (): FakeResponse => ({
    status: 403,
    body: fixture(DIR, 'challenge.html', { nonce: 'n0nce', ray: '8a1b2c3d4e5f6789' }),
  });
  const toLogin = (): FakeResponse => ({ status: 302, headers: { location: '/login?continue=https%3A%2F%2Fatcoder.jp%2F' } });

  /** Every page hands out a session; a visitor without one gets an anonymous one. */
  const page = (req: FakeRequest, name: string, vars: Record<string, string | number> = {}): FakeResponse => {
    const session = req.cookies.REVEL_SESSION ?? `anon${++anon}`;
    const body = fixture(DIR, name, { user: user(req), csrf: csrfOf(session), nav: nav(req), alert: '', widget: '', ...vars });
    return { body, cookies: req.cookies.REVEL_SESSION ? undefined : { REVEL_SESSION: session } };
  };
  const csrfOk = (req: FakeRequest) => !!req.cookies.REVEL_SESSION && req.form().get('csrf_token') === csrfOf(req.cookies.REVEL_SESSION);

  const cells = (id: string, phase: RunPhase): string => {
    switch (phase) {
      case 'pending':
      case 'compiling':
        // AtCoder shows no compiling state: a run waits, then shows its progress.
        return fixture(DIR, 'cells-waiting.html');
      case 'judging':
        return fixture(DIR, 'cells-judging.html', { id, done: 3, total: 12 });
      case 'AC':
        return fixture(DIR, 'cells-verdict.html', { colour: 'success', title: 'Accepted', code: 'AC', time: 1, memory: 3616 });
      case 'WA':
        return fixture(DIR, 'cells-verdict.html', { colour: 'warning', title: 'Wrong Answer', code: 'WA', time: 12, memory: 3648 });
      case 'TLE':
        return fixture(DIR, 'cells-verdict.html', {
          colour: 'warning',
          title: 'Time Limit Exceeded',
          code: 'TLE',
          time: 2207,
          memory: 3648,
        });
      case 'CE':
        return fixture(DIR, 'cells-ce.html');
      case 'SE':
        return fixture(DIR, 'cells-verdict.html', { colour: 'warning', title: 'Internal Error', code: 'IE', time: 0, memory: 0 });
    }
  };

  const routes: FakeRoute[] = [
    {
      method: 'GET',
      path: '/login',
      handle: (req) => {
        // Since 2025 the bot check sits in the login form itself: a Cloudflare Turnstile widget.
        const widget = script.login === 'bot' ? fixture(DIR, 'turnstile.html', { sitekey: '0x4AAAAAAA-sitekey' }) : '';
        const shown = refused && !signedIn(req);
        refused = false;
        return page(req, 'login.html', shown ? { widget, alert: alert('Username or Password is incorrect.') } : { widget });
      },
    },
    {
      method: 'POST',
      path: '/login',
      handle: (req) => {
        // Posting past the widget meets Cloudflare's challenge page.
        if (script.login === 'bot') return challenge();
        logins++;
        const form = req.form();
        const ok =
          script.login === 'ok' && csrfOk(req) && form.get('username') === ACCOUNT.username && form.get('password') === ACCOUNT.password;
        if (!ok) {
          refused = true;
          return toLogin();
        }
        return { status: 302, headers: { location: '/home' }, cookies: { REVEL_SESSION: userSession(ACCOUNT.username) } };
      },
    },
    {
      method: 'GET',
      path: `/contests/${CONTEST}/submit`,
      handle: (req) => (signedIn(req) ? page(req, 'submit.html') : toLogin()),
    },
    {
      method: 'POST',
      path: `/contests/${CONTEST}/submit`,
      handle: (req) => {
        if (!signedIn(req)) return toLogin();
        const form = req.form();
        submits.push(form);
        if (!csrfOk(req)) return { status: 400, body: 'Bad Request: invalid csrf token' };
        const task = form.get('data.TaskScreenName') ?? '';
        const language = form.get('data.LanguageId') ?? '';
        const source = form.get('sourceCode');
        if (!TASKS.includes(task) || !OFFERED[task]!.includes(language) || !source) {
          return page(req, 'submit.html', { alert: alert('The language is not available for this task.') });
        }
        if (script.submit === 'down')
          return { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' };
        if (script.submit === 'rejected') return page(req, 'submit.html', { alert: alert('You cannot submit to this contest now.') });
        if (script.submit === 'rateLimitedOnce' && !rateLimited) {
          rateLimited = true;
          return page(req, 'submit.html', { alert: alert('Wait for 5 second to submit again.') });
        }
        code = source;
        if (script.submit !== 'silent') {
          runs.unshift(next++);
          given = String(runs[0]);
        }
        return { status: 302, headers: { location: `/contests/${CONTEST}/submissions/me` } };
      },
    },
    {
      method: 'GET',
      path: `/contests/${CONTEST}/submissions/me`,
      handle: (req) => {
        if (!signedIn(req)) return toLogin();
        const rows = runs.map((id) => fixture(DIR, 'submission-row.html', { id, user: ACCOUNT.username })).join('\n');
        return page(req, 'submissions-me.html', { rows, empty: runs.length ? '' : '<p>No Submissions</p>' });
      },
    },
    {
      method: 'GET',
      path: `/contests/${CONTEST}/submissions/me/status/json`,
      handle: (req) => {
        if (!signedIn(req)) return toLogin();
        const id = req.url.searchParams.get('sids[]') ?? '';
        const seen = polls.get(id) ?? 0;
        polls.set(id, seen + 1);
        const phase = script.run[Math.min(seen, script.run.length - 1)]!;
        const body = fixture(DIR, 'status.json', {
          id,
          html: JSON.stringify(cells(id, phase)),
          score: phase === 'AC' ? 100 : 0,
          interval: 1000,
        });
        return { headers: { 'content-type': 'application/json; charset=utf-8' }, body };
      },
    },
    {
      method: 'GET',
      path: new RegExp(`^/contests/${CONTEST}/submissions/\\d+$`),
      handle: (req) => (signedIn(req) ? page(req, 'submission.html', { id: req.url.pathname.split('/').pop()! }) : toLogin()),
    },
    {
      method: 'GET',
      path: `/contests/${CONTEST}/tasks/abc110_a`,
      handle: (req) => page(req, 'task.html'),
    },
  ];

  return {
    routes,
    submits,
    submittedCode: () => code,
    logins: () => logins,
    lastRunId: () => given,
  };
}
