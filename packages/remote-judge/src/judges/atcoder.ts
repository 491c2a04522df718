import { JudgeStatus } from '@arbiter/contract';
import {
  RemoteError,
  type AccountContext,
  type ImportedProblem,
  type RemoteAdapter,
  type RemoteLanguage,
  type RunState,
} from '../adapter.ts';
import { absolutize, elementContent, maybe, must, selectOptions, sourceLink, textOf, unescapeHtml } from '../html.ts';
import type { RemoteHttp } from '../http.ts';
import { isFinal } from '../runner.ts';

/**
 * AtCoder (atcoder.jp). A task id like `abc110_a` belongs to the contest `abc110`; every page of a
 * submission lives under its contest. The login is checked the strong way (the login page no longer
 * offers "Sign In"), since a refused login redirects just like an accepted one. Runs are found on
 * the account's own submission list and followed through the status JSON the site's list reloads with.
 */

/** The 2023 language set; the submit page's options win when the ids have moved on. */
const LANGUAGES: RemoteLanguage[] = [
  { name: 'C (gcc 12.2.0)', id: '5017', contentType: 'text/x-csrc' },
  { name: 'C++ 20 (gcc 12.2)', id: '5001', contentType: 'text/x-c++src' },
  { name: 'C++ 17 (gcc 12.2)', id: '5053', contentType: 'text/x-c++src' },
  { name: 'C++ 23 (gcc 12.2)', id: '5028', contentType: 'text/x-c++src' },
  { name: 'Java (OpenJDK 17)', id: '5005', contentType: 'text/x-java' },
  { name: 'Python (CPython 3.11.4)', id: '5055', contentType: 'text/x-python' },
  { name: 'Python (PyPy 3.10-v7.3.12)', id: '5078', contentType: 'text/x-python' },
  { name: 'Go (go 1.20.6)', id: '5002', contentType: 'text/x-go' },
  { name: 'Rust (rustc 1.70.0)', id: '5054', contentType: 'text/x-rustsrc' },
  { name: 'C# 11.0 (.NET 7.0.7)', id: '5003', contentType: 'text/x-csharp' },
  { name: 'JavaScript (Node.js 18.16.1)', id: '5009', contentType: 'text/javascript' },
  { name: 'Pascal (fpc 3.2.2)', id: '5041', contentType: 'text/x-pascal' },
];

/** `abc110_a` → contest `abc110`, task `abc110_a` (the contest is what precedes the last `_`). */
export function splitTask(problem: string): { contest: string; task: string } {
  const task = problem.trim().toLowerCase();
  const cut = task.lastIndexOf('_');
  if (cut <= 0) throw new RemoteError('NOT_FOUND', `${problem} (an AtCoder task id looks like abc110_a)`);
  return { contest: task.slice(0, cut), task };
}

const TURNSTILE = /class="cf-turnstile"|challenges\.cloudflare\.com\/turnstile/;

const SIGN_IN = /<a href="\/login[^"]*">\s*Sign In\s*<\/a>/i;

/** The page's csrf token: the script's `var csrfToken = "…"`, else the form's hidden input. */
export function csrfTokenOf(html: string): string {
  const token = maybe(/var csrfToken = "([^"]+)"/, html) ?? maybe(/<input[^>]*name="csrf_token"[^>]*value="([^"]+)"/, html);
  if (!token) throw new RemoteError('PARSE_ERROR', 'no csrf token on the page');
  return unescapeHtml(token);
}

/** The text of the page's alert boxes (the site's words on a refused form). */
function alertOf(html: string): string {
  return [...html.matchAll(/<div class="alert alert-(?:danger|warning)[^"]*"[^>]*>([\s\S]*?)<\/div>/g)]
    .map((m) => textOf(m[1]!.replace(/<button[\s\S]*?<\/button>/g, '')))
    .filter(Boolean)
    .join(' ');
}

async function loginPage(http: RemoteHttp) {
  return http.get('/login?lang=en', { follow: true });
}

const loggedIn = (html: string) => !SIGN_IN.test(html) && /Sign Out/i.test(html);

/** The cells of a status JSON row: status, exec time, memory (the last two absent while judging or on CE). */
export function parseStatusCells(html: string): RunState {
  const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
  const first = cells[0];
  if (first === undefined) throw new RemoteError('PARSE_ERROR', 'no status cell in the status JSON');
  const title = maybe(/title=["']([^"']*)["']/, first) ?? '';
  const code = textOf(first);
  const number = (cell: string | undefined, unit: string) => {
    const m = new RegExp(`(\\d+)\\s*${unit}`).exec(textOf(cell ?? ''));
    return m ? Number(m[1]) : null;
  };
  const status = statusOf(code, title);
  if (!isFinal({ status, time: null, memory: null })) return { status, time: null, memory: null };
  return {
    status,
    time: number(cells[1], 'ms'),
    memory: number(cells[2], 'KB'),
    message: status === JudgeStatus.SYSTEM_ERROR ? title || code : null,
  };
}

/**
 * The verdict label as our status. HOJ maps OLE and QLE to Runtime Error (we have no output-limit
 * status); IE is the site's own failure, so it is a System Error rather than the program's.
 */
const VERDICTS: Record<string, number> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  OLE: JudgeStatus.RUNTIME_ERROR,
  QLE: JudgeStatus.RUNTIME_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  IE: JudgeStatus.SYSTEM_ERROR,
  WJ: JudgeStatus.PENDING,
  WR: JudgeStatus.PENDING,
};

