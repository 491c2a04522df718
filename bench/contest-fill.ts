import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from './load.ts';

/**
 * A running public ACM contest, an hour in and three to go: `problems` contest-only problems,
 * students 1..`participants` (from fillBank) registered, each with `perUser` judged submissions
 * spread over the hour. Answers the contest's id.
 */
export async function fillRunningContest(db: Db, size: { participants: number; problems: number; perUser: number }): Promise<number> {
  const start = Date.now() - 3600_000;
  await db.execute(sql`insert into problem (problem_id, title, description, auth, author)
    select 'C' || i, 'Contest problem ' || i, 'Statement ' || i, 3, 'root' from generate_series(1, ${size.problems}) i`);
  const created = await db.execute(sql`insert into contest (uid, author, title, type, start_time, end_time, duration)
    values ('1', 'root', 'Bench contest', 0, ${new Date(start).toISOString()}, ${new Date(start + 4 * 3600_000).toISOString()}, ${4 * 3600})
    returning id`);
  const cid = Number(rowsOf<{ id: number }>(created)[0]!.id);
  await db.execute(sql`insert into contest_problem (cid, pid, display_id, display_title)
    select ${cid}, p.id, chr(64 + row_number() over (order by p.id)::int), p.title from problem p where p.problem_id like 'C%'`);
  await db.execute(
    sql`insert into contest_register (cid, uid) select ${cid}, md5('u' || i) from generate_series(1, ${size.participants}) i`,
  );
  // Stronger students (lower numbers) are accepted more often.
  await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, length, code, language, cid, cpid, submit_time)
    select cp.pid, cp.display_id, md5('u' || s.u), 'student' || s.u,
           case when (s.i * 31 + s.u) % ${size.participants} > s.u then 0 else -1 end, s.i % 1000, 2048, 100, 'int main(){}', 'C++',
           ${cid}, cp.id, ${new Date(start).toISOString()}::timestamptz + ((s.i * 7) % 3600 || ' seconds')::interval
    from (select i, 1 + i % ${size.participants} as u, (i * 13) % ${size.problems} as k
          from generate_series(1, ${size.participants * size.perUser}) i) s
    join (select id, pid, display_id, row_number() over (order by pid) - 1 as k from contest_problem where cid = ${cid}) cp on cp.k = s.k`);
  return cid;
}
