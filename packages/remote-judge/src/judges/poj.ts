import { JudgeStatus } from '@arbiter/contract';
import {
  RemoteError,
  type AccountContext,
  type ImportedProblem,
  type RemoteAdapter,
  type RemoteLanguage,
  type RunState,
  type SubmitRequest,
} from '../adapter.ts';
import { absolutize, maybe, must, sourceLink, textOf, unescapeHtml } from '../html.ts';
import type { RemoteHttp, RemoteResponse } from '../http.ts';

/**
 * POJ (poj.org), reference §2.4: a Java site with its session in JSESSIONID, the code sent as
 * base64 with `encoded=1`, the run id read from the account's status list, and the verdict from
 * `showsource` — which only the submitting account may read, so polls carry that account's
 * cookies and log in again when the session is gone.
 */

const LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'G++', id: '0', contentType: 'text/x-c++src' },
  { name: 'GCC', id: '1', contentType: 'text/x-csrc' },
  { name: 'Java', id: '2', contentType: 'text/x-java' },
  { name: 'Pascal', id: '3', contentType: 'text/x-pascal' },
  { name: 'C++', id: '4', contentType: 'text/x-c++src' },
  { name: 'C', id: '5', contentType: 'text/x-csrc' },
  { name: 'Fortran', id: '6', contentType: 'text/x-fortran' },
];

/** The login form a guest sees in place of an account's page. */
const LOGIN_FORM = /<form method=["']?POST["']? action=["']?login/i;

/** Our status for a `Result:` text; strings we do not know ("Waiting", "System Error") stay Pending and time out. */
export function pojStatus(text: string): number {
  const s = text.trim();
  if (s === 'Accepted') return JudgeStatus.ACCEPTED;
  if (s === 'Wrong Answer') return JudgeStatus.WRONG_ANSWER;
  if (s === 'Presentation Error') return JudgeStatus.PRESENTATION_ERROR;
  if (s === 'Time Limit Exceeded') return JudgeStatus.TIME_LIMIT_EXCEEDED;
  if (s === 'Memory Limit Exceeded') return JudgeStatus.MEMORY_LIMIT_EXCEEDED;
  if (s === 'Runtime Error' || s === 'Output Limit Exceeded') return JudgeStatus.RUNTIME_ERROR;
  if (s === 'Compile Error') return JudgeStatus.COMPILE_ERROR;
  if (s === 'Compiling') return JudgeStatus.COMPILING;
  if (s === 'Running & Judging') return JudgeStatus.JUDGING;
  return JudgeStatus.PENDING;
}

/** A run as its showsource page tells it: `<b>Result:</b>`, `<b>Memory:</b> NK`, `<b>Time:</b> NMS`; null when the page has none. */
export function sourceState(page: string): RunState | null {
  const result = maybe(/<b>Result:<\/b>([\s\S]*?)<\/td>/i, page);
  if (result === null) return null;
  const number = (label: string) => {
    const n = maybe(new RegExp(`<b>${label}:</b>\\s*(\\d+)`, 'i'), page);
    return n === null ? null : Number(n);
  };
  return { status: pojStatus(textOf(result)), time: number('Time'), memory: number('Memory') };
}

/** The message of an "Error Occurred" page (its first `<li>`), or null when the page is none. */
function siteError(page: string): string | null {
  if (!page.includes('Error Occurred')) return null;
  return textOf(maybe(/<li>([\s\S]*?)<\/li>/i, page) ?? 'Error Occurred');
}

async function isLoggedIn({ http, account }: AccountContext): Promise<boolean> {
  const page = (await http.get('/')).text;
  return page.includes('Log Out') && page.includes(`>${account.username}<`);
}

async function login(ctx: AccountContext): Promise<void> {
  const { http, account } = ctx;
  const res = await http.post('/login', {
    form: { user_id1: account.username, password1: account.password, B1: 'login', url: '/' },
    headers: { referer: http.url('/') },
  });
  if (res.status !== 302) throw new RemoteError('LOGIN_FAILED', siteError(res.text) ?? `HTTP ${res.status} from the login form`);
  // A 302 comes back whatever happened: only the home page's "Log Out" and handle prove the login.
  if (!(await isLoggedIn(ctx))) throw new RemoteError('LOGIN_FAILED', 'the home page shows no logged-in user');
}

