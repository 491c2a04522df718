import { JudgeStatus } from '@arbiter/contract';
import { RemoteError, type AccountContext, type RemoteAdapter, type RemoteLanguage, type RemoteSession } from '../adapter.ts';
import { textOf, unescapeHtml } from '../html.ts';
import type { RemoteHttp, RemoteResponse, RequestOptions } from '../http.ts';
import { rcpcArgs, rcpcCookie, tta } from './codeforces-rcpc.ts';

/**
 * What Codeforces and its Gym share: the RCPC gate, the login, the csrf token and the browser
 * values (`ftaa`, `bfaa`, `_tta`) the forms carry, the submit form, the language table and the
 * verdict enum. Gym runs on the same site with the same accounts.
 */

/** The form values of a `programTypeId` as the site labels them; the submit page's own options win over these ids. */
export const CF_LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'GNU GCC C11 5.1.0', id: '43', contentType: 'text/x-csrc' },
  { name: 'GNU G++14 6.4.0', id: '50', contentType: 'text/x-c++src' },
  { name: 'GNU G++17 7.3.0', id: '54', contentType: 'text/x-c++src' },
  { name: 'GNU G++20 11.2.0 (64 bit, winlibs)', id: '73', contentType: 'text/x-c++src' },
  { name: 'Java 1.8.0_241', id: '36', contentType: 'text/x-java' },
  { name: 'Java 11.0.6', id: '60', contentType: 'text/x-java' },
  { name: 'Python 3.8.10', id: '31', contentType: 'text/x-python' },
  { name: 'PyPy 3.6.9 (7.3.0)', id: '41', contentType: 'text/x-python' },
  { name: 'Free Pascal 3.0.2', id: '4', contentType: 'text/x-pascal' },
  { name: 'C# 8, .NET Core 3.1', id: '65', contentType: 'text/x-csharp' },
  { name: 'Go 1.19.5', id: '32', contentType: 'text/x-go' },
  { name: 'Rust 1.75.0 (2021)', id: '75', contentType: 'text/x-rustsrc' },
  { name: 'JavaScript V8 4.8.0', id: '34', contentType: 'text/javascript' },
];

/** The verdict enum of `verdict#N` (CF) and `submissionVerdict` (Gym), reference §1.6. */
const VERDICTS: Record<string, number> = {
  OK: JudgeStatus.ACCEPTED,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.RUNTIME_ERROR,
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  CRASHED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  CHALLENGED: JudgeStatus.SYSTEM_ERROR,
  SKIPPED: JudgeStatus.SYSTEM_ERROR,
  REJECTED: JudgeStatus.SYSTEM_ERROR,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  FAILED: JudgeStatus.SUBMITTED_FAILED,
  TESTING: JudgeStatus.JUDGING,
};

/** Our status of a verdict enum; an unknown one is a PARSE_ERROR (a failed poll), as the reference advises. */
export function verdictStatus(verdict: string): number {
  const status = VERDICTS[verdict];
  if (status === undefined) throw new RemoteError('PARSE_ERROR', `unknown verdict ${verdict}`);
  return status;
}

/** `1900A` → contest 1900, index A (Gym: `100001B2` → 100001, B2). */
export function splitProblem(problem: string): { contest: string; index: string } {
  const m = /^(\d+)([A-Za-z]+\d*)$/.exec(problem.trim());
  if (!m) throw new RemoteError('NOT_FOUND', `${problem} is not a contest number followed by a problem index`);
  return { contest: m[1]!, index: m[2]!.toUpperCase() };
}

/**
 * Any request to the site, through the RCPC gate: when the answer is the "Redirecting..." page,
 * the cookie it computes is kept in the session and the request made once more; a second gate
 * page means the site will not let us through.
 */
export async function cfRequest(http: RemoteHttp, path: string, opts: RequestOptions = {}): Promise<RemoteResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await http.request(path, opts);
    const args = rcpcArgs(res.text);
    if (!args) return res;
    if (attempt > 0) throw new RemoteError('BLOCKED', 'the RCPC check came back after its cookie was set');
    http.session.cookies.RCPC = rcpcCookie(...args);
  }
}

/** A page read: a 403 with no challenge marker is a block page all the same (a stale or refused client). */
export async function cfPage(http: RemoteHttp, path: string): Promise<RemoteResponse> {
  const res = await cfRequest(http, path);
  if (res.status === 403) throw new RemoteError('BLOCKED', `HTTP 403 at ${path}`);
  return res;
}

