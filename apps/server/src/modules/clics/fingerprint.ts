import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';

/**
 * A digest of every stored row a contest's snapshot (`snapshot.ts`) is read from, in one cheap
 * query: its submissions by revision and count (`judge.rev` moves on every write of a row, case
 * results come with one), its clarifications, registrations and problems (with each problem's
 * last save), and the highest profile revision of the site. When it and the contest's row are
 * unchanged, so is the snapshot, and a view built from it before still holds: an open feed's
 * poll then costs this query instead of a rebuild (see `openView`).
 */
export async function fingerprintOf(db: DbLike, cid: number): Promise<string> {
  const result = await db.execute(sql`select
    (select coalesce(max(rev), 0)::text || '/' || count(*) from judge where cid = ${cid}) as j,
    (select md5(coalesce(string_agg(q::text, ',' order by q.id), '')) from contest_clarification q where q.cid = ${cid}) as q,
    (select count(*)::text || '/' || coalesce(max(gmt_create)::text, '') from contest_register where cid = ${cid}) as r,
    (select md5(coalesce(string_agg(cp::text || p.gmt_modified::text, ',' order by cp.id), ''))
       from contest_problem cp join problem p on p.id = cp.pid where cp.cid = ${cid}) as p,
    (select coalesce(max(ident_rev), 0)::text from user_info) as u`);
  const row = rowsOf<Record<string, string>>(result)[0] ?? {};
  return [row.j, row.q, row.r, row.p, row.u].join('|');
}
