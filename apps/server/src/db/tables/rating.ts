/** Ratings: each rated contest's rating change of each of its participants (modules/rating). */
import { bigserial, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created } from './common.ts';
import { userInfo } from './account.ts';
import { contest } from './contest.ts';

/**
 * One participant's rating change in one rated contest. A user's rating is the newRating of their
 * latest row (by the contest's end); rows are written by the rating pass, never by hand.
 */
export const userRating = pgTable(
  'user_rating',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: varchar('uid', { length: 32 })
      .notNull()
      .references(() => userInfo.uuid, { onDelete: 'cascade' }),
    /** The contest's end: the order ratings are computed in. */
    contestEnd: timestamp('contest_end', { withTimezone: true, mode: 'date' }).notNull(),
    rank: integer('rank').notNull(),
    oldRating: integer('old_rating').notNull(),
    newRating: integer('new_rating').notNull(),
    delta: integer('delta').notNull(),
    performance: integer('performance'),
    gmtCreate: created(),
  },
  (t) => [uniqueIndex('user_rating_contest_user_idx').on(t.cid, t.uid), index('user_rating_user_idx').on(t.uid, t.contestEnd)],
);
