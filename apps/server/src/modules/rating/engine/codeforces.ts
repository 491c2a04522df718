/**
 * Rating changes after one contest, by the method Codeforces has used since 2015: Mike Mirzayanov,
 * "Open Codeforces Rating System", https://codeforces.com/blog/entry/20762 (the blog, and the
 * reference code linked from it, https://codeforces.com/contest/1/submission/13861109).
 *
 * Pure: ratings and places in, rating changes out; no database, no clock, no randomness, and no
 * dependence on the order of the input, so recomputing a contest (or a whole history, replay.ts)
 * gives the same numbers every time.
 *
 * The idea of the method: from the ratings, every contestant has an expected place (the seed). The
 * place aimed at is between the seed and the place actually taken (their geometric mean); the rating
 * for which that place would have been the expected one is found, and the rating moves half-way to
 * it. Two corrections after that keep the ratings as a whole from inflating.
 *
 * Where this differs from the reference code, on purpose:
 * - The rating a contestant needs is searched over whole numbers, as the reference code's
 *   getRatingToRank does, but not only within its fixed [1, 8000): the range is widened to hold every
 *   answer of the contest, whatever the ratings are. Everything after that is computed in floating
 *   point and rounded once at the end; the reference code truncates towards zero at each step (the
 *   half-way step and both corrections), so results can differ from it by a few points.
 * - That rating is searched against the other contestants only: the seed with R in place of r_i, the
 *   same function as the seed itself, so that a contestant who takes exactly the expected place
 *   needs exactly their own rating. The reference code's search also counts the contestant's own old
 *   rating as an opponent, which adds between 0 and 1 (about 1/2 near the old rating) to every
 *   expected place and skews small contests (two equal players: the loser's uncorrected delta comes
 *   out positive); predictors checked against Codeforces' published rating changes leave it out too.
 */

/**
 * The rating of a user before their first rated contest. Codeforces started everyone at 1500 when the
 * blog was written; since 2020 (blog entry 77890) it starts them at 1400 in the calculation while
 * showing 0 plus a bonus over the first six contests. That display scheme only makes a new account's
 * first contests look like progress; a school judge has no need for it, so ratings here are shown as
 * they are and start at the value the calculation uses, 1400.
 */
export const INITIAL_RATING = 1400;

/** One contestant of a rated contest. */
export interface RatingParticipant {
  id: string;
  /** The rating before this contest; null for a user's first rated contest (INITIAL_RATING is used). */
  rating: number | null;
  /** 1-based place in the final standings; contestants who tie share a place (1, 2, 2, 4 or 1, 2, 2, 3). */
  rank: number;
}

export interface RatingChange {
  id: string;
  /** The rating the change was computed from (INITIAL_RATING for a first contest). */
  oldRating: number;
  newRating: number;
  /** newRating - oldRating: an integer. */
  delta: number;
  /** The expected place from the ratings: 1 + the chances of every other contestant to finish ahead. */
  seed: number;
  /**
   * The rating for which the place taken would have been the expected one (so it would have changed
   * nothing before the corrections), to the nearest integer. Absent when no finite rating does that: for
   * a sole winner (expected place 1 needs an infinite rating), for whoever counts as last (place n),
   * and in a contest of one.
   */
  performance?: number;
}

/**
 * P(a finishes ahead of b): the Elo logistic curve on a 400-point scale, as in the blog. 400 points
 * make 10:1 odds.
 */
export function winProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/**
 * Expected places against one field of ratings: for a rating R, 1 + Σ P(a contestant of the field
 * finishes ahead of R), less the term of one contestant rated `self` when given (a contestant is not
 * their own opponent).
 *
 * One contest's searches ask for the same integer ratings again and again (they all bisect the same
 * bracket, so they share its first steps, and answers crowd into the range the ratings span), so the
 * sum over the whole field is kept per rating asked: each costs one pass over the field, once, and
 * taking one contestant's own term out of it costs O(1). Equal ratings are summed once, times their
 * count; ratings are integers, so a big field has far fewer distinct ones than contestants. They are
 * summed in increasing order, so that the sums (to the last bit) do not depend on the order of the
 * input.
 */
type ExpectedRanks = (rating: number, self?: number) => number;

function expectedRanksOf(field: readonly number[]): ExpectedRanks {
  const counts = new Map<number, number>();
  for (const rating of field) counts.set(rating, (counts.get(rating) ?? 0) + 1);
  const distinct = [...counts.keys()].sort((a, b) => a - b);
  const times = distinct.map((rating) => counts.get(rating)!);
  const sums = new Map<number, number>();
  return (rating, self) => {
    let sum = sums.get(rating);
    if (sum === undefined) {
      sum = 0;
      for (let i = 0; i < distinct.length; i++) sum += times[i]! * winProbability(distinct[i]!, rating);
      sums.set(rating, sum);
    }
    return 1 + (self === undefined ? sum : sum - winProbability(self, rating));
  };
}

/**
 * The expected place of a contestant with `rating` among `opponents`: 1 + Σ P(opponent finishes
 * ahead).
 */
