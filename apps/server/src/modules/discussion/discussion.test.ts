import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { discussion, userMessage } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { type Cast, addCast, addCategory, giveAccepted, postForm } from './test-support.ts';

let server: TestServer;
let cast: Cast;
let general: number;
let help: number;
/** The file posts more than a day's default cap; the cap's own test lowers it again. */
const ROOMY = { defaultCreateDiscussionDailyLimit: 1000 };

beforeAll(async () => {
  server = await startTestServer();
  cast = await addCast(server, 'disc');
  await server.ctx.site.write('switch', ROOMY);
  general = await addCategory(server, 'General');
  help = await addCategory(server, 'Help');
  await addProblem(server, { problemId: 'P1000', cases: [{ input: '1', output: '1' }] });
  await addProblem(server, { problemId: 'P1001', cases: [{ input: '1', output: '1' }], auth: 2 });
});
afterAll(async () => {
  await server.close();
});

type Opts = { body?: unknown; query?: Record<string, string | number | boolean>; headers?: Record<string, string> };
const call = (method: string, path: string, token: string | null, opts: Opts = {}) => server.call(method, path, { token, ...opts });
const postCount = async () => (await server.ctx.db.select({ n: count() }).from(discussion))[0]!.n;
const row = async (did: number) => (await server.ctx.db.select().from(discussion).where(eq(discussion.id, did)))[0]!;

/** Posts as the user and answers the new post's id. */
async function post(token: string, patch: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/discussion', token, { body: postForm(general, patch) });
  expect(res).toMatchObject({ http: 200, status: 200, msg: 'Create Successfully' });
  const [last] = await server.ctx.db.select({ id: discussion.id }).from(discussion).orderBy(desc(discussion.id)).limit(1);
  return last!.id;
}

const list = (token: string | null, query: Record<string, string | number | boolean> = {}) =>
  call('GET', '/api/get-discussion-list', token, { query: { currentPage: 1, limit: 50, ...query } });
const ids = (res: { data: { records: { id: number }[] } }) => res.data.records.map((r) => r.id);

