import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcement } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addStaff, type Staff } from '../contest-admin/test-support.ts';

let server: TestServer;
let staff: Staff;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'ann');
});
afterAll(async () => {
  await server.close();
});

const PATH = '/api/admin/announcement';
type Opts = { body?: unknown; query?: Record<string, string | number> };
const call = (method: string, token: string | null, opts: Opts = {}) => server.call(method, PATH, { token, ...opts });
const list = (token: string | null, query: Record<string, number> = { currentPage: 1, limit: 50 }) => call('GET', token, { query });
const homeTitles = async (): Promise<string[]> => {
  const res = await server.call('GET', '/api/get-common-announcement', { query: { currentPage: 1, limit: 50 } });
  return res.data.records.map((r: { title: string }) => r.title);
};
const rowCount = async () => (await server.ctx.db.select({ n: count() }).from(announcement))[0]!.n;

/** Creates an announcement as root and answers its id. */
async function create(title: string, status = 0): Promise<number> {
  expect(await call('POST', staff.root.token, { body: { title, content: `About ${title}`, status } })).toMatchObject({
    http: 200,
    status: 200,
    msg: 'Create Successfully',
  });
  const [row] = await server.ctx.db.select().from(announcement).where(eq(announcement.title, title));
  return row!.id;
}

describe('POST /api/admin/announcement', () => {
  it('stores the announcement with the caller as author, whatever uid the form names', async () => {
    const res = await call('POST', staff.root.token, {
      body: { title: '  Maintenance  ', content: 'The judge sleeps **tonight**.', status: 0, uid: staff.student.uid },
    });
    expect(res).toMatchObject({ http: 200, status: 200 });
    const [row] = await server.ctx.db.select().from(announcement).where(eq(announcement.title, 'Maintenance'));
    expect(row).toMatchObject({ content: 'The judge sleeps **tonight**.', status: 0, uid: staff.root.uid, gid: null });
  });

  it('is for the super admin alone (HTTP 403 for other roles, 401 signed out)', async () => {
    const before = await rowCount();
    const body = { title: 'Sneaky', content: 'x', status: 0 };
    for (const who of [staff.admin, staff.problemAdmin, staff.student]) {
      expect(await call('POST', who.token, { body })).toMatchObject({ http: 403, status: 403 });
    }
    expect(await call('POST', null, { body })).toMatchObject({ http: 401 });
    expect(await rowCount()).toBe(before);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no title', { content: 'x' }, 'The required request parameters are missing: title'],
    ['a blank title', { title: '   ', content: 'x' }, 'Title is required'],
    ['no content', { title: 'T' }, 'The required request parameters are missing: content'],
    ['a blank content', { title: 'T', content: ' \n ' }, 'Content is required'],
  ];
  it.each(refusals)('refuses %s', async (_what, body, msg) => {
    const before = await rowCount();
    expect(await call('POST', staff.root.token, { body })).toMatchObject({ http: 400, status: 400, msg });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a title over 255 characters and a status other than 0 or 1', async () => {
    const before = await rowCount();
    expect(await call('POST', staff.root.token, { body: { title: 'x'.repeat(256), content: 'x' } })).toMatchObject({ http: 400 });
    expect(await call('POST', staff.root.token, { body: { title: 'T', content: 'x', status: 2 } })).toMatchObject({ http: 400 });
    expect(await rowCount()).toBe(before);
  });

  it('answers a refusal in Chinese to a Chinese client', async () => {
    const res = await server.call('POST', PATH, {
      token: staff.root.token,
      body: { title: '', content: 'x' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res).toMatchObject({ http: 400 });
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/admin/announcement', () => {
  it('lists hidden announcements too, newest first, with author and status, for every admin', async () => {
    await create('Shown one', 0);
    await create('Hidden one', 1);
    for (const who of [staff.root, staff.admin, staff.problemAdmin]) {
      const res = await list(who.token);
      expect(res).toMatchObject({ http: 200, status: 200 });
      const titles = res.data.records.map((r: { title: string }) => r.title);
      expect(titles.slice(0, 2)).toEqual(['Hidden one', 'Shown one']);
      expect(res.data.records[0]).toMatchObject({ status: 1, uid: staff.root.uid, username: 'root', content: 'About Hidden one' });
    }
  });

  it('pages the list', async () => {
    const res = await list(staff.admin.token, { currentPage: 2, limit: 1 });
    expect(res.data).toMatchObject({ current: 2, size: 1 });
    expect(res.data.records).toHaveLength(1);
    expect(res.data.total).toBe(await rowCount());
  });

  it('leaves out group announcements', async () => {
    await server.ctx.db.insert(announcement).values({ title: 'Group news', content: 'x', gid: 7 });
    const res = await list(staff.root.token, { currentPage: 1, limit: 100 });
    expect(res.data.records.map((r: { title: string }) => r.title)).not.toContain('Group news');
  });

  it('keeps plain users out (HTTP 403) and asks for a login (HTTP 401)', async () => {
    expect(await list(staff.student.token)).toMatchObject({ http: 403, status: 403 });
    expect(await list(null)).toMatchObject({ http: 401 });
  });

  it('hides the hidden ones from the home page', async () => {
    const titles = await homeTitles();
    expect(titles).toContain('Shown one');
    expect(titles).not.toContain('Hidden one');
  });
});

describe('PUT /api/admin/announcement', () => {
  it('edits and hides an announcement, the editor becoming its author', async () => {
    const aid = await create('To edit', 0);
    expect(await homeTitles()).toContain('To edit');
    const res = await call('PUT', staff.root.token, { body: { id: aid, title: 'Edited', content: 'New text', status: 1 } });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Update Successfully' });
    const [row] = await server.ctx.db.select().from(announcement).where(eq(announcement.id, aid));
    expect(row).toMatchObject({ title: 'Edited', content: 'New text', status: 1, uid: staff.root.uid });
    expect(row!.gmtModified.getTime()).toBeGreaterThanOrEqual(row!.gmtCreate.getTime());
    const titles = await homeTitles();
    expect(titles).not.toContain('Edited');
    expect(titles).not.toContain('To edit');

    // Shown again by the switch.
    await call('PUT', staff.root.token, { body: { id: aid, title: 'Edited', content: 'New text', status: 0 } });
    expect(await homeTitles()).toContain('Edited');
  });

  it('is for the super admin alone', async () => {
    const aid = await create('Guarded', 0);
    const body = { id: aid, title: 'Taken', content: 'x', status: 1 };
    for (const who of [staff.admin, staff.problemAdmin, staff.student]) {
      expect(await call('PUT', who.token, { body })).toMatchObject({ http: 403 });
    }
    expect(await call('PUT', null, { body })).toMatchObject({ http: 401 });
    const [row] = await server.ctx.db.select().from(announcement).where(eq(announcement.id, aid));
    expect(row).toMatchObject({ title: 'Guarded', status: 0 });
  });

  it('asks for an id, and answers 404 for an unknown one or a group announcement', async () => {
    expect(await call('PUT', staff.root.token, { body: { title: 'T', content: 'x' } })).toMatchObject({
      status: 400,
      msg: 'The required request parameters are missing: id',
    });
    expect(await call('PUT', staff.root.token, { body: { id: 999_999, title: 'T', content: 'x' } })).toMatchObject({
      status: 404,
      msg: 'The announcement does not exist',
    });
    const [group] = await server.ctx.db.insert(announcement).values({ title: 'Group only', content: 'x', gid: 3 }).returning();
    expect(await call('PUT', staff.root.token, { body: { id: group!.id, title: 'T', content: 'x' } })).toMatchObject({ status: 404 });
  });

  it('validates the form as creating does', async () => {
    const aid = await create('Valid', 0);
    expect(await call('PUT', staff.root.token, { body: { id: aid, title: '', content: 'x' } })).toMatchObject({
      http: 400,
      msg: 'Title is required',
    });
  });
});

describe('DELETE /api/admin/announcement', () => {
  it('deletes an announcement for the super admin alone', async () => {
    const aid = await create('Doomed', 0);
    for (const who of [staff.admin, staff.problemAdmin, staff.student]) {
      expect(await call('DELETE', who.token, { query: { aid } })).toMatchObject({ http: 403 });
    }
    expect(await call('DELETE', null, { query: { aid } })).toMatchObject({ http: 401 });
    expect(await call('DELETE', staff.root.token, { query: { aid } })).toMatchObject({
      http: 200,
      status: 200,
      msg: 'Delete successfully',
    });
    expect(await server.ctx.db.select().from(announcement).where(eq(announcement.id, aid))).toEqual([]);
    expect(await homeTitles()).not.toContain('Doomed');
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect(await call('DELETE', staff.root.token, { query: { aid: 999_999 } })).toMatchObject({
      status: 404,
      msg: 'The announcement does not exist',
    });
    expect(await call('DELETE', staff.root.token)).toMatchObject({ http: 400 });
  });
});