export function expectedRank(opponents: readonly number[], rating: number): number {
  return expectedRanksOf(opponents)(rating);
}

/** Integers lo < hi with every search's answer in [lo, hi): see bracketOf. */
type Bracket = readonly [lo: number, hi: number];

/**
 * The bracket for searches against `opponents` contestants of `field` (all of it, or all but the
 * contestant searching), for each of `targets`, all in (1, opponents + 1): expected places at lo at
 * or behind every target, at hi ahead of every one.
 *
 * It is the reference code's [1, 8000], widened where a target needs it so that it holds the answer
 * whatever the ratings are. With k opponents and u = target - 1, at R = r + 400·log10((k - u) / u)
 * an opponent rated r finishes ahead with probability u / k exactly, one rated higher with more, one
 * rated lower with less. So at the lowest rating of the field plus that offset the expected place is
 * at least the target, at the highest plus it at most the target; the offset falls as the target
 * grows, so the largest target sets lo and the smallest sets hi. A point more each way, outwards to
 * integers, covers rounding and makes hi strictly ahead. A target as close to an end as a double can
 * be still widens the bracket by only a few thousand points.
 */
function bracketOf(field: readonly number[], opponents: number, targets: readonly number[]): Bracket {
  if (targets.length === 0) return [1, 8000];
  const offset = (target: number) => 400 * Math.log10((opponents + 1 - target) / (target - 1));
  const lowest = field.reduce((a, b) => Math.min(a, b));
  const highest = field.reduce((a, b) => Math.max(a, b));
  const smallest = targets.reduce((a, b) => Math.min(a, b));
  const largest = targets.reduce((a, b) => Math.max(a, b));
  return [Math.min(1, Math.floor(lowest + offset(largest)) - 1), Math.max(8000, Math.ceil(highest + offset(smallest)) + 1)];
}

/**
 * The greatest integer R in [lo, hi) whose expected place is at or behind `target`: the real
 * solution of expectedRank = target rounded down. That is what the reference code's getRatingToRank
 * returns: it bisects the integers of [1, 8000) the same way (mid = (left + right) / 2; right = mid
 * if the expected place at mid is ahead of the target, else left = mid) and answers `left`, taking
 * both ends to hold without evaluating them, as here (bracketOf makes sure they do). In a contest
 * whose bracket is [1, 8000] the steps are the reference code's.
 *
 * Halves are taken before adding so that huge brackets cannot overflow; where doubles are more than
 * 1 apart the search stops when no double is left between the ends, so it ends for any finite input.
 */
function searchRating(expected: ExpectedRanks, [lo, hi]: Bracket, target: number, self?: number): number {
  for (;;) {
    const mid = Math.floor(lo / 2 + hi / 2);
    if (mid <= lo || mid >= hi) return lo;
    if (expected(mid, self) >= target) lo = mid;
    else hi = mid;
  }
}

/**
 * The rating R with expectedRank(opponents, R) = target rounded down to an integer (searchRating),
 * for 1 < target < opponents.length + 1 (the open range expectedRank covers; at either end R would be
 * infinite).
 */
export function ratingForExpectedRank(opponents: readonly number[], target: number): number {
  const k = opponents.length;
  if (!(target > 1 && target < k + 1)) throw new RangeError(`no finite rating has expected place ${target} among ${k} opponents`);
  return searchRating(expectedRanksOf(opponents), bracketOf(opponents, k, [target]), target);
}

/**
 * The place each contestant counts with, from the places given: the number of contestants placed at
 * or ahead of them. A tie group thus counts with its LAST place (two tied for first both count as
 * 2nd), which is what the reference code's reassignRanks does: a shared place is not a win over the
 * others in it, so sharing a place must not look like beating them. It also makes the result the
 * same whether ties are numbered 1, 2, 2, 4 or 1, 2, 2, 3.
 */
