import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSysNotice, userInfo, userSysNotice } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { codeIn } from '../../../test/smtp-sink.ts';
import { addUser } from '../../../test/fixtures.ts';
import { addStaff, type Staff } from '../contest-admin/test-support.ts';
import type { TestUser } from '../../../test/fixtures.ts';
import { ADMIN_ROLE_IDS } from '../message/notices.ts';

let server: TestServer;
let staff: Staff;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'ntc');
});

afterAll(async () => {
  await server.close();
});

const PATH = '/api/admin/msg/notice';
type Opts = { body?: unknown; query?: Record<string, string | number> };
const call = (method: string, token: string | null, opts: Opts = {}) => server.call(method, PATH, { token, ...opts });
const create = (body: Record<string, unknown>, token = staff.root.token) => call('POST', token, { body });

const db = () => server.ctx.db;
const noticeCount = async () => (await db().select({ n: count() }).from(adminSysNotice))[0]!.n;
const readRowCount = async () => (await db().select({ n: count() }).from(userSysNotice))[0]!.n;
const allUids = async () => (await db().select({ uid: userInfo.uuid }).from(userInfo)).map((r) => r.uid).sort();

/** The notice of that title (titles are unique within this file). */
async function noticeNamed(title: string) {
  const [row] = await db().select().from(adminSysNotice).where(eq(adminSysNotice.title, title));
  if (!row) throw new Error(`no notice ${title}`);
  return row;
}

interface Seen {
  id: number;
  title: string;
  content: string;
  state: boolean;
}

/** A tab of the user's message centre as they read it (reading marks it read). */
async function tabOf(token: string, tab: 'sys' | 'mine'): Promise<Seen[]> {
  const res = await server.call('GET', `/api/msg/${tab}`, { token, query: { currentPage: 1, limit: 100 } });
  expect(res, res.msg).toMatchObject({ http: 200, status: 200 });
  return res.data.records as Seen[];
}

/** The staff who find the notice in that tab, by username. */
async function readersOf(noticeId: number, tab: 'sys' | 'mine'): Promise<string[]> {
  const who: TestUser[] = [staff.root, staff.admin, staff.otherAdmin, staff.problemAdmin, staff.student];
  const found: string[] = [];
  for (const u of who) if ((await tabOf(u.token, tab)).some((n) => n.id === noticeId)) found.push(u.username);
  return found.sort();
}

/** The notice as the back office lists it. */
async function listed(id: number) {
  const res = await call('GET', staff.root.token, { query: { currentPage: 1, limit: 100 } });
  return (res.data.records as { id: number; recipients: number; read: number; recipientId: string | null }[]).find((r) => r.id === id);
}

async function createdId(body: Record<string, unknown>): Promise<number> {
  const res = await create(body);
  expect(res, res.msg).toMatchObject({ http: 200, status: 200, msg: 'Create Successfully' });
  return (await noticeNamed(body.title as string)).id;
}

/** Registers through the real mail code, as a visitor does. */
async function registerVisitor(username: string): Promise<string> {
  const email = `${username}@school.test`;
  expect((await server.call('GET', '/api/get-register-code', { query: { email } })).status).toBe(200);
  const code = codeIn((await server.smtp.latestTo(email)).text);
  const res = await server.call('POST', '/api/register', { body: { username, password: 'visitor-pass', email, code } });
  expect(res, res.msg).toMatchObject({ status: 200 });
  const [row] = await db().select({ uid: userInfo.uuid }).from(userInfo).where(eq(userInfo.username, username));
  return row!.uid;
}

describe('who may manage notices', () => {
  it('is the super admin alone: other roles get HTTP 403, a visitor 401, and nothing is written', async () => {
    const id = await createdId({ title: 'Guarded', content: 'x', type: 'Single', recipientUsername: staff.student.username });
    const [notices, reads] = [await noticeCount(), await readRowCount()];
    for (const who of [staff.admin, staff.problemAdmin, staff.student, null]) {
      const token = who?.token ?? null;
      const expected = { http: who ? 403 : 401 };
      expect(await call('GET', token, { query: { currentPage: 1, limit: 5 } })).toMatchObject(expected);
      expect(await call('POST', token, { body: { title: 'Sneaky', content: 'x', type: 'All' } })).toMatchObject(expected);
      expect(await call('PUT', token, { body: { id, title: 'Taken', content: 'x' } })).toMatchObject(expected);
      expect(await call('DELETE', token, { query: { id } })).toMatchObject(expected);
    }
    expect([await noticeCount(), await readRowCount()]).toEqual([notices, reads]);
    expect(await noticeNamed('Guarded')).toMatchObject({ title: 'Guarded' });
  });
});

