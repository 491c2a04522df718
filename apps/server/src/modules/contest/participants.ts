import { inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { contestRegister, judge } from '../../db/schema.ts';
import { realRowsOfContests } from './real-rows.ts';

/**
 * A contest's participant count, the one definition every contest view shows (`count` of the
 * contest list, the contest overview, the outside scoreboard and the home page's recent contests):
 * the distinct users who registered for the contest or submitted in it. A public contest needs no
 * registration, so counting registrations alone showed 0 for a full one; counting submitters
 * alone missed those registered who have not submitted yet.
 */

/** Participants of each given contest, in one query (two index reads joined by UNION, grouped by contest); 0 for a contest without any. */
export async function participantCounts(db: DbLike, cids: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(cids)];
  if (ids.length === 0) return new Map();
  // UNION (not UNION ALL) keeps each user once per contest.
  const people = db
    .select({ cid: contestRegister.cid, uid: contestRegister.uid })
    .from(contestRegister)
    .where(inArray(contestRegister.cid, ids))
    .union(db.select({ cid: judge.cid, uid: judge.uid }).from(judge).where(realRowsOfContests(ids)))
    .as('people');
  const rows = await db
    .select({ cid: people.cid, n: sql<number>`count(*)::int` })
    .from(people)
    .groupBy(people.cid);
  const counts = new Map(ids.map((cid) => [cid, 0]));
  for (const r of rows) counts.set(r.cid, r.n);
  return counts;
}

export async function participantCount(db: DbLike, cid: number): Promise<number> {
  return (await participantCounts(db, [cid])).get(cid) ?? 0;
}
