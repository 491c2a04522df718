import { cfAccountSite, HANDLE, phaseCounter, type CfSiteOptions, type SubmitFormSpec } from '../codeforces/fake.ts';
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
 * codeforces.com/gym: the Codeforces account side (RCPC gate, login, tokens, submit-form checks) and
 * the Gym's own pages: each contest's submit form and "my" page, `/data/judgeProtocol`, problem
 * pages, and contest pages for PDF-only and private Gyms.
 */

const DIR = new URL('./fixtures/', import.meta.url);
const gymFixture = (name: string, vars: Record<string, string | number> = {}) => fixture(DIR, name, vars);

/** A Gym with HTML statements, one whose statements are PDFs only, and a private mashup. */
export const GYM = { html: '100001', pdf: '100002', private: '100003' };

/** The account's run in the Gym before this task. */
export const PREVIOUS_SID = 230000100;

/**
 * The account's runs on the site outlive one fake, as they outlive one task: a fresh fake standing
 * for the site must still list a run an earlier one accepted, since the "my" page is all a poll reads.
 */
const accountRuns: number[] = [];
let nextSid = PREVIOUS_SID + 1;

interface RowLook {
  verdict: string | null;
  cls: string;
  text: string;
  time: number;
  memory: number;
}

const ROW: Record<RunPhase, RowLook> = {
  pending: { verdict: null, cls: 'verdict-waiting', text: 'In queue', time: 0, memory: 0 },
  compiling: { verdict: null, cls: 'verdict-waiting', text: 'Compiling', time: 0, memory: 0 },
  judging: { verdict: 'TESTING', cls: 'verdict-waiting', text: 'Running on test 2', time: 15, memory: 3600 },
  AC: { verdict: 'OK', cls: 'verdict-accepted', text: 'Accepted', time: 62, memory: 3900 },
  WA: { verdict: 'WRONG_ANSWER', cls: 'verdict-rejected', text: 'Wrong answer on test 4', time: 31, memory: 3800 },
  TLE: { verdict: 'TIME_LIMIT_EXCEEDED', cls: 'verdict-rejected', text: 'Time limit exceeded on test 7', time: 2000, memory: 5200 },
  CE: { verdict: 'COMPILATION_ERROR', cls: 'verdict-rejected', text: 'Compilation error', time: 0, memory: 0 },
  SE: { verdict: 'CRASHED', cls: 'verdict-failed', text: 'Judgement failed', time: 0, memory: 0 },
};

export function gymFake(script: FakeScript, options: CfSiteOptions = {}): FakeJudge {
  const site = cfAccountSite(script, options);
  const phaseOf = phaseCounter(script.run);
  let last: string | null = null;
  const contestOf = (req: FakeRequest) => req.url.pathname.split('/')[2] ?? '';
  /** A private Gym shows itself only to a logged-in account (the school's account has access). */
  const mayView = (req: FakeRequest) => contestOf(req) !== GYM.private || site.isLoggedIn(req);
  const away: FakeResponse = { status: 302, headers: { location: '/gyms' } };

  const spec: SubmitFormSpec = {
    problemFields: () => ({ submittedProblemIndex: 'A' }),
    myPage: (req) => `/gym/${contestOf(req)}/my`,
    issue: (req) => {
      accountRuns.unshift(nextSid);
      last = `${contestOf(req)}#${nextSid++}`;
      return last;
    },
  };

  function row(cid: string, sid: number, phase: RunPhase): string {
    const look = ROW[phase];
    return gymFixture('my-row.html', {
      sid,
      cid,
      handle: HANDLE,
      index: 'A',
      waiting: look.verdict && look.verdict !== 'TESTING' ? 'false' : 'true',
      verdictAttr: look.verdict ? ` submissionVerdict="${look.verdict}"` : '',
      verdictClass: look.cls,
      verdictText: look.text,
      time: look.time,
      memory: look.memory,
    });
  }

  const routes: FakeRoute[] = [
    {
      method: 'GET',
      path: /^\/gym\/\d+\/my$/,
      handle: (req) => {
        if (!site.isLoggedIn(req)) return site.toLogin(req);
        const cid = contestOf(req);
        // Every view of the page is a poll of each run on it.
        const rows = accountRuns.map((sid) => row(cid, sid, phaseOf(String(sid))));
        if (script.previousRun) rows.push(row(cid, PREVIOUS_SID, 'AC'));
        return site.page(gymFixture('my.html', { csrf: site.csrfOf(req), cid, rows: rows.join('\n') }));
      },
    },
    {
      method: 'POST',
      path: '/data/judgeProtocol',
      handle: (req) => {
        const form = req.form();
        if (!site.isLoggedIn(req) || form.get('csrf_token') !== site.csrfOf(req)) return site.page('', 403);
        if (!/^\d+$/.test(form.get('submissionId') ?? '')) return site.page('fake site: no submissionId', 400);
        return { body: gymFixture('judge-protocol.txt').trim(), headers: { 'content-type': 'application/json;charset=UTF-8' } };
      },
    },
    {
      method: 'GET',
      path: /^\/gym\/\d+\/problem\/[A-Z]+\d*$/,
      handle: (req) => {
        if (!mayView(req)) return away;
        const cid = contestOf(req);
        const index = req.url.pathname.split('/')[4] ?? '';
        if (cid === GYM.pdf) return site.page(gymFixture('problem-pdf.html', { csrf: site.csrfOf(req), cid, index }));
        return index === 'A' ? site.page(gymFixture('problem.html', { csrf: site.csrfOf(req) })) : away;
      },
    },
    {
      method: 'GET',
      path: /^\/gym\/\d+$/,
      handle: (req) =>
        mayView(req) && contestOf(req) === GYM.pdf ? site.page(gymFixture('contest.html', { csrf: site.csrfOf(req), cid: GYM.pdf })) : away,
    },
  ];

  return {
    routes: [...site.routes, ...[...site.submitRoutes(/^\/gym\/\d+\/submit$/, spec), ...routes].map(site.gated)],
    submittedCode: site.submittedCode,
    logins: site.logins,
    lastRunId: () => last,
  };
}
