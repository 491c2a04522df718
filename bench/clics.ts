/**
 * The CLICS Contest API's cost on a regional-sized contest and on a large one, on the embedded
 * database: an open event feed polls its contest every second (`modules/clics/feed.ts`), so what a
 * poll costs bounds how many open feeds a server carries: the fingerprint query while nothing
 * changed, a rebuild of the snapshot and the viewer's event log after a change. Also the whole feed (every event as NDJSON) and the REST
 * scoreboard through HTTP. Prints numbers; asserts nothing.
 *
 *   npm run bench -- clics
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openView } from '../apps/server/src/modules/clics/view.ts';
import { withEmbeddedApp } from './embedded.ts';
import { fillEndedContest } from './ended-contest.ts';
import { median, ms, sampleTimes, timed } from './load.ts';

const SIZES = [
  { users: 300, submissions: 5_000, problems: 12 },
  { users: 2_000, submissions: 100_000, problems: 13 },
];
const READS = Number(process.env.BENCH_CLICS_READS ?? 20);

for (const size of SIZES) {
  await withEmbeddedApp('clics', async ({ ctx }) => {
    const [c, fillMs] = await timed(() => fillEndedContest(ctx.db, size));
    console.log(
      `clics: ${size.users} teams, ${size.problems} problems, ${size.submissions} submissions filled in ${(fillMs / 1000).toFixed(1)} s`,
    );
    const publicViewer = { c, user: null, admin: false, uid: null };
    const adminViewer = { c, user: null, admin: true, uid: null };
    const first = await timed(() => openView(ctx, publicViewer));
    console.log(`  events in the public log: ${first[0].log.length}; first read ${ms(first[1])} ms`);
    // A view is kept while the contest's rows stay as they are: a poll then costs the fingerprint
    // query. After a change (a new verdict: the contest's version is bumped here to force it) it is rebuilt.
    const idle = await sampleTimes(READS, () => openView(ctx, publicViewer));
    const rebuilt = await sampleTimes(READS, async (i) => {
      await ctx.db.execute(
        sql`update judge set rev = nextval('judge_rev_seq') where submit_id = (select min(submit_id) + ${i} from judge where cid = ${c.id})`,
      );
      return openView(ctx, adminViewer);
    });
    console.log(
      `  one feed poll: nothing changed median ${ms(median(idle))} ms; after a new verdict (rebuild) median ${ms(median(rebuilt))} ms`,
    );

    const app = await buildApp(ctx);
    try {
      const feed = await sampleTimes(3, () => app.inject({ method: 'GET', url: `/api/clics/contests/${c.id}/event-feed?stream=false` }));
      const body = (await app.inject({ method: 'GET', url: `/api/clics/contests/${c.id}/event-feed?stream=false` })).body;
      const board = await sampleTimes(READS, () => app.inject({ method: 'GET', url: `/api/clics/contests/${c.id}/scoreboard` }));
      console.log(
        `  whole public feed over HTTP: median ${ms(median(feed))} ms for ${body.split('\n').length - 1} lines (${(body.length / 1e6).toFixed(1)} MB); scoreboard median ${ms(median(board))} ms`,
      );
    } finally {
      await app.close();
    }
  });
}
