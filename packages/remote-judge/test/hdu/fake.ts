import {
  fixtureBytes,
  type FakeJudge,
  type FakeRequest,
  type FakeResponse,
  type FakeRoute,
  type FakeScript,
  type RunPhase,
} from '../support/index.ts';

/**
 * HDU as the adapter meets it: GBK pages without a charset in the headers, a PHPSESSID handed out
 * on the first visit and bound to the account by the login form, a submit that needs that
 * session and the site's own `_usercode` encoding, and a public status list.
 */

const DIR = new URL('./fixtures/', import.meta.url);

/**
 * A recorded GBK page with its `{{holes}}` filled. Holes are ASCII, so the page is handled as
 * latin1: every GBK byte goes out as it was recorded.
 */
export function gbkPage(name: string, vars: Record<string, string | number> = {}): Buffer {
  const text = fixtureBytes(DIR, name).toString('latin1');
  return Buffer.from(
    text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole)),
    'latin1',
  );
}

/** HDU names no charset in its headers: the page's bytes are GBK all the same. */
const page = (body: Buffer, status = 200): FakeResponse => ({ status, body, headers: { 'content-type': 'text/html' } });

/** The status cell and the time/memory cells of a run in each phase (WA/TLE/AC carry what conformance expects). */
const PHASES: Record<RunPhase, { status: string; time: number; memory: number }> = {
  pending: { status: '<font color=#6633FF>Queuing</font>', time: 0, memory: 0 },
  compiling: { status: '<font color=#6633FF>Compiling</font>', time: 0, memory: 0 },
  judging: { status: '<font color=#6633FF>Running</font>', time: 0, memory: 0 },
  AC: { status: '<font color=red>Accepted</font>', time: 15, memory: 1780 },
  WA: { status: '<font color=green>Wrong Answer</font>', time: 46, memory: 1784 },
  TLE: { status: '<font color=green>Time Limit Exceeded</font>', time: 1000, memory: 2012 },
  CE: { status: '<a href="/viewerror.php?rid={{runId}}" target=_blank><font color=green>Compilation Error</font></a>', time: 0, memory: 0 },
  // HDU shows no System Error: a string the adapter does not know, which must stay Pending.
  SE: { status: '<font color=#6633FF>System Error</font>', time: 0, memory: 0 },
};

export const HDU_USER = 'school_account';
export const HDU_PASSWORD = 'secret-pass';
/** The account's run before the tests' submits, and the first id the site hands out after it. */
const PREVIOUS_RUN = 38_000_100;

interface Run {
  id: number;
  pid: string;
  user: string;
}

/** What the site's submit script does to the code: URI-escape, then base64 — undone here as the site does. */
function decodeUserCode(value: string): string {
  return decodeURIComponent(Buffer.from(value, 'base64').toString('ascii'));
}

export interface HduFakeOptions {
  /** The accounts the site knows, handle → password (default: the one conformance account). */
  accounts?: Record<string, string>;
}

/** The HDU fake, also counting runs submitted by an account that still had one being judged. */
export interface HduFake extends FakeJudge {
  /** Submits made while the same account's previous run was not yet seen finished (a pool must make none). */
  overlaps(): number;
  /** Runs accepted so far, by handle. */
  runsBy(): Record<string, number>;
}

