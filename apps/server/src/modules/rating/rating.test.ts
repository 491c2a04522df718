import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type Page, type RatingRankVO, type UserRatingVO } from '@arbiter/contract';
import { contest, userRating, userRecord } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { HOUR_MS, MINUTE_MS, addContest, addContestJudged, addContestProblem } from '../contest/test-fixtures.ts';
import { INITIAL_RATING, replayRatings } from './engine/index.ts';

let server: TestServer;
let author: TestUser;
let root: TestUser;
const users: Record<string, TestUser> = {};
const cids: number[] = [];
let unratedCid: number;
const S = JudgeStatus;

/**
 * An ended ACM contest (rated unless said), `daysAgo` days back, whose standings are the order of
 * `order`: the first solves two problems, the second one, the rest one later each, the last none.
 */
async function contestWith(order: string[], daysAgo: number, opts: { rated?: boolean; stars?: string[] } = {}): Promise<number> {
  const end = new Date(Date.now() - daysAgo * 24 * HOUR_MS);
  const start = new Date(end.getTime() - 2 * HOUR_MS);
  const cid = await addContest(server, {
    startTime: start,
    endTime: end,
    uid: author.uid,
    author: author.username,
    rated: opts.rated ?? true,
    starAccount: opts.stars ?? [],
  });
  const cps = [];
  for (const d of ['A', 'B']) {
    const pid = await addProblem(server, { problemId: `RT${cid}${d}`, cases: [{ input: '1\n', output: '1\n' }], auth: 3 });
    cps.push(await addContestProblem(server, cid, pid, d));
  }
  const at = (minute: number) => new Date(start.getTime() + minute * MINUTE_MS);
  for (const [i, name] of order.entries()) {
    const user = users[name]!;
    if (i === 0) await addContestJudged(server, user, cid, cps[1]!, { status: S.ACCEPTED, submitTime: at(5) });
    const status = i === order.length - 1 ? S.WRONG_ANSWER : S.ACCEPTED;
    await addContestJudged(server, user, cid, cps[0]!, { status, submitTime: at(10 + i) });
  }
  return cid;
}

beforeAll(async () => {
  server = await startTestServer();
  author = await addUser(server, 'rt-author', { role: Role.ADMIN });
  root = await addUser(server, 'rt-root', { role: Role.ROOT });
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'star']) users[name] = await addUser(server, `rt-${name}`);
  cids.push(await contestWith(['ann', 'ben', 'cat', 'dan', 'star'], 30, { stars: ['rt-star'] }));
  cids.push(await contestWith(['cat', 'ann', 'eve', 'ben'], 20));
  unratedCid = await contestWith(['dan', 'eve', 'ann'], 15, { rated: false });
  cids.push(await contestWith(['ben', 'dan', 'cat', 'ann', 'eve'], 10));
});
afterAll(async () => {
  await server.close();
});

const ratingOf = async (name: string) =>
  (await server.call('GET', '/api/get-user-rating', { query: { username: `rt-${name}` } })).data as UserRatingVO;
const stored = async () => (await server.ctx.db.select().from(userRating)).map((r) => [r.cid, r.uid, r.oldRating, r.newRating]).sort();

/** The standings above, as the engine's replay takes them: ranks by the order, star users left out. */
const history = () =>
  [
    ['ann', 'ben', 'cat', 'dan'],
    ['cat', 'ann', 'eve', 'ben'],
    ['ben', 'dan', 'cat', 'ann', 'eve'],
  ].map((order) => order.map((name, i) => ({ id: users[name]!.uid, rank: i + 1 })));

describe('ratings after rated contests', () => {
  it('rate every rated contest once it ended, in order, as a replay from scratch of the standings does', async () => {
    const ann = await ratingOf('ann');
    expect(ann.history.map((h) => h.cid)).toEqual(cids);
    const replay = replayRatings(history());
    for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) {
      const got = await ratingOf(name);
      const want = replay.get(users[name]!.uid)!;
      expect(got.history.map((h) => [h.newRating, h.delta])).toEqual(want.map((w) => [w.rating, w.delta]));
      expect(got.rating).toBe(want.at(-1)!.rating);
      // Each contest starts from the rating the one before left.
      expect(got.history[0]!.oldRating).toBe(INITIAL_RATING);
      for (let i = 1; i < got.history.length; i++) expect(got.history[i]!.oldRating).toBe(got.history[i - 1]!.newRating);
    }
    // Ranks are the board's.
    expect(ann.history.map((h) => h.rank)).toEqual([1, 2, 4]);
  });

  it('leave star users, the contest’s author and unrated contests out', async () => {
    expect(await ratingOf('star')).toMatchObject({ rating: null, history: [] });
    expect((await server.ctx.db.select().from(userRating).where(eq(userRating.cid, unratedCid))).length).toBe(0);
    expect((await server.ctx.db.select().from(userRating).where(eq(userRating.uid, author.uid))).length).toBe(0);
  });

  it('list rated users by rating, equal ratings sharing a place, and show the rating on the profile', async () => {
    const list = (await server.call('GET', '/api/get-rating-rank-list', { query: { limit: 50 } })).data as Page<RatingRankVO>;
    expect(list.total).toBe(5);
    const ratings = list.records.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(list.records[0]!.rank).toBe(1);
    expect(list.records.find((r) => r.username === 'rt-ann')).toMatchObject({ contests: 3 });
    const ann = await ratingOf('ann');
    expect(list.records.find((r) => r.username === 'rt-ann')!.rank).toBe(ann.ranking);
    const [record] = await server.ctx.db.select().from(userRecord).where(eq(userRecord.uid, users.ann!.uid));
    expect(record?.rating).toBe(ann.rating);
    const searched = (await server.call('GET', '/api/get-rating-rank-list', { query: { keyword: 'rt-be' } })).data as Page<RatingRankVO>;
    expect(searched.records.map((r) => r.username)).toEqual(['rt-ben']);
  });

  it('recompute from scratch to the same ratings', async () => {
    const before = await stored();
    expect((await server.call('POST', '/api/admin/rating/recompute', { token: author.token })).status).toBe(403);
    const res = await server.call('POST', '/api/admin/rating/recompute', { token: root.token });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ contests: 3, users: 5 });
    expect(await stored()).toEqual(before);
  });

  it('rate again from scratch when an earlier contest becomes rated or stops being rated', async () => {
    await server.ctx.db.update(contest).set({ rated: true, ratingComputedAt: null }).where(eq(contest.id, unratedCid));
    const dan = await ratingOf('dan');
    expect(dan.history.map((h) => h.cid)).toEqual([cids[0], unratedCid, cids[2]]);
    const replay = replayRatings([
      history()[0]!,
      history()[1]!,
      ['dan', 'eve', 'ann'].map((name, i) => ({ id: users[name]!.uid, rank: i + 1 })),
      history()[2]!,
    ]);
    expect(dan.rating).toBe(replay.get(users.dan!.uid)!.at(-1)!.rating);
    await server.ctx.db.update(contest).set({ rated: false }).where(eq(contest.id, unratedCid));
    expect((await ratingOf('dan')).history.map((h) => h.cid)).toEqual([cids[0], cids[2]]);
    expect((await ratingOf('dan')).rating).toBe(replayRatings(history()).get(users.dan!.uid)!.at(-1)!.rating);
  });
});
