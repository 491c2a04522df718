import { JudgeStatus } from '@arbiter/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySession, type RemoteSession } from '../src/adapter.ts';
import { RemoteHttp } from '../src/http.ts';
import { runRemoteTask, type RemoteTaskInput } from '../src/runner.ts';
import { conformance as atcoder } from './atcoder/conformance.ts';
import { conformance as codeforces } from './codeforces/conformance.ts';
import { conformance as gym } from './gym/conformance.ts';
import { conformance as hdu } from './hdu/conformance.ts';
import { conformance as libreoj } from './libreoj/conformance.ts';
import { conformance as poj } from './poj/conformance.ts';
import { conformance as spoj } from './spoj/conformance.ts';
import { SCRIPT, fakeClock, startFakeSite, type ConformanceCase, type FakeScript, type FakeSite } from './support/index.ts';

/**
 * The same scenarios against all seven judges, each through its fake site on 127.0.0.1 serving
 * recorded pages. A judge passes when every scenario ends in the state a user should read.
 */
const CASES: ConformanceCase[] = [hdu, codeforces, gym, poj, atcoder, spoj, libreoj];

/** A code with what encodings get wrong: spaces, '+', '%', '&', quotes and non-ASCII letters. */
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);} // 100% a+b, “引号” é\n';

let site: FakeSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function open(c: ConformanceCase, script: Partial<FakeScript>) {
  const fake = c.fake({ ...SCRIPT, ...script });
  site = await startFakeSite(fake.routes);
  return fake;
}

async function exec(c: ConformanceCase, opts: { session?: RemoteSession; runId?: string | null } = {}) {
  const clock = fakeClock();
  const session = opts.session ?? emptySession();
  const ctx = {
    http: new RemoteHttp({ baseUrl: site!.url, session, timeoutMs: 3000 }),
    account: { username: 'school_account', password: 'secret-pass' },
    session,
    sleep: clock.sleep,
  };
  const task: RemoteTaskInput = {
    key: c.adapter.key,
    problem: c.problem,
    language: c.language,
    code: CODE,
    runId: opts.runId ?? null,
    nonce: 7,
  };
  const seen = { submitted: [] as string[], progress: [] as number[] };
  const outcome = await runRemoteTask(
    c.adapter,
    ctx,
    task,
    { submitted: async (id) => void seen.submitted.push(id), progress: async (s) => void seen.progress.push(s) },
    clock,
  );
  return { outcome, seen, clock, session };
}

async function run(c: ConformanceCase, script: Partial<FakeScript>, opts: { session?: RemoteSession; runId?: string | null } = {}) {
  const fake = await open(c, script);
  return { fake, ...(await exec(c, opts)) };
}

describe.each(CASES.map((c) => [c.adapter.key, c] as const))('%s', (_key, c) => {
  it('logs in, submits, takes the new run id and follows the run from pending through judging to Accepted', async () => {
    const { outcome, fake, seen } = await run(c, {});
    expect(outcome).toMatchObject({ status: JudgeStatus.ACCEPTED, failure: null });
    expect(outcome.runId).toBe(fake.lastRunId());
    expect(seen.submitted).toEqual([fake.lastRunId()]);
    expect(seen.progress).toContain(JudgeStatus.JUDGING);
    expect(fake.logins()).toBe(1);
  });

  it('sends the code as written (the site decodes the same bytes), with only blanks appended', async () => {
    const { fake } = await run(c, {});
    const got = fake.submittedCode();
    expect(got?.startsWith(CODE)).toBe(true);
    expect(got!.slice(CODE.length)).toMatch(/^\s+$/);
  });

  it('reports Wrong Answer with its time and memory in ms and KB', async () => {
    const { outcome } = await run(c, { run: ['pending', 'WA'] });
    expect(outcome).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, ...c.wrongAnswer });
  });

  it('reports a compile error with the remote compiler message', async () => {
    const { outcome } = await run(c, { run: ['pending', 'compiling', 'CE'] });
    expect(outcome.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(outcome.errorMessage).toContain(c.compileMessage);
  });

  it('ends as Submitted Failed when the login is refused', async () => {
    const { outcome } = await run(c, { login: 'refused' });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'LOGIN_FAILED', runId: null });
  });

  it('ends as Submitted Failed, without looping, when the site shows a bot check', async () => {
    const { outcome, fake } = await run(c, { login: 'bot' });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'BLOCKED' });
    expect(fake.logins()).toBeLessThanOrEqual(1);
  });

  it('ends as Submitted Failed when the site answers the submit with a 5xx', async () => {
    const { outcome } = await run(c, { submit: 'down' });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'UNREACHABLE' });
  });

  it("ends as Submitted Failed with the site's words when the submit is refused", async () => {
    const { outcome } = await run(c, { submit: 'rejected' });
    expect(outcome.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(outcome.failure).toBe('SUBMIT_REJECTED');
  });

  it("never takes the previous run's id when no new run appears", async () => {
    const { outcome, seen } = await run(c, { submit: 'silent' });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'RUN_ID_NOT_FOUND' });
    expect(seen.submitted).toEqual([]);
  });

  it('waits as the site asks after a rate-limit answer and submits again', async () => {
    const { outcome, clock } = await run(c, { submit: 'rateLimitedOnce' });
    expect(outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(clock.slept.some((ms) => ms >= 1000)).toBe(true);
  });

  it('ends a run that never finishes as Submitted Failed once the time budget is spent', async () => {
    const { outcome, clock } = await run(c, { run: ['judging'] });
    expect(outcome).toMatchObject({ status: JudgeStatus.SUBMITTED_FAILED, failure: 'POLL_TIMEOUT' });
    expect(outcome.runId).not.toBeNull();
    expect(clock.now() - 1_000_000).toBeLessThanOrEqual((c.adapter.maxJudgeMs ?? 300_000) + 10_000);
  });

  it('re-polls a known run on resubmit instead of submitting again', async () => {
    const first = await run(c, { run: ['judging'] });
    const runId = first.outcome.runId!;
    await site!.close();
    site = undefined;
    const again = await run(c, {}, { runId, session: first.session });
    expect(again.outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(again.fake.submittedCode()).toBeNull();
  });

  it('reuses a logged-in session instead of logging in again', async () => {
    const fake = await open(c, {});
    const first = await exec(c);
    const second = await exec(c, { session: first.session });
    expect(first.outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(second.outcome.status).toBe(JudgeStatus.ACCEPTED);
    expect(second.outcome.runId).not.toBe(first.outcome.runId);
    expect(fake.logins()).toBe(1);
  });

  it('imports a problem with its limits, samples and an absolute image address', async () => {
    const fake = c.fake(SCRIPT);
    site = await startFakeSite(fake.routes);
    const http = new RemoteHttp({ baseUrl: site.url, session: emptySession(), timeoutMs: 3000 });
    const p = await c.adapter.importProblem(http, c.import.problem);
    expect(p).toMatchObject({
      problemId: c.import.problemId,
      title: c.import.title,
      timeLimit: c.import.timeLimit,
      memoryLimit: c.import.memoryLimit,
      examples: c.import.samples,
    });
    expect(`${p.description}${p.input}${p.output}${p.hint}`).toContain(`${site.url}${c.import.imagePath}`);
    expect(p.source).toContain('href=');
  });

  it('answers UNREACHABLE quickly when the site is down', async () => {
    const http = new RemoteHttp({ baseUrl: 'http://127.0.0.1:1023', session: emptySession(), timeoutMs: 3000 });
    await expect(c.adapter.importProblem(http, c.import.problem)).rejects.toMatchObject({ kind: 'UNREACHABLE' });
  });
});