describe('POST /api/admin/msg/notice', () => {
  it('stores an All notice once, shown at once and unread to every user, with the caller as its author', async () => {
    const reads = await readRowCount();
    const id = await createdId({ title: 'Welcome', content: 'Read **this**.', type: 'All', adminId: staff.student.uid });
    expect(await noticeNamed('Welcome')).toMatchObject({ type: 'All', state: true, adminId: staff.root.uid, recipientId: null });
    // Nothing is written per user when it is sent.
    expect(await readRowCount()).toBe(reads);
    expect(await listed(id)).toMatchObject({ recipients: (await allUids()).length, read: 0 });
    expect((await tabOf(staff.student.token, 'sys')).find((n) => n.id === id)).toMatchObject({ title: 'Welcome', state: false });
    expect(await readersOf(id, 'sys')).toHaveLength(5);
  });

  it('delivers a Single notice to its user alone as Mine, named by username or by uid', async () => {
    const byName = await createdId({
      title: 'For you',
      content: 'x',
      type: 'Single',
      recipientUsername: staff.student.username.toUpperCase(),
    });
    expect(await readersOf(byName, 'mine')).toEqual([staff.student.username]);
    expect(await readersOf(byName, 'sys')).toEqual([]);
    const byUid = await createdId({ title: 'For you too', content: 'x', type: 'Single', recipientId: staff.admin.uid });
    expect(await readersOf(byUid, 'mine')).toEqual([staff.admin.username]);
    expect(await listed(byUid)).toMatchObject({ recipients: 1, read: 1 });
    expect(await noticeNamed('For you too')).toMatchObject({ recipientId: staff.admin.uid, state: true });
    const both = await createdId({
      title: 'Named twice',
      content: 'x',
      type: 'Single',
      recipientId: staff.problemAdmin.uid,
      recipientUsername: staff.problemAdmin.username,
    });
    expect(await readersOf(both, 'mine')).toEqual([staff.problemAdmin.username]);
  });

  it('shows an Admin notice to every user of an admin role and to nobody else', async () => {
    const id = await createdId({ title: 'Staff meeting', content: 'x', type: 'Admin' });
    const admins = [staff.root, staff.admin, staff.otherAdmin, staff.problemAdmin].map((u) => u.username).sort();
    const everyAdmin = (await db().select({ n: count() }).from(userInfo).where(inArray(userInfo.roleId, ADMIN_ROLE_IDS)))[0]!.n;
    expect(await readersOf(id, 'sys')).toEqual(admins);
    // Each of the four read it on the way.
    expect(await listed(id)).toMatchObject({ recipients: everyAdmin, read: 4 });
  });

  it('ignores the recipient of an All or Admin notice', async () => {
    const id = await createdId({ title: 'Everyone anyway', content: 'x', type: 'All', recipientUsername: staff.student.username });
    expect(await noticeNamed('Everyone anyway')).toMatchObject({ recipientId: null });
    expect(await listed(id)).toMatchObject({ recipients: (await allUids()).length });
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['no title', { content: 'x', type: 'All' }, 400, 'The required request parameters are missing: title'],
    ['a blank title', { title: '  ', content: 'x', type: 'All' }, 400, 'Title is required'],
    ['a title over 255 characters', { title: 'x'.repeat(256), content: 'x', type: 'All' }, 400, 'Title can not exceed 255 characters'],
    ['a blank content', { title: 'T', content: ' \n', type: 'All' }, 400, 'Content is required'],
    ['no type', { title: 'T', content: 'x' }, 400, 'The notice type must be All, Single or Admin'],
    ['an unknown type', { title: 'T', content: 'x', type: 'Group' }, 400, 'The notice type must be All, Single or Admin'],
    [
      'a Single notice without recipient',
      { title: 'T', content: 'x', type: 'Single', recipientUsername: ' ' },
      400,
      'A notice to one user needs its recipient',
    ],
    [
      'an unknown recipient',
      { title: 'T', content: 'x', type: 'Single', recipientUsername: 'nobody-here' },
      200,
      'The recipient does not exist',
    ],
    [
      'an unknown recipient id',
      { title: 'T', content: 'x', type: 'Single', recipientId: 'f'.repeat(32) },
      200,
      'The recipient does not exist',
    ],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_what, body, http, msg) => {
    const notices = await noticeCount();
    expect(await create(body)).toMatchObject({ http, status: 400, msg });
    expect(await noticeCount()).toBe(notices);
  });

  it('refuses a uid and a username that name different users', async () => {
    const notices = await noticeCount();
    const body = { title: 'T', content: 'x', type: 'Single', recipientId: staff.admin.uid, recipientUsername: staff.student.username };
    expect(await create(body)).toMatchObject({ http: 400, msg: 'The recipient id and username name different users' });
    expect(await noticeCount()).toBe(notices);
  });

  it('answers a refusal in Chinese to a Chinese client', async () => {
    const res = await server.call('POST', PATH, {
      token: staff.root.token,
      body: { title: 'T', content: 'x', type: 'Single', recipientUsername: 'nobody-here' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.msg).toBe('接收者不存在');
  });
});

describe('users who join later', () => {
  it('see the All notices already sent when they register, unread, and none of the others', async () => {
    const before = await createdId({ title: 'House rules', content: 'Be kind.', type: 'All' });
    const admins = await createdId({ title: 'Admins only', content: 'x', type: 'Admin' });
    const uid = await registerVisitor('latecomer');
    const token = await server.ctx.tokens.sign(uid, 0);
    const allIds = (await db().select({ id: adminSysNotice.id }).from(adminSysNotice).where(eq(adminSysNotice.type, 'All'))).map(
      (r) => r.id,
    );
    const sys = await tabOf(token, 'sys');
    expect(sys.map((n) => n.id).sort()).toEqual(allIds.sort());
    expect(sys.map((n) => n.id)).toContain(before);
    expect(sys.map((n) => n.id)).not.toContain(admins);
    expect(sys.every((n) => !n.state)).toBe(true);
  });

  it('lose their read rows when they are deleted, and a Single notice to them addresses nobody', async () => {
    const gone = await addUser(server, 'ntc-gone');
    const id = await createdId({ title: 'To the departing', content: 'x', type: 'Single', recipientId: gone.uid });
    expect((await tabOf(gone.token, 'mine')).map((n) => n.id)).toEqual([id]);
    await db().delete(userInfo).where(eq(userInfo.uuid, gone.uid));
    expect(await db().select().from(userSysNotice).where(eq(userSysNotice.sysNoticeId, id))).toEqual([]);
    expect(await noticeNamed('To the departing')).toMatchObject({ recipientId: null });
    expect(await listed(id)).toMatchObject({ recipients: 0, read: 0 });
  });
});

describe('GET /api/admin/msg/notice', () => {
  it('lists notices newest first with author, recipient and read counts', async () => {
    const all = await createdId({ title: 'Read by one', content: 'x', type: 'All' });
    await tabOf(staff.student.token, 'sys');
    const id = await createdId({ title: 'Read me', content: 'x', type: 'Single', recipientUsername: staff.student.username });
    const res = await call('GET', staff.root.token, { query: { currentPage: 1, limit: 100 } });
    expect(res).toMatchObject({ http: 200, status: 200 });
    const records = res.data.records as { id: number; title: string }[];
    expect(records[0]).toMatchObject({
      id,
      title: 'Read me',
      type: 'Single',
      state: true,
      adminUsername: 'root',
      recipientId: staff.student.uid,
      recipientUsername: staff.student.username,
      recipients: 1,
      read: 0,
    });
    expect(records.map((r) => r.id)).toEqual([...records.map((r) => r.id)].sort((a, b) => b - a));
    const readByOne = records.find((r) => r.id === all);
    expect(readByOne).toMatchObject({ type: 'All', recipientId: null, recipientUsername: null, read: 1 });
    expect((readByOne as unknown as { recipients: number }).recipients).toBe((await allUids()).length);
    expect(res.data.total).toBe(await noticeCount());
  });

  it('pages five at a time unless asked otherwise, and filters by type', async () => {
    const first = await call('GET', staff.root.token);
    expect(first.data).toMatchObject({ current: 1, size: 5 });
    expect(first.data.records).toHaveLength(5);
    const admins = await call('GET', staff.root.token, { query: { currentPage: 1, limit: 50, type: 'Admin' } });
    expect(admins.data.records.map((r: { title: string }) => r.title)).toEqual(['Admins only', 'Staff meeting']);
    expect(admins.data.total).toBe(2);
    expect((await call('GET', staff.root.token, { query: { type: '' } })).data.total).toBe(await noticeCount());
    expect(await call('GET', staff.root.token, { query: { type: 'Group' } })).toMatchObject({
      http: 400,
      msg: 'The notice type must be All, Single or Admin',
    });
  });
});

describe('PUT /api/admin/msg/notice', () => {
  it('edits the text and leaves the type and the recipients as they were', async () => {
    const id = await createdId({ title: 'Draft', content: 'old', type: 'Single', recipientUsername: staff.student.username });
    const before = await noticeNamed('Draft');
    const res = await call('PUT', staff.root.token, {
      body: { id, title: ' Final ', content: 'new', type: 'All', recipientId: staff.admin.uid },
    });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Update Successfully' });
    const after = await noticeNamed('Final');
    expect(after).toMatchObject({ content: 'new', type: 'Single', recipientId: staff.student.uid, state: true });
    expect(after.gmtModified.getTime()).toBeGreaterThanOrEqual(before.gmtModified.getTime());
    expect((await tabOf(staff.student.token, 'mine')).find((n) => n.id === id)).toMatchObject({ title: 'Final', content: 'new' });
    expect(await readersOf(id, 'mine')).toEqual([staff.student.username]);
  });

  it('answers 404 for an unknown notice and refuses a bad form', async () => {
    expect(await call('PUT', staff.root.token, { body: { id: 999_999, title: 'T', content: 'x' } })).toMatchObject({
      status: 404,
      msg: 'The notice does not exist',
    });
    const id = (await noticeNamed('Final')).id;
    expect(await call('PUT', staff.root.token, { body: { title: 'T', content: 'x' } })).toMatchObject({
      http: 400,
      msg: 'The required request parameters are missing: id',
    });
    expect(await call('PUT', staff.root.token, { body: { id, title: '', content: 'x' } })).toMatchObject({
      http: 400,
      msg: 'Title is required',
    });
    expect(await call('PUT', staff.root.token, { body: { id, title: 'T', content: '' } })).toMatchObject({
      http: 400,
      msg: 'Content is required',
    });
    expect(await noticeNamed('Final')).toMatchObject({ content: 'new' });
  });
});

describe('DELETE /api/admin/msg/notice', () => {
  it('deletes the notice and every read row of it', async () => {
    const id = await createdId({ title: 'Short-lived', content: 'x', type: 'All' });
    await tabOf(staff.student.token, 'sys');
    const readRows = () => db().select().from(userSysNotice).where(eq(userSysNotice.sysNoticeId, id));
    expect((await readRows()).length).toBe(1);
    expect(await call('DELETE', staff.root.token, { query: { id } })).toMatchObject({ http: 200, status: 200, msg: 'Delete successfully' });
    expect(await db().select().from(adminSysNotice).where(eq(adminSysNotice.id, id))).toEqual([]);
    expect(await readRows()).toEqual([]);
    expect((await tabOf(staff.student.token, 'sys')).map((n) => n.id)).not.toContain(id);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect(await call('DELETE', staff.root.token, { query: { id: 999_999 } })).toMatchObject({
      status: 404,
      msg: 'The notice does not exist',
    });
    expect(await call('DELETE', staff.root.token)).toMatchObject({ http: 400 });
  });
});
