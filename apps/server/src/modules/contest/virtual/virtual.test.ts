import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContestAuth,
  ContestType,
  JudgeStatus,
  ProblemType,
  Role,
  type ContestRankVO,
  type SubmissionListItem,
  type VirtualRankVO,
  type VirtualRunStateVO,
  type VirtualRunVO,
} from '@arbiter/contract';
import { contestVirtualRun, judge, userAcproblem } from '../../../db/schema.ts';
import { readIdentities } from '../../../store/identity-follower.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { addUser, type TestUser } from '../../../../test/fixtures.ts';
import { judgeNext } from '../../../../test/judge-host.ts';
import { addProblem } from '../../../../test/problems.ts';
import { loadContest } from '../access.ts';
import { allRowsOf } from '../scoreboard/assemble.ts';
import { buildBoards } from '../scoreboard/contest-boards.ts';
import { loadSettings } from '../scoreboard/load.ts';
import type { SubmissionRow } from '../scoreboard/rules.ts';
import { MINUTE_MS, addContest, addContestJudged, addContestProblem, registerFor } from '../test-fixtures.ts';

let server: TestServer;
let author: TestUser;
let alice: TestUser;
let bob: TestUser;
let vic: TestUser;
let outsider: TestUser;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';
const contests: Record<'acm' | 'oi' | 'running' | 'other', { cid: number; cpids: Record<string, number>; start: Date }> = {} as never;

/** A private ended contest (two hours, over an hour ago) with A and B, its field's judged submissions at the minutes given. */
async function endedContest(type: number, field: [TestUser, string, number, number, number?][]) {
  const start = new Date(Date.now() - 3 * 60 * MINUTE_MS);
  const cid = await addContest(server, {
    type,
    auth: ContestAuth.PRIVATE,
    pwd: 'secret',
    uid: author.uid,
    author: author.username,
    startTime: start,
    endTime: new Date(start.getTime() + 120 * MINUTE_MS),
  });
  const cpids: Record<string, number> = {};
  for (const d of ['A', 'B']) {
    const pid = await addProblem(server, {
      problemId: `VR${cid}${d}`,
      type: type === ContestType.OI ? ProblemType.OI : ProblemType.ACM,
      cases: [{ input: '1 2\n', output: '3\n' }],
      auth: 3,
      languages: ['C++'],
    });
    cpids[d] = await addContestProblem(server, cid, pid, d);
  }
  for (const u of [alice, bob, vic]) await registerFor(server, cid, u.uid);
  for (const [user, d, status, minute, score] of field) {
    await addContestJudged(server, user, cid, cpids[d]!, { status, submitTime: new Date(start.getTime() + minute * MINUTE_MS), score });
  }
  return { cid, cpids, start };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.site.write('switch', { openContestJudge: true, defaultSubmitInterval: 0 });
  author = await addUser(server, 'vr-author', { role: Role.ADMIN });
  alice = await addUser(server, 'vr-alice');
  bob = await addUser(server, 'vr-bob');
  vic = await addUser(server, 'vr-vic');
  outsider = await addUser(server, 'vr-outsider');
  const S = JudgeStatus;
  contests.acm = await endedContest(ContestType.ACM, [
    [alice, 'A', S.WRONG_ANSWER, 10],
    [alice, 'A', S.ACCEPTED, 20],
    [bob, 'B', S.ACCEPTED, 30],
    [alice, 'B', S.ACCEPTED, 90],
    // vic took part for real too: the run's row replaces this one on the run's board.
    [vic, 'A', S.ACCEPTED, 5],
  ]);
  contests.oi = await endedContest(ContestType.OI, [
    [alice, 'A', S.PARTIAL_ACCEPTED, 10, 40],
    [bob, 'A', S.ACCEPTED, 50, 100],
    [alice, 'B', S.ACCEPTED, 70, 100],
  ]);
  contests.other = await endedContest(ContestType.ACM, []);
  const running = await addContest(server, { uid: author.uid, author: author.username });
  contests.running = { cid: running, cpids: {}, start: new Date() };
});
afterAll(async () => {
  await server.close();
});

const state = async (user: TestUser, cid: number) =>
  (await server.call('GET', '/api/get-contest-virtual-run', { token: user.token, query: { cid } })).data as VirtualRunStateVO;
