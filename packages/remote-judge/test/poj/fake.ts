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
 * POJ as the adapter meets it: a JSESSIONID handed out on any page and logged in by the login
 * form, a submit that needs that session and takes base64 source with `encoded=1`, a public
 * status list, and showsource/showcompileinfo pages only a logged-in account can read.
 */

const DIR = new URL('./fixtures/', import.meta.url);

/** The Result, Memory and Time of a run in each phase (WA carries what conformance expects). */
const PHASES: Record<RunPhase, { result: string; memory: string; time: string }> = {
  pending: { result: '<font color=black>Waiting</font>', memory: 'N/A', time: 'N/A' },
  compiling: { result: '<font color=black>Compiling</font>', memory: 'N/A', time: 'N/A' },
  judging: { result: '<font color=black>Running &amp; Judging</font>', memory: 'N/A', time: 'N/A' },
  AC: { result: '<font color=blue>Accepted</font>', memory: '164K', time: '0MS' },
  WA: { result: '<font color=red>Wrong Answer</font>', memory: '388K', time: '16MS' },
  TLE: { result: '<font color=red>Time Limit Exceeded</font>', memory: '700K', time: '1000MS' },
  CE: {
    result: '<a href=showcompileinfo?solution_id={{runId}} target=_blank><font color=green>Compile Error</font></a>',
    memory: 'N/A',
    time: 'N/A',
  },
  // POJ's own words for a broken judge: unknown to the adapter, so the run stays Pending.
  SE: { result: '<font color=red>System Error</font>', memory: 'N/A', time: 'N/A' },
};

export const POJ_USER = 'school_account';
export const POJ_PASSWORD = 'secret-pass';
/** The account's run before the tests' submits. */
const PREVIOUS_RUN = 25_100_200;

interface Run {
  id: number;
  pid: string;
}