function statusOf(code: string, title: string): number {
  const label = code.split(/\s+/)[0] ?? '';
  const known = VERDICTS[label];
  if (known !== undefined) return known;
  // A run being judged shows its progress (`3/12`) where the verdict will be.
  if (/^\d+\s*\/\s*\d+$/.test(label) || /^Judging$/i.test(title) || /^Judging$/i.test(label)) return JudgeStatus.JUDGING;
  if (/^Waiting for (?:Re-)?Judging$/i.test(title)) return JudgeStatus.PENDING;
  throw new RemoteError('PARSE_ERROR', `unknown status ${code || title}`);
}

/** `Time Limit: 2.5 sec / Memory Limit: 1024 MB` → 2500 ms, 1024 MB (newer pages say MiB). */
export function parseLimits(html: string): { timeLimit: number; memoryLimit: number } {
  const m = /Time Limit:\s*([\d.]+)\s*sec\s*\/\s*Memory Limit:\s*(\d+)\s*Mi?B/i.exec(html);
  if (!m) throw new RemoteError('PARSE_ERROR', 'no time and memory limits');
  return { timeLimit: Math.round(Number(m[1]) * 1000), memoryLimit: Number(m[2]) };
}

/** `<var>N</var>` as `$N$`, the statement's maths as the site renders it (with MathJax). */
const varsToTex = (html: string) => html.replace(/<var>([\s\S]*?)<\/var>/g, (_, tex: string) => `$${unescapeHtml(tex)}$`);

/** The English statement's sections by heading (`Problem Statement`, `Input`, `Sample Input 1` …). */
export function parseStatement(
  html: string,
): Omit<ImportedProblem, 'problemId' | 'title' | 'timeLimit' | 'memoryLimit' | 'source' | 'url' | 'tags'> {
  const statement = elementContent(html, /<div id="task-statement"[^>]*>/);
  if (statement === null) throw new RemoteError('PARSE_ERROR', 'no task statement');
  const english = elementContent(statement, /<span class="lang-en"[^>]*>/);
  const sections = [...(english ?? '').matchAll(/<section>\s*<h3>([\s\S]*?)<\/h3>([\s\S]*?)<\/section>/g)].map((m) => ({
    heading: textOf(m[1]!),
    body: m[2]!.trim(),
  }));
  if (!sections.some((s) => s.heading === 'Problem Statement')) {
    // No English statement: the whole statement, as HOJ falls back to.
    return { description: varsToTex(statement.trim()), input: '', output: '', examples: [], hint: '' };
  }
  const body = (heading: string) => sections.find((s) => s.heading === heading)?.body ?? '';
  const pre = (s: string) => unescapeHtml(maybe(/<pre>([\s\S]*?)<\/pre>/, s) ?? '').trim();
  const examples = [];
  for (let k = 1; sections.some((s) => s.heading === `Sample Input ${k}`); k++) {
    examples.push({ input: pre(body(`Sample Input ${k}`)), output: pre(body(`Sample Output ${k}`)) });
  }
  const constraints = body('Constraints');
  const known = /^(?:Problem Statement|Constraints|Input|Output|Sample (?:Input|Output) \d+)$/;
  const notes = sections.filter((s) => !known.test(s.heading)).map((s) => `<h3>${s.heading}</h3>${s.body}`);
  return {
    description: varsToTex(body('Problem Statement') + (constraints ? `<h3>Constraints</h3>${constraints}` : '')),
    input: varsToTex(body('Input')),
    output: varsToTex(body('Output')),
    examples,
    hint: varsToTex(notes.join('')),
  };
}

/** The newest run on the account's own list (`.submission-score[data-id]`), or null. */
export function newestRunOf(html: string): string | null {
  const ids = [...html.matchAll(/class="[^"]*submission-score[^"]*"[^>]*data-id="(\d+)"/g)].map((m) => BigInt(m[1]!));
  return ids.length ? ids.reduce((a, b) => (b > a ? b : a)).toString() : null;
}

async function compileError(ctx: AccountContext, contest: string, runId: string): Promise<string> {
  const page = await ctx.http.get(`/contests/${contest}/submissions/${runId}?lang=en`);
  const text = maybe(/<h4>Compile Error<\/h4>\s*<pre[^>]*>([\s\S]*?)<\/pre>/, page.text);
  return text === null ? '' : unescapeHtml(text).trim();
}

