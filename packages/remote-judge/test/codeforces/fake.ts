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
 * codeforces.com as the adapter meets it: every page behind the RCPC gate, a login that checks the
 * csrf token and the browser values (`ftaa`, `bfaa`, `_tta`), a submit form that checks them again,
 * the account's problemset status and `/data/submitSource`. The account side (gate, login, session,
 * submit-form checks) is exported for the Gym's fake, which runs on the same site.
 */

const DIR = new URL('./fixtures/', import.meta.url);
export const cfFixture = (name: string, vars: Record<string, string | number> = {}) => fixture(DIR, name, vars);

/** The RCPC page's key, iv and cipher text, and the cookie a browser computes: made with node:crypto's AES-128-CBC encrypt of `cookie`. */
export const RCPC = {
  a: 'e9ee4b03c1d0822987185d27bca23378',
  b: '188fafdbe0f87ef0fc2810d5b3e34705',
  c: 'c28863299c0cd3d4498af695c927178a',
  cookie: '5f3a0d6e2c8b41f7a9e0d3c6b2a19f84',
};

/** The `39ce7` cookie the site sets and the `_tta` a browser sends for it (the formula is in codeforces-rcpc.ts). */
export const TTA = { cookie: 'CFh4ZVb1', value: '460' };
/** The `70a7c28f3de` cookie (ftaa) and the page's `_bfaa`: placeholders of a browser's fingerprint values. */
export const FTAA = 'q8n2kf0v1mzd7r4x3c';
export const BFAA = 'e1c5a0b7d9f24c3e8a6b1d0f2c4e9a7b';

export const HANDLE = 'school_account';
const LINK_TOKEN = '8f3c2a1b0e';

/** Each session's csrf token (the site ties it to JSESSIONID). */
const csrfFor = (session: string) => createHash('md5').update(`csrf:${session}`).digest('hex');

export interface CfSiteOptions {
  /** Answer this many submits with a plain 403 and forget the login (a session that expired on the site). */
  expiredSubmits?: number;
}

export interface SubmitFormSpec {
  /** The form's problem fields as the site's page for this path would carry them. */
  problemFields(req: FakeRequest): Record<string, string>;
  /** The "my submissions" page the site sends an accepted submit to. */
  myPage(req: FakeRequest): string;
  /** Records a new run; answers its id. */
  issue(req: FakeRequest): string;
}

