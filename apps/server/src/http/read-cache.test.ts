import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, endpoints } from '@arbiter/contract';
import { problem } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../test/fixtures.ts';
import { addJudged } from '../../test/judged.ts';
import { addProblem } from '../../test/problems.ts';
import { ReadCache, mayWrite } from './read-cache.ts';

describe('ReadCache', () => {
  it('keeps a value for its age, reads once for callers asking at once, and drops everything on a write', async () => {
    const cache = new ReadCache(60_000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.get('k', read), cache.get('k', read)])).toEqual([1, 1]);
    expect(await cache.get('k', read)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', read)).toBe(2);
  });

  it('does not keep a value read while a write came in, nor hand it to callers after the write', async () => {
    const cache = new ReadCache(60_000);
    let release!: () => void;
    const before = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.invalidate();
    const after = cache.get('k', async () => 'new');
    release();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('reads again once the value is older than its age', async () => {
    const cache = new ReadCache(0);
    let reads = 0;
    await cache.get('k', async () => ++reads);
    expect(await cache.get('k', async () => ++reads)).toBe(2);
  });

  it('drops the entries past their age when it keeps a new one, not only when the cache is full', async () => {
    const cache = new ReadCache(0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(1);
  });

  it('counts every call but GETs and the polled POST reads as a write, and the GETs that change things', () => {
    expect(mayWrite(endpoints.problemList)).toBe(false);
    expect(mayWrite(endpoints.contestRank)).toBe(false);
    expect(mayWrite(endpoints.submitProblemJudge)).toBe(true);
    expect(mayWrite(endpoints.judgeHostResult)).toBe(true);
    expect(mayWrite(endpoints.judgeHostProgress)).toBe(true);
    expect(mayWrite(endpoints.judgeHostClaim)).toBe(false);
    expect(mayWrite(endpoints.judgeHostHeartbeat)).toBe(false);
    expect(mayWrite(endpoints.adminRejudge)).toBe(true);
    expect(mayWrite(endpoints.logout)).toBe(true);
    expect(mayWrite(undefined)).toBe(false);
  });
});

/**
 * Over HTTP, fetching directly: the harness's `call` empties the cache first (a test's own database
 * writes are this process's), which these tests must not do.
 */
describe('the kept list answers', () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let root: string;
  let hiddenSubmission: number;

  const direct = async (method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = token ? { authorization: token } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as { status: number; data: { records: Record<string, unknown>[] } };
  };
  const problemIds = async () => (await direct('GET', '/api/get-problem-list?currentPage=1&limit=50')).data.records.map((r) => r.problemId);
  const submissionIds = async (token?: string) =>
    (await direct('GET', '/api/get-submission-list?onlyMine=false&currentPage=1&limit=50', token)).data.records.map((r) => r.submitId);

  beforeAll(async () => {
    server = await startTestServer();
    root = await tokenFor(server, '1');
    alice = await addUser(server, 'rc-alice');
    bob = await addUser(server, 'rc-bob');
    const open = await addProblem(server, { problemId: 'RC1', cases: [] });
    const hidden = await addProblem(server, { problemId: 'RCH', cases: [], auth: 2 });
    await addJudged(server, bob, open, { status: JudgeStatus.ACCEPTED });
    hiddenSubmission = await addJudged(server, alice, hidden, { status: JudgeStatus.WRONG_ANSWER });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a list from the cache until a write of this process, which the next read shows', async () => {
    const readAt = Date.now();
    expect(await problemIds()).toEqual(['RC1']);
    // Written around the server, as another replica would: not seen within the cache's second
    // (checked only when this machine was quick enough to ask again within it).
    await server.ctx.db.insert(problem).values({ problemId: 'RC2', title: 'Replica', auth: 1 });
    const again = await problemIds();
    if (Date.now() - readAt < 900) expect(again).toEqual(['RC1']);
    // Any write through this server (here: sharing a submission) empties the cache at once.
    const shared = await direct('PUT', '/api/submission', alice.token, { submitId: hiddenSubmission, share: true });
    expect(shared.status).toBe(200);
    expect(await problemIds()).toEqual(['RC1', 'RC2']);
  });

  it('shows the change of a submission to the next read after the write', async () => {
    const shareOf = async () =>
      (await direct('GET', '/api/get-submission-list?onlyMine=false&currentPage=1&limit=50', alice.token)).data.records.find(
        (r) => r.submitId === hiddenSubmission,
      )?.share;
    await direct('PUT', '/api/submission', alice.token, { submitId: hiddenSubmission, share: true });
    expect(await shareOf()).toBe(true);
    await direct('PUT', '/api/submission', alice.token, { submitId: hiddenSubmission, share: false });
    expect(await shareOf()).toBe(false);
  });

  it('never hands one viewer the answer kept for another', async () => {
    // Alice sees her submission of the hidden problem; anyone else, read right after, does not.
    expect(await submissionIds(alice.token)).toContain(hiddenSubmission);
    expect(await submissionIds()).not.toContain(hiddenSubmission);
    expect(await submissionIds(bob.token)).not.toContain(hiddenSubmission);
    expect(await submissionIds(root)).toContain(hiddenSubmission);
    // "Only mine" is each viewer's own, also for two who see everything.
    const mine = async (token: string) =>
      (await direct('GET', '/api/get-submission-list?onlyMine=true&currentPage=1&limit=50', token)).data.records.map((r) => r.username);
    expect(new Set(await mine(alice.token))).toEqual(new Set(['rc-alice']));
    expect(new Set(await mine(bob.token))).toEqual(new Set(['rc-bob']));
  });
});
