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
 * HDU (acm.hdu.edu.cn), reference §2.1: a PHP site with GBK pages, a session in PHPSESSID, the
 * code sent as base64(encodeURIComponent(code)), the run id read from the account's status list
 * and the verdict from the status row of that run.
 */

/** Every HDU page is GBK whatever the headers say. */
const GBK = { charset: 'gbk' } as const;

/** The logged-in user box of the index page: the reference's strong login check (a 302 alone proves nothing). */
const USER_BOX = '<div align=left style="font-size:16px;width:150px">';

/** The wait HDU asks for after "Please don't re-submit". */
const RESUBMIT_WAIT_MS = 5000;

const LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'G++', id: '0', contentType: 'text/x-c++src' },
  { name: 'GCC', id: '1', contentType: 'text/x-csrc' },
  { name: 'C++', id: '2', contentType: 'text/x-c++src' },
  { name: 'C', id: '3', contentType: 'text/x-csrc' },
  { name: 'Pascal', id: '4', contentType: 'text/x-pascal' },
  { name: 'Java', id: '5', contentType: 'text/x-java' },
  { name: 'C#', id: '6', contentType: 'text/x-csharp' },
];

/** The site's own encoding of `_usercode` (its submit page's script): URI-escape, then base64 of that ASCII. */
export function encodeUserCode(code: string): string {
  return Buffer.from(encodeURIComponent(code), 'ascii').toString('base64');
}

/** Our status for a status cell's text (tags stripped); strings we do not know stay Pending and time out. */
export function hduStatus(text: string): number {
  const s = text.trim();
  if (s === 'Accepted') return JudgeStatus.ACCEPTED;
  if (s === 'Wrong Answer') return JudgeStatus.WRONG_ANSWER;
  if (s === 'Presentation Error') return JudgeStatus.PRESENTATION_ERROR;
  if (s === 'Time Limit Exceeded') return JudgeStatus.TIME_LIMIT_EXCEEDED;
  if (s === 'Memory Limit Exceeded') return JudgeStatus.MEMORY_LIMIT_EXCEEDED;
  if (s.includes('Runtime Error') || s === 'Output Limit Exceeded') return JudgeStatus.RUNTIME_ERROR;
  if (s === 'Compilation Error') return JudgeStatus.COMPILE_ERROR;
  if (s === 'Compiling') return JudgeStatus.COMPILING;
  if (s === 'Running') return JudgeStatus.JUDGING;
  return JudgeStatus.PENDING;
}

/** The cells of the status row of `runId` (RunID, Submit Time, Judge Status, Pro.ID, Exe.Time, Exe.Memory, …), or null. */
export function statusRow(page: string, runId: string): string[] | null {
  const start = page.indexOf(`<td height=22px>${runId}</td>`);
  if (start < 0) return null;
  const end = page.indexOf('</tr>', start);
  const row = page.slice(start, end < 0 ? undefined : end);
  return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/gi)].map((m) => m[1] ?? '');
}

/** A run as its status row shows it: time `NMS`, memory `NK`. */
export function runStateOf(cells: string[]): RunState {
  const number = (cell: string | undefined, unit: string) => {
    const n = maybe(new RegExp(`(\\d+)\\s*${unit}`, 'i'), textOf(cell ?? ''));
    return n === null ? null : Number(n);
  };
  return { status: hduStatus(textOf(cells[2] ?? '')), time: number(cells[4], 'MS'), memory: number(cells[5], 'K') };
}

/** The message of an "ERROR(s) occurred" page (its first `<li>`), or null when the page is none. */
function siteError(page: string): string | null {
  if (!page.includes('One or more following ERROR(s) occurred.')) return null;
  return textOf(maybe(/<li>([\s\S]*?)<\/li>/i, page) ?? 'One or more following ERROR(s) occurred.');
}

/** HOJ's origin and referer headers: the site checks where a form comes from. */
const from = (http: RemoteHttp, page: string) => ({ origin: http.baseUrl, referer: http.url(page) });

async function isLoggedIn({ http }: AccountContext): Promise<boolean> {
  const res = await http.get('/index.php', GBK);
  return res.text.includes(USER_BOX);
}

async function login(ctx: AccountContext): Promise<void> {
  const { http, account } = ctx;
  // The first visit hands out the PHPSESSID the login is then bound to.
  await http.get('/', GBK);
  const res = await http.post('/userloginex.php?action=login&cid=0&notice=0', {
    ...GBK,
    form: { username: account.username, userpass: account.password, login: 'Sign In' },
    headers: from(http, '/userloginex.php'),
  });
  if (res.status !== 302) throw new RemoteError('LOGIN_FAILED', loginWords(res));
  if (!(await isLoggedIn(ctx))) throw new RemoteError('LOGIN_FAILED', 'the index page shows no logged-in user');
}