/** The site's account side: RCPC gate, sessions, `/`, `/enter`, and the submit form's checks. */
export function cfAccountSite(script: FakeScript, options: CfSiteOptions = {}) {
  let logins = 0;
  let sessions = 0;
  let code: string | null = null;
  let rateLimited = false;
  let expired = options.expiredSubmits ?? 0;
  const loggedIn = new Set<string>();

  const sessionOf = (req: FakeRequest) => req.cookies.JSESSIONID ?? null;
  const isLoggedIn = (req: FakeRequest) => loggedIn.has(sessionOf(req) ?? '');
  const csrfOf = (req: FakeRequest) => csrfFor(sessionOf(req) ?? 'none');
  const page = (body: string, status = 200): FakeResponse => ({ status, body });
  const toLogin = (req: FakeRequest): FakeResponse => ({
    status: 302,
    headers: { location: `/enter?back=${encodeURIComponent(req.path)}` },
  });

  /** Every page of the site: the RCPC page first when the cookie is missing, and a JSESSIONID for a new visitor. */
  function gated(route: FakeRoute): FakeRoute {
    return {
      ...route,
      handle: async (req) => {
        if (req.cookies.RCPC !== RCPC.cookie)
          return page(cfFixture('rcpc.html', { ...RCPC, next: `${req.path}${req.path.includes('?') ? '&' : '?'}f0a28=1` }));
        if (sessionOf(req)) return route.handle(req);
        // A new visitor's page is already rendered for the session it is handed.
        const session = `${(++sessions).toString(16).padStart(8, '0')}C0FFEE0000000000000000000000`;
        const answer = await route.handle({ ...req, cookies: { ...req.cookies, JSESSIONID: session } });
        return { ...answer, cookies: { ...answer.cookies, JSESSIONID: session } };
      },
    };
  }

  /** What the login and submit forms must carry besides their own fields: the token and the browser values. */
  function browserValuesWrong(req: FakeRequest, form: URLSearchParams): string | null {
    if (form.get('csrf_token') !== csrfOf(req)) return 'csrf_token';
    if (form.get('ftaa') !== FTAA) return 'ftaa';
    if (form.get('bfaa') !== BFAA) return 'bfaa';
    if (form.get('_tta') !== TTA.value) return '_tta';
    return null;
  }

  const home: FakeRoute = {
    method: 'GET',
    path: '/',
    handle: (req) => {
      const header = isLoggedIn(req)
        ? cfFixture('header-user.html', { handle: HANDLE, linkToken: LINK_TOKEN })
        : cfFixture('header-guest.html');
      return page(cfFixture('home.html', { csrf: csrfOf(req), header }));
    },
  };

  const enterPage = (req: FakeRequest, error = '') => cfFixture('enter.html', { csrf: csrfOf(req), bfaa: BFAA, error, handle: '' });

  const enter: FakeRoute = {
    method: 'GET',
    path: '/enter',
    handle: (req) => {
      if (script.login === 'bot') return page(cfFixture('challenge.html', { ray: '8e2f1c0b9a7d6e5f', hash: 'a1b2c3d4' }), 403);
      return { ...page(enterPage(req)), cookies: { '39ce7': TTA.cookie, '70a7c28f3de': FTAA } };
    },
  };

  const login: FakeRoute = {
    method: 'POST',
    path: '/enter',
    handle: (req) => {
      const form = req.form();
      const wrong = browserValuesWrong(req, form) ?? (form.get('action') !== 'enter' ? 'action' : null);
      if (wrong) return page(`fake site: the login form's ${wrong} is wrong`, 400);
      if (script.login !== 'ok' || form.get('handleOrEmail') !== HANDLE || !form.get('password')) {
        return page(enterPage(req, 'Invalid handle/email or password'));
      }
      logins++;
      loggedIn.add(sessionOf(req)!);
      return { status: 302, headers: { location: '/' } };
    },
  };

  function submitPage(req: FakeRequest, spec: SubmitFormSpec, errors: { sourceError?: string; languageError?: string } = {}): string {
    const fields = Object.entries(spec.problemFields(req))
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}"/>`)
      .join('\n    ');
    return cfFixture('submit.html', {
      csrf: csrfOf(req),
      action: req.url.pathname,
      problemFields: fields,
      problemLabel: Object.values(spec.problemFields(req)).join(''),
      sourceError: errors.sourceError ?? '',
      languageError: errors.languageError ?? '',
    });
  }

  /** GET and POST of one submit form, checking what the site checks and answering as the script says. */
  function submitRoutes(path: RegExp, spec: SubmitFormSpec): FakeRoute[] {
    const offered = (req: FakeRequest) => [...submitPage(req, spec).matchAll(/<option value="(\d+)"/g)].map((m) => m[1]);
    return [
      { method: 'GET', path, handle: (req) => (isLoggedIn(req) ? page(submitPage(req, spec)) : toLogin(req)) },
      {
        method: 'POST',
        path,
        handle: (req) => {
          if (expired > 0) {
            expired--;
            loggedIn.delete(sessionOf(req) ?? '');
            return page(cfFixture('forbidden.html'), 403);
          }
          if (!isLoggedIn(req)) return toLogin(req);
          if (script.submit === 'down') return page('<html><body><h1>502 Bad Gateway</h1></body></html>', 502);
          const form = req.form();
          const problem = spec.problemFields(req);
          const wrong =
            (req.url.searchParams.get('csrf_token') !== csrfOf(req) ? 'csrf_token in the address' : null) ??
            browserValuesWrong(req, form) ??
            (form.get('action') !== 'submitSolutionFormSubmitted' ? 'action' : null) ??
            Object.keys(problem).find((k) => form.get(k) !== problem[k]) ??
            (!offered(req).includes(form.get('programTypeId') ?? '') ? 'programTypeId' : null) ??
            (!form.get('source') ? 'source' : null);
          if (wrong) return page(`fake site: the submit form's ${wrong} is wrong`, 400);
          if (script.submit === 'rejected')
            return page(submitPage(req, spec, { sourceError: 'You have submitted exactly the same code before' }));
          if (script.submit === 'rateLimitedOnce' && !rateLimited) {
            rateLimited = true;
            return page(submitPage(req, spec, { sourceError: 'You have submitted too many times recently. Please wait 30 seconds.' }));
          }
          code = form.get('source');
          if (script.submit !== 'silent') spec.issue(req);
          return { status: 302, headers: { location: spec.myPage(req) } };
        },
      },
    ];
  }

  return {
    gated,
    isLoggedIn,
    csrfOf,
    page,
    toLogin,
    submitRoutes,
    routes: [home, enter, login].map(gated),
    logins: () => logins,
    submittedCode: () => code,
  };
}

