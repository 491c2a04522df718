/**
 * Groups on the embedded database: a site of BENCH_GROUP_USERS (20,000) users in BENCH_GROUPS (400)
 * groups of 60 members, with BENCH_GROUP_SUBMISSIONS (300,000) submissions of which a third were
 * made in groups. Times what a student's group pages ask: the group list (all, and "mine"), the
 * caller's seat in a group (every group call checks it), a class's submission page and its rank
 * (ACM and OI), as the services answer them. Prints numbers; asserts nothing.
 *
 *   npm run bench -- group
 */
import { eq, sql } from 'drizzle-orm';
import { Role, type SubmissionListQuery } from '@arbiter/contract';
import type { AuthUser } from '../apps/server/src/http/auth.ts';
import { seatIn } from '../apps/server/src/modules/group/access.ts';
import { groupList } from '../apps/server/src/modules/group/groups.ts';
import { groupRank } from '../apps/server/src/modules/group/rank.ts';
import { practiceSubmissionList } from '../apps/server/src/modules/submission/list.ts';
import { judge } from '../apps/server/src/db/schema.ts';
import { median, ms, percentile, sampleTimes, timed } from './load.ts';
import { withEmbeddedApp } from './embedded.ts';

const USERS = Number(process.env.BENCH_GROUP_USERS ?? 20_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 400);
const SIZE = 60;
const SUBMISSIONS = Number(process.env.BENCH_GROUP_SUBMISSIONS ?? 300_000);
const READS = Number(process.env.BENCH_GROUP_READS ?? 300);

/** User i's uid; user 1 is in groups 1, 2 and 3. */
const uidOf = (i: number) => `bench${String(i).padStart(27, '0')}`;
const student: AuthUser = {
  uid: uidOf(1),
  username: 'groupuser1',
  role: Role.DEFAULT_USER,
  roleName: 'default_user',
  groupRoots: [],
  tokenScopes: null,
};

await withEmbeddedApp('group', async ({ database, ctx }) => {
  const db = database.db;
  const [, fillMs] = await timed(async () => {
    await db.execute(sql`insert into user_info (uuid, username, password, role_id)
      select 'bench' || lpad(i::text, 27, '0'), 'groupuser' || i, 'x', ${Role.DEFAULT_USER}::int from generate_series(1, ${USERS}::int) i`);
    await db.execute(sql`insert into "group" (name, short_name, brief, description, uid, auth, code, visible)
      select 'Group number ' || g, 'GRP' || g, 'Brief of group ' || g, 'About group ' || g,
             'bench' || lpad(((g - 1) * 50 % ${USERS}::int + 1)::text, 27, '0'), 1 + g % 3, 'ABC123', g % 10 <> 0
      from generate_series(1, ${GROUPS}::int) g`);
    // Member k of group g is user ((g-1)*50 + k) mod USERS: neighbouring groups share some members.
    await db.execute(sql`insert into group_member (gid, uid, auth)
      select g, 'bench' || lpad((((g - 1) * 50 + k - 1) % ${USERS}::int + 1)::text, 27, '0'), case when k = 1 then 5 when k < 4 then 4 else 3 end
      from generate_series(1, ${GROUPS}::int) g cross join generate_series(1, ${SIZE}) k
      on conflict do nothing`);
    await db.execute(
      sql`insert into group_member (gid, uid, auth) values (2, ${student.uid}, 3), (3, ${student.uid}, 3) on conflict do nothing`,
    );
    await db.execute(sql`insert into judge (pid, display_pid, uid, username, status, time, memory, length, code, language, gid, submit_time, oi_rank_score)
      select 1 + i % 500, 'P' || (1 + i % 500), 'bench' || lpad((1 + i % ${USERS}::int)::text, 27, '0'), 'groupuser' || (1 + i % ${USERS}::int),
             (array[0, -1, 1, 0, 3])[1 + i % 5], 10, 1024, 100, '', 'C++',
             case when i % 3 = 0 then 1 + (i / 3) % ${GROUPS}::int end, now() - (i || ' seconds')::interval, i % 100
      from generate_series(1, ${SUBMISSIONS}::int) i`);
  });
  await database.maintain();
  const [{ n: inGroup1 } = { n: 0 }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(judge)
    .where(eq(judge.gid, 1))) as { n: number }[];
  console.log(
    `group: ${USERS} users, ${GROUPS} groups of ${SIZE}, ${SUBMISSIONS} submissions (group 1 has ${inGroup1}); filled in ${(fillMs / 1000).toFixed(1)} s`,
  );

  const list = await sampleTimes(READS, (i) => groupList(ctx, student, { currentPage: 1 + (i % 20), limit: 15 }));
  const mine = await sampleTimes(READS, () => groupList(ctx, student, { currentPage: 1, limit: 15, onlyMine: true }));
  const seat = await sampleTimes(READS, (i) => seatIn(ctx, 1 + (i % 3), student));
  const q: SubmissionListQuery = {
    currentPage: 1,
    limit: 30,
    completeProblemID: false,
    onlyMine: false,
    beforeContestSubmit: false,
    containsEnd: false,
  };
  const subs = await sampleTimes(READS, () => practiceSubmissionList(ctx, student, q, eq(judge.gid, 2)));
  const acm = await sampleTimes(READS, (i) => groupRank(ctx, student, { gid: 1 + (i % 3), type: 0, currentPage: 1, limit: 30 }));
  const oi = await sampleTimes(READS, (i) => groupRank(ctx, student, { gid: 1 + (i % 3), type: 1, currentPage: 2, limit: 30 }));
  const line = (name: string, t: number[]) => `${name} median ${ms(median(t))} ms p99 ${ms(percentile(t, 99))} ms`;
  console.log(
    `group summary (${READS} calls each): ${[
      line('list page', list),
      line('mine', mine),
      line('seat', seat),
      line('submissions page', subs),
      line('rank ACM', acm),
      line('rank OI page 2', oi),
    ].join('; ')}`,
  );
});
