import { JudgeStatus } from '@arbiter/contract';
import { RemoteError, type AccountContext, type ImportedProblem, type RemoteAdapter, type RunState } from '../adapter.ts';
import { sourceLink, textOf } from '../html.ts';
import type { RemoteHttp } from '../http.ts';
import {
  CF_ACCOUNT_SIDE,
  cfAccountPage,
  cfPage,
  cfRequest,
  cfSubmit,
  csrfOf,
  newestSubmission,
  splitProblem,
  verdictStatus,
} from './codeforces-site.ts';
import { parseStatement } from './codeforces-statement.ts';

/**
 * Codeforces Gym (reference §2.3): the Codeforces site and accounts, but runs live on each contest's
 * own "my" page, so a run id carries its contest (`<cid>#<sid>`) and a poll reads that page's row.
 */

/** `100001#230000001` → contest and submission. */
function splitRun(runId: string): { contest: string; sid: string } {
  const m = /^(\d+)#(\d+)$/.exec(runId);
  if (!m) throw new RemoteError('PARSE_ERROR', `not a Gym run id: ${runId}`);
  return { contest: m[1]!, sid: m[2]! };
}

/** A run's row of `/gym/<cid>/my`: `submissionVerdict` (absent while queued), `N&nbsp;ms`, `N&nbsp;KB`. */
export function gymRowState(html: string, sid: string): RunState | null {
  const start = html.search(new RegExp(`<tr[^>]*data-submission-id=["']${sid}["']`));
  if (start < 0) return null;
  const end = html.indexOf('</tr>', start);
  const row = html.slice(start, end < 0 ? undefined : end);
  const verdict = new RegExp(`<span[^>]*submissionId=["']${sid}["'][^>]*submissionVerdict=["'](\\w+)["']`).exec(row)?.[1];
  const time = /(\d+)(?:&nbsp;|\s)*ms/.exec(row)?.[1];
  const memory = /(\d+)(?:&nbsp;|\s)*KB/.exec(row)?.[1];
  const measured = { time: time ? Number(time) : null, memory: memory ? Number(memory) : null };
  if (!verdict) return { status: /compil/i.test(textOf(row)) ? JudgeStatus.COMPILING : JudgeStatus.PENDING, ...measured };
  return { status: verdictStatus(verdict), ...measured };
}

/** judgeProtocol's body: a JSON string with `\uXXXX` escapes and `\r\n` sequences. */
export function protocolText(body: string): string {
  const text = body.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed.replace(/\r\n/g, '\n');
  } catch {
    // Not a JSON string: decode the escapes by hand below.
  }
  return text
    .replace(/^"|"$/g, '')
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\r\\n|\\n/g, '\n')
    .replace(/\\"/g, '"')
    .replace(/\\\\/g, '\\');
}

async function compileText(ctx: AccountContext, sid: string, csrf: string): Promise<string | null> {
  const res = await cfRequest(ctx.http, '/data/judgeProtocol', {
    method: 'POST',
    form: { csrf_token: csrf, submissionId: sid },
    headers: { origin: ctx.http.baseUrl, 'x-requested-with': 'XMLHttpRequest' },
  });
  return res.status === 200 ? protocolText(res.text) || null : null;
}

/** A PDF-only problem from its contest page: the problems table's row and the statement PDFs of the materials box. */
async function importFromContest(http: RemoteHttp, problem: string, contest: string, index: string): Promise<ImportedProblem> {
  const path = `/gym/${contest}`;
  const res = await cfPage(http, path);
  // A private (mashup) Gym sends a visitor without access away.
  if (res.status !== 200)
    throw new RemoteError('NOT_FOUND', `${problem}: the Gym is private or does not exist (an account with access can import it)`);
  const rows = res.text.split(/<tr\b/i).slice(1);
  const row = rows.find((r) => new RegExp(`href=["']/gym/${contest}/problem/${index}["']`, 'i').test(r));
  if (!row) throw new RemoteError('NOT_FOUND', problem);
  const cells = row.split(/<td\b/i);
  const nameCell = cells[2] ?? '';
  const title = textOf(/<a[^>]*>([\s\S]*?)<\/a>/i.exec(nameCell)?.[1] ?? '');
  const limits = /([\d.]+)\s*s\s*,\s*(\d+)\s*MB/i.exec(textOf(nameCell));
  if (!title || !limits) throw new RemoteError('PARSE_ERROR', `no title or limits in the row of ${problem}`);
  const pdfs = [...res.text.matchAll(/<a[^>]*href=["']([^"']*\/attachments\/download\/[^"']+\.pdf)["'][^>]*>([\s\S]*?)<\/a>/gi)]
    .map((m) => ({ href: http.url(m[1]!), label: textOf(m[2]!) || m[1]!.split('/').pop()! }))
    .filter((p) => !/tutorial|editorial|analysis/i.test(`${p.label} ${p.href}`));
  if (pdfs.length === 0) throw new RemoteError('NOT_FOUND', `${problem}: no statement on the problem page or among the contest's PDFs`);
  const links = pdfs.map((p) => `<li><a href="${p.href}" target="_blank" rel="noopener noreferrer">${p.label}</a></li>`).join('');
  const url = http.url(path);
  const problemId = `GYM-${contest}${index}`;
  return {
    problemId,
    title,
    timeLimit: Math.round(Number(limits[1]) * 1000),
    memoryLimit: Number(limits[2]),
    description: `<p>The statement of problem ${index} is in the contest's PDF:</p><ul>${links}</ul>`,
    input: '',
    output: '',
    examples: [],
    hint: '',
    source: sourceLink(url, problemId),
    url,
    tags: [],
  };
}

export const gym: RemoteAdapter = {
  key: 'GYM',
  ...CF_ACCOUNT_SIDE,

  async lastRunId(ctx, problem) {
    const { contest } = splitProblem(problem);
    const sid = newestSubmission((await cfAccountPage(ctx, `/gym/${contest}/my`)).text);
    return sid ? `${contest}#${sid}` : null;
  },

  async submit(ctx, req) {
    const { contest, index } = splitProblem(req.problem);
    await cfSubmit(ctx, {
      path: `/gym/${contest}/submit`,
      problem: { submittedProblemIndex: index },
      language: req.language,
      code: req.code,
    });
    return null;
  },

  async poll(ctx, runId) {
    const { contest, sid } = splitRun(runId);
    const page = await cfAccountPage(ctx, `/gym/${contest}/my`);
    const state = gymRowState(page.text, sid);
    if (!state) throw new RemoteError('PARSE_ERROR', `run ${sid} is not on the contest's "my" page`);
    if (state.status !== JudgeStatus.COMPILE_ERROR) return state;
    const csrf = csrfOf(page.text);
    return { ...state, message: csrf ? await compileText(ctx, sid, csrf) : null };
  },

  async importProblem(http, problem) {
    const { contest, index } = splitProblem(problem);
    const path = `/gym/${contest}/problem/${index}`;
    const res = await cfPage(http, path);
    if (res.status !== 200 || !res.text.includes('problem-statement')) return importFromContest(http, problem, contest, index);
    const url = http.url(path);
    const problemId = `GYM-${contest}${index}`;
    return { problemId, ...parseStatement(res.text, url), source: sourceLink(url, problemId), url };
  },
};
