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
 * LibreOJ's API as the fake site answers it: JSON in, JSON out, refusals as `{error}`. It checks
 * what the real API checks: JSON bodies, the bearer token of a login on the submit and the detail,
 * no token on the login (ALREADY_LOGGEDIN), the recaptcha header on the submit, the internal problem
 * id in the submit, the run id sent as a string.
 */

const DIR = new URL('./fixtures/', import.meta.url);

/** The school's account the fake knows. */
export const ACCOUNT = { username: 'school_account', password: 'secret-pass' };
const USER_ID = 20731;

/** Display id → internal id: 6764 is one of the problems whose ids differ. */
const PROBLEMS: ReadonlyMap<number, number> = new Map([
  [6764, 41180],
  [1, 1],
]);

/** The account's run before this task: run-id discovery must never take it. */
const PREVIOUS_RUN = 1_900_000;

export interface LibreojFakeOptions {
  /** The recaptcha check refuses the submit even with `x-recaptcha-token: skip` (an account without exemption). */
  captcha?: boolean;
  /** The problem a run's detail names (a run of another problem than the one asked for). */
  runDisplayId?: number;
}

const json = (body: string, status = 200): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
});
const file = (name: string, vars: Record<string, string | number> = {}, status = 200) => json(fixture(DIR, name, vars), status);

const DETAIL: Record<RunPhase, { name: string; progressType?: string }> = {
  pending: { name: 'detail-waiting.json.tpl' },
  compiling: { name: 'detail-progress.json.tpl', progressType: 'Compiling' },
  judging: { name: 'detail-progress.json.tpl', progressType: 'Running' },
  AC: { name: 'detail-accepted.json.tpl' },
  WA: { name: 'detail-wrong-answer.json.tpl' },
  TLE: { name: 'detail-time-limit.json.tpl' },
  CE: { name: 'detail-compile-error.json.tpl' },
  SE: { name: 'detail-system-error.json.tpl' },
};

function isJson(req: FakeRequest): boolean {
  return (req.headers['content-type'] ?? '').startsWith('application/json');
}