export function pojFake(script: FakeScript): FakeJudge {
  const sessions = new Set<string>();
  const loggedIn = new Set<string>();
  const runs: Run[] = script.previousRun ? [{ id: PREVIOUS_RUN, pid: '1000' }] : [];
  const polls = new Map<string, number>();
  let nextId = PREVIOUS_RUN + 5;
  let logins = 0;
  let code: string | null = null;
  let lastRunId: string | null = null;
  let rateLimited = false;

  /** Tomcat opens a session on any page: a request without a known JSESSIONID gets a new one. */
  const within = (req: FakeRequest, answer: (id: string) => FakeResponse): FakeResponse => {
    const known = req.cookies.JSESSIONID;
    if (known && sessions.has(known)) return answer(known);
    const id = `${(sessions.size + 1).toString(16).toUpperCase()}${Math.random().toString(16).slice(2, 14).toUpperCase()}`;
    sessions.add(id);
    const res = answer(id);
    return { ...res, cookies: { ...res.cookies, JSESSIONID: id } };
  };
  /** A page only a logged-in account sees; a guest gets the login form. */
  const member = (req: FakeRequest, answer: () => FakeResponse): FakeResponse =>
    within(req, (id) => (loggedIn.has(id) ? answer() : { body: fixture(DIR, 'index-guest.html') }));

  const error = (message: string): FakeResponse => ({ body: fixture(DIR, 'error.html', { message }) });
  const phaseOf = (runId: string) => {
    const seen = polls.get(runId) ?? 0;
    polls.set(runId, seen + 1);
    return PHASES[script.run[Math.min(seen, script.run.length - 1)] ?? 'AC'];
  };

  const routes: FakeRoute[] = [
    {
      method: 'GET',
      path: '/',
      handle: (req) =>
        within(req, (id) => ({ body: fixture(DIR, loggedIn.has(id) ? 'index-user.html' : 'index-guest.html', { user: POJ_USER }) })),
    },
    {
      method: 'POST',
      path: '/login',
      handle: (req) =>
        within(req, (id) => {
          const form = req.form();
          if (form.get('B1') !== 'login' || form.get('url') === null) return error('Invalid request.');
          logins++;
          if (script.login === 'refused' || form.get('user_id1') !== POJ_USER || form.get('password1') !== POJ_PASSWORD) {
            return error('No such user or wrong password.');
          }
          loggedIn.add(id);
          return { status: 302, headers: { location: form.get('url') ?? '/' } };
        }),
    },
    {
      method: 'POST',
      path: '/submit',
      handle: (req) =>
        member(req, () => {
          const form = req.form();
          const pid = form.get('problem_id') ?? '';
          const source = form.get('source');
          if (!/^\d+$/.test(pid) || !/^[0-6]$/.test(form.get('language') ?? '') || form.get('submit') !== 'Submit' || source === null) {
            return error('Invalid request.');
          }
          // Without encoded=1 the site would store the base64 text itself as the source.
          code = form.get('encoded') === '1' ? Buffer.from(source, 'base64').toString('utf8') : source;
          if (script.submit === 'down') return { status: 503, body: 'Service Unavailable' };
          if (script.submit === 'rejected') {
            return error(
              'Source code too long or too short,submit FAILED;if you really need submit this source please contact administrator',
            );
          }
          if (script.submit === 'rateLimitedOnce' && !rateLimited) {
            rateLimited = true;
            return { status: 429, headers: { 'retry-after': '3' }, body: 'Too Many Requests' };
          }
          if (script.submit !== 'silent') {
            runs.unshift({ id: nextId, pid });
            lastRunId = String(nextId++);
          }
          return { status: 302, headers: { location: `status?user_id=${POJ_USER}` } };
        }),
    },
    {
      method: 'GET',
      path: '/status',
      handle: (req) => {
        const q = req.url.searchParams;
        const mine = runs.filter(
          (r) => (!q.get('user_id') || q.get('user_id') === POJ_USER) && (!q.get('problem_id') || r.pid === q.get('problem_id')),
        );
        const rows = mine.map((r) => {
          const p = r.id === PREVIOUS_RUN ? PHASES.AC : PHASES.pending;
          return fixture(DIR, 'status-row.html', {
            runId: r.id,
            user: POJ_USER,
            pid: r.pid,
            result: p.result,
            memory: p.memory,
            time: p.time,
          });
        });
        return { body: fixture(DIR, 'status.html', { rows: rows.join('\n') }) };
      },
    },
    {
      method: 'GET',
      path: '/showsource',
      handle: (req) =>
        member(req, () => {
          const runId = req.url.searchParams.get('solution_id') ?? '';
          if (!/^\d+$/.test(runId)) return error('No such solution.');
          const p = phaseOf(runId);
          const result = p.result.replaceAll('{{runId}}', runId);
          return { body: fixture(DIR, 'showsource.html', { pid: '1000', user: POJ_USER, result, memory: p.memory, time: p.time }) };
        }),
    },
    {
      method: 'GET',
      path: '/showcompileinfo',
      handle: (req) =>
        member(req, () => ({ body: fixture(DIR, 'showcompileinfo.html', { runId: req.url.searchParams.get('solution_id') ?? '' }) })),
    },
    {
      method: 'GET',
      path: '/problem',
      handle: (req) => {
        const id = req.url.searchParams.get('id') ?? '';
        return id === '3664' ? { body: fixture(DIR, 'problem-3664.html') } : error(`Can not find problem (ID:${id})`);
      },
    },
  ];

  return {
    // Behind a bot check every page is the check (Cloudflare answers 403 with its challenge).
    routes:
      script.login === 'bot'
        ? routes.map((r) => ({ ...r, handle: () => ({ status: 403, body: fixture(DIR, 'challenge.html', { ray: '8c1f00aa2b3c4d5f' }) }) }))
        : routes,
    submittedCode: () => code,
    logins: () => logins,
    lastRunId: () => lastRunId,
  };
}