/** One phase per poll of a run, the last one repeating. */
export function phaseCounter(run: RunPhase[]) {
  const polls = new Map<string, number>();
  return (sid: string): RunPhase => {
    const n = polls.get(sid) ?? 0;
    polls.set(sid, n + 1);
    return run[Math.min(n, run.length - 1)]!;
  };
}

const CONTEST = '1900';
const INDEX = 'A';
/** The account's run before this task, and one of another user that only the unfiltered status page shows. */
export const PREVIOUS_RUN = 234500100;
const OTHERS_RUN = 234599999;

const SOURCE_FIXTURE: Record<RunPhase, string> = {
  pending: 'source-pending.json',
  compiling: 'source-compiling.json',
  judging: 'source-judging.json',
  AC: 'source-ac.json',
  WA: 'source-wa.json',
  TLE: 'source-tle.json',
  CE: 'source-ce.json',
  SE: 'source-se.json',
};

export function codeforcesFake(script: FakeScript, options: CfSiteOptions = {}): FakeJudge {
  const site = cfAccountSite(script, options);
  const runs: number[] = script.previousRun ? [PREVIOUS_RUN] : [];
  let next = PREVIOUS_RUN + 1;
  let last: string | null = null;
  const phaseOf = phaseCounter(script.run);

  const spec: SubmitFormSpec = {
    problemFields: (req) => {
      const [, , , contestId = '', index = ''] = req.url.pathname.split('/');
      return { contestId, submittedProblemIndex: index };
    },
    myPage: () => '/problemset/status?my=on',
    issue: () => {
      runs.unshift(next);
      last = String(next++);
      return last;
    },
  };

  const row = (sid: number, handle: string) => cfFixture('status-row.html', { sid, handle, contest: CONTEST, index: INDEX });

  const routes: FakeRoute[] = [
    ...site.routes,
    ...site.submitRoutes(/^\/problemset\/submit\/\d+\/[A-Z]+\d*$/, spec).map(site.gated),
    ...[
      {
        method: 'GET' as const,
        path: '/problemset/status',
        handle: (req: FakeRequest): FakeResponse => {
          if (!site.isLoggedIn(req)) return site.toLogin(req);
          // Without my=on the page lists everybody's runs, newest first.
          const mine = req.url.searchParams.get('my') === 'on';
          const rows = [...(mine ? [] : [row(OTHERS_RUN, 'someone_else')]), ...runs.map((sid) => row(sid, HANDLE))].join('\n');
          return site.page(cfFixture('status.html', { csrf: site.csrfOf(req), rows }));
        },
      },
      {
        method: 'POST' as const,
        path: '/data/submitSource',
        handle: (req: FakeRequest): FakeResponse => {
          const form = req.form();
          if (!site.isLoggedIn(req) || form.get('csrf_token') !== site.csrfOf(req)) return site.page(cfFixture('forbidden.html'), 403);
          if (!req.headers.referer?.includes('/problemset/status')) return site.page('fake site: submitSource without its referer', 400);
          const sid = form.get('submissionId') ?? '';
          if (!/^\d+$/.test(sid)) return site.page('fake site: no submissionId', 400);
          const source = JSON.stringify(site.submittedCode() ?? '').slice(1, -1);
          return {
            body: cfFixture(SOURCE_FIXTURE[phaseOf(sid)], { sid, handle: HANDLE, source }),
            headers: { 'content-type': 'application/json;charset=UTF-8' },
          };
        },
      },
      {
        method: 'GET' as const,
        path: /^\/problemset\/problem\/\d+\/[A-Z]+\d*$/,
        // A problem that does not exist sends the visitor to the problemset.
        handle: (req: FakeRequest): FakeResponse =>
          req.url.pathname === `/problemset/problem/${CONTEST}/${INDEX}`
            ? site.page(cfFixture('problem.html', { csrf: site.csrfOf(req) }))
            : { status: 302, headers: { location: '/problemset' } },
      },
    ].map(site.gated),
  ];

  return { routes, submittedCode: site.submittedCode, logins: site.logins, lastRunId: () => last };
}
