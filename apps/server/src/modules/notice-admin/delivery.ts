import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, inRoleGroup, roleName } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { adminSysNotice, userInfo, userSysNotice } from '../../db/schema.ts';

/**
 * Puts system notices into their recipients' inboxes (`user_sys_notice`, unread). hoj does this by
 * an hourly job; here a notice is delivered in the transaction that creates it, and a new user
 * receives the standing `All` notices in the transaction that creates the user.
 */

type InboxType = 'Sys' | 'Mine';

/** The roles an `Admin` notice reaches: every admin role of the back office (hoj delivers it to nobody). */
const ADMIN_ROLE_IDS = ROLE_IDS.filter((r) => inRoleGroup('admins', roleName(r)));

/**
 * Creating users and delivering an `All` notice exclude each other through this lock (users take it
 * shared, a delivery alone), so a user created while a notice goes out receives it one way or the
 * other: each statement after the lock sees what the other transaction committed.
 */
const DELIVERY_LOCK = 0x5359_534e;

const INBOX_COLUMNS = sql.join(
  [userSysNotice.sysNoticeId, userSysNotice.recipientId, userSysNotice.type].map((c) => sql.identifier(c.name)),
  sql`, `,
);

/** Inserts what `rows` selects (notice id, recipient uid, inbox type) into the inboxes in one statement; a notice reaches a user once. */
async function insertDeliveries(tx: DbLike, rows: SQL): Promise<void> {
  await tx.execute(sql`insert into ${userSysNotice} (${INBOX_COLUMNS}) ${rows} on conflict do nothing`);
}

/** Delivers a notice just created to its recipients and marks it delivered. */
export async function deliverNotice(tx: DbLike, notice: { id: number; type: string; recipientId: string | null }): Promise<void> {
  const id = sql`${notice.id}::bigint`;
  if (notice.type === 'Single' && notice.recipientId) {
    await insertDeliveries(tx, sql`values (${id}, ${notice.recipientId}, ${'Mine' satisfies InboxType})`);
  } else if (notice.type === 'All' || notice.type === 'Admin') {
    if (notice.type === 'All') await tx.execute(sql`select pg_advisory_xact_lock(${DELIVERY_LOCK})`);
    const who = notice.type === 'Admin' ? inArray(userInfo.roleId, ADMIN_ROLE_IDS) : sql`true`;
    await insertDeliveries(tx, sql`select ${id}, ${userInfo.uuid}, ${'Sys' satisfies InboxType}::varchar from ${userInfo} where ${who}`);
  }
  await tx.update(adminSysNotice).set({ state: true }).where(eq(adminSysNotice.id, notice.id));
}

/**
 * Gives users just created (registered, imported or generated) every `All` notice already sent, as
 * hoj does on registration. Call it in the transaction that creates them.
 */
export async function deliverStandingNotices(tx: DbLike, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${DELIVERY_LOCK})`);
  const standing = and(eq(adminSysNotice.type, 'All'), eq(adminSysNotice.state, true));
  const created = sql.join(
    uids.map((uid) => sql`${uid}`),
    sql`, `,
  );
  await insertDeliveries(
    tx,
    sql`select ${adminSysNotice.id}, u.uid, ${'Sys' satisfies InboxType}::varchar
        from ${adminSysNotice} cross join unnest(array[${created}]::varchar[]) as u(uid) where ${standing}`,
  );
}
