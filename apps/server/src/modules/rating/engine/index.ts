/**
 * The rating engine: pure functions from contest standings to rating changes, no database and no
 * I/O. The API feeds it a contest's placements and the users' current ratings and stores what it
 * answers; replaying the whole history from scratch must give the stored ratings.
 */
export { computeRatingChanges, INITIAL_RATING } from './codeforces.ts';
export type { RatingParticipant } from './codeforces.ts';
export { replayRatings } from './replay.ts';
