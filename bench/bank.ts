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
import { buildApp } from '../apps/server/src/app.ts';
import { seedLanguages } from '../apps/server/src/modules/problem-admin/languages.ts';
import { fillBank } from './bank-fill.ts';
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
    await fillBank(db, { problems: PROBLEMS, users: USERS, judges: JUDGES });
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