export function libreojFake(script: FakeScript, options: LibreojFakeOptions = {}): FakeJudge {
  const tokens = new Set<string>();
  const polls = new Map<string, number>();
  let logins = 0;
  let submits = 0;
  let nextRun = PREVIOUS_RUN + 1;
  let lastRun: string | null = script.previousRun ? String(PREVIOUS_RUN) : null;
  let code: string | null = null;
  let lastCode = '';

  const bearer = (req: FakeRequest) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
  const loggedIn = (req: FakeRequest) => tokens.has(bearer(req) ?? '');

  const routes: FakeRoute[] = [
    {
      method: 'POST',
      path: '/auth/login',
      handle: (req) => {
        logins++;
        if (script.login === 'bot') return { status: 403, body: fixture(DIR, 'challenge.html', { nonce: 'n0nce', ray: 'ray-0' }) };
        if (!isJson(req)) return json('{"statusCode":400,"message":"Bad Request"}', 400);
        if (bearer(req)) return file('already-logged-in.json.tpl');
        const { username, password } = req.json<{ username?: string; password?: string }>();
        if (script.login === 'refused' || username !== ACCOUNT.username || password !== ACCOUNT.password)
          return file('login-refused.json.tpl');
        const token = `token-${logins}-placeholder`;
        tokens.add(token);
        return file('login-ok.json.tpl', { token, username: ACCOUNT.username });
      },
    },
    {
      method: 'GET',
      path: '/auth/getSessionInfo',
      handle: (req) => {
        const vars = { hash: 'c0ffee', userId: USER_ID, username: ACCOUNT.username, email: 'school@example.invalid' };
        return file(
          tokens.has(req.url.searchParams.get('token') ?? '') ? 'session-info.json.tpl' : 'session-info-anonymous.json.tpl',
          vars,
        );
      },
    },
    {
      method: 'POST',
      path: '/problem/getProblem',
      handle: (req) => {
        if (!isJson(req)) return json('{"statusCode":400,"message":"Bad Request"}', 400);
        const ask = req.json<Record<string, unknown>>();
        const displayId = typeof ask.displayId === 'number' ? ask.displayId : NaN;
        const internalId = PROBLEMS.get(displayId);
        if (internalId === undefined) return file('no-such-problem.json.tpl');
        // The real API answers only the parts asked for.
        const full = JSON.parse(fixture(DIR, 'problem.json.tpl', { internalId, displayId, owner: 'owner_placeholder' })) as Record<
          string,
          unknown
        >;
        const answer: Record<string, unknown> = { meta: full.meta };
        if (ask.localizedContentsOfLocale) answer.localizedContentsOfLocale = full.localizedContentsOfLocale;
        if (ask.samples === true) answer.samples = full.samples;
        if (ask.judgeInfo === true) answer.judgeInfo = full.judgeInfo;
        if (ask.statistics === true) answer.statistics = full.statistics;
        if (ask.tagsOfLocale) answer.tagsOfLocale = full.tagsOfLocale;
        return json(JSON.stringify(answer));
      },
    },
    {
      method: 'POST',
      path: '/submission/submit',
      handle: (req) => {
        if (req.headers['x-recaptcha-token'] !== 'skip' || options.captcha) return file('submit-recaptcha.json.tpl', {}, 403);
        if (!isJson(req)) return json('{"statusCode":400,"message":"Bad Request"}', 400);
        if (!loggedIn(req)) return file('permission-denied.json.tpl');
        if (script.submit === 'down')
          return {
            status: 502,
            body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
          };
        if (script.submit === 'rateLimitedOnce' && submits++ === 0) {
          return {
            ...json('{"statusCode":429,"message":"ThrottlerException: Too Many Requests"}', 429),
            headers: { 'content-type': 'application/json', 'retry-after': '3' },
          };
        }
        if (script.submit === 'rejected') return file('no-such-problem.json.tpl');
        const body = req.json<{
          problemId?: unknown;
          content?: { code?: unknown; language?: unknown; compileAndRunOptions?: unknown };
          uploadInfo?: unknown;
        }>();
        if (typeof body.problemId !== 'number' || ![...PROBLEMS.values()].includes(body.problemId)) return file('no-such-problem.json.tpl');
        const content = body.content;
        if (
          typeof content?.code !== 'string' ||
          typeof content.language !== 'string' ||
          typeof content.compileAndRunOptions !== 'object' ||
          body.uploadInfo !== null
        ) {
          return json('{"statusCode":400,"message":["content must be valid"],"error":"Bad Request"}', 400);
        }
        code = content.code;
        lastCode = content.code;
        if (script.submit === 'silent') return json('{}');
        lastRun = String(nextRun++);
        return file('submit-ok.json.tpl', { runId: lastRun });
      },
    },
    {
      method: 'POST',
      path: '/submission/getSubmissionDetail',
      handle: (req) => {
        if (!isJson(req)) return json('{"statusCode":400,"message":"Bad Request"}', 400);
        const { submissionId, locale } = req.json<{ submissionId?: unknown; locale?: unknown }>();
        if (typeof submissionId !== 'string' || !/^\d+$/.test(submissionId) || typeof locale !== 'string') {
          return json('{"statusCode":400,"message":["submissionId must be a number string"],"error":"Bad Request"}', 400);
        }
        // The account's runs are not public: only its login sees them.
        if (!loggedIn(req)) return file('permission-denied.json.tpl');
        const seen = polls.get(submissionId) ?? 0;
        polls.set(submissionId, seen + 1);
        const phase = script.run[Math.min(seen, script.run.length - 1)]!;
        const { name, progressType = '' } = DETAIL[phase];
        const displayId = options.runDisplayId ?? 6764;
        return file(name, {
          runId: submissionId,
          internalId: PROBLEMS.get(displayId) ?? displayId,
          displayId,
          problemTitle: '「示例」城市间的道路',
          userId: USER_ID,
          username: ACCOUNT.username,
          answerSize: Buffer.byteLength(lastCode),
          codeJson: JSON.stringify(lastCode),
          progressType,
          subscriptionKey: 'subscription-placeholder',
        });
      },
    },
  ];

  return { routes, submittedCode: () => code, logins: () => logins, lastRunId: () => lastRun };
}