/** What a refused login page says (an alert or a red line), or its status. */
function loginWords(res: RemoteResponse): string {
  const said = maybe(/alert\(\s*["']([^"']+)["']/i, res.text) ?? maybe(/<font color=red>([\s\S]*?)<\/font>/i, res.text);
  return said ? textOf(said) : `HTTP ${res.status} from the login form`;
}

async function lastRunId({ http, account }: AccountContext, problem: string): Promise<string | null> {
  const res = await http.get(`/status.php?user=${encodeURIComponent(account.username)}&pid=${encodeURIComponent(problem)}`, GBK);
  return maybe(/<td height=22px>(\d+)/i, res.text);
}

async function submit({ http }: AccountContext, req: SubmitRequest): Promise<null> {
  const res = await http.post('/submit.php?action=submit', {
    ...GBK,
    form: { check: '0', language: req.language.id, problemid: req.problem, _usercode: encodeUserCode(req.code) },
    headers: from(http, `/submit.php?pid=${req.problem}`),
  });
  if (res.status === 302) {
    // An expired session is sent to the login page instead of the status list.
    if (res.location?.includes('userloginex.php')) throw new RemoteError('LOGIN_FAILED', 'the session expired before the submit');
    return null;
  }
  if (/Please don(?:'|&#39;)t re-submit/i.test(res.text)) throw new RemoteError('RATE_LIMITED', "Please don't re-submit", RESUBMIT_WAIT_MS);
  const error = siteError(res.text);
  throw new RemoteError('SUBMIT_REJECTED', error ?? `HTTP ${res.status} from the submit form`);
}

async function poll({ http }: AccountContext, runId: string): Promise<RunState> {
  const res = await http.get(`/status.php?first=${encodeURIComponent(runId)}`, GBK);
  const cells = statusRow(res.text, runId);
  if (!cells) throw new RemoteError('PARSE_ERROR', `no status row of run ${runId}`);
  const state = runStateOf(cells);
  if (state.status === JudgeStatus.COMPILE_ERROR) state.message = await compileError(http, runId);
  return state;
}

async function compileError(http: RemoteHttp, runId: string): Promise<string> {
  const res = await http.get(`/viewerror.php?rid=${encodeURIComponent(runId)}`, GBK);
  return unescapeHtml(must(/<pre>([\s\S]*?)<\/pre>/i, res.text, 'compile error text')).trim();
}

/** The problem page's panels by title (Problem Description, Input, Output, Sample Input, Sample Output, Author, Source). */
function panels(page: string): Map<string, string> {
  const out = new Map<string, string>();
  const re =
    /<div class=["']?panel_title["']?[^>]*>([\s\S]*?)<\/div>\s*<div class=["']?panel_content["']?>([\s\S]*?)<\/div>\s*<div class=["']?panel_bottom/gi;
  for (const m of page.matchAll(re)) out.set(textOf(m[1] ?? ''), m[2] ?? '');
  return out;
}

/** The Hint block HDU puts in the Sample Output panel: `<i>Hint</i></div>` then the text up to its `</div>`. */
const HINT = /<div[^>]*><div[^>]*><i>Hint<\/i><\/div>([\s\S]*?)<\/div>/i;

/** A sample's text: the `<pre>` of its panel, the Hint block left out. */
function sampleOf(panel: string | undefined): string {
  return textOf(maybe(/<pre>([\s\S]*?)<\/pre>/i, (panel ?? '').replace(HINT, '')) ?? '');
}

/** The limits line `Time Limit: 2000/1000 MS (Java/Others)`: the second number is everyone else's. */
export function limitsOf(page: string): { timeLimit: number; memoryLimit: number } {
  const time = must(/Time Limit:\s*\d+\/(\d+)\s*MS/i, page, 'time limit');
  const memory = must(/Memory Limit:\s*\d+\/(\d+)\s*K/i, page, 'memory limit');
  return { timeLimit: Number(time), memoryLimit: Math.round(Number(memory) / 1024) };
}

async function importProblem(http: RemoteHttp, problem: string): Promise<ImportedProblem> {
  if (!/^[1-9]\d*$/.test(problem)) throw new RemoteError('NOT_FOUND', problem);
  const url = http.url(`/showproblem.php?pid=${problem}`);
  const page = (await http.get(url, GBK)).text;
  const title = maybe(/<h1[^>]*color:#1A5CC8[^>]*>([\s\S]*?)<\/h1>/i, page);
  if (title === null) {
    if (/No such problem|Invalid Parameter/i.test(page)) throw new RemoteError('NOT_FOUND', problem);
    throw new RemoteError('PARSE_ERROR', 'no problem title');
  }
  const html = absolutize(page, url);
  const parts = panels(html);
  const section = (name: string) => (parts.get(name) ?? '').trim();
  const source = textOf(section('Source'));
  return {
    problemId: `HDU-${problem}`,
    title: textOf(title),
    ...limitsOf(page),
    description: section('Problem Description'),
    input: section('Input'),
    output: section('Output'),
    examples: [{ input: sampleOf(parts.get('Sample Input')), output: sampleOf(parts.get('Sample Output')) }],
    hint: (maybe(HINT, html) ?? '').trim(),
    source: sourceLink(url, `HDU-${problem}`),
    url,
    tags: source ? [source] : [],
  };
}

export const hdu: RemoteAdapter = {
  key: 'HDU',
  defaultUrl: 'http://acm.hdu.edu.cn',
  languages: LANGUAGES,
  // HDU refuses a second submit within seconds ("Please don't re-submit"): space an account's submits.
  submitGapMs: RESUBMIT_WAIT_MS,
  isLoggedIn,
  login,
  lastRunId,
  submit,
  poll,
  importProblem,
};
