import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/random.ts';
import { computeRatingChanges, INITIAL_RATING, type RatingChange } from './codeforces.ts';
import { type ContestPlacement, type RatingHistoryEntry, replayRatings } from './replay.ts';

const random = seededRandom(77890);
const randomInt = (n: number) => Math.floor(random() * n);

/** Contestants by id in finishing order; `=` ties with the one before: 'a b=c d' is a 1, b 2, c 2, d 4. */
const contest = (standings: string): ContestPlacement[] => {
  const placements: ContestPlacement[] = [];
  for (const [i, token] of standings.split(' ').entries()) {
    const tied = token.startsWith('=');
    placements.push({ id: tied ? token.slice(1) : token, rank: tied ? placements[i - 1]!.rank : i + 1 });
  }
  return placements;
};

describe('replayRatings', () => {
  it('gives the ratings after three contests of a small history', () => {
    // Worked out with a separate 50-digit implementation of the method.
    const history = replayRatings([contest('a b c'), contest('c d a =b'), contest('b c =d e')]);
    const expected: Record<string, [contestIndex: number, rating: number, delta: number][]> = {
      // Three new users, as in the engine's tests: +105, -12, -96.
      a: [
        [0, 1505, 105],
        [1, 1398, -107],
      ],
      b: [
        [0, 1388, -12],
        [1, 1300, -88],
        [2, 1464, 164],
      ],
      c: [
        [0, 1304, -96],
        [1, 1465, 161],
        [2, 1418, -47],
      ],
      // New in the second contest, among users who are not new any more.
      d: [
        [1, 1430, 30],
        [2, 1393, -37],
      ],
      e: [[2, 1315, -85]],
    };
    expect([...history.keys()]).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(Object.fromEntries([...history].map(([id, entries]) => [id, entries.map((e) => [e.contestIndex, e.rating, e.delta])]))).toEqual(
      expected,
    );
  });

  it('equals running the contests through the engine one by one', () => {
    const users = Array.from({ length: 40 }, (_, i) => `u${i}`);
    const contests = Array.from({ length: 12 }, () => {
      const taking = users.filter(() => random() < 0.5);
      // Random standings with a few ties.
      const order = taking.map((id) => ({ id, score: randomInt(30) })).sort((x, y) => y.score - x.score);
      return order.map(({ id, score }) => ({ id, rank: 1 + order.findIndex((o) => o.score === score) }));
    });
    contests.splice(5, 0, []); // a contest nobody took part in changes nothing

    const ratings = new Map<string, number>();
    const expected = new Map<string, RatingHistoryEntry[]>();
    contests.forEach((placements, contestIndex) => {
      const changes: RatingChange[] = computeRatingChanges(
        placements.map(({ id, rank }) => ({ id, rank, rating: ratings.get(id) ?? null })),
      );
      for (const c of changes) {
        expect(c.oldRating).toBe(ratings.get(c.id) ?? INITIAL_RATING);
        ratings.set(c.id, c.newRating);
        expected.set(c.id, [...(expected.get(c.id) ?? []), { contestIndex, rating: c.newRating, delta: c.delta }]);
      }
    });

    const replayed = replayRatings(contests);
    expect(replayed).toEqual(expected);
    expect([...replayed.keys()]).toEqual([...expected.keys()]);
    expect([...replayed.values()].flat().some((e) => e.contestIndex === 5)).toBe(false);
    // From scratch again: the same.
    expect(replayRatings(contests)).toEqual(replayed);
  });

  it('gives nothing for no contests', () => {
    expect(replayRatings([])).toEqual(new Map());
  });
});
