import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@arbiter/contract';
import { announcement, contest, file, judge, problem, userAcproblem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { DAY_MS, HOUR_MS, addUser, dayIn, pngBytes, tokenFor, type TestUser } from '../../../test/fixtures.ts';

let server: TestServer;
let author: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  author = await addUser(server, 'writer');
});
afterAll(async () => {
  await server.close();
});

const TZ = 'Asia/Shanghai';
const MINUTE_MS = 60_000;

/** Every submission this file inserts, to work out the weekly statistics. */
const submissions: { at: Date; status: number }[] = [];

async function submit(user: TestUser, extra: Partial<typeof judge.$inferInsert> = {}): Promise<void> {
  const at = extra.submitTime ?? new Date();
  const status = extra.status ?? JudgeStatus.WRONG_ANSWER;
  await server.ctx.db
    .insert(judge)
    .values({ pid: 1, displayPid: '1', uid: user.uid, username: user.username, language: 'C', ...extra, submitTime: at, status });
  submissions.push({ at, status });
}

describe('GET /api/get-website-config', () => {
  it('answers the site settings, the sender address and the switches', async () => {
    const res = await server.call('GET', '/api/get-website-config');
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'success' });
    expect(res.data).toEqual({
      // From BASE_URL until an administrator sets one.
      baseUrl: 'http://arbiter.test',
      name: 'Arbiter Online Judge',
      shortName: 'Arbiter',
      description: 'An online judge for practice and contests',
      register: true,
      recordName: '',
      recordUrl: '',
      projectName: 'Arbiter',
      projectUrl: '',
      qrCodeUrl: '',
      quoteUrl: 'https://v1.hitokoto.cn/?c=d&c=i&c=k',
      // The CSP-J countdown aims at the next September 15 until one is set.
      examName: 'CSP-J',
      examDate: expect.stringMatching(/^\d{4}-09-15$/),
      email: 'judge@arbiter.test',
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
    });
  });

  it('shows a change made in the back office at once', async () => {
    await server.ctx.site.write('web', { name: 'North OJ', recordName: 'Record 1', register: false });
    await server.ctx.site.write('switch', { openPublicDiscussion: false, openContestComment: false });
    try {
      const res = await server.call('GET', '/api/get-website-config');
      expect(res.data).toMatchObject({
        name: 'North OJ',
        shortName: 'Arbiter',
        recordName: 'Record 1',
        register: false,
        openPublicDiscussion: false,
        openGroupDiscussion: true,
        openContestComment: false,
      });
    } finally {
      await server.ctx.site.write('web', {});
      await server.ctx.site.write('switch', {});
    }
    expect((await server.call('GET', '/api/get-website-config')).data.name).toBe('Arbiter Online Judge');
  });
});