const start = (user: TestUser, cid: number) => server.call('POST', '/api/start-contest-virtual-run', { token: user.token, body: { cid } });
const rank = (user: TestUser, cid: number) =>
  server.call('POST', '/api/get-contest-virtual-rank', { token: user.token, body: { cid, limit: 50 } });
const submit = (user: TestUser, cid: number, pid: string) =>
  server.call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, cid, language: 'C++', code: CODE } });
const realRank = async (cid: number) =>
  (
    (await server.call('POST', '/api/get-contest-rank', { token: author.token, body: { cid, limit: 50 } })).data as {
      records: ContestRankVO[];
    }
  ).records;
const runRows = async () => server.ctx.db.select({ n: count() }).from(contestVirtualRun);

/** Moves vic's run of the contest so that `minutes` of its clock have passed, the run's submissions keeping their offsets from its start. */
async function runAt(cid: number, minutes: number): Promise<void> {
  const [run] = await server.ctx.db
    .select()
    .from(contestVirtualRun)
    .where(and(eq(contestVirtualRun.cid, cid), eq(contestVirtualRun.uid, vic.uid)));
  const c = (await loadContest(server.ctx.db, cid))!;
  const startTime = new Date(Date.now() - minutes * MINUTE_MS);
  const shift = startTime.getTime() - run!.startTime.getTime();
  await server.ctx.db
    .update(contestVirtualRun)
    .set({ startTime, endTime: new Date(startTime.getTime() + c.duration * 1000) })
    .where(eq(contestVirtualRun.id, run!.id));
  for (const row of await server.ctx.db.select().from(judge).where(eq(judge.virtualRun, run!.id))) {
    await server.ctx.db
      .update(judge)
      .set({ submitTime: new Date(row.submitTime.getTime() + shift) })
      .where(eq(judge.submitId, row.submitId));
  }
}

/** Sets the run's submission `submitId` to `minute` minutes into the run. */
async function placeAt(submitId: number, cid: number, minute: number): Promise<void> {
  const [run] = await server.ctx.db
    .select()
    .from(contestVirtualRun)
    .where(and(eq(contestVirtualRun.cid, cid), eq(contestVirtualRun.uid, vic.uid)));
  await server.ctx.db
    .update(judge)
    .set({ submitTime: new Date(run!.startTime.getTime() + minute * MINUTE_MS) })
    .where(eq(judge.submitId, submitId));
}

/** A board as the run's user gets it: their row pinned on top (once they have one), then every row. */
const pinnedVic = (rows: ContestRankVO[]) => [...rows.filter((r) => r.uid === vic.uid), ...rows];

/**
 * What the issue asks the board at elapsed t to be, worked out apart from the server's path: the
 * contest's real submissions (read from the table) made before t, without vic's, plus vic's run
 * moved onto the contest's clock, through the board rules.
 */
async function expectedBoard(cid: number, elapsedSec: number): Promise<ContestRankVO[]> {
  const c = (await loadContest(server.ctx.db, cid))!;
  const [run] = await server.ctx.db
    .select()
    .from(contestVirtualRun)
    .where(and(eq(contestVirtualRun.cid, cid), eq(contestVirtualRun.uid, vic.uid)));
  const all = await server.ctx.db.select().from(judge).where(eq(judge.cid, cid));
  const cutoff = c.startTime.getTime() + elapsedSec * 1000;
  const rows: SubmissionRow[] = [];
  for (const r of all) {
    const virtual = r.virtualRun === run!.id;
    if (r.virtualRun !== null && !virtual) continue;
    if (!virtual && r.uid === vic.uid) continue;
    const at = virtual ? c.startTime.getTime() + (r.submitTime.getTime() - run!.startTime.getTime()) : r.submitTime.getTime();
    if (at >= cutoff) continue;
    rows.push({ submitId: r.submitId, uid: r.uid, pid: r.pid, status: r.status, submitTime: new Date(at), score: r.score, time: r.time });
  }
  const settings = await loadSettings(server.ctx.db, c);
  const identities = await readIdentities(server.ctx.db, [...new Set(all.map((r) => r.uid))]);
  return allRowsOf(buildBoards(settings, rows, identities).view('real'), false);
}

