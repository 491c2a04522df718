import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contest, contestPrint, file, group, judge, testJudge, training, trainingRecord, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, notFound } from '../../http/envelope.ts';
import { usersInUse } from '../../http/messages/user-admin.ts';

/**
 * Rows that name a user by uid without a foreign key: deleting the user would leave them pointing
 * at nobody (a submission without its author, a contest without its creator), so such a user is
 * kept, and the back office bans them instead. Rows with a foreign key go with the user (records,
 * sessions, registrations, accepted logs) or forget the author (announcements).
 */
const KEEPING_TABLES = [
  { table: judge, uid: judge.uid },
  { table: contestPrint, uid: contestPrint.uid },
  { table: trainingRecord, uid: trainingRecord.uid },
  { table: contest, uid: contest.uid },
  { table: training, uid: training.uid },
  // A group's owner: the group would be left without one.
  { table: group, uid: group.uid },
] as const;

/** Deletes users, all or none: never the caller, never one that other rows still name. */
export async function deleteUsers(ctx: AppContext, caller: AuthUser, ids: readonly string[]): Promise<void> {
  const uids = [...new Set(ids)];
  if (uids.includes(caller.uid)) throw fail('You can not delete yourself');
  await ctx.db.transaction(async (tx) => {
    // Locked, so that the check below and the delete see the same users.
    const users = await tx
      .select({ uid: userInfo.uuid, username: userInfo.username })
      .from(userInfo)
      .where(inArray(userInfo.uuid, uids))
      .for('update');
    if (users.length !== uids.length) throw notFound('The user does not exist');
    const inUse = new Set<string>();
    for (const { table, uid } of KEEPING_TABLES) {
      const rows = await tx.selectDistinct({ uid }).from(table).where(inArray(uid, uids));
      for (const r of rows) if (r.uid) inUse.add(r.uid);
    }
    if (inUse.size > 0) throw fail(usersInUse(users.filter((u) => inUse.has(u.uid)).map((u) => u.username)));

    await tx.delete(testJudge).where(inArray(testJudge.uid, uids));
    // Uploads stay where they are used (images in problem text); an avatar goes with its owner.
    await tx
      .update(file)
      .set({ uid: null, delete: sql`${file.delete} or ${file.type} = 'avatar'` })
      .where(inArray(file.uid, uids));
    await tx.delete(userInfo).where(inArray(userInfo.uuid, uids));
  });
}
