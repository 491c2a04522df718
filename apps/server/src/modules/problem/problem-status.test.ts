import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addContest, addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE, NOT_SUBMITTED: NS, PARTIAL_ACCEPTED: PA } = JudgeStatus;

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let p1: number;
let p2: number;
let p3: number;
let hidden: number;
let acmContest: number;
let oiContest: number;

const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 10, minute));

beforeAll(async () => {
  server = await startTestServer();
  alice = await addUser(server, 'ps-alice');
  bob = await addUser(server, 'ps-bob');
  p1 = await addProblem(server, { problemId: 'PS1', cases: [] });
  p2 = await addProblem(server, { problemId: 'PS2', cases: [] });
  p3 = await addProblem(server, { problemId: 'PS3', cases: [] });
  hidden = await addProblem(server, { problemId: 'PSH', cases: [], auth: 2 });
  acmContest = await addContest(server, 0);
  oiContest = await addContest(server, 1);
  // PS1: accepted in between, latest wrong: AC wins.
  await addJudged(server, alice, p1, { status: WA, submitTime: at(1) });
  await addJudged(server, alice, p1, { status: AC, submitTime: at(2) });
  await addJudged(server, alice, p1, { status: WA, submitTime: at(3) });
  // PS2: never accepted in practice: the latest counts; contest and group rows do not.
  await addJudged(server, alice, p2, { status: WA, submitTime: at(1) });
  await addJudged(server, alice, p2, { status: TLE, submitTime: at(2) });
  await addJudged(server, alice, p2, { status: AC, submitTime: at(3), cid: acmContest });
  await addJudged(server, alice, p2, { status: AC, submitTime: at(4), gid: 4 });
  // PS3: only bob solved it.
  await addJudged(server, bob, p3, { status: AC, submitTime: at(1) });
  // In the ACM contest: AC, then WA on PS1.
  await addJudged(server, alice, p1, { status: AC, submitTime: at(5), cid: acmContest });
  await addJudged(server, alice, p1, { status: WA, submitTime: at(6), cid: acmContest });
  // In the OI contest: the latest submission counts, with its score.
  await addJudged(server, alice, p1, { status: AC, score: 100, submitTime: at(5), cid: oiContest });
  await addJudged(server, alice, p1, { status: PA, score: 40, submitTime: at(6), cid: oiContest });
});
afterAll(async () => {
  await server.close();
});

const status = (body: unknown, token: string | null = alice.token) => server.call('POST', '/api/get-user-problem-status', { token, body });

describe('POST /api/get-user-problem-status', () => {
  it('needs login', async () => {
    const res = await status({ pidList: [p1], isContestProblemList: false }, null);
    expect(res).toMatchObject({ http: 401, msg: 'Please login first' });
  });

  it('answers AC when ever accepted, else the latest status, else -10', async () => {
    const res = await status({ pidList: [p1, p2, p3, 999_999], isContestProblemList: false });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      [p1]: { status: AC },
      [p2]: { status: TLE },
      [p3]: { status: NS },
      999999: { status: NS },
    });
    expect((await status({ pidList: [p3], isContestProblemList: false }, bob.token)).data).toEqual({ [p3]: { status: AC } });
  });

  it('reads the group’s submissions when a gid is given', async () => {
    const res = await status({ pidList: [p1, p2], isContestProblemList: false, gid: 4 });
    expect(res.data).toEqual({ [p1]: { status: NS }, [p2]: { status: AC } });
  });

  it('tells nothing about a hidden problem that an unknown id would not', async () => {
    const res = await status({ pidList: [hidden, 888_888], isContestProblemList: false });
    expect(res.data).toEqual({ [hidden]: { status: NS }, 888888: { status: NS } });
  });

  it('answers for a contest: AC wins in ACM, the latest with its score in OI', async () => {
    const acm = await status({ pidList: [p1, p2, p3], isContestProblemList: true, cid: acmContest });
    expect(acm.data).toEqual({ [p1]: { status: AC }, [p2]: { status: AC }, [p3]: { status: NS } });
    const oi = await status({ pidList: [p1, p2], isContestProblemList: true, cid: oiContest });
    expect(oi.data).toEqual({ [p1]: { status: PA, score: 40 }, [p2]: { status: NS, score: null } });
  });

  it('refuses a contest list without a contest, or with an unknown one', async () => {
    expect(await status({ pidList: [p1], isContestProblemList: true })).toMatchObject({ http: 400, msg: 'The contest id is required' });
    expect(await status({ pidList: [p1], isContestProblemList: true, cid: 0 })).toMatchObject({ http: 400 });
    expect(await status({ pidList: [p1], isContestProblemList: true, cid: 9999 })).toMatchObject({
      http: 200,
      status: 404,
      msg: 'The contest does not exist',
    });
  });

  it('answers an empty list with an empty map', async () => {
    expect((await status({ pidList: [], isContestProblemList: false })).data).toEqual({});
  });

  it.each([
    ['no body', undefined, 'The required request parameters are missing: pidList'],
    ['no pidList', { isContestProblemList: false }, 'The required request parameters are missing: pidList'],
    ['pidList not a list', { pidList: 'abc', isContestProblemList: false }, 'pidList must be a list of problem ids'],
    ['no isContestProblemList', { pidList: [1] }, 'The required request parameters are missing: isContestProblemList'],
    ['isContestProblemList not a flag', { pidList: [1], isContestProblemList: 'yes' }, 'isContestProblemList is required'],
    [
      'too many problems',
      { pidList: Array.from({ length: 501 }, (_, i) => i + 1), isContestProblemList: false },
      'At most 500 problems at a time',
    ],
  ])('refuses %s (HTTP 400)', async (_name, body, msg) => {
    const res = await status(body);
    expect(res).toMatchObject({ http: 400, msg });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await server.call('POST', '/api/get-user-problem-status', { token: alice.token, body: '{oops' });
    expect(res).toMatchObject({ http: 400, msg: 'Failed to parse parameter format!' });
  });
});