describe('starting a virtual run', () => {
  it('is refused before the end, to those without access, and without a run nothing is shown', async () => {
    const before = await runRows();
    const early = await start(vic, contests.running.cid);
    expect([early.status, early.msg]).toEqual([403, 'Virtual participation opens once the contest has ended']);
    const stranger = await start(outsider, contests.acm.cid);
    expect(stranger.status).toBe(403);
    expect(await runRows()).toEqual(before);
    const board = await rank(vic, contests.acm.cid);
    expect([board.status, board.msg]).toEqual([400, 'Start a virtual participation of this contest first']);
    const late = await submit(vic, contests.acm.cid, 'A');
    expect([late.status, late.msg]).toEqual([403, 'Contest has ended']);
    expect((await state(vic, contests.acm.cid)).startable).toBe(true);
    expect(
      (await server.call('GET', '/api/get-contest-virtual-run', { token: outsider.token, query: { cid: contests.acm.cid } })).status,
    ).toBe(403);
  });

  it('starts the contest’s clock for the user, once, and one run at a time', async () => {
    const res = await start(vic, contests.acm.cid);
    expect(res.status, res.msg).toBe(200);
    const run = res.data as VirtualRunVO;
    expect(run).toMatchObject({ cid: contests.acm.cid, running: true });
    expect(run.elapsed).toBeLessThan(5);
    expect(new Date(run.endTime).getTime() - new Date(run.startTime).getTime()).toBe(120 * MINUTE_MS);
    expect(await state(vic, contests.acm.cid)).toMatchObject({ run: { id: run.id }, startable: false, runningElsewhere: null });
    expect((await start(vic, contests.acm.cid)).msg).toBe('You have already taken part virtually in this contest');
    expect((await start(vic, contests.other.cid)).msg).toBe('Finish your virtual participation in another contest first');
    expect(await state(vic, contests.other.cid)).toMatchObject({ run: null, startable: false, runningElsewhere: contests.acm.cid });
  });
});

