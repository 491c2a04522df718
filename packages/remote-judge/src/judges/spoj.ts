import { JudgeStatus } from '@arbiter/contract';
import { RemoteError, type ImportedSample, type RemoteAdapter, type RemoteLanguage, type RunState } from '../adapter.ts';
import { absolutize, elementContent, maybe, must, selectOptions, sourceLink, textOf, unescapeHtml } from '../html.ts';
import type { RemoteHttp } from '../http.ts';

/**
 * SPOJ (www.spoj.com). The submit's answer names the new run (`newSubmissionId`), so no list has to
 * be read; the account's status list still answers `lastRunId`, so that an answer without the id is
 * never mistaken for an older run. Runs are followed through the status list's ajax answer.
 */

/** SPOJ's labels; each problem allows its own subset (its submit page lists them). */
const LANGUAGES: RemoteLanguage[] = [
  { name: 'C (gcc 12.1)', id: '11', contentType: 'text/x-csrc' },
  { name: 'C99 (gcc 12.1)', id: '34', contentType: 'text/x-csrc' },
  { name: 'C++ (gcc 12.1)', id: '1', contentType: 'text/x-c++src' },
  { name: 'C++14 (gcc 12.1)', id: '44', contentType: 'text/x-c++src' },
  { name: 'C++ (g++ 4.3.2)', id: '41', contentType: 'text/x-c++src' },
  { name: 'Java (HotSpot 12)', id: '10', contentType: 'text/x-java' },
  { name: 'Python 3 (python 3.12)', id: '116', contentType: 'text/x-python' },
  { name: 'Python 3 nbc (python 3.12)', id: '126', contentType: 'text/x-python' },
  { name: 'Python (cpython 2.7.18)', id: '4', contentType: 'text/x-python' },
  { name: 'Python (PyPy 2.7.13)', id: '99', contentType: 'text/x-python' },
  { name: 'Pascal (fpc 3.2.2)', id: '22', contentType: 'text/x-pascal' },
  { name: 'C# (gmcs 6.12.0)', id: '27', contentType: 'text/x-csharp' },
  { name: 'Go (go 1.21)', id: '114', contentType: 'text/x-go' },
  { name: 'Rust (1.72.0)', id: '93', contentType: 'text/x-rustsrc' },
  { name: 'JavaScript (SMonkey 60.2.3)', id: '112', contentType: 'text/javascript' },
];

const problemCode = (problem: string) => problem.trim().toUpperCase();

/** The header's sign-out icon, shown only to a signed-in user. */
const SIGNED_IN = /fa-sign-out/;

/** The site's words for a refused submit. */
const SUBMIT_ERRORS = [
  /[^<>.!]*submit in this language for this problem[^<>]*/i,
  /Wrong problem code!?/i,
  /[^<>.!]*solution is too long[^<>]*/i,
];

/** The numbers `final=1` runs end with. */
const VERDICTS: Record<string, number> = {
  '15': JudgeStatus.ACCEPTED,
  '14': JudgeStatus.WRONG_ANSWER,
  '13': JudgeStatus.TIME_LIMIT_EXCEEDED,
  '12': JudgeStatus.RUNTIME_ERROR,
  '11': JudgeStatus.COMPILE_ERROR,
};

/** `0.01` s → 10 ms; `-` (not run) → null. */
export function parseTime(s: string): number | null {
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? Math.round(n * 1000) : null;
}

/** `2.8M` → 2867 KB, `512k` → 512 KB, `-` → null. */
export function parseMemory(s: string): number | null {
  const m = /^([\d.]+)\s*([MkG]?)/i.exec(s.trim());
  if (!m) return null;
  const scale: Record<string, number> = { '': 1, k: 1, m: 1024, g: 1024 * 1024 };
  return Math.round(Number(m[1]) * scale[m[2]!.toLowerCase()]!);
}