export function sharedPlaces(ranks: readonly number[]): number[] {
  const sorted = [...ranks].sort((a, b) => a - b);
  return ranks.map((rank) => {
    // The count of ranks <= rank: the upper bound of rank in the sorted list.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! <= rank) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
}

interface Uncorrected {
  /** The rating used: the old rating, or INITIAL_RATING. */
  rating: number;
  /** The place counted with (sharedPlaces). */
  place: number;
  seed: number;
  /**
   * Half the way from the rating to the one that would have made the blog's m_i expected, an integer
   * (searchRating).
   */
  delta: number;
  performance: number | undefined;
}

/**
 * Each contestant's delta before the corrections, unrounded, in the order of `participants`: the
 * first part of the blog's method.
 */
export function uncorrectedDeltas(participants: readonly RatingParticipant[]): Uncorrected[] {
  const n = participants.length;
  const ratings = participants.map((p) => p.rating ?? INITIAL_RATING);
  const places = sharedPlaces(participants.map((p) => p.rank));
  const expected = expectedRanksOf(ratings);
  // The seed is the expected place at the contestant's own rating, against the others.
  const seeds = ratings.map((rating) => expected(rating, rating));
  // The blog's m_i: the geometric mean of the expected and the actual place. Aiming at the actual
  // place alone would swing ratings too far on one contest; the geometric mean (rather than the
  // arithmetic one) leans towards the better of the two places.
  const targets = seeds.map((seed, i) => Math.sqrt(seed * places[i]!));
  // m_i lies strictly between 1 and n whenever seed does, but a favourite thousands of points above
  // everyone can have a seed of exactly 1 in floating point; then the place says nothing new. A
  // contest of one has m_i = 1 too, and nobody to compare with. A performance, likewise, exists only
  // for places strictly between first and last.
  const solvable = (target: number) => target > 1 && target < n;
  // One bracket for every search of the contest, so that the searches share the ratings they evaluate.
  const bracket = bracketOf(ratings, n - 1, [...targets, ...places].filter(solvable));
  return ratings.map((rating, i) => {
    const place = places[i]!;
    const target = targets[i]!;
    const needed = solvable(target) ? searchRating(expected, bracket, target, rating) : rating;
    // Half-way: one contest moves the rating half of the distance to what it suggests, as in the blog.
    const delta = (needed - rating) / 2;
    let performance: number | undefined;
    if (solvable(place)) {
      // Rounded to the nearest integer, not down like the needed rating (which follows the
      // reference code): shown on its own, the nearest is the better figure. The solution lies at or
      // above the middle between the integers around it when the expected place there is still at or
      // behind the place taken.
      const below = searchRating(expected, bracket, place, rating);
      performance = expected(below + 0.5, rating) >= place ? below + 1 : below;
    }
    return { rating, place, seed: seeds[i]!, delta, performance };
  });
}

/**
 * The two corrections of the blog, as amounts to add to every delta.
 *
 * - `inc`: the blog's "total sum should not be more than zero". The method alone is not zero-sum (the
 *   geometric mean gives winners more than it takes from losers), and a positive sum in every
 *   contest would inflate all ratings over time. -Σδ/n brings the sum to zero, and the extra -1 per
 *   contestant keeps it just below zero, as in the blog.
 * - `topInc`: the s = min(n, 4·round(√n)) highest-rated contestants should not gain on average, or
 *   the top of the scale would drift upwards; their average is pulled to zero, but by at most 10
 *   points and never upwards, so that one contest cannot move everyone by much.
 *
 * "Highest rated" breaks rating ties by the better place, as the reference code's stable sort by
 * rating after a sort by place does; contestants equal in both have equal deltas, so which of them
 * falls inside s does not matter. Sums run in that order so that they do not depend on input order.
 */
export function corrections(contestants: readonly Pick<Uncorrected, 'rating' | 'place' | 'delta'>[]): { inc: number; topInc: number } {
  const n = contestants.length;
  const byRating = [...contestants].sort((a, b) => b.rating - a.rating || a.place - b.place);
  const total = byRating.reduce((sum, c) => sum + c.delta, 0);
  const inc = -total / n - 1;
  const s = Math.min(n, 4 * Math.round(Math.sqrt(n)));
  const top = byRating.slice(0, s).reduce((sum, c) => sum + c.delta + inc, 0);
  const topInc = Math.min(Math.max(-top / s, -10), 0);
  return { inc, topInc };
}

/**
 * The rating changes of one contest, in the order of `participants`.
 *
 * Each delta is rounded once, at the end, to the nearest integer with halves away from zero, so a
 * gain and a loss of the same size round to the same magnitude. Rounding moves each delta by at most
 * 1/2 and the corrections leave the sum at -n or below, so the rounded deltas still sum below zero.
 * Ratings have no floor, as on Codeforces.
 */
export function computeRatingChanges(participants: readonly RatingParticipant[]): RatingChange[] {
  validate(participants);
  if (participants.length === 0) return [];
  const contestants = uncorrectedDeltas(participants);
  const { inc, topInc } = corrections(contestants);
  return participants.map((p, i) => {
    const c = contestants[i]!;
    const delta = round(c.delta + inc + topInc);
    const change: RatingChange = { id: p.id, oldRating: c.rating, newRating: c.rating + delta, delta, seed: c.seed };
    if (c.performance !== undefined) change.performance = c.performance;
    return change;
  });
}

/** Half away from zero, and never -0 (which would print and compare as a different number). */
function round(x: number): number {
  const r = Math.sign(x) * Math.round(Math.abs(x));
  return r === 0 ? 0 : r;
}

function validate(participants: readonly RatingParticipant[]): void {
  const ids = new Set<string>();
  for (const p of participants) {
    if (ids.has(p.id)) throw new RangeError(`participant ${p.id} appears twice`);
    ids.add(p.id);
    if (p.rating !== null && !Number.isFinite(p.rating)) throw new RangeError(`participant ${p.id} has rating ${p.rating}`);
    if (!Number.isInteger(p.rank) || p.rank < 1) throw new RangeError(`participant ${p.id} has rank ${p.rank}`);
  }
}