describe('POST /api/discussion', () => {
  it('stores the post with the caller as author, unpinned for a regular user', async () => {
    const did = await post(cast.author.token, { topPriority: true, title: '  Fast IO  ' });
    expect(await row(did)).toMatchObject({ title: 'Fast IO', uid: cast.author.uid, topPriority: false, pid: null, status: 0, gid: null });
  });

  it('pins for root and admin only', async () => {
    expect((await row(await post(cast.admin.token, { topPriority: true }))).topPriority).toBe(true);
    expect((await row(await post(cast.root.token, { topPriority: true }))).topPriority).toBe(true);
    expect((await row(await post(cast.problemAdmin.token, { topPriority: true }))).topPriority).toBe(false);
  });

  it('prefixes a problem post with the problem id, and needs a problem the poster can see', async () => {
    const did = await post(cast.author.token, { pid: 'p1000', title: 'Wrong answer on test 3' });
    expect(await row(did)).toMatchObject({ title: '[P1000] Wrong answer on test 3', pid: 'P1000' });
    const before = await postCount();
    expect(await call('POST', '/api/discussion', cast.author.token, { body: postForm(general, { pid: 'P1001' }) })).toMatchObject({
      http: 200,
      status: 403,
    });
    expect(await call('POST', '/api/discussion', cast.author.token, { body: postForm(general, { pid: 'NOPE' }) })).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect(await postCount()).toBe(before);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a blank title', { title: '  ' }, 'Discussion title is required', '讨论标题不能为空'],
    ['a long title', { title: 'x'.repeat(256) }, 'Discussion title Can not exceed 255', '讨论标题不能超过 255 个字符'],
    ['a blank description', { description: '' }, 'Discussion description is required', '讨论描述不能为空'],
    ['a long description', { description: 'x'.repeat(256) }, 'Discussion description Can not exceed 255', '讨论描述不能超过 255 个字符'],
    ['a blank content', { content: ' ' }, 'Discussion content is required', '讨论内容不能为空'],
    ['a long content', { content: 'x'.repeat(65_536) }, 'Discussion content Can not exceed 65535', '讨论内容不能超过 65535 个字符'],
    ['no category', { categoryId: 0 }, 'Discussion category is required', '讨论分类不能为空'],
  ];
  it.each(refusals)('refuses %s in both languages', async (_what, patch, en, zh) => {
    const before = await postCount();
    const body = postForm(general, patch);
    expect(await call('POST', '/api/discussion', cast.author.token, { body })).toMatchObject({ http: 400, msg: en });
    const res = await call('POST', '/api/discussion', cast.author.token, { body, headers: { 'Accept-Language': 'zh-CN' } });
    expect(res.msg).toBe(zh);
    expect(await postCount()).toBe(before);
  });

  it('refuses an unknown category, the signed out and users barred from posting', async () => {
    const before = await postCount();
    expect(await call('POST', '/api/discussion', cast.author.token, { body: postForm(99_999) })).toMatchObject({
      status: 400,
      msg: 'The discussion category does not exist',
    });
    expect(await call('POST', '/api/discussion', null, { body: postForm(general) })).toMatchObject({ http: 401 });
    const barred = await addUser(server, 'disc-barred', { role: Role.NO_DISCUSS_USER });
    await giveAccepted(server, barred.uid, 20);
    expect(await call('POST', '/api/discussion', barred.token, { body: postForm(general) })).toMatchObject({ http: 403 });
    expect(await postCount()).toBe(before);
  });

  it('needs the accepted-problem threshold from regular users, not from admins', async () => {
    const res = await call('POST', '/api/discussion', cast.newcomer.token, { body: postForm(general) });
    expect(res).toMatchObject({ http: 200, status: 400, msg: 'Sorry, you cannot post discussions yet: solve at least 10 problems first' });
    await server.ctx.site.write('switch', { ...ROOMY, defaultCreateDiscussionACInitValue: 0 });
    try {
      await post(cast.newcomer.token);
    } finally {
      await server.ctx.site.write('switch', ROOMY);
    }
    const fresh = await addUser(server, 'disc-fresh-admin', { role: Role.PROBLEM_ADMIN });
    await post(fresh.token);
  });

  it('caps regular users at the daily limit', async () => {
    const poster = await addUser(server, 'disc-daily');
    await giveAccepted(server, poster.uid, 10);
    await server.ctx.site.write('switch', { ...ROOMY, defaultCreateDiscussionDailyLimit: 2 });
    try {
      await post(poster.token);
      await post(poster.token);
      const before = await postCount();
      const res = await call('POST', '/api/discussion', poster.token, { body: postForm(general) });
      expect(res).toMatchObject({ status: 400, msg: 'Sorry, you can post at most 2 discussions a day' });
      const zh = await call('POST', '/api/discussion', poster.token, { body: postForm(general), headers: { 'Accept-Language': 'zh-CN' } });
      expect(zh.msg).toContain('上限');
      expect(await postCount()).toBe(before);
      // Yesterday's posts do not count.
      await server.ctx.db
        .update(discussion)
        .set({ gmtCreate: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(discussion.uid, poster.uid));
      await post(poster.token);
    } finally {
      await server.ctx.site.write('switch', ROOMY);
    }
  });
});

describe('GET /api/get-discussion-list', () => {
  it('lists pinned first, then newest, hides hidden posts and shows content only on own posts', async () => {
    const a = await post(cast.author.token, { title: 'List A', categoryId: help });
    const b = await post(cast.other.token, { title: 'List B', categoryId: help });
    const hidden = await post(cast.other.token, { title: 'List hidden', categoryId: help });
    const pinned = await post(cast.admin.token, { title: 'List pinned', categoryId: help, topPriority: true });
    await server.ctx.db.update(discussion).set({ status: 1 }).where(eq(discussion.id, hidden));
    const res = await list(cast.author.token, { cid: help });
    expect(ids(res)).toEqual([pinned, b, a]);
    expect(res.data.total).toBe(3);
    const byId = new Map(res.data.records.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(a)).toMatchObject({
      content: 'Use **scanf**.',
      author: cast.author.username,
      role: 'default_user',
      categoryName: 'Help',
    });
    expect(byId.get(b)).toMatchObject({ content: null, author: cast.other.username });
    expect(byId.get(pinned)).toMatchObject({ role: 'admin', topPriority: true });
    // Signed out sees the same posts, no content.
    const anon = await list(null, { cid: help });
    expect(ids(anon)).toEqual([pinned, b, a]);
    expect(anon.data.records.every((r: { content: unknown }) => r.content === null)).toBe(true);
    // The back office sees the hidden one too; a student asking for it does not.
    expect(ids(await list(cast.problemAdmin.token, { cid: help, admin: true }))).toEqual([pinned, hidden, b, a]);
    expect(ids(await list(cast.other.token, { cid: help, admin: true }))).toEqual([pinned, b, a]);
  });

  it('filters by problem, mine, and a keyword on title, author, id and description', async () => {
    const mine = await post(cast.other.token, { title: 'Keyword zebra', pid: 'P1000', description: 'about giraffes' });
    expect(ids(await list(null, { pid: 'p1000' }))).toContain(mine);
    expect((await list(null, { pid: 'p1000' })).data.records.every((r: { pid: string }) => r.pid === 'P1000')).toBe(true);
    expect(ids(await list(null, { keyword: 'zebra' }))).toEqual([mine]);
    expect(ids(await list(null, { keyword: 'giraffe' }))).toEqual([mine]);
    expect(ids(await list(null, { keyword: String(mine) }))).toContain(mine);
    expect(ids(await list(null, { keyword: 'disc-other' }))).toContain(mine);
    const only = await list(cast.other.token, { onlyMine: true });
    expect(only.data.records.every((r: { uid: string }) => r.uid === cast.other.uid)).toBe(true);
    expect(ids(only)).toContain(mine);
    // A page below 1 is the first page; 10 a page by default.
    const first = await call('GET', '/api/get-discussion-list', null, { query: { currentPage: -3 } });
    expect(first.data).toMatchObject({ current: 1, size: 10 });
  });
});

describe('GET /api/get-discussion-detail', () => {
  it('answers the post with its content and author, counting each view', async () => {
    const did = await post(cast.author.token, { title: 'Detail' });
    const first = await call('GET', '/api/get-discussion-detail', null, { query: { did } });
    expect(first.data).toMatchObject({
      id: did,
      title: 'Detail',
      content: 'Use **scanf**.',
      hasLike: false,
      viewNum: 1,
      categoryName: 'General',
    });
    expect(first.data).toHaveProperty('titleName');
    const second = await call('GET', '/api/get-discussion-detail', cast.other.token, { query: { did } });
    expect(second.data.viewNum).toBe(2);
    expect(await call('GET', '/api/get-discussion-detail', null, { query: { did: 99_999 } })).toMatchObject({ status: 404 });
  });

  it('shows a hidden post to the back office only', async () => {
    const did = await post(cast.author.token, { title: 'Hidden detail' });
    await server.ctx.db.update(discussion).set({ status: 1 }).where(eq(discussion.id, did));
    for (const token of [null, cast.other.token, cast.author.token]) {
      expect(await call('GET', '/api/get-discussion-detail', token, { query: { did } })).toMatchObject({
        http: 200,
        status: 403,
        msg: 'This discussion has been hidden by an administrator',
      });
    }
    for (const who of [cast.admin, cast.problemAdmin, cast.root]) {
      expect(await call('GET', '/api/get-discussion-detail', who.token, { query: { did } })).toMatchObject({ status: 200 });
    }
  });
});

describe('PUT and DELETE /api/discussion', () => {
  it('lets the author, root and admin edit; not another user nor a problem admin', async () => {
    const did = await post(cast.author.token, { title: 'Editable' });
    const edit = (token: string, title: string, extra: Record<string, unknown> = {}) =>
      call('PUT', '/api/discussion', token, { body: postForm(help, { id: did, title, ...extra }) });
    expect(await edit(cast.author.token, 'Edited by author', { topPriority: true, viewNum: 500 })).toMatchObject({ status: 200 });
    expect(await row(did)).toMatchObject({ title: 'Edited by author', categoryId: help, topPriority: false, viewNum: 0 });
    for (const who of [cast.other, cast.problemAdmin]) {
      expect(await edit(who.token, 'Taken over')).toMatchObject({
        status: 403,
        msg: 'Only the author or an administrator can change this discussion',
      });
    }
    expect(await edit(cast.admin.token, 'Edited by admin', { topPriority: true })).toMatchObject({ status: 200 });
    expect(await row(did)).toMatchObject({ title: 'Edited by admin', topPriority: true });
    expect(await edit(cast.root.token, 'Edited by root')).toMatchObject({ status: 200 });
    expect((await row(did)).title).toBe('Edited by root');
    expect(await call('PUT', '/api/discussion', null, { body: postForm(help, { id: did }) })).toMatchObject({ http: 401 });
  });

  it('lets the author and every admin role delete, not another user', async () => {
    const a = await post(cast.author.token);
    expect(await call('DELETE', '/api/discussion', cast.other.token, { query: { did: a } })).toMatchObject({ status: 403 });
    expect(await call('DELETE', '/api/discussion', null, { query: { did: a } })).toMatchObject({ http: 401 });
    expect(await call('DELETE', '/api/discussion', cast.author.token, { query: { did: a } })).toMatchObject({ status: 200 });
    const b = await post(cast.author.token);
    expect(await call('DELETE', '/api/discussion', cast.problemAdmin.token, { query: { did: b } })).toMatchObject({ status: 200 });
    expect(await server.ctx.db.select().from(discussion).where(eq(discussion.id, b))).toEqual([]);
    expect(await call('DELETE', '/api/discussion', cast.author.token, { query: { did: b } })).toMatchObject({ status: 404 });
  });
});

describe('GET /api/discussion-like', () => {
  const like = (token: string | null, did: number, toLike: boolean) =>
    call('GET', '/api/discussion-like', token, { query: { did, toLike } });
  const messages = (did: number) =>
    server.ctx.db
      .select()
      .from(userMessage)
      .where(and(eq(userMessage.sourceId, did), eq(userMessage.action, 'Like_Post')));

  it('counts a like once, tells the author once, and takes it back once', async () => {
    const did = await post(cast.author.token, { title: 'Likeable' });
    expect(await like(cast.other.token, did, true)).toMatchObject({ status: 200, msg: 'Like successfully' });
    expect(await like(cast.other.token, did, true)).toMatchObject({ status: 200 });
    expect((await row(did)).likeNum).toBe(1);
    expect((await call('GET', '/api/get-discussion-detail', cast.other.token, { query: { did } })).data.hasLike).toBe(true);
    expect(await messages(did)).toMatchObject([
      {
        senderId: cast.other.uid,
        recipientId: cast.author.uid,
        sourceType: 'Discussion',
        sourceContent: 'Likeable',
        url: `/discussion-detail/${did}`,
        state: false,
      },
    ]);
    await like(cast.admin.token, did, true);
    expect((await row(did)).likeNum).toBe(2);
    expect(await like(cast.other.token, did, false)).toMatchObject({ status: 200, msg: 'Cancel like successfully' });
    expect(await like(cast.other.token, did, false)).toMatchObject({ status: 200 });
    expect((await row(did)).likeNum).toBe(1);
    expect((await call('GET', '/api/get-discussion-detail', cast.other.token, { query: { did } })).data.hasLike).toBe(false);
  });

  it('leaves no message for liking your own post, and refuses the signed out', async () => {
    const did = await post(cast.author.token);
    await like(cast.author.token, did, true);
    expect((await row(did)).likeNum).toBe(1);
    expect(await messages(did)).toEqual([]);
    expect(await like(null, did, true)).toMatchObject({ http: 401 });
    expect(await like(cast.other.token, 99_999, true)).toMatchObject({ status: 404 });
  });
});

describe('the discussion categories', () => {
  const save = (token: string, body: unknown) => call('POST', '/api/discussion-category', token, { body });

  it('lists for everyone and saves for the super admin alone', async () => {
    const res = await call('GET', '/api/discussion-category', null);
    expect(res.data.map((c: { name: string }) => c.name)).toEqual(['General', 'Help']);
    for (const who of [cast.admin, cast.problemAdmin, cast.author]) {
      expect(await save(who.token, [])).toMatchObject({ http: 403 });
    }
    expect(await call('POST', '/api/discussion-category', null, { body: [] })).toMatchObject({ http: 401 });
  });

  it('renames, adds, drops blank names and removes an unused category', async () => {
    const spare = await addCategory(server, 'Spare');
    const res = await save(cast.root.token, [
      { id: general, name: 'General' },
      { id: help, name: 'Help me' },
      { name: '   ' },
      { name: 'Contests' },
    ]);
    expect(res).toMatchObject({ status: 200 });
    expect(res.data.map((c: { name: string }) => c.name)).toEqual(['General', 'Help me', 'Contests']);
    expect(res.data.some((c: { id: number }) => c.id === spare)).toBe(false);
  });

  it('refuses removing a category with posts, changing nothing', async () => {
    const before = (await call('GET', '/api/discussion-category', null)).data;
    const res = await save(cast.root.token, [{ id: general, name: 'Renamed' }]);
    expect(res).toMatchObject({ status: 400 });
    expect(res.msg).toContain('Help me');
    expect((await call('GET', '/api/discussion-category', null)).data).toEqual(before);
    expect(await save(cast.root.token, [{ name: 'Same' }, { name: 'same' }])).toMatchObject({
      status: 400,
      msg: 'A category name is used twice',
    });
  });
});

describe('reports', () => {
  it('lets a signed-in user report and the back office list and handle it', async () => {
    const did = await post(cast.author.token, { title: 'Reported' });
    const body = { did, reporter: 'someone-else', content: 'Spam: advertises a site' };
    expect(await call('POST', '/api/discussion-report', null, { body })).toMatchObject({ http: 401 });
    expect(await call('POST', '/api/discussion-report', cast.other.token, { body: { did, content: ' ' } })).toMatchObject({
      http: 400,
      msg: 'The report label and reason cannot be empty',
    });
    expect(await call('POST', '/api/discussion-report', cast.other.token, { body })).toMatchObject({
      status: 200,
      msg: 'Report successfully',
    });
    const page = await call('GET', '/api/admin/discussion-report', cast.problemAdmin.token, { query: { currentPage: 1, limit: 10 } });
    expect(page.data.records[0]).toMatchObject({
      did,
      discussionTitle: 'Reported',
      discussionAuthor: cast.author.username,
      reporter: cast.other.username,
      content: 'Spam: advertises a site',
      status: 0,
    });
    const id = page.data.records[0].id;
    expect(await call('GET', '/api/admin/discussion-report', cast.author.token)).toMatchObject({ http: 403 });
    expect(await call('PUT', '/api/admin/discussion-report', cast.author.token, { body: { id, status: 1 } })).toMatchObject({ http: 403 });
    expect(await call('PUT', '/api/admin/discussion-report', cast.admin.token, { body: { id, status: 1 } })).toMatchObject({ status: 200 });
    expect((await call('GET', '/api/admin/discussion-report', cast.root.token)).data.records[0].status).toBe(1);
    expect(await call('PUT', '/api/admin/discussion-report', cast.admin.token, { body: { id: 99_999, status: 1 } })).toMatchObject({
      status: 400,
    });
  });
});

describe('the back office rows', () => {
  it('hides, shows, pins and unpins for any admin role', async () => {
    const did = await post(cast.author.token);
    expect(
      await call('PUT', '/api/admin/discussion', cast.problemAdmin.token, { body: { id: did, status: 1, topPriority: true } }),
    ).toMatchObject({
      status: 200,
    });
    expect(await row(did)).toMatchObject({ status: 1, topPriority: true });
    expect(await call('PUT', '/api/admin/discussion', cast.admin.token, { body: { id: did, status: 0 } })).toMatchObject({ status: 200 });
    expect(await row(did)).toMatchObject({ status: 0, topPriority: true });
    expect(await call('PUT', '/api/admin/discussion', cast.author.token, { body: { id: did, status: 1 } })).toMatchObject({ http: 403 });
    expect(await call('PUT', '/api/admin/discussion', cast.admin.token, { body: { id: did, status: 2 } })).toMatchObject({ http: 400 });
    expect((await row(did)).status).toBe(0);
  });

  it('deletes a JSON array of ids, all or nothing', async () => {
    const a = await post(cast.author.token);
    const b = await post(cast.other.token);
    const before = await postCount();
    expect(await call('DELETE', '/api/admin/discussion', cast.author.token, { body: [a] })).toMatchObject({ http: 403 });
    expect(await call('DELETE', '/api/admin/discussion', cast.admin.token, { body: [] })).toMatchObject({
      http: 400,
      msg: 'Choose the discussions to delete',
    });
    expect(await call('DELETE', '/api/admin/discussion', cast.admin.token, { body: [a, 99_999] })).toMatchObject({ status: 400 });
    expect(await postCount()).toBe(before);
    expect(await call('DELETE', '/api/admin/discussion', cast.root.token, { body: [a, b] })).toMatchObject({ status: 200 });
    expect(await postCount()).toBe(before - 2);
  });
});

describe('the public discussion switch', () => {
  it('closes every public call (HTTP 403) but not the back office', async () => {
    const did = await post(cast.author.token);
    await server.ctx.site.write('switch', { ...ROOMY, openPublicDiscussion: false });
    try {
      const closed = { http: 403, status: 403, msg: 'The public discussion area is closed by the administrator' };
      const calls: [string, string, string | null, Opts][] = [
        ['GET', '/api/get-discussion-list', null, {}],
        ['GET', '/api/get-discussion-detail', null, { query: { did } }],
        ['POST', '/api/discussion', cast.author.token, { body: postForm(general) }],
        ['PUT', '/api/discussion', cast.author.token, { body: postForm(general, { id: did }) }],
        ['DELETE', '/api/discussion', cast.author.token, { query: { did } }],
        ['GET', '/api/discussion-like', cast.other.token, { query: { did, toLike: true } }],
        ['GET', '/api/discussion-category', null, {}],
        ['POST', '/api/discussion-category', cast.root.token, { body: [] }],
        ['POST', '/api/discussion-report', cast.other.token, { body: { did, content: 'x' } }],
      ];
      for (const [method, path, token, opts] of calls) {
        expect(await call(method, path, token, opts), `${method} ${path}`).toMatchObject(closed);
      }
      const zh = await call('GET', '/api/get-discussion-list', null, { headers: { 'Accept-Language': 'zh-CN' } });
      expect(zh.msg).toBe('网站已关闭公开讨论区！');
      expect(await list(cast.admin.token, { admin: true })).toMatchObject({ status: 200 });
      expect(await call('PUT', '/api/admin/discussion', cast.admin.token, { body: { id: did, status: 0 } })).toMatchObject({ status: 200 });
      expect(await row(did)).toMatchObject({ viewNum: 0, likeNum: 0 });
    } finally {
      await server.ctx.site.write('switch', ROOMY);
    }
  });
});
