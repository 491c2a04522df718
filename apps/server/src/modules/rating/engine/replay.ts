/**
 * Ratings recomputed from scratch: every contest of a history, in order, through the engine, starting
 * every user at INITIAL_RATING. Ratings are a function of the contests alone, so this is what stored
 * ratings must equal; a service recomputes with it after a contest's results change (a rejudge, a
 * disqualification) instead of patching ratings contest by contest.
 */

import { computeRatingChanges } from './codeforces.ts';

/** A contestant of one contest in a history: their place, their rating comes from the history. */
export interface ContestPlacement {
  id: string;
  /** 1-based place in the final standings; ties share a place. */
  rank: number;
}

export interface RatingHistoryEntry {
  /** The index of the contest in the replayed list. */
  contestIndex: number;
  /** The rating after that contest. */
  rating: number;
  delta: number;
}

/**
 * Each user's rating after every contest they took part in, in contest order; users in the order
 * they first appear. A contest with no contestants changes nothing.
 */
export function replayRatings(contests: readonly (readonly ContestPlacement[])[]): Map<string, RatingHistoryEntry[]> {
  const history = new Map<string, RatingHistoryEntry[]>();
  contests.forEach((contest, contestIndex) => {
    const changes = computeRatingChanges(
      // A user not seen yet has had no rated contest: null, which the engine starts at INITIAL_RATING.
      contest.map(({ id, rank }) => ({ id, rank, rating: history.get(id)?.at(-1)?.rating ?? null })),
    );
    for (const { id, newRating, delta } of changes) {
      let entries = history.get(id);
      if (entries === undefined) history.set(id, (entries = []));
      entries.push({ contestIndex, rating: newRating, delta });
    }
  });
  return history;
}
