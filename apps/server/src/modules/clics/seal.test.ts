import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, Role, type ACMContestRankVO, type ClicsScoreboard } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { HOUR_MS, MINUTE_MS } from '../contest/test-fixtures.ts';
import { readFeed } from './test-support/feed-client.ts';
import { fold, replayScoreboard } from './test-support/replay.ts';
import { scoreboard, state } from './test-support/schema.ts';
import { clarify, seedContest, submitAt, type SeededContest } from './test-support/seed.ts';

/**
 * The seal, as our own board keeps it: while a contest's board is sealed, a reader who is not its
 * admin sees the submissions made since the seal but not their judgements, the sealed scoreboard
 * and a frozen state; the contest's admin sees everything. The seal lifts at the end when the
 * contest shows its real board then, and not otherwise. Clarifications: a contestant reads their
 * own and the answers to all, nobody else's.
 */

let server: TestServer;
let author: TestUser;
let ann: TestUser;
let ben: TestUser;
let cal: TestUser;
let running: SeededContest;
let thawed: SeededContest;
let keptSealed: SeededContest;
const S = JudgeStatus;
/** Submit ids by name. */
const subs: Record<string, number> = {};
let privateQuestion: number;

/** A contest with a seal an hour before its end; ann and ben solve A before it, ben B and cal A after it. */
async function sealedContest(start: Date, autoRealRank: boolean): Promise<SeededContest> {
  const end = new Date(start.getTime() + 3 * HOUR_MS);
  const c = await seedContest(server, {
    type: ContestType.ACM,
    author,
    start,
    end,
    problems: ['A', 'B'],
    registered: [ann, ben, cal],
    seal: new Date(end.getTime() - HOUR_MS),
    autoRealRank,
  });
  subs[`${c.cid}:ann-A`] = await submitAt(server, c, ann, 'A', S.ACCEPTED, 30);
  subs[`${c.cid}:ben-A`] = await submitAt(server, c, ben, 'A', S.WRONG_ANSWER, 40);
  subs[`${c.cid}:ben-A2`] = await submitAt(server, c, ben, 'A', S.ACCEPTED, 125);
  subs[`${c.cid}:ben-B`] = await submitAt(server, c, ben, 'B', S.ACCEPTED, 130);
  subs[`${c.cid}:cal-A`] = await submitAt(server, c, cal, 'A', S.WRONG_ANSWER, 135);
  return c;
}