/** One run's entry in the status ajax answer (a JSON-like array of flat objects). */
export function parseStatusAjax(text: string, runId: string): RunState {
  const entry = [...text.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).find((o) => new RegExp(`"id"\\s*:\\s*"?${runId}"?[,}\\s]`).test(o));
  if (!entry) throw new RemoteError('PARSE_ERROR', `run ${runId} is not in the status answer`);
  const field = (name: string) => maybe(new RegExp(`"${name}"\\s*:\\s*"?([^",}]*)"?`), entry)?.trim() ?? '';
  const quoted = maybe(/"status_description"\s*:\s*("(?:[^"\\]|\\.)*")/, entry);
  const description = quoted ? textOf(JSON.parse(quoted) as string) : '';
  if (field('final') !== '1') {
    const status = /compil/i.test(description)
      ? JudgeStatus.COMPILING
      : /running/i.test(description)
        ? JudgeStatus.JUDGING
        : JudgeStatus.PENDING;
    return { status, time: null, memory: null };
  }
  const status = VERDICTS[field('status')];
  if (status === undefined) throw new RemoteError('PARSE_ERROR', `unknown final status ${field('status')} (${description})`);
  return { status, time: parseTime(field('time')), memory: parseMemory(field('mem')) };
}

/** `0.5s-1s` → 1000 ms (the upper bound, as the slowest cluster allows); `1.2s` → 1200. */
export function parseTimeLimit(s: string): number {
  const bounds = [...s.matchAll(/([\d.]+)\s*s/g)].map((m) => Number(m[1]));
  if (!bounds.length) throw new RemoteError('PARSE_ERROR', `no time limit in ${s}`);
  return Math.round(Math.max(...bounds) * 1000);
}

/** An Example `<pre>`: `Input:` then `Output:` blocks. */
function samplesOf(html: string): ImportedSample[] {
  return [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].flatMap((m) => {
    const text = unescapeHtml(m[1]!.replace(/<[^>]*>/g, ''));
    const io = /Input:?[ \t]*\n([\s\S]*?)\n\s*Output:?[ \t]*\n([\s\S]*)/i.exec(text);
    return io ? [{ input: io[1]!.trim(), output: io[2]!.trim() }] : [];
  });
}

/**
 * The statement body cut at its `<h3>` headings: Input and Output to their fields, Example(s) to the
 * samples, the rest to the description before the Input and to the hint after it.
 */
function splitBody(body: string) {
  const parts = body.split(/(<h3[^>]*>[\s\S]*?<\/h3>)/i);
  const out = { description: parts[0]!.trim(), input: '', output: '', hint: '', examples: [] as ImportedSample[] };
  let afterInput = false;
  for (let i = 1; i < parts.length; i += 2) {
    const heading = textOf(parts[i]!).replace(/:$/, '').trim().toLowerCase();
    const content = (parts[i + 1] ?? '').trim();
    if (heading === 'input') {
      out.input += content;
      afterInput = true;
    } else if (heading === 'output') out.output += content;
    else if (/^(?:examples?|samples?)/.test(heading)) out.examples.push(...samplesOf(content));
    else if (afterInput) out.hint += `${parts[i]}${content}`;
    else out.description += `${parts[i]}${content}`;
  }
  return out;
}

/** The submit form's language options for a problem (an empty list when the form is not shown). */
async function offeredLanguages(http: RemoteHttp, code: string) {
  const page = await http.get(`/submit/${code}/`);
  return page.status === 200 ? selectOptions(page.text, 'lang') : [];
}

