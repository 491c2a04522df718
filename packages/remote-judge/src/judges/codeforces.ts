import { JudgeStatus } from '@arbiter/contract';
import { RemoteError, type AccountContext, type RemoteAdapter, type RunState } from '../adapter.ts';
import { sourceLink, textOf } from '../html.ts';
import {
  CF_ACCOUNT_SIDE,
  cfAccountPage,
  cfPage,
  cfRequest,
  cfSubmit,
  keepCsrf,
  newestSubmission,
  splitProblem,
  verdictStatus,
} from './codeforces-site.ts';
import { parseStatement } from './codeforces-statement.ts';

/** Codeforces' problemset (reference §2.2). Runs are read from the account's problemset status and polled through submitSource. */

const STATUS_PAGE = '/problemset/status?my=on';

/** The submitSource answer: every value a string, per-test values under `<name>#<test>`. */
export type SubmitSource = Record<string, string | undefined>;

/** A run from its submitSource JSON: time is the slowest test, memory the largest (sent in bytes). */
export function runStateOf(json: SubmitSource): RunState {
  if (json.compilationError === 'true') {
    return { status: JudgeStatus.COMPILE_ERROR, time: null, memory: null, message: json['checkerStdoutAndStderr#1'] || null };
  }
  const tests = Number(json.testCount ?? 0);
  let time = 0;
  let bytes = 0;
  for (let i = 1; i <= tests; i++) {
    time = Math.max(time, Number(json[`timeConsumed#${i}`] ?? 0));
    bytes = Math.max(bytes, Number(json[`memoryConsumed#${i}`] ?? 0));
  }
  const measured = { time: tests > 0 ? time : null, memory: tests > 0 ? Math.round(bytes / 1024) : null };
  if (json.waiting === 'true') {
    const words = textOf(json.verdict ?? '');
    if (/compil/i.test(words)) return { status: JudgeStatus.COMPILING, ...measured };
    if (tests === 0 || /queue/i.test(words)) return { status: JudgeStatus.PENDING, ...measured };
    return { status: JudgeStatus.JUDGING, ...measured };
  }
  const verdict = json[`verdict#${tests}`];
  if (!verdict) throw new RemoteError('PARSE_ERROR', 'a finished run without a verdict');
  const status = verdictStatus(verdict);
  return { status, ...measured, message: status === JudgeStatus.SYSTEM_ERROR ? verdict : null };
}

async function submitSource(ctx: AccountContext, runId: string, csrf: string): Promise<SubmitSource | null> {
  const res = await cfRequest(ctx.http, '/data/submitSource', {
    method: 'POST',
    form: { csrf_token: csrf, submissionId: runId },
    headers: { origin: ctx.http.baseUrl, referer: ctx.http.url(STATUS_PAGE), 'x-requested-with': 'XMLHttpRequest' },
  });
  if (res.status !== 200) return null;
  try {
    return JSON.parse(res.text) as SubmitSource;
  } catch {
    return null;
  }
}

/** The status page's csrf token, read again (and kept) when the session has none or it went stale. */
async function freshCsrf(ctx: AccountContext): Promise<string> {
  const page = await cfAccountPage(ctx, STATUS_PAGE);
  const csrf = keepCsrf(ctx.session, page.text);
  if (!csrf) throw new RemoteError('PARSE_ERROR', 'no csrf token on the status page');
  return csrf;
}

export const codeforces: RemoteAdapter = {
  key: 'CF',
  ...CF_ACCOUNT_SIDE,

  async lastRunId(ctx) {
    const page = await cfAccountPage(ctx, STATUS_PAGE);
    keepCsrf(ctx.session, page.text);
    return newestSubmission(page.text);
  },

  async submit(ctx, req) {
    const { contest, index } = splitProblem(req.problem);
    await cfSubmit(ctx, {
      path: `/problemset/submit/${contest}/${index}`,
      problem: { contestId: contest, submittedProblemIndex: index },
      language: req.language,
      code: req.code,
    });
    return null;
  },

  async poll(ctx, runId) {
    const kept = ctx.session.values.csrf;
    let json = kept ? await submitSource(ctx, runId, kept) : null;
    // No token yet (a re-poll on an old session) or a stale one: read it from the status page once.
    if (!json) json = await submitSource(ctx, runId, await freshCsrf(ctx));
    if (!json) throw new RemoteError('PARSE_ERROR', `no submitSource answer for run ${runId}`);
    return runStateOf(json);
  },

  async importProblem(http, problem) {
    const { contest, index } = splitProblem(problem);
    const path = `/problemset/problem/${contest}/${index}`;
    const res = await cfPage(http, path);
    // A missing problem is a redirect to the problemset.
    if (res.status !== 200 || !res.text.includes('problem-statement')) throw new RemoteError('NOT_FOUND', problem);
    const url = http.url(path);
    const problemId = `CF-${contest}${index}`;
    return { problemId, ...parseStatement(res.text, url), source: sourceLink(url, problemId), url };
  },
};