/** The csrf token in any of the page's three forms (a 32-hex value). */
export function csrfOf(html: string): string | null {
  const patterns = [
    /data-csrf=['"]([0-9a-f]{32})['"]/i,
    /<meta\s+name=["']X-Csrf-Token["']\s+content=["']([0-9a-f]{32})["']/i,
    /<input[^>]*name=["']csrf_token["'][^>]*value=["']([0-9a-f]{32})["']/i,
  ];
  for (const p of patterns) {
    const m = p.exec(html);
    if (m) return m[1]!;
  }
  return null;
}

/** The token of a page that must have one; a small page without one is a block page, a big one a changed layout. */
function mustCsrf(res: RemoteResponse, what: string): string {
  const csrf = csrfOf(res.text);
  if (csrf) return csrf;
  if (res.text.length < 512) throw new RemoteError('BLOCKED', `no csrf token on a ${res.text.length}-byte ${what}`);
  throw new RemoteError('PARSE_ERROR', `no csrf token on the ${what}`);
}

/**
 * The browser values the login and submit forms carry: ftaa from its cookie, bfaa from the page's
 * `_bfaa` (kept in the session for pages that lack it) or its cookies, `_tta` from cookie 39ce7.
 */
function browserFields(session: RemoteSession, html: string): Record<string, string> {
  const c = session.cookies;
  const bfaa = /_bfaa\s*=\s*["']([^"']+)["']/.exec(html)?.[1] ?? session.values.bfaa ?? c.raa ?? c.bfaa ?? 'n/a';
  session.values.bfaa = bfaa;
  return { ftaa: c['70a7c28f3de'] ?? 'n/a', bfaa, _tta: String(tta(c['39ce7'] ?? '')) };
}

/** The text of every `error for__<field>` span of a re-rendered form. */
export function formErrors(html: string): string[] {
  return [...html.matchAll(/<span[^>]*class=["'][^"']*\berror\b[^"']*["'][^>]*>([\s\S]*?)<\/span>/gi)]
    .map((m) => textOf(m[1]!))
    .filter(Boolean);
}

/** Logged in: the header shows the logout link and the account's profile (its handle, when it logs in by handle). */
async function cfIsLoggedIn(ctx: AccountContext): Promise<boolean> {
  const home = await cfPage(ctx.http, '/');
  if (!/\/logout["']/.test(home.text)) return false;
  const profile = /<a href=["']\/profile\/([^"']+)["']/.exec(home.text)?.[1];
  if (!profile) return false;
  return ctx.account.username.includes('@') || profile.toLowerCase() === ctx.account.username.toLowerCase();
}

async function cfLogin(ctx: AccountContext): Promise<void> {
  const { http, account } = ctx;
  const enter = await cfPage(http, '/enter');
  const csrf = mustCsrf(enter, 'login page');
  const res = await cfRequest(http, '/enter', {
    method: 'POST',
    form: {
      csrf_token: csrf,
      action: 'enter',
      ...browserFields(http.session, enter.text),
      handleOrEmail: account.username,
      password: account.password,
      remember: 'on',
    },
  });
  if (res.status === 403) throw new RemoteError('BLOCKED', 'HTTP 403 on login');
  if (res.status !== 302) throw new RemoteError('LOGIN_FAILED', formErrors(res.text).join('; ') || `HTTP ${res.status}`);
  // A 302 alone is also what a refused login with a stale token gets: the header must show the account.
  if (!(await cfIsLoggedIn(ctx))) throw new RemoteError('LOGIN_FAILED', 'the site did not show the account as logged in');
}

/** Forgets the expired login (keeping the RCPC cookie, which is not the account's) and logs in again. */
async function relogin(ctx: AccountContext): Promise<void> {
  for (const session of new Set([ctx.session, ctx.http.session])) {
    for (const name of Object.keys(session.cookies)) if (name !== 'RCPC') delete session.cookies[name];
    for (const name of Object.keys(session.values)) delete session.values[name];
  }
  await cfLogin(ctx);
}

/** The form value the submit page's language `<select>` gives the language's label, else the table's id. */
export function languageIdFrom(html: string, language: RemoteLanguage): string {
  const select = /<select[^>]*name=["']programTypeId["'][^>]*>([\s\S]*?)<\/select>/i.exec(html)?.[1] ?? '';
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  for (const m of select.matchAll(/<option[^>]*value=["']?(\d+)["']?[^>]*>([\s\S]*?)<\/option>/gi)) {
    if (norm(unescapeHtml(m[2]!)) === norm(language.name)) return m[1]!;
  }
  return language.id;
}

/** Seconds (or minutes) the site asks to wait, or a minute when it does not say. */
function waitOf(text: string): number {
  const m = /(\d+)\s*(second|minute)/i.exec(text);
  if (!m) return 60_000;
  return Number(m[1]) * (m[2]!.toLowerCase() === 'minute' ? 60_000 : 1000);
}

const TOO_MANY = /too (?:many|often|frequent)/i;

export interface SubmitForm {
  /** The page that renders the form (fresh token, current language ids); the form posts back to it. */
  path: string;
  /** The problem fields of this form (`contestId`, `submittedProblemIndex`). */
  problem: Record<string, string>;
  language: RemoteLanguage;
  code: string;
}

/**
 * Posts the submit form. Success is a 302 to a "my submissions" page; a re-rendered form carries the
 * site's words. A 403 (or a bounce to /enter) is an expired session: log in again and submit once
 * more; a second one means the site refuses this client.
 */
export async function cfSubmit(ctx: AccountContext, form: SubmitForm): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const expired = async (why: string) => {
      if (attempt > 0) throw new RemoteError('BLOCKED', `${why} again after logging in again`);
      await relogin(ctx);
    };
    const page = await cfRequest(ctx.http, form.path);
    if (page.status === 403 || isLoginBounce(page)) {
      await expired(page.status === 403 ? 'HTTP 403 on the submit page' : 'the submit page sent us to log in');
      continue;
    }
    if (page.status !== 200) throw new RemoteError('SUBMIT_REJECTED', `HTTP ${page.status} on the submit page`);
    const csrf = mustCsrf(page, 'submit page');
    const res = await cfRequest(ctx.http, `${form.path}?csrf_token=${csrf}`, {
      method: 'POST',
      form: {
        csrf_token: csrf,
        ...browserFields(ctx.http.session, page.text),
        action: 'submitSolutionFormSubmitted',
        ...form.problem,
        programTypeId: languageIdFrom(page.text, form.language),
        source: form.code,
        tabsize: '4',
        sourceFile: '',
      },
    });
    if (res.status === 403 || isLoginBounce(res)) {
      await expired(res.status === 403 ? 'HTTP 403 on submit' : 'the submit sent us to log in');
      continue;
    }
    if (res.status === 302 && /my/.test(res.location ?? '')) return;
    const errors = formErrors(res.text).join('; ');
    if (TOO_MANY.test(errors)) throw new RemoteError('RATE_LIMITED', errors, waitOf(errors));
    throw new RemoteError('SUBMIT_REJECTED', errors || `HTTP ${res.status}${res.location ? ` to ${res.location}` : ''}`);
  }
}

const isLoginBounce = (res: RemoteResponse) => res.status === 302 && /\/enter\b/.test(res.location ?? '');

/** The page's csrf token kept for the polls that need one (they post it back). */
export function keepCsrf(session: RemoteSession, html: string): string | null {
  const csrf = csrfOf(html);
  if (csrf) session.values.csrf = csrf;
  return csrf;
}

/** A page that needs the login: a bounce to /enter means the session ended between two steps. */
export async function cfAccountPage(ctx: AccountContext, path: string): Promise<RemoteResponse> {
  const res = await cfPage(ctx.http, path);
  if (isLoginBounce(res)) throw new RemoteError('LOGIN_FAILED', `the session ended (${path} asks to log in)`);
  if (res.status !== 200) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} at ${path}`);
  return res;
}

/** The newest `data-submission-id` of a run list, or null. */
export function newestSubmission(html: string): string | null {
  return /data-submission-id=["'](\d+)["']/.exec(html)?.[1] ?? null;
}

/** What Codeforces and Gym share as adapters: the site, its languages, its accounts and their pace. */
export const CF_ACCOUNT_SIDE = {
  defaultUrl: 'https://codeforces.com',
  languages: CF_LANGUAGES,
  // 20 submissions per 5 minutes per account.
  submitGapMs: 15_000,
  // Codeforces' queue can hold a run for minutes during a round.
  maxJudgeMs: 10 * 60_000,
  isLoggedIn: cfIsLoggedIn,
  login: cfLogin,
} satisfies Partial<RemoteAdapter>;
