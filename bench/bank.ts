/**
 * The problem bank under a school's load: the problem list (plain, by tag, by keyword), a problem's
 * detail, the submission list (all, by author) and both rank lists, read over HTTP from the real
 * server on the embedded database after filling it with a large bank:
 * BENCH_PROBLEMS (1,000) problems with 3 tags each, BENCH_USERS (2,000) students and
 * BENCH_JUDGES (200,000) judged submissions. Prints numbers; asserts nothing.
 *
 *   npm run bench -- bank
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedLanguages } from '../apps/server/src/modules/problem-admin/languages.ts';
import { withEmbeddedApp } from './embedded.ts';
import { load } from './load.ts';

const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 2000);
const JUDGES = Number(process.env.BENCH_JUDGES ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

await withEmbeddedApp(
  'bank',
  async ({ database, ctx }) => {
    const db = database.db;

    // The bank, filled the way years of use would leave it (verdicts spread like a real judge's).
    const t0 = performance.now();
    await db.execute(sql`insert into tag (name, color, oj) select 'tag' || i, '#409EFF', 'ME' from generate_series(1, 50) i`);
    await db.execute(sql`insert into problem (problem_id, title, description, difficulty, type, auth, author)
    select 'B' || i, 'Problem ' || i, 'Statement of problem ' || i, i % 3, i % 2, 1, 'root' from generate_series(1, ${PROBLEMS}) i`);
    await db.execute(sql`insert into problem_tag (pid, tid)
    select p.id, t.id from problem p join tag t on t.id in ((p.id % 50) + 1, ((p.id + 7) % 50) + 1, ((p.id + 19) % 50) + 1)`);
    await db.execute(sql`insert into user_info (uuid, username, password, nickname)
    select md5('u' || i), 'student' || i, 'x', 'Student ' || i from generate_series(1, ${USERS}) i`);
    const verdicts = sql.raw(`(array[0,0,0,-1,-1,1,2,3,-2,-3,8])[1 + (i % 11)]`);
    await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, score, length, code, language, submit_time, oi_rank_score)
    select p, 'B' || p, md5('u' || u), 'student' || u, ${verdicts}, i % 1000, 2048 + i % 4096,
           case when p % 2 = 1 then (i % 11) * 10 else null end, 200, 'int main(){}', 'C++',
           now() - (i || ' seconds')::interval, case when p % 2 = 1 then i % 12 else null end
    from (select i, 1 + (i * 7919) % ${PROBLEMS} as p, 1 + (i * 104729) % ${USERS} as u from generate_series(1::bigint, ${JUDGES}) i) s`);
    await db.execute(sql`insert into user_acproblem (uid, pid, submit_id)
    select distinct on (uid, pid) uid, pid, submit_id from judge where status = 0 order by uid, pid, submit_id`);
    // As the server's ten-minute maintenance leaves it.
    await database.maintain();
    console.log(
      `bank: ${PROBLEMS} problems, ${USERS} users, ${JUDGES} submissions filled in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );

    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const get = (path: string) => () => fetch(base + path);
    const row = async (name: string, path: string, requests = REQUESTS) => load(name, get(path), requests, CONCURRENCY);
    try {
      await row('problem list, page 1 of 30', '/api/get-problem-list?currentPage=1&limit=30');
      await row('problem list, page 20', '/api/get-problem-list?currentPage=20&limit=30');
      await row('problem list, two tags (AND)', '/api/get-problem-list?currentPage=1&limit=30&tagId=1&tagId=8');
      await row('problem list, keyword', '/api/get-problem-list?currentPage=1&limit=30&keyword=Problem%2012');
      await row('problem detail', '/api/get-problem-detail?problemId=B123');
      await row('tags and classifications', '/api/get-problem-tags-and-classification?oj=ME');
      await row('submission list, page 1 of 15', '/api/get-submission-list?onlyMine=false&currentPage=1&limit=15');
      await row('submission list, by author', '/api/get-submission-list?onlyMine=false&currentPage=1&limit=15&username=student42');
      await row(
        'submission list, by problem',
        '/api/get-submission-list?onlyMine=false&currentPage=1&limit=15&problemID=B7&completeProblemID=true',
      );
      await row('ACM rank list, page 1 (kept 60 s)', '/api/get-rank-list?type=0&currentPage=1&limit=30');
      await row('OI rank list, page 1 (kept 60 s)', '/api/get-rank-list?type=1&currentPage=1&limit=30');
      // A search is never kept: this is what building a page costs.
      await row('ACM rank list, searched (read fresh)', '/api/get-rank-list?type=0&currentPage=1&limit=30&searchUser=student42');
      await row('OI rank list, searched (read fresh)', '/api/get-rank-list?type=1&currentPage=1&limit=30&searchUser=student42');
      // The worst search: a word in every name, so every submission is summed.
      await row('ACM rank list, searched, every user', '/api/get-rank-list?type=0&currentPage=1&limit=30&searchUser=student', 200);
    } finally {
      app.server.closeAllConnections();
      await app.close();
    }
  },
  (database) => seedLanguages(database.db),
);