export function hduFake(script: FakeScript, options: HduFakeOptions = {}): HduFake {
  const accounts = options.accounts ?? { [HDU_USER]: HDU_PASSWORD };
  const sessions = new Set<string>();
  /** Session → the handle logged in with it. */
  const loggedIn = new Map<string, string>();
  /** Handle → its run still being judged (not yet polled to a final phase). */
  const inFlight = new Map<string, number>();
  let overlaps = 0;
  const runs: Run[] = script.previousRun ? [{ id: PREVIOUS_RUN, pid: '1000', user: HDU_USER }] : [];
  const polls = new Map<string, number>();
  let nextId = PREVIOUS_RUN + 7;
  let logins = 0;
  let code: string | null = null;
  let lastRunId: string | null = null;
  let rateLimited = false;

  /** The session of a request, or a fresh PHPSESSID to hand out (PHP starts one on any page). */
  function session(req: FakeRequest): { id: string; fresh: boolean } {
    const id = req.cookies.PHPSESSID;
    if (id && sessions.has(id)) return { id, fresh: false };
    const fresh = `sess${sessions.size + 1}x${Math.random().toString(36).slice(2, 10)}`;
    sessions.add(fresh);
    return { id: fresh, fresh: true };
  }

  /** A page answered within the session: a new PHPSESSID is set when the request had none. */
  const within = (req: FakeRequest, answer: (id: string) => FakeResponse): FakeResponse => {
    const s = session(req);
    const res = answer(s.id);
    return s.fresh ? { ...res, cookies: { ...res.cookies, PHPSESSID: s.id } } : res;
  };

  const row = (run: Run, phase: RunPhase) => {
    const p = PHASES[phase];
    return gbkPage('status-row.html', { runId: run.id, pid: run.pid, user: run.user, time: p.time, memory: p.memory, length: 213 })
      .toString('latin1')
      .replace('{{status}}', p.status.replaceAll('{{runId}}', String(run.id)));
  };
  const statusPage = (rows: string[]) => page(gbkPage('status.html', { rows: rows.join('\n') }));
  const last = script.run[script.run.length - 1] ?? 'AC';

  const routes: FakeRoute[] = [
    { method: 'GET', path: '/', handle: (req) => within(req, () => page(gbkPage('index-guest.html'))) },
    {
      method: 'GET',
      path: '/index.php',
      handle: (req) =>
        within(req, (id) => {
          const user = loggedIn.get(id);
          return page(user ? gbkPage('index-user.html', { user }) : gbkPage('index-guest.html'));
        }),
    },
    {
      method: 'POST',
      path: '/userloginex.php',
      handle: (req) => {
        const form = req.form();
        const id = req.cookies.PHPSESSID;
        // The form posts into the session the first visit opened; without it PHP has nothing to log in.
        if (req.url.searchParams.get('action') !== 'login' || !id || !sessions.has(id)) return page(gbkPage('login-refused.html'));
        if (form.get('login') !== 'Sign In' || form.get('username') === null || form.get('userpass') === null) {
          return page(gbkPage('login-refused.html'));
        }
        logins++;
        const handle = form.get('username') ?? '';
        if (script.login === 'refused' || accounts[handle] === undefined || form.get('userpass') !== accounts[handle]) {
          return page(gbkPage('login-refused.html'));
        }
        loggedIn.set(id, handle);
        return { status: 302, headers: { location: '/index.php' } };
      },
    },
    {
      method: 'POST',
      path: '/submit.php',
      handle: (req) => {
        const id = req.cookies.PHPSESSID;
        const user = id ? loggedIn.get(id) : undefined;
        if (!user) return { status: 302, headers: { location: '/userloginex.php' } };
        const form = req.form();
        const language = form.get('language') ?? '';
        const pid = form.get('problemid') ?? '';
        const userCode = form.get('_usercode');
        if (
          req.url.searchParams.get('action') !== 'submit' ||
          form.get('check') !== '0' ||
          !/^[0-6]$/.test(language) ||
          !/^\d+$/.test(pid)
        ) {
          return page(gbkPage('submit-error.html'));
        }
        if (userCode === null) return page(gbkPage('submit-error.html'));
        code = decodeUserCode(userCode);
        if (script.submit === 'down') return { status: 502, body: 'Bad Gateway' };
        if (script.submit === 'rejected') return page(gbkPage('submit-error.html'));
        if (script.submit === 'rateLimitedOnce' && !rateLimited) {
          rateLimited = true;
          return page(gbkPage('submit-resubmit.html'));
        }
        if (script.submit !== 'silent') {
          if (inFlight.has(user)) overlaps++;
          inFlight.set(user, nextId);
          runs.unshift({ id: nextId, pid, user });
          lastRunId = String(nextId++);
        }
        return { status: 302, headers: { location: `/status.php?user=${user}` } };
      },
    },
    {
      method: 'GET',
      path: '/status.php',
      handle: (req) => {
        const q = req.url.searchParams;
        const first = q.get('first');
        if (first) {
          // A poll: the run opens the list, whoever's it is, one phase further each time; an older run follows.
          const seen = polls.get(first) ?? 0;
          polls.set(first, seen + 1);
          const phase = script.run[Math.min(seen, script.run.length - 1)] ?? last;
          const run = runs.find((r) => r.id === Number(first)) ?? { id: Number(first), pid: '1000', user: HDU_USER };
          if (!['pending', 'compiling', 'judging'].includes(phase) && inFlight.get(run.user) === run.id) inFlight.delete(run.user);
          const older = { id: Number(first) - 1, pid: '1001', user: 'someone_else' };
          return statusPage([row(run, phase), row(older, 'WA')]);
        }
        const mine = runs.filter((r) => (!q.get('user') || r.user === q.get('user')) && (!q.get('pid') || r.pid === q.get('pid')));
        return statusPage(mine.map((r) => row(r, r.id === PREVIOUS_RUN ? 'AC' : 'pending')));
      },
    },
    {
      method: 'GET',
      path: '/viewerror.php',
      handle: (req) => page(gbkPage('viewerror.html', { runId: req.url.searchParams.get('rid') ?? '' })),
    },
    {
      method: 'GET',
      path: '/showproblem.php',
      handle: (req) => {
        const pid = req.url.searchParams.get('pid') ?? '';
        return page(pid === '2000' ? gbkPage('showproblem-2000.html') : gbkPage('no-such-problem.html', { pid }));
      },
    },
  ];

  return {
    // Behind a bot check every page is the check (Cloudflare answers 403 with its challenge).
    routes:
      script.login === 'bot'
        ? routes.map((r) => ({ ...r, handle: () => page(gbkPage('challenge.html', { ray: '8c1f00aa2b3c4d5e' }), 403) }))
        : routes,
    submittedCode: () => code,
    logins: () => logins,
    lastRunId: () => lastRunId,
    overlaps: () => overlaps,
    runsBy: () =>
      Object.fromEntries(
        [...new Set(runs.map((r) => r.user))].map((u) => [u, runs.filter((r) => r.user === u && r.id !== PREVIOUS_RUN).length]),
      ),
  };
}