export const atcoder: RemoteAdapter = {
  key: 'AC',
  defaultUrl: 'https://atcoder.jp',
  languages: LANGUAGES,
  // HOJ waits 3 s after each submit "to avoid submitting too fast".
  submitGapMs: 3000,
  // Contest queues can hold a run for minutes.
  maxJudgeMs: 10 * 60_000,

  async isLoggedIn(ctx) {
    return loggedIn((await loginPage(ctx.http)).text);
  },

  async login(ctx) {
    ctx.session.cookies.language = 'en';
    const page = await loginPage(ctx.http);
    // Since 2025 the form may carry a Cloudflare Turnstile widget: a person has to solve it.
    if (TURNSTILE.test(page.text)) throw new RemoteError('BLOCKED', 'the login form asks for a Cloudflare Turnstile check');
    const res = await ctx.http.post('/login?lang=en', {
      form: { username: ctx.account.username, password: ctx.account.password, csrf_token: csrfTokenOf(page.text) },
    });
    // A refused login redirects too (back to /login): only the page after it tells.
    const after = res.status === 200 ? res : await loginPage(ctx.http);
    if (!loggedIn(after.text)) throw new RemoteError('LOGIN_FAILED', alertOf(after.text) || `${ctx.account.username}: still signed out`);
  },

  async lastRunId(ctx, problem) {
    const { contest } = splitTask(problem);
    const res = await ctx.http.get(`/contests/${contest}/submissions/me?lang=en`);
    if (res.status !== 200) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} from the submission list`);
    return newestRunOf(res.text);
  },

  async submit(ctx, req) {
    const { contest, task } = splitTask(req.problem);
    const page = await ctx.http.get(`/contests/${contest}/submit?taskScreenName=${task}&lang=en`);
    if (page.status !== 200) throw new RemoteError('SUBMIT_REJECTED', `no submit form for ${task} (HTTP ${page.status})`);
    // Each task has its own language select; the first one serves when the page keeps only one.
    const select = maybe(new RegExp(`id="select-lang-${task}"[^>]*>([\\s\\S]*?</select>)`), page.text) ?? page.text;
    const offered = selectOptions(select, 'data.LanguageId').find((o) => o.label === req.language.name);
    const res = await ctx.http.post(`/contests/${contest}/submit`, {
      form: {
        'data.TaskScreenName': task,
        'data.LanguageId': offered?.value ?? req.language.id,
        sourceCode: req.code,
        csrf_token: csrfTokenOf(page.text),
      },
      headers: { referer: ctx.http.url(`/contests/${contest}/tasks/${task}`) },
    });
    if (res.status === 302) return null;
    const wait = maybe(/Wait for (\d+) seconds? to submit again/, res.text);
    if (wait) throw new RemoteError('RATE_LIMITED', `Wait for ${wait} second to submit again.`, Number(wait) * 1000);
    throw new RemoteError('SUBMIT_REJECTED', alertOf(res.text) || `HTTP ${res.status}`);
  },

  async poll(ctx, runId, problem) {
    const { contest } = splitTask(problem);
    const path = `/contests/${contest}/submissions/me/status/json?reload=true&sids%5B%5D=${runId}`;
    const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    let res = await ctx.http.get(path, { headers });
    if (res.status === 302) {
      // The session ended during a long queue: sign in again once, as the list is the account's own.
      await atcoder.login(ctx);
      res = await ctx.http.get(path, { headers });
    }
    if (res.status !== 200) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} from the status JSON`);
    let body: { Result?: Record<string, { Html?: string }> };
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      throw new RemoteError('PARSE_ERROR', 'the status JSON is not JSON');
    }
    const row = body.Result?.[runId]?.Html;
    // A run not (yet) in the answer is still waiting for its judge.
    if (row === undefined) return { status: JudgeStatus.PENDING, time: null, memory: null };
    const state = parseStatusCells(row);
    if (state.status === JudgeStatus.COMPILE_ERROR) state.message = await compileError(ctx, contest, runId);
    return state;
  },

  async importProblem(http, problem) {
    const { contest, task } = splitTask(problem);
    const url = http.url(`/contests/${contest}/tasks/${task}`);
    const res = await http.get(`${url}?lang=en`);
    if (res.status === 404) throw new RemoteError('NOT_FOUND', task);
    if (res.status !== 200) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} from ${task}`);
    const page = absolutize(res.text, url);
    const title = textOf(must(/<title>([\s\S]*?)<\/title>/, page, 'title')).replace(/^[^-]*?\s-\s/, '');
    const parts = parseStatement(page);
    return {
      problemId: `AC-${task}`,
      title,
      ...parseLimits(page),
      ...parts,
      source: sourceLink(url, `AC-${task}`),
      url,
      tags: [],
    };
  },
};
