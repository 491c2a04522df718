import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { loadContest, type ContestRow } from '../apps/server/src/modules/contest/access.ts';
import { rowsOf } from './load.ts';

/** A contest's verdicts as a judge leaves them: mostly wrong answers and accepts, some limits, compile errors, a few others. */
const VERDICT_MIX = `(array[0,0,0,0,0,-1,-1,-1,-1,-1,-1,-1,1,1,3,2,-2,-2,-3,4])[1 + floor(random() * 20)::int]`;

/**
 * An ACM contest that ended a minute ago after five hours, sealed for its last hour, with awards
 * and two star users: `users` students (students 1..users, 40 schools), `problems` problems and
 * `submissions` judged submissions spread over its hours (the scoreboard and CLICS benchmarks).
 */
export async function fillEndedContest(db: Db, size: { users: number; submissions: number; problems: number }): Promise<ContestRow> {
  const { users: USERS, submissions: SUBMISSIONS, problems: PROBLEMS } = size;
  const end = Date.now() - 60_000;
  const start = end - 5 * 3600_000;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`insert into user_info (uuid, username, password, nickname, school, realname)
    select md5('sb' || i), 'student' || i, 'x', 'Student ' || i, 'School ' || (i % 40), 'Real ' || i from generate_series(1, ${USERS}) i`);
  await db.execute(sql`insert into problem (problem_id, title, description, auth, author)
    select 'SB' || i, 'Problem ' || i, 'Statement ' || i, 1, 'root' from generate_series(1, ${PROBLEMS}) i`);
  const created = await db.execute(sql`insert into contest
      (uid, author, title, type, start_time, end_time, duration, seal_rank, seal_rank_time, star_account, award_type, award_config)
    values ('1', 'root', 'Bench contest', 0, ${new Date(start).toISOString()}, ${new Date(end).toISOString()}, ${5 * 3600},
      true, ${new Date(end - 3600_000).toISOString()}, '["student7","student77"]'::jsonb, 1,
      '[{"priority":1,"name":"Gold","background":"#e6bf25","color":"#fff","num":10},{"priority":2,"name":"Silver","background":"#e6e6e6","color":"#000","num":20},{"priority":3,"name":"Bronze","background":"#c8852c","color":"#fff","num":30}]'::jsonb)
    returning id`);
  const cid = Number(rowsOf<{ id: number }>(created)[0]!.id);
  await db.execute(sql`insert into contest_problem (cid, pid, display_id, display_title)
    select ${cid}, p.id, chr(64 + row_number() over (order by p.id)::int), p.title from problem p where p.problem_id like 'SB%'`);
  const BATCH = 10_000;
  for (let from = 1; from <= SUBMISSIONS; from += BATCH) {
    const to = Math.min(SUBMISSIONS, from + BATCH - 1);
    // Stronger students solve more: the user's number skews both the problem spread and the verdicts.
    await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, length, code, language, cid, cpid, submit_time)
      select cp.pid, 'SB' || cp.pid, md5('sb' || s.u), 'student' || s.u, ${sql.raw(VERDICT_MIX)}, floor(random() * 1000)::int, 2048, 100,
             'int main(){}', 'C++', ${cid}, cp.id, ${new Date(start).toISOString()}::timestamptz + (random() * 5 * interval '1 hour')
      from (select i, 1 + floor(random() * ${USERS})::int as u, floor(random() * ${PROBLEMS})::int as k from generate_series(${from}::int, ${to}::int) i) s
      join (select id, pid, row_number() over (order by pid) - 1 as k from contest_problem where cid = ${cid}) cp on cp.k = s.k`);
  }
  return (await loadContest(db, cid))!;
}