beforeAll(async () => {
  server = await startTestServer({ clicsFeed: { settleMs: 0 } });
  author = await addUser(server, 'sl-author', { role: Role.ADMIN });
  ann = await addUser(server, 'sl-ann');
  ben = await addUser(server, 'sl-ben');
  cal = await addUser(server, 'sl-cal');
  // Running, two and a half hours in: sealed since half an hour.
  running = await sealedContest(new Date(Date.now() - 150 * MINUTE_MS), true);
  privateQuestion = await clarify(server, running, ann, { question: 'Is my output right?', minute: 50, answer: 'No comment.', by: author });
  await clarify(server, running, ben, { question: 'Are limits per test?', minute: 60, answer: 'Yes.', toAll: true, by: author });
  // Ended an hour ago: one that showed its real board at the end, one that keeps it sealed.
  thawed = await sealedContest(new Date(Date.now() - 4 * HOUR_MS), true);
  keptSealed = await sealedContest(new Date(Date.now() - 4 * HOUR_MS), false);
});
afterAll(async () => {
  await server.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the standard's objects, checked by the validators
async function get(path: string, token?: string): Promise<{ http: number; body: any }> {
  const res = await fetch(`${server.url}/api/clics${path}`, { headers: token ? { authorization: token } : {} });
  return { http: res.status, body: await res.json() };
}

const judged = async (c: SeededContest, token?: string) =>
  ((await get(`/contests/${c.cid}/judgements`, token)).body as { id: string }[]).map((j) => Number(j.id)).sort((a, b) => a - b);
const ids = (c: SeededContest, ...names: string[]) => names.map((n) => subs[`${c.cid}:${n}`]!).sort((a, b) => a - b);

describe('while the board is sealed', () => {
  it('hides from everyone but the admin the judgements of submissions made since the seal, and says the state is frozen', async () => {
    const all = ids(running, 'ann-A', 'ben-A', 'ben-A2', 'ben-B', 'cal-A');
    for (const token of [undefined, ann.token]) {
      expect(((await get(`/contests/${running.cid}/submissions`, token)).body as unknown[]).length).toBe(5);
      expect(await judged(running, token)).toEqual(ids(running, 'ann-A', 'ben-A'));
      expect((await get(`/contests/${running.cid}/judgements/${subs[`${running.cid}:ben-A2`]}`, token)).http).toBe(404);
      const st = (await get(`/contests/${running.cid}/state`, token)).body;
      expect(state.parse(st)).toMatchObject({ started: running.start.toISOString(), ended: null, thawed: null });
      expect(st.frozen).toBe(new Date(running.start.getTime() + 120 * MINUTE_MS).toISOString());
      const feed = await readFeed(server, running.cid, { token });
      expect(feed.events.filter((e) => e.type === 'judgements').map((e) => Number(e.id))).toEqual(ids(running, 'ann-A', 'ben-A'));
    }
    expect(await judged(running, author.token)).toEqual(all);
  });

  it('answers the sealed scoreboard, the same as our own sealed board and as a replay of the sealed feed', async () => {
    const sealed = (await get(`/contests/${running.cid}/scoreboard`)).body as ClicsScoreboard;
    expect(scoreboard.safeParse(sealed).error?.message).toBeUndefined();
    const row = (uid: string) => sealed.rows.find((r) => r.team_id === uid)!;
    expect(row(ben.uid)).toMatchObject({ rank: 2, score: { num_solved: 0, total_time: 0, time: null } });
    expect(row(ben.uid).problems).toEqual([
      { problem_id: 'A', num_judged: 1, num_pending: 1, solved: false },
      { problem_id: 'B', num_judged: 0, num_pending: 1, solved: false },
    ]);
    expect(row(ann.uid)).toMatchObject({ rank: 1, score: { num_solved: 1, total_time: 30, time: 30 } });
    // Our own sealed board (its admin asking for it as contestants see it).
    const rank = await server.call('POST', '/api/get-contest-rank', {
      token: author.token,
      body: { cid: running.cid, limit: 50, forceRefresh: false },
    });
    const ours = rank.data.records as ACMContestRankVO[];
    // Tied rows: our board orders them by uid, the standard by name.
    const byTeam = (a: (string | number)[], b: (string | number)[]) => String(a[0]).localeCompare(String(b[0]));
    expect(ours.map((r) => [r.uid, r.rank, r.ac, r.totalTime]).sort(byTeam)).toEqual(
      sealed.rows
        .filter((r) => ours.some((o) => o.uid === r.team_id))
        .map((r) => [r.team_id, r.rank, r.score.num_solved!, r.score.num_solved ? 30 * 60 : 0])
        .sort(byTeam),
    );
    expect(ours.find((r) => r.uid === ben.uid)!.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
    // A client replaying the public feed scores it the same.
    const replayed = replayScoreboard((await readFeed(server, running.cid)).events);
    expect(replayed.map((r) => ({ rank: r.rank, team_id: r.team_id, problems: r.problems }))).toEqual(
      sealed.rows.map((r) => ({ rank: r.rank, team_id: r.team_id, problems: r.problems })),
    );
  });

  it('shows the contest’s admin the real board', async () => {
    const real = (await get(`/contests/${running.cid}/scoreboard`, author.token)).body as ClicsScoreboard;
    const ben_ = real.rows.find((r) => r.team_id === ben.uid)!;
    expect(ben_).toMatchObject({ rank: 1, score: { num_solved: 2 } });
    expect(ben_.problems[0]).toEqual({ problem_id: 'A', num_judged: 2, num_pending: 0, solved: true, time: 125 });
    const replayed = replayScoreboard((await readFeed(server, running.cid, { token: author.token })).events);
    expect(replayed.map((r) => [r.team_id, r.rank, r.num_solved, r.total_time])).toEqual(
      real.rows.map((r) => [r.team_id, r.rank, r.score.num_solved, r.score.total_time]),
    );
  });
});

describe('after the end', () => {
  it('thaws at the end when the contest shows its real board then: every judgement, placed after the thaw', async () => {
    expect(await judged(thawed)).toEqual(ids(thawed, 'ann-A', 'ben-A', 'ben-A2', 'ben-B', 'cal-A'));
    const feed = await readFeed(server, thawed.cid);
    const thaw = feed.events.findIndex((e) => e.type === 'state' && e.data.thawed !== null);
    expect(thaw).toBeGreaterThan(0);
    const late = feed.events.findIndex((e) => e.type === 'judgements' && Number(e.id) === subs[`${thawed.cid}:ben-A2`]);
    expect(late).toBeGreaterThan(thaw);
    const end = new Date(thawed.start.getTime() + 3 * HOUR_MS).toISOString();
    expect(feed.events[thaw]!.data).toMatchObject({ ended: end, thawed: end });
    expect((await get(`/contests/${thawed.cid}/scoreboard`)).body.rows[0]).toMatchObject({ team_id: ben.uid, rank: 1 });
  });

  it('stays sealed for the public when the contest keeps its board sealed', async () => {
    expect(await judged(keptSealed)).toEqual(ids(keptSealed, 'ann-A', 'ben-A'));
    const st = (await get(`/contests/${keptSealed.cid}/state`)).body;
    expect(st.ended).not.toBeNull();
    expect(st.thawed).toBeNull();
    expect(await judged(keptSealed, author.token)).toHaveLength(5);
  });
});

describe('clarifications', () => {
  it('shows a contestant their own and the answers to all, and nobody another’s question', async () => {
    const list = async (token?: string) =>
      ((await get(`/contests/${running.cid}/clarifications`, token)).body as { id: string }[]).map((q) => q.id);
    const mine = String(privateQuestion);
    const other = String(privateQuestion + 1);
    expect(await list(ann.token)).toEqual([mine, `${mine}-r`, `${other}-r`]);
    expect(await list(ben.token)).toEqual([other, `${other}-r`]);
    expect(await list(cal.token)).toEqual([`${other}-r`]);
    expect(await list()).toEqual([`${other}-r`]);
    expect((await list(author.token)).sort()).toEqual([mine, `${mine}-r`, other, `${other}-r`].sort());
    for (const token of [ben.token, cal.token, undefined]) {
      expect((await get(`/contests/${running.cid}/clarifications/${mine}`, token)).http).toBe(404);
      expect((await get(`/contests/${running.cid}/clarifications/${mine}-r`, token)).http).toBe(404);
    }
    // The answer to all: another contestant reads it with its question, not who asked or a link to the question.
    const forAll = (await get(`/contests/${running.cid}/clarifications/${other}-r`, cal.token)).body;
    expect(forAll).toMatchObject({ from_team_id: null, to_team_id: null, reply_to_id: null, text: 'Are limits per test?\n\nYes.' });
    expect((await get(`/contests/${running.cid}/clarifications/${other}-r`, ben.token)).body).toMatchObject({
      reply_to_id: other,
      text: 'Yes.',
    });
    const feed = await readFeed(server, running.cid, { token: cal.token });
    expect([...fold(feed.events).get('clarifications')!.keys()]).toEqual([`${other}-r`]);
  });
});
