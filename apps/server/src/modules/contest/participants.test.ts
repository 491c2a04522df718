import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { participantCounts } from './participants.ts';
import { MINUTE_MS, addContest, addContestJudged, addContestProblem, registerFor } from './test-fixtures.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let full: number;
let empty: number;
let registeredOnly: number;

beforeAll(async () => {
  server = await startTestServer();
  alice = await addUser(server, 'pc-alice');
  bob = await addUser(server, 'pc-bob');
  carol = await addUser(server, 'pc-carol');
  const pid = await addProblem(server, { problemId: 'PC-A', cases: [], auth: 3 });
  full = await addContest(server, { title: 'Public round', openRank: true });
  empty = await addContest(server, { title: 'Nobody came' });
  registeredOnly = await addContest(server, { title: 'Only registered' });
  const cp = await addContestProblem(server, full, pid, 'A');
  const submitTime = new Date(Date.now() - 10 * MINUTE_MS);
  // Alice submits twice and registered too; Bob submits; Carol registered and never submits.
  await addContestJudged(server, alice, full, cp, { status: JudgeStatus.WRONG_ANSWER, submitTime });
  await addContestJudged(server, alice, full, cp, { status: JudgeStatus.ACCEPTED, submitTime });
  await addContestJudged(server, bob, full, cp, { status: JudgeStatus.ACCEPTED, submitTime });
  await registerFor(server, full, alice.uid);
  await registerFor(server, full, carol.uid);
  await registerFor(server, registeredOnly, carol.uid);
});
afterAll(async () => {
  await server.close();
});

const countIn = (records: { id: number; count: number }[], id: number) => records.find((r) => r.id === id)?.count;

describe('the participant count of a contest', () => {
  it('counts each user who registered or submitted once, per contest, in one call for many contests', async () => {
    const counts = await participantCounts(server.ctx.db, [full, empty, registeredOnly, full]);
    expect([...counts]).toEqual([
      [full, 3],
      [empty, 0],
      [registeredOnly, 1],
    ]);
    expect(await participantCounts(server.ctx.db, [])).toEqual(new Map());
  });

  it('is the same in the contest list, the contest overview, the outside board and the home page', async () => {
    const list = await server.call('GET', '/api/get-contest-list', { token: null, query: { limit: 50 } });
    expect(countIn(list.data.records, full)).toBe(3);
    expect(countIn(list.data.records, empty)).toBe(0);
    expect(countIn(list.data.records, registeredOnly)).toBe(1);

    const info = await server.call('GET', '/api/get-contest-info', { token: bob.token, query: { cid: full } });
    expect(info.data).toMatchObject({ id: full, count: 3 });

    const outside = await server.call('GET', '/api/get-contest-outsize-info', { token: null, query: { cid: full } });
    expect(outside.data.contest).toMatchObject({ id: full, count: 3 });

    const recent = await server.call('GET', '/api/get-recent-contest', { token: null });
    expect(countIn(recent.data, full)).toBe(3);
    expect(countIn(recent.data, empty)).toBe(0);
    expect(countIn(recent.data, registeredOnly)).toBe(1);
  });
});
