import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, inRoleGroup, roleName, type Page, type RoleId, type SysMsgVO } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { adminSysNotice, userSysNotice } from '../../db/schema.ts';
import { fail, page } from '../../http/envelope.ts';

/**
 * The system notices a user reads. A notice is stored once; whom it addresses is worked out here
 * when it is read: `All` every user (those who joined after it too), `Admin` every user of an admin
 * role now, `Single` its recipient (the Mine tab). A user's `user_sys_notice` row says what they
 * have read or cleaned, so a site of many users costs one row per notice and reader, not per user.
 */

/** The roles an `Admin` notice addresses: every admin role of the back office. */
export const ADMIN_ROLE_IDS = ROLE_IDS.filter((r) => inRoleGroup('admins', roleName(r)));

export type NoticeTab = SysMsgVO['type'];

export interface NoticeReader {
  uid: string;
  role: RoleId;
}

/** The notices of a tab addressed to the reader. */
function addressed(tab: NoticeTab, reader: NoticeReader): SQL {
  if (tab === 'Mine') return and(eq(adminSysNotice.type, 'Single'), eq(adminSysNotice.recipientId, reader.uid))!;
  const types = ADMIN_ROLE_IDS.includes(reader.role) ? ['All', 'Admin'] : ['All'];
  return inArray(adminSysNotice.type, types);
}

/** The reader's row beside each notice (absent: neither read nor cleaned). */
const mine = (uid: string) => and(eq(userSysNotice.sysNoticeId, adminSysNotice.id), eq(userSysNotice.recipientId, uid));

/** Unread notices per tab: those addressed, less those with a row (a row is read or cleaned). */
export async function unreadNotices(db: DbLike, reader: NoticeReader): Promise<Record<'sys' | 'mine', number>> {
  const unread = (tab: NoticeTab) =>
    sql`(select count(*) from ${adminSysNotice} where ${addressed(tab, reader)})
      - (select count(*) from ${userSysNotice} join ${adminSysNotice} on ${adminSysNotice.id} = ${userSysNotice.sysNoticeId}
         where ${userSysNotice.recipientId} = ${reader.uid} and ${addressed(tab, reader)})`;
  const [row] = await db
    .select({ sys: sql<number>`(${unread('Sys')})::int`, mine: sql<number>`(${unread('Mine')})::int` })
    .from(sql`(select 1) as one`);
  return row!;
}

/** One page of a tab's notices, newest first, without those cleaned; the unread ones on it become read. */
export async function readNoticePage(
  db: DbLike,
  reader: NoticeReader,
  tab: NoticeTab,
  current: number,
  size: number,
): Promise<Page<SysMsgVO>> {
  const where = and(addressed(tab, reader), sql`${userSysNotice.deleted} is not true`);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: adminSysNotice.id,
        title: adminSysNotice.title,
        content: adminSysNotice.content,
        adminId: adminSysNotice.adminId,
        state: sql<boolean>`coalesce(${userSysNotice.state}, false)`,
        gmtCreate: adminSysNotice.gmtCreate,
      })
      .from(adminSysNotice)
      .leftJoin(userSysNotice, mine(reader.uid))
      .where(where)
      .orderBy(desc(adminSysNotice.id))
      .limit(size)
      .offset((current - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminSysNotice)
      .leftJoin(userSysNotice, mine(reader.uid))
      .where(where),
  ]);
  await mark(
    db,
    reader.uid,
    rows.filter((r) => !r.state).map((r) => r.id),
    { state: true },
  );
  const records = rows.map((r) => ({ ...r, type: tab, gmtCreate: r.gmtCreate.toISOString() }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** Records what the reader did with these notices (read or cleaned), whether or not they had a row. */
async function mark(db: DbLike, uid: string, ids: number[], set: { state: true } | { deleted: true }): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(userSysNotice)
    .values(ids.map((sysNoticeId) => ({ sysNoticeId, recipientId: uid, ...set })))
    .onConflictDoUpdate({ target: [userSysNotice.recipientId, userSysNotice.sysNoticeId], set });
}

/** Cleans one notice of a tab addressed to the reader, or all of them: they are no longer shown nor counted. */
export async function cleanNotices(db: DbLike, reader: NoticeReader, tab: NoticeTab, id: number | undefined): Promise<void> {
  const which = id === undefined ? addressed(tab, reader) : and(addressed(tab, reader), eq(adminSysNotice.id, id));
  const ids = (await db.select({ id: adminSysNotice.id }).from(adminSysNotice).where(which)).map((r) => r.id);
  if (id !== undefined && ids.length === 0) throw fail('The message does not exist');
  await mark(db, reader.uid, ids, { deleted: true });
}