describe('GET /api/home-carousel', () => {
  it('is empty at first', async () => {
    const res = await server.call('GET', '/api/home-carousel');
    expect(res.data).toEqual([]);
  });

  it('lists carousel images only, not deleted ones nor avatars, and serves each', async () => {
    const bytes = pngBytes(16, 9, [1, 2, 3]);
    const hash = await server.ctx.blobs.put(bytes);
    const common = { suffix: 'png', mime: 'image/png', size: bytes.length, hash };
    const [first] = await server.ctx.db
      .insert(file)
      .values({ ...common, type: 'carousel', name: 'slide-one.png' })
      .returning();
    await server.ctx.db.insert(file).values({ ...common, type: 'carousel', name: 'slide-gone.png', delete: true });
    await server.ctx.db.insert(file).values({ ...common, type: 'avatar', name: 'someone.png', uid: author.uid });
    const [second] = await server.ctx.db
      .insert(file)
      .values({ ...common, type: 'carousel', name: 'slide-two.png' })
      .returning();

    const res = await server.call('GET', '/api/home-carousel');
    expect(res.data).toEqual([
      { id: first!.id, url: '/api/public/img/slide-one.png' },
      { id: second!.id, url: '/api/public/img/slide-two.png' },
    ]);
    const img = await fetch(`${server.url}${res.data[0].url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('GET /api/get-recent-contest', () => {
  const now = Date.now();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (title: string, startIn: number, length: number, extra: Partial<typeof contest.$inferInsert> = {}) => {
      const [row] = await server.ctx.db
        .insert(contest)
        .values({
          title,
          uid: author.uid,
          author: author.username,
          startTime: new Date(now + startIn),
          endTime: new Date(now + startIn + length),
          duration: length / 1000,
          ...extra,
        })
        .returning();
      ids[title] = row!.id;
    };
    await add('Running', -HOUR_MS, 3 * HOUR_MS, { type: 1, auth: 2, oiRankScoreType: 'Highest' });
    await add('Soon', 3 * DAY_MS, 2 * HOUR_MS, { auth: 1 });
    await add('Within two weeks', 13 * DAY_MS, 2 * HOUR_MS);
    await add('Beyond two weeks', 15 * DAY_MS, 2 * HOUR_MS);
    await add('Ended', -3 * HOUR_MS, 2 * HOUR_MS);
    await add('Hidden', -HOUR_MS, 3 * HOUR_MS, { visible: false });
    await add('In a group', -HOUR_MS, 3 * HOUR_MS, { isGroup: true, gid: 1 });

    const a = await addUser(server, 'contestant-a');
    const b = await addUser(server, 'contestant-b');
    await submit(a, { cid: ids.Running });
    await submit(a, { cid: ids.Running });
    await submit(b, { cid: ids.Running });
    await submit(b, { cid: ids.Ended });
  });

  it('lists visible site contests not ended and starting within 14 days, latest start first', async () => {
    const res = await server.call('GET', '/api/get-recent-contest');
    expect(res.status).toBe(200);
    expect(res.data.map((c: { title: string }) => c.title)).toEqual(['Within two weeks', 'Soon', 'Running']);
  });

  it('gives each card its status, rule, auth, times and the number of participants', async () => {
    const res = await server.call('GET', '/api/get-recent-contest');
    const running = res.data.find((c: { title: string }) => c.title === 'Running');
    expect(running).toEqual({
      id: ids.Running,
      title: 'Running',
      status: 0,
      type: 1,
      auth: 2,
      oiRankScoreType: 'Highest',
      startTime: new Date(now - HOUR_MS).toISOString(),
      endTime: new Date(now + 2 * HOUR_MS).toISOString(),
      duration: 3 * 3600,
      count: 2,
    });
    const soon = res.data.find((c: { title: string }) => c.title === 'Soon');
    expect(soon).toMatchObject({ status: -1, type: 0, auth: 1, oiRankScoreType: 'Recent', count: 0 });
  });
});

describe('GET /api/get-recent-other-contest', () => {
  it('answers an empty list', async () => {
    const res = await server.call('GET', '/api/get-recent-other-contest');
    expect(res).toMatchObject({ http: 200, status: 200, data: [] });
  });
});

describe('GET /api/get-common-announcement', () => {
  const base = Date.now() - DAY_MS;
  beforeAll(async () => {
    const rows: (typeof announcement.$inferInsert)[] = [];
    // Twelve visible site-wide announcements, the first one's author since deleted.
    for (let i = 1; i <= 12; i++) {
      rows.push({
        title: `News ${i}`,
        content: `Body ${i}`,
        uid: i === 1 ? null : i % 2 ? '1' : author.uid,
        gmtCreate: new Date(base + i * MINUTE_MS),
      });
    }
    rows.push({ title: 'Hidden', uid: '1', status: 1, gmtCreate: new Date(base + 100 * MINUTE_MS) });
    rows.push({ title: 'Group only', uid: '1', gid: 1, gmtCreate: new Date(base + 101 * MINUTE_MS) });
    await server.ctx.db.insert(announcement).values(rows);
  });

  const titles = (res: { data: { records: { title: string }[] } }) => res.data.records.map((r) => r.title);

  it('pages 10 by default, newest first, with the author username', async () => {
    const res = await server.call('GET', '/api/get-common-announcement');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(titles(res)).toEqual(['News 12', 'News 11', 'News 10', 'News 9', 'News 8', 'News 7', 'News 6', 'News 5', 'News 4', 'News 3']);
    expect(res.data.records[0]).toEqual({
      id: expect.any(Number),
      title: 'News 12',
      content: 'Body 12',
      gmtCreate: new Date(base + 12 * MINUTE_MS).toISOString(),
      gmtModified: expect.any(String),
      uid: author.uid,
      username: 'writer',
    });
    expect(res.data.records[1]).toMatchObject({ uid: '1', username: 'root' });
  });

  it('answers the second page, where an author that is gone shows as an empty name', async () => {
    const res = await server.call('GET', '/api/get-common-announcement', { query: { currentPage: 2 } });
    expect(res.data).toMatchObject({ total: 12, size: 10, current: 2, pages: 2 });
    expect(titles(res)).toEqual(['News 2', 'News 1']);
    expect(res.data.records[1]).toMatchObject({ uid: '', username: '' });
  });

  it('takes a limit', async () => {
    const res = await server.call('GET', '/api/get-common-announcement', { query: { currentPage: 3, limit: 5 } });
    expect(res.data).toMatchObject({ total: 12, size: 5, current: 3, pages: 3 });
    expect(titles(res)).toEqual(['News 2', 'News 1']);
    const capped = await server.call('GET', '/api/get-common-announcement', { query: { limit: 1000 } });
    expect(capped.data).toMatchObject({ total: 12, size: 100, pages: 1 });
    expect(capped.data.records).toHaveLength(12);
  });

  it('clamps a page below 1 to 1 and a limit below 1 or unreadable to 10', async () => {
    for (const query of [{ currentPage: 0 }, { currentPage: -4, limit: 0 }, { currentPage: 'abc', limit: 'many' }]) {
      const res = await server.call('GET', '/api/get-common-announcement', { query });
      expect(res.data).toMatchObject({ current: 1, size: 10, total: 12 });
      expect(titles(res)[0]).toBe('News 12');
    }
  });

  it('answers an empty page past the end', async () => {
    const res = await server.call('GET', '/api/get-common-announcement', { query: { currentPage: 5 } });
    expect(res.data).toMatchObject({ records: [], total: 12, current: 5 });
  });
});

describe('GET /api/get-recent-seven-ac-rank', () => {
  const now = Date.now();
  beforeAll(async () => {
    const rows: (typeof userAcproblem.$inferInsert)[] = [];
    // ranker-01 solved 11 problems this week, ranker-02 10, ... ranker-11 one.
    for (let n = 1; n <= 11; n++) {
      const user = await addUser(server, `ranker-${String(n).padStart(2, '0')}`);
      for (let p = 0; p < 12 - n; p++) rows.push({ uid: user.uid, pid: 100 + p, submitId: 0, gmtCreate: new Date(now - HOUR_MS) });
      if (n === 11) {
        // The same problem again, and older ones, do not add to the count.
        rows.push({ uid: user.uid, pid: 100, submitId: 0, gmtCreate: new Date(now - 2 * HOUR_MS) });
        for (let p = 0; p < 30; p++) rows.push({ uid: user.uid, pid: 500 + p, submitId: 0, gmtCreate: new Date(now - 8 * DAY_MS) });
      }
    }
    const admin = await addUser(server, 'rank-admin', { role: Role.ADMIN });
    const banned = await addUser(server, 'rank-banned', { status: 1 });
    for (let p = 0; p < 20; p++) {
      rows.push({ uid: '1', pid: 100 + p, submitId: 0, gmtCreate: new Date(now - HOUR_MS) });
      rows.push({ uid: banned.uid, pid: 100 + p, submitId: 0, gmtCreate: new Date(now - HOUR_MS) });
    }
    for (let p = 0; p < 5; p++) rows.push({ uid: admin.uid, pid: 100 + p, submitId: 0, gmtCreate: new Date(now - HOUR_MS) });
    await server.ctx.db.insert(userAcproblem).values(rows);
  });

  it('ranks the top ten by distinct problems solved in seven days, leaving out root and banned users', async () => {
    const res = await server.call('GET', '/api/get-recent-seven-ac-rank');
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(10);
    const ranked = res.data.map((r: { username: string; ac: number }) => [r.username, r.ac]);
    expect(ranked).toEqual([
      ['ranker-01', 11],
      ['ranker-02', 10],
      ['ranker-03', 9],
      ['ranker-04', 8],
      ['ranker-05', 7],
      ['ranker-06', 6],
      ['rank-admin', 5],
      ['ranker-07', 5],
      ['ranker-08', 4],
      ['ranker-09', 3],
    ]);
    expect(res.data[0]).toEqual({
      uid: expect.stringMatching(/^[0-9a-f]{32}$/),
      username: 'ranker-01',
      nickname: null,
      avatar: null,
      titleName: null,
      titleColor: null,
      ac: 11,
    });
  });
});

describe('GET /api/get-recent-updated-problem', () => {
  const base = Date.now() - DAY_MS;
  beforeAll(async () => {
    const rows: (typeof problem.$inferInsert)[] = [];
    for (let i = 1; i <= 12; i++) {
      rows.push({ problemId: `R${i}`, title: `Recent ${i}`, type: i % 2, gmtCreate: new Date(base + i * MINUTE_MS) });
    }
    rows.push({ problemId: 'HID', title: 'Hidden', auth: 2, gmtCreate: new Date(base + 50 * MINUTE_MS) });
    rows.push({ problemId: 'CON', title: 'Contest only', auth: 3, gmtCreate: new Date(base + 51 * MINUTE_MS) });
    rows.push({ problemId: 'GRP', title: 'Group', isGroup: true, gid: 1, gmtCreate: new Date(base + 52 * MINUTE_MS) });
    await server.ctx.db.insert(problem).values(rows);
  });

  it('lists the ten newest public site problems', async () => {
    const res = await server.call('GET', '/api/get-recent-updated-problem');
    expect(res.status).toBe(200);
    expect(res.data.map((p: { problemId: string }) => p.problemId)).toEqual([
      'R12',
      'R11',
      'R10',
      'R9',
      'R8',
      'R7',
      'R6',
      'R5',
      'R4',
      'R3',
    ]);
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      problemId: 'R12',
      title: 'Recent 12',
      type: 0,
      gmtCreate: new Date(base + 12 * MINUTE_MS).toISOString(),
      gmtModified: expect.any(String),
    });
    expect(res.data[1].type).toBe(1);
  });
});

describe('GET /api/get-last-week-submission-statistics', () => {
  let user: TestUser;
  const now = Date.now();
  beforeAll(async () => {
    user = await addUser(server, 'weekly');
    for (let k = 0; k <= 5; k++) {
      const at = new Date(now - k * DAY_MS - MINUTE_MS);
      for (let i = 0; i <= k; i++)
        await submit(user, { submitTime: at, status: i === 0 ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER });
    }
    await submit(user, { submitTime: new Date(now - 2 * DAY_MS), status: JudgeStatus.ACCEPTED, cid: 9 });
    await submit(user, { submitTime: new Date(now - 8 * DAY_MS), status: JudgeStatus.ACCEPTED });
  });

  /** The seven full dates (YYYY-MM-DD) ending on `today`. */
  function weekTo(today: string): string[] {
    return Array.from({ length: 7 }, (_, i) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() - (6 - i));
      return d.toISOString().slice(0, 10);
    });
  }

  /** The expected answer for the week the server chose, from the submissions inserted so far. */
  function expected(dateStrList: string[]) {
    const now = new Date();
    // The server's today is ours, or yesterday if midnight passed in between.
    const today = [dayIn(TZ, now), dayIn(TZ, new Date(now.getTime() - DAY_MS))].find((d) => d.slice(5) === dateStrList[6]);
    expect(today).toBeDefined();
    const week = weekTo(today!);
    const ac = week.map(() => 0);
    const total = week.map(() => 0);
    for (const s of submissions) {
      const i = week.indexOf(dayIn(TZ, s.at));
      if (i < 0) continue;
      total[i]!++;
      if (s.status === JudgeStatus.ACCEPTED) ac[i]!++;
    }
    return { dateStrList: week.map((d) => d.slice(5)), acCountList: ac, totalCountList: total };
  }

  let first: { dateStrList: string[]; acCountList: number[]; totalCountList: number[] };

  it('counts seven MM-dd days ascending to today in the school time zone, every kind of submission', async () => {
    const before = dayIn(TZ, new Date());
    const res = await server.call('GET', '/api/get-last-week-submission-statistics');
    const after = dayIn(TZ, new Date());
    expect(res.status).toBe(200);
    first = res.data;
    const days: string[] = res.data.dateStrList;
    expect(days).toHaveLength(7);
    expect([before.slice(5), after.slice(5)]).toContain(days[6]);
    // Consecutive calendar days.
    const today = days[6] === after.slice(5) ? after : before;
    expect(days).toEqual(weekTo(today).map((d) => d.slice(5)));
    expect(days.every((d) => /^\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(res.data).toEqual(expected(days));
    // Sanity: the week is not empty, and the contest submission counts.
    expect(res.data.totalCountList.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(21 + 1);
  });

  it('is cached: a new submission does not show, even when a non-root user or no one forces a refresh', async () => {
    await submit(user, { status: JudgeStatus.ACCEPTED });
    const plain = await server.call('GET', '/api/get-last-week-submission-statistics');
    expect(plain.data).toEqual(first);
    const anonymous = await server.call('GET', '/api/get-last-week-submission-statistics', { query: { forceRefresh: true } });
    expect(anonymous.data).toEqual(first);
    const admin = await addUser(server, 'stats-admin', { role: Role.ADMIN });
    const byAdmin = await server.call('GET', '/api/get-last-week-submission-statistics', {
      token: admin.token,
      query: { forceRefresh: true },
    });
    expect(byAdmin.data).toEqual(first);
  });

  it('root can force a refresh, which then stays cached', async () => {
    const root = await tokenFor(server, '1');
    const res = await server.call('GET', '/api/get-last-week-submission-statistics', { token: root, query: { forceRefresh: true } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(expected(res.data.dateStrList));
    expect(res.data).not.toEqual(first);
    const sum = (l: number[]) => l.reduce((a, b) => a + b, 0);
    expect(sum(res.data.totalCountList)).toBe(sum(first.totalCountList) + 1);
    expect(sum(res.data.acCountList)).toBe(sum(first.acCountList) + 1);
    expect((await server.call('GET', '/api/get-last-week-submission-statistics')).data).toEqual(res.data);
  });

  it('ignores an unreadable forceRefresh', async () => {
    const res = await server.call('GET', '/api/get-last-week-submission-statistics', { query: { forceRefresh: 'yes' } });
    expect(res.status).toBe(200);
    expect(res.data.dateStrList).toHaveLength(7);
  });
});
