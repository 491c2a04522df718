import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/** The size of a bank as the benchmarks fill it. */
export interface BankSize {
  problems: number;
  users: number;
  judges: number;
}

/**
 * Fills a migrated database with a bank the way years of use would leave it: 50 tags, `problems`
 * problems with 3 tags each, `users` students and `judges` judged submissions whose verdicts are
 * spread like a real judge's, with the accepted problems each student has.
 */
export async function fillBank(db: Db, { problems, users, judges }: BankSize): Promise<void> {
  await db.execute(sql`insert into tag (name, color, oj) select 'tag' || i, '#409EFF', 'ME' from generate_series(1, 50) i`);
  await db.execute(sql`insert into problem (problem_id, title, description, difficulty, type, auth, author)
    select 'B' || i, 'Problem ' || i, 'Statement of problem ' || i, i % 3, i % 2, 1, 'root' from generate_series(1, ${problems}) i`);
  await db.execute(sql`insert into problem_tag (pid, tid)
    select p.id, t.id from problem p join tag t on t.id in ((p.id % 50) + 1, ((p.id + 7) % 50) + 1, ((p.id + 19) % 50) + 1)`);
  await db.execute(sql`insert into user_info (uuid, username, password, nickname)
    select md5('u' || i), 'student' || i, 'x', 'Student ' || i from generate_series(1, ${users}) i`);
  const verdicts = sql.raw(`(array[0,0,0,-1,-1,1,2,3,-2,-3,8])[1 + (i % 11)]`);
  await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, score, length, code, language, submit_time, oi_rank_score)
    select p, 'B' || p, md5('u' || u), 'student' || u, ${verdicts}, i % 1000, 2048 + i % 4096,
           case when p % 2 = 1 then (i % 11) * 10 else null end, 200, 'int main(){}', 'C++',
           now() - (i || ' seconds')::interval, case when p % 2 = 1 then i % 12 else null end
    from (select i, 1 + (i * 7919) % ${problems} as p, 1 + (i * 104729) % ${users} as u from generate_series(1::bigint, ${judges}) i) s`);
  await db.execute(sql`insert into user_acproblem (uid, pid, submit_id)
    select distinct on (uid, pid) uid, pid, submit_id from judge where status = 0 order by uid, pid, submit_id`);
}
