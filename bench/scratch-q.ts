import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from './load.ts';
const url = process.env.URL;
const database = await openDatabase(url ? { url } : { dataDir: join(process.argv[2]!, 'db') });
const db = database.db;
const qs: Record<string, string> = {
  list: `select id, problem_id, title from problem where auth = 1 and is_group = false and is_remote = false order by length(problem_id), problem_id limit 30`,
  count: `select count(*) from problem where auth = 1 and is_group = false and is_remote = false`,
  counts: `select pid, status, count(*) from judge where pid in (1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30) and cid = 0 and gid is null group by pid, status`,
  tags: `select pt.pid, t.* from problem_tag pt join tag t on t.id = pt.tid where pt.pid in (1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30) order by t.id`,
  subs: `select j.submit_id, p.title from judge j join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and p.auth = 1 and p.is_group = false order by j.submit_time desc, j.submit_id desc limit 15`,
  subcount: `select count(*) from (select 1 from judge j join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and p.auth = 1 and p.is_group = false limit 10000) c`,
  trivial: `select 1`,
};
for (const [name, q] of Object.entries(qs)) {
  for (let i = 0; i < 3; i++) await db.execute(sql.raw(q));
  const t = performance.now();
  for (let i = 0; i < 20; i++) await db.execute(sql.raw(q));
  console.log(name.padEnd(10), ((performance.now() - t) / 20).toFixed(3), 'ms');
  if (process.env.EXPLAIN)
    console.log(
      rowsOf<Record<string, string>>(await db.execute(sql.raw('explain analyze ' + q)))
        .map((r) => Object.values(r)[0])
        .join('\n'),
    );
}
await database.close();