async function lastRunId({ http, account }: AccountContext, problem: string): Promise<string | null> {
  const res = await http.get(`/status?user_id=${encodeURIComponent(account.username)}&problem_id=${encodeURIComponent(problem)}`);
  return maybe(/<tr align=["']?center["']?><td>(\d+)/i, res.text);
}

async function submit({ http }: AccountContext, req: SubmitRequest): Promise<null> {
  const res = await http.post('/submit', {
    form: {
      problem_id: req.problem,
      language: req.language.id,
      source: Buffer.from(req.code, 'utf8').toString('base64'),
      encoded: '1',
      submit: 'Submit',
    },
    headers: { referer: http.url(`/submit?problem_id=${req.problem}`) },
  });
  if (isLoginPage(res)) throw new RemoteError('LOGIN_FAILED', 'the session expired before the submit');
  const error = siteError(res.text);
  if (error) throw new RemoteError('SUBMIT_REJECTED', error);
  // HOJ takes a 200 as well as a 302: the new run in the status list is what proves the submit.
  if (res.status !== 302 && res.status !== 200) throw new RemoteError('SUBMIT_REJECTED', `HTTP ${res.status} from the submit form`);
  return null;
}

const isLoginPage = (res: RemoteResponse) => LOGIN_FORM.test(res.text) || (res.status === 302 && /\/login\b/.test(res.location ?? ''));

async function poll(ctx: AccountContext, runId: string): Promise<RunState> {
  const path = `/showsource?solution_id=${encodeURIComponent(runId)}`;
  let res = await ctx.http.get(path);
  if (isLoginPage(res)) {
    // The session ended while the run was judged: only this account may read it, so log it in again.
    await login(ctx);
    res = await ctx.http.get(path);
  }
  const state = sourceState(res.text);
  if (!state) {
    if (isLoginPage(res)) throw new RemoteError('LOGIN_FAILED', `run ${runId} needs the account logged in`);
    throw new RemoteError('PARSE_ERROR', siteError(res.text) ?? `no result of run ${runId}`);
  }
  if (state.status === JudgeStatus.COMPILE_ERROR) state.message = await compileInfo(ctx.http, runId);
  return state;
}

async function compileInfo(http: RemoteHttp, runId: string): Promise<string> {
  const res = await http.get(`/showcompileinfo?solution_id=${encodeURIComponent(runId)}`);
  return unescapeHtml(must(/<pre>([\s\S]*?)<\/pre>/i, res.text, 'compile error text').replace(/<\/?font[^>]*>/gi, '')).trim();
}

/** The inside of the element that opens at `from` (a `<div` or `<pre`), its nested divs counted; null when it does not close. */
function innerOf(html: string, from: number): string | null {
  const tag = /^<(div|pre)\b[^>]*>/i.exec(html.slice(from));
  if (!tag) return null;
  const name = tag[1]!.toLowerCase();
  const start = from + tag[0].length;
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  re.lastIndex = start;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  return null;
}

/** The statement's sections by their `<p class="pst">` title: the `ptx` div or `sio` pre that follows each. */
function sections(page: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of page.matchAll(/<p class=["']?pst["']?>([\s\S]*?)<\/p>\s*/gi)) {
    const body = innerOf(page, m.index + m[0].length);
    if (body !== null) out.set(textOf(m[1] ?? ''), body.trim());
  }
  return out;
}

/** `<b>Time Limit:</b> 1000MS` and `<b>Memory Limit:</b> 65536K`, in ms and MB. */
export function limitsOf(page: string): { timeLimit: number; memoryLimit: number } {
  const time = must(/<b>Time Limit:<\/b>\s*(\d+)\s*MS/i, page, 'time limit');
  const memory = must(/<b>Memory Limit:<\/b>\s*(\d+)\s*K/i, page, 'memory limit');
  return { timeLimit: Number(time), memoryLimit: Math.round(Number(memory) / 1024) };
}

async function importProblem(http: RemoteHttp, problem: string): Promise<ImportedProblem> {
  if (!/^[1-9]\d*$/.test(problem)) throw new RemoteError('NOT_FOUND', problem);
  const url = http.url(`/problem?id=${problem}`);
  const page = (await http.get(url)).text;
  const title = maybe(/<div class=["']?ptt["']?[^>]*>([\s\S]*?)<\/div>/i, page) ?? maybe(/<title>\d+ -- ([\s\S]*?)<\/title>/i, page);
  if (title === null) {
    if (/Can not find problem/i.test(page)) throw new RemoteError('NOT_FOUND', problem);
    throw new RemoteError('PARSE_ERROR', 'no problem title');
  }
  const parts = sections(absolutize(page, url));
  const section = (name: string) => parts.get(name) ?? '';
  const source = textOf(section('Source'));
  return {
    problemId: `POJ-${problem}`,
    title: textOf(title),
    ...limitsOf(page),
    description: section('Description'),
    input: section('Input'),
    output: section('Output'),
    examples: [{ input: textOf(section('Sample Input')), output: textOf(section('Sample Output')) }],
    hint: section('Hint'),
    source: sourceLink(url, `POJ-${problem}`),
    url,
    tags: source ? [source] : [],
  };
}

export const poj: RemoteAdapter = {
  key: 'POJ',
  defaultUrl: 'http://poj.org',
  languages: LANGUAGES,
  isLoggedIn,
  login,
  lastRunId,
  submit,
  poll,
  importProblem,
};
