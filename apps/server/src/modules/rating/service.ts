import { and, asc, desc, eq, gt, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { contest, userRating, userRecord } from '../../db/schema.ts';
import type { ContestRow } from '../contest/access.ts';
import { allRowsOf } from '../contest/scoreboard/assemble.ts';
import { rebuildContestBoards } from '../contest/scoreboard/index.ts';
import { computeRatingChanges, type RatingParticipant } from './engine/index.ts';

/**
 * The rating pass: rated contests that have ended get their participants' rating changes
 * (engine/codeforces.ts), in the order the contests ended. A contest that ends after every contest
 * rated so far is rated on its own, from its participants' current ratings; anything else (a contest
 * saved after it was rated, a rated flag turned off, an earlier contest rated late) replays the
 * whole history from scratch, which is what ratings are defined as. The pass runs before every
 * rating read and once a minute, and is safe on several replicas: a contest's rows are written in the
 * transaction that claims it.
 */

type RatingRow = typeof userRating.$inferInsert;

/** A contest's final standings as the engine takes them: the real board's rows without star users, by rank (ties share one). */
async function placementsOf(ctx: AppContext, c: ContestRow): Promise<{ id: string; rank: number }[]> {
  const boards = await rebuildContestBoards(ctx.db, c);
  return allRowsOf(boards.view('real'), true).map((r) => ({ id: r.uid, rank: r.rank }));
}

/** The engine's answer for one contest as the rows stored. */
function rowsOf(c: ContestRow, participants: RatingParticipant[]): RatingRow[] {
  return computeRatingChanges(participants).map((ch, i) => ({
    cid: c.id,
    uid: ch.id,
    contestEnd: c.endTime,
    rank: participants[i]!.rank,
    oldRating: ch.oldRating,
    newRating: ch.newRating,
    delta: ch.delta,
    performance: ch.performance ?? null,
  }));
}

/** Each given user's current rating (their latest row's), null for one never rated. */
async function currentRatings(ctx: AppContext, uids: readonly string[]): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([userRating.uid], { uid: userRating.uid, rating: userRating.newRating })
    .from(userRating)
    .where(sql`${userRating.uid} in ${uids}`)
    .orderBy(userRating.uid, desc(userRating.contestEnd), desc(userRating.cid));
  return new Map(rows.map((r) => [r.uid, r.rating]));
}

async function writeRows(ctx: AppContext, rows: RatingRow[], within: (tx: DbLike) => Promise<boolean>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await within(tx))) return;
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(userRating).values(rows.slice(i, i + 1000));
    // The profile and the ACM rank list show user_record.rating: it follows each user's latest row.
    // (Accounts made before the record rows existed get theirs here.)
    await tx.execute(sql`insert into ${userRecord} (uid, rating)
      select distinct on (uid) uid, new_rating from ${userRating} order by uid, contest_end desc, cid desc
      on conflict (uid) do update set rating = excluded.rating, gmt_modified = now()
      where ${userRecord.rating} is distinct from excluded.rating`);
    await tx.execute(sql`update ${userRecord} set rating = null
      where ${userRecord.rating} is not null and not exists (select 1 from ${userRating} r where r.uid = ${userRecord.uid})`);
  });
}

/** Rates one contest that ends after every contest rated so far. */
async function rateOne(ctx: AppContext, c: ContestRow): Promise<void> {
  const placed = await placementsOf(ctx, c);
  const ratings = await currentRatings(
    ctx,
    placed.map((p) => p.id),
  );
  const rows = rowsOf(
    c,
    placed.map((p) => ({ ...p, rating: ratings.get(p.id) ?? null })),
  );
  await writeRows(ctx, rows, async (tx) => {
    // The claim: a replica that lost the race writes nothing.
    const claimed = await tx
      .update(contest)
      .set({ ratingComputedAt: new Date() })
      .where(and(eq(contest.id, c.id), isNull(contest.ratingComputedAt)))
      .returning({ id: contest.id });
    if (claimed.length === 0) return false;
    await tx.delete(userRating).where(eq(userRating.cid, c.id));
    return true;
  });
}

/** The rated contests that have ended, in the order they are rated. */
function ratedEnded(now: Date) {
  return and(eq(contest.rated, true), lte(contest.endTime, now));
}

/** Every rated contest again, from scratch, in the order they ended. Returns how many contests and users it rated. */
export async function recomputeRatings(ctx: AppContext, now = new Date()): Promise<{ contests: number; users: number }> {
  const contests = await ctx.db.select().from(contest).where(ratedEnded(now)).orderBy(asc(contest.endTime), asc(contest.id));
  const current = new Map<string, number>();
  const rows: RatingRow[] = [];
  for (const c of contests) {
    const placed = await placementsOf(ctx, c);
    const rated = rowsOf(
      c,
      placed.map((p) => ({ ...p, rating: current.get(p.id) ?? null })),
    );
    for (const r of rated) current.set(r.uid, r.newRating);
    rows.push(...rated);
  }
  await writeRows(ctx, rows, async (tx) => {
    await tx.delete(userRating);
    await tx.update(contest).set({ ratingComputedAt: now }).where(ratedEnded(now));
    return true;
  });
  return { contests: contests.length, users: current.size };
}

/** The pass: rates what is due; see the file's head. */
export async function ratePendingContests(ctx: AppContext, now = new Date()): Promise<void> {
  const [pending, stale, [latest]] = await Promise.all([
    ctx.db
      .select()
      .from(contest)
      .where(and(ratedEnded(now), isNull(contest.ratingComputedAt)))
      .orderBy(asc(contest.endTime), asc(contest.id)),
    // Rows of a contest no longer rated, or no longer ended (its times were moved).
    ctx.db
      .select({ cid: userRating.cid })
      .from(userRating)
      .innerJoin(contest, eq(contest.id, userRating.cid))
      .where(or(eq(contest.rated, false), gt(contest.endTime, now)))
      .limit(1),
    ctx.db.select({ end: max(userRating.contestEnd) }).from(userRating),
  ]);
  if (pending.length === 0 && stale.length === 0) return;
  const lastEnd = latest?.end ? new Date(latest.end).getTime() : -Infinity;
  if (stale.length === 0 && pending.every((c) => c.endTime.getTime() > lastEnd)) {
    for (const c of pending) await rateOne(ctx, c);
    return;
  }
  await recomputeRatings(ctx, now);
}