export const spoj: RemoteAdapter = {
  key: 'SPOJ',
  defaultUrl: 'https://www.spoj.com',
  languages: LANGUAGES,

  async isLoggedIn(ctx) {
    return SIGNED_IN.test((await ctx.http.get('/')).text);
  },

  async login(ctx) {
    const res = await ctx.http.post('/login/', {
      form: { next_raw: '/', autologin: '1', login_user: ctx.account.username, password: ctx.account.password },
    });
    const home = await ctx.http.get('/');
    if (SIGNED_IN.test(home.text)) return;
    const words = maybe(/(Authentication failed![^<]*)/, res.text) ?? `${ctx.account.username}: still signed out`;
    throw new RemoteError('LOGIN_FAILED', words.trim());
  },

  async lastRunId(ctx, problem) {
    const res = await ctx.http.get(`/status/${problemCode(problem)},${encodeURIComponent(ctx.account.username)}/`);
    if (res.status !== 200) throw new RemoteError('PARSE_ERROR', `HTTP ${res.status} from the status list`);
    const ids = [...res.text.matchAll(/id="statusres_(\d+)"/g)].map((m) => BigInt(m[1]!));
    return ids.length ? ids.reduce((a, b) => (b > a ? b : a)).toString() : null;
  },

  async submit(ctx, req) {
    const code = problemCode(req.problem);
    const offered = (await offeredLanguages(ctx.http, code)).find((o) => o.label === req.language.name);
    const res = await ctx.http.post('/submit/complete/', {
      form: { submit: 'Submit!', lang: offered?.value ?? req.language.id, problemcode: code, file: req.code },
    });
    const id = maybe(/name="newSubmissionId"\s+value="(\d+)"/, res.text) ?? maybe(/value="(\d+)"\s+name="newSubmissionId"/, res.text);
    if (id) return id;
    for (const error of SUBMIT_ERRORS) {
      // Read between tags, so that the words are the message's own and not the page's text around it.
      const words = error.exec(res.text);
      if (words) throw new RemoteError('SUBMIT_REJECTED', unescapeHtml(words[0]).trim());
    }
    if (/name="login_user"/.test(res.text)) throw new RemoteError('LOGIN_FAILED', 'signed out before the submit');
    // An answer without the id: the status list decides whether a new run exists.
    return null;
  },

  async poll(ctx, runId) {
    const res = await ctx.http.post('/status/ajax=1,ajaxdiff=1', {
      form: { ids: runId },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const state = parseStatusAjax(res.text, runId);
    if (state.status === JudgeStatus.COMPILE_ERROR) {
      const page = await ctx.http.get(`/error/${runId}`);
      const text = maybe(/<div align="left"><pre><small>([\s\S]*?)<\/small><\/pre>/, page.text);
      state.message = text === null ? null : unescapeHtml(text).trim();
    }
    return state;
  },

  async importProblem(http, problem) {
    const code = problemCode(problem);
    const url = http.url(`/problems/${code}/`);
    const res = await http.get(url);
    if (res.status === 404 || (res.status >= 300 && res.status < 400) || /Wrong problem code/i.test(res.text)) {
      throw new RemoteError('NOT_FOUND', code);
    }
    const page = absolutize(res.text, url);
    const title = textOf(must(/<h2 id="problem-name"[^>]*>([\s\S]*?)<\/h2>/, page, 'problem name')).replace(/^\S+\s+-\s+/, '');
    const body = elementContent(page, /<div id="problem-body"[^>]*>/);
    if (body === null) throw new RemoteError('PARSE_ERROR', 'no problem body');
    const cell = (label: string) => textOf(must(new RegExp(`${label}:\\s*</td>\\s*<td[^>]*>([\\s\\S]*?)</td>`, 'i'), page, label));
    const tags = [...page.matchAll(/<span[^>]*data-tagid="[^"]*"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => textOf(m[1]!).replace(/^#/, ''));
    const offered = await offeredLanguages(http, code);
    const languages = LANGUAGES.filter((l) => offered.some((o) => o.label === l.name || o.value === l.id)).map((l) => l.name);
    return {
      problemId: `SPOJ-${code}`,
      title,
      timeLimit: parseTimeLimit(cell('Time limit')),
      memoryLimit: Number(must(/(\d+)\s*MB/i, cell('Memory limit'), 'memory limit')),
      ...splitBody(body),
      source: sourceLink(url, `SPOJ-${code}`),
      url,
      tags,
      ...(languages.length ? { languages } : {}),
    };
  },
};
