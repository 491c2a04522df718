/**
 * The message centre on the embedded database: one reader with BENCH_MSG_MESSAGES (9,800)
 * comment, reply and like messages (half of them read) and 200 system notices (All, Admin and
 * Single, half of them read), on a site of BENCH_MSG_USERS (20,000) users where other users have
 * messages and read notices too. Times the unread counts the top bar polls, and a page of a tab
 * (the first, and one deep in the list), as the routes answer them. Prints numbers; asserts nothing.
 *
 *   npm run bench -- messages
 */
import { sql } from 'drizzle-orm';
import { Role } from '@arbiter/contract';
import type { Db } from '../apps/server/src/db/client.ts';
import { readInboxPage, unreadInbox } from '../apps/server/src/modules/message/inbox.ts';
import { readNoticePage, unreadNotices, type NoticeReader } from '../apps/server/src/modules/message/notices.ts';
import { median, ms, percentile, sampleTimes, timed } from './load.ts';
import { withEmbeddedApp } from './embedded.ts';

const USERS = Number(process.env.BENCH_MSG_USERS ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MSG_MESSAGES ?? 9_800);
const NOTICES = 200;
/** Messages to the other users, and how many of them read each notice. */
const OTHER_MESSAGES = Number(process.env.BENCH_MSG_OTHER ?? 100_000);
const OTHER_READERS = Number(process.env.BENCH_MSG_OTHER_READERS ?? 1_000);
const READS = Number(process.env.BENCH_MSG_READS ?? 500);

/** User 1, an admin (so the Admin notices address them too); the others' uids are md5('msg' || i). */
const reader: NoticeReader = { uid: 'bench0message0reader000000000001', role: Role.ADMIN };

async function fill(db: Db): Promise<void> {
  await db.execute(sql`insert into user_info (uuid, username, password, role_id)
    select case when i = 1 then ${reader.uid} else md5('msg' || i) end, 'msguser' || i, 'x',
           case when i = 1 then ${reader.role}::int else ${Role.DEFAULT_USER}::int end
    from generate_series(1, ${USERS}::int) i`);
  const uid = (i: string) => sql.raw(`(case when ${i} = 1 then '${reader.uid}' else md5('msg' || ${i}) end)`);
  await db.execute(sql`insert into discussion (title, uid) select 'Discussion ' || i, ${reader.uid} from generate_series(1, 100) i`);
  // The reader's messages: a third comments, a third replies, a third likes; the older half read.
  await db.execute(sql`insert into user_message (action, sender_id, recipient_id, source_id, source_type, source_content, url, state)
    select (array['Discuss','Reply','Like_Post','Like_Discuss','Discuss','Reply'])[1 + i % 6], ${uid('(2 + i % 500)')}, ${reader.uid},
           1 + i % 100, 'Discussion', 'message ' || i, '/discussion-detail/' || (1 + i % 100), i < ${MESSAGES / 2}::int
    from generate_series(1, ${MESSAGES}) i`);
  await db.execute(sql`insert into user_message (action, sender_id, recipient_id, source_id, source_type, source_content, url, state)
    select (array['Discuss','Reply','Like_Post'])[1 + i % 3], ${reader.uid}, ${uid(`(2 + i % ${USERS - 1})`)},
           1 + i % 100, 'Discussion', 'message ' || i, '/discussion-detail/' || (1 + i % 100), i % 2 = 0
    from generate_series(1, ${OTHER_MESSAGES}) i`);
  // 200 notices: mostly to all, some to admins, some to the reader or another user alone.
  await db.execute(sql`insert into admin_sys_notice (title, content, type, recipient_id, admin_id, state)
    select 'Notice ' || i, 'Content of notice ' || i,
           case when i % 10 < 7 then 'All' when i % 10 < 9 then 'Admin' else 'Single' end,
           case when i % 10 = 9 then ${uid('(1 + i % 3)')} end, ${reader.uid}, true
    from generate_series(1, ${NOTICES}) i`);
  await db.execute(sql`insert into user_sys_notice (sys_notice_id, recipient_id, state)
    select n.id, ${reader.uid}, true from admin_sys_notice n where n.id % 2 = 0 and n.type <> 'Single'`);
  await db.execute(sql`insert into user_sys_notice (sys_notice_id, recipient_id, state)
    select n.id, md5('msg' || u), true from admin_sys_notice n cross join generate_series(2, ${OTHER_READERS + 1}) u where n.type = 'All'`);
}

await withEmbeddedApp('messages', async ({ database }) => {
  const db = database.db;
  const [, fillMs] = await timed(() => fill(db));
  await database.maintain();
  console.log(
    `messages: ${USERS} users; the reader has ${MESSAGES} comment/reply/like messages and ${NOTICES} notices on the site; filled in ${(fillMs / 1000).toFixed(1)} s`,
  );
  const counts = async () => ({ ...(await unreadInbox(db, reader.uid)), ...(await unreadNotices(db, reader)) });
  console.log(`unread: ${JSON.stringify(await counts())}`);

  const unread = await sampleTimes(READS, () => counts());
  // The first read marks the page read; the later reads of it have nothing to mark.
  const firstPage = await sampleTimes(READS, () => readInboxPage(db, reader.uid, 'comment', 1, 6));
  const deepPage = await sampleTimes(READS, (i) => readInboxPage(db, reader.uid, 'like', 100 + (i % 300), 6));
  const sysPage = await sampleTimes(READS, (i) => readNoticePage(db, reader, 'Sys', 1 + (i % 20), 8));
  const line = (name: string, t: number[]) => `${name} median ${ms(median(t))} ms p99 ${ms(percentile(t, 99))} ms`;
  console.log(
    `messages summary (${READS} calls each): ${[line('unread', unread), line('comment page 1', firstPage), line('like page 100-400', deepPage), line('sys page', sysPage)].join('; ')}`,
  );
});