describe('a virtual run (ACM)', () => {
  const cid = () => contests.acm.cid;
  let realBefore: ContestRankVO[];

  it('judges the user’s submissions as the run’s, leaving the real board, lists, counts and rankings alone', async () => {
    realBefore = await realRank(cid());
    const info = async () =>
      (await server.call('GET', '/api/get-contest-info', { token: author.token, query: { cid: cid() } })).data.count as number;
    const participants = await info();
    const ids: number[] = [];
    for (const [d, verdict] of [
      ['A', JudgeStatus.WRONG_ANSWER],
      ['A', JudgeStatus.ACCEPTED],
    ] as const) {
      const res = await submit(vic, cid(), d);
      expect(res.status, res.msg).toBe(200);
      ids.push(res.data.submitId as number);
      await judgeNext(server, verdict);
    }
    await placeAt(ids[0]!, cid(), 5);
    await placeAt(ids[1]!, cid(), 15);
    const stored = await server.ctx.db.select().from(judge).where(isNotNull(judge.virtualRun));
    expect(stored.map((r) => [r.cid, r.status])).toEqual([
      [cid(), JudgeStatus.WRONG_ANSWER],
      [cid(), JudgeStatus.ACCEPTED],
    ]);

    expect(await realRank(cid())).toEqual(realBefore);
    expect(await info()).toBe(participants);
    const list = await server.call('GET', '/api/contest-submissions', { token: author.token, query: { contestID: cid(), limit: 50 } });
    expect((list.data.records as SubmissionListItem[]).some((r) => ids.includes(r.submitId))).toBe(false);
    expect(await server.ctx.db.select().from(userAcproblem).where(eq(userAcproblem.uid, vic.uid))).toEqual([]);

    const mine = await server.call('GET', '/api/get-contest-virtual-submissions', { token: vic.token, query: { cid: cid() } });
    expect((mine.data.records as SubmissionListItem[]).map((r) => [r.submitId, r.status])).toEqual([
      [ids[1], JudgeStatus.ACCEPTED],
      [ids[0], JudgeStatus.WRONG_ANSWER],
    ]);
    const others = await server.call('GET', '/api/get-contest-virtual-submissions', { token: alice.token, query: { cid: cid() } });
    expect(others.data.records).toEqual([]);
    // The contest's status check answers for the user's own run, and for no one else's.
    const check = (user: TestUser) =>
      server.call('POST', '/api/check-contest-submissions-status', { token: user.token, body: { cid: cid(), submitIds: ids } });
    expect(Object.keys((await check(vic)).data as object).sort()).toEqual(ids.map(String).sort());
    expect((await check(alice)).data).toEqual({});
    // The contest's problem list shows the run's statuses to the user sitting it.
    const status = await server.call('POST', '/api/get-user-problem-status', {
      token: vic.token,
      body: { pidList: [stored[0]!.pid], isContestProblemList: true, cid: cid() },
    });
    expect(status.data[String(stored[0]!.pid)]).toMatchObject({ status: JudgeStatus.ACCEPTED });
  });

  it.each([25, 29, 31, 100, 119])('shows at %i minutes the field before then plus the run', async (minutes) => {
    await runAt(cid(), minutes);
    const res = await rank(vic, cid());
    expect(res.status, res.msg).toBe(200);
    const got = res.data as VirtualRankVO;
    expect(got.run.elapsed).toBeGreaterThanOrEqual(minutes * 60);
    expect(got.run.elapsed).toBeLessThan(minutes * 60 + 5);
    expect(got.rank.records[0]!.uid).toBe(vic.uid);
    expect(got.rank.records).toEqual(pinnedVic(await expectedBoard(cid(), got.run.elapsed)));
  });

  it('ranks the run where it would have stood', async () => {
    await runAt(cid(), 25);
    const got = (await rank(vic, cid())).data as VirtualRankVO;
    // vic: A at 15 min after one wrong try (35 min); alice: A at 20 min after one (40 min); bob's B came at 30.
    expect(got.rank.records.slice(1).map((r) => [r.username, r.rank, (r as { totalTime: number }).totalTime])).toEqual([
      ['vr-vic', 1, 35 * 60],
      ['vr-alice', 2, 40 * 60],
    ]);
    expect(await realRank(cid())).toEqual(realBefore);
  });

  it('ends after the contest’s duration: the board is final and the contest takes no more', async () => {
    await runAt(cid(), 121);
    const got = (await rank(vic, cid())).data as VirtualRankVO;
    expect(got.run).toMatchObject({ running: false, elapsed: 120 * 60 });
    expect(got.rank.records.slice(1)).toEqual(await expectedBoard(cid(), 120 * 60));
    const late = await submit(vic, cid(), 'B');
    expect([late.status, late.msg]).toEqual([403, 'Contest has ended']);
    expect((await state(vic, contests.other.cid)).startable).toBe(true);
  });
});

describe('a virtual run (OI)', () => {
  const cid = () => contests.oi.cid;

  it('scores the run by the OI rules against the field as it stood', async () => {
    expect((await start(vic, cid())).status).toBe(200);
    const realBefore = await realRank(cid());
    const first = await submit(vic, cid(), 'A');
    await judgeNext(server, JudgeStatus.PARTIAL_ACCEPTED, 60);
    const second = await submit(vic, cid(), 'B');
    await judgeNext(server, JudgeStatus.ACCEPTED, 100);
    await placeAt(first.data.submitId as number, cid(), 20);
    await placeAt(second.data.submitId as number, cid(), 60);
    for (const minutes of [15, 55, 65, 119]) {
      await runAt(cid(), minutes);
      const got = (await rank(vic, cid())).data as VirtualRankVO;
      expect(got.rank.records).toEqual(pinnedVic(await expectedBoard(cid(), got.run.elapsed)));
    }
    // At the end: alice 40 + 100, vic 60 + 100, bob 100.
    const got = (await rank(vic, cid())).data as VirtualRankVO;
    expect(got.rank.records.slice(1).map((r) => [r.username, (r as { totalScore: number }).totalScore])).toEqual([
      ['vr-vic', 160],
      ['vr-alice', 140],
      ['vr-bob', 100],
    ]);
    expect(await realRank(cid())).toEqual(realBefore);
    expect(
      await server.ctx.db
        .select({ n: count() })
        .from(judge)
        .where(and(eq(judge.cid, cid()), isNull(judge.virtualRun))),
    ).toEqual([{ n: 3 }]);
  });
});
