import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@arbiter/contract';
import { expiring, groupMember, judge, userInfo, userRecord } from '../../db/schema.ts';
import { loginAs, startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, everyRole, userRow, type TestUser } from '../../../test/fixtures.ts';
import { addGroupCast } from '../group/test-support.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

const LIST = '/api/admin/user/get-user-list';
const EDIT = '/api/admin/user/edit-user';
const DELETE = '/api/admin/user/delete-user';
const IMPORT = '/api/admin/user/insert-batch-user';
const GENERATE = '/api/admin/user/generate-user';
const SHEET = '/api/file/generate-user-excel';

beforeAll(async () => {
  server = await startTestServer();
  ({ root, admin, problemAdmin, student } = await everyRole(server, 'ua'));
});
afterAll(async () => {
  await server.close();
});

const list = async (query: Record<string, string | number | boolean> = {}) => {
  const res = await server.call('GET', LIST, { token: root, query });
  expect(res.status, res.msg).toBe(200);
  return res.data as { records: Record<string, unknown>[]; total: number };
};
const editBody = (u: TestUser, patch: Record<string, unknown> = {}) => ({
  uid: u.uid,
  username: u.username,
  realname: '',
  email: u.email,
  password: '',
  setNewPwd: false,
  type: Role.DEFAULT_USER,
  status: 0,
  titleName: '',
  titleColor: '',
  ...patch,
});
const countUsers = async () => (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(userInfo))[0]!.n;
const byName = async (username: string) =>
  (
    await server.ctx.db
      .select()
      .from(userInfo)
      .where(sql`lower(${userInfo.username}) = ${username.toLowerCase()}`)
  )[0];

describe('who may manage users', () => {
  const calls: [string, string, unknown][] = [
    ['GET', LIST, undefined],
    ['PUT', EDIT, { uid: 'x' }],
    ['DELETE', DELETE, { ids: ['x'] }],
    ['POST', IMPORT, { users: [['a', 'password1']] }],
    ['POST', GENERATE, { prefix: 'p', suffix: '', number_from: 1, number_to: 1, password_length: 8 }],
    ['GET', `${SHEET}?key=abc`, undefined],
  ];
  it.each(calls)('%s %s is for the super admin only', async (method, path, body) => {
    expect((await server.call(method, path, { token: null, body })).http).toBe(401);
    for (const u of [student, admin, problemAdmin]) {
      const res = await server.call(method, path, { token: u.token, body });
      expect(res.http, u.username).toBe(403);
    }
    expect(await byName('a')).toBeUndefined();
    expect(await byName('p1')).toBeUndefined();
  });
});

describe('GET /api/admin/user/get-user-list', () => {
  it('lists users with their role and never a password or its hash', async () => {
    const res = await server.call('GET', LIST, { token: root, query: { limit: 100 } });
    expect(res.status).toBe(200);
    expect(res.data.total).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(res.data);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain('$argon2');
    const row = res.data.records.find((r: { username: string }) => r.username === 'ua-admin');
    expect(row).toMatchObject({ uid: admin.uid, email: 'ua-admin@school.test', status: 0 });
    expect(row.roles).toEqual([{ id: 1001, role: 'admin', description: 'admin', status: 0 }]);
    expect(Object.keys(row)).not.toContain('tokenVersion');
  });

  it('searches username, email and real name, and keeps admins only when asked', async () => {
    await server.ctx.db.update(userInfo).set({ realname: 'Zhang Findme' }).where(eq(userInfo.uuid, student.uid));
    expect((await list({ keyword: 'findme' })).records.map((r) => r.username)).toEqual(['ua-student']);
    expect((await list({ keyword: 'ua-padmin@school' })).records.map((r) => r.username)).toEqual(['ua-padmin']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const admins = (await list({ onlyAdmin: true, limit: 50 })).records.map((r) => r.username).sort();
    expect(admins).toEqual(['root', 'ua-admin', 'ua-padmin']);
    const paged = await list({ limit: 2, currentPage: 2 });
    expect(paged.records).toHaveLength(2);
  });
});

describe('PUT /api/admin/user/edit-user', () => {
  it('saves the account fields', async () => {
    const u = await addUser(server, 'ua-edit1');
    const res = await server.call('PUT', EDIT, {
      token: root,
      body: editBody(u, {
        username: 'ua-edited',
        realname: 'Li Lei',
        email: 'edited@school.test',
        titleName: 'Star',
        titleColor: '#ff0000',
      }),
    });
    expect(res.status, res.msg).toBe(200);
    expect(await userRow(server, u.uid)).toMatchObject({
      username: 'ua-edited',
      realname: 'Li Lei',
      email: 'edited@school.test',
      titleName: 'Star',
      titleColor: '#ff0000',
    });
  });

  it('refuses a taken username or email, an unknown user and bad values, changing nothing', async () => {
    const u = await addUser(server, 'ua-edit2');
    const before = await userRow(server, u.uid);
    const dupName = await server.call('PUT', EDIT, { token: root, body: editBody(u, { username: 'UA-ADMIN' }) });
    expect([dupName.status, dupName.msg]).toEqual([400, 'The username already exists']);
    const dupEmail = await server.call('PUT', EDIT, { token: root, body: editBody(u, { email: 'UA-Admin@school.test' }) });
    expect([dupEmail.status, dupEmail.msg]).toEqual([400, 'The email has already been registered']);
    const missing = await server.call('PUT', EDIT, { token: root, body: editBody(u, { uid: 'nobody' }) });
    expect(missing.status).toBe(404);
    for (const patch of [
      { username: 'x'.repeat(21) },
      { realname: 'x'.repeat(51) },
      { email: 'not-an-email' },
      { type: 999 },
      { status: 2 },
      { titleName: 'x'.repeat(21) },
      { titleColor: 'url(x)' },
      { setNewPwd: true, password: '123' },
    ]) {
      const res = await server.call('PUT', EDIT, { token: root, body: editBody(u, patch) });
      expect(res.http, JSON.stringify(patch)).toBe(400);
    }
    expect(await userRow(server, u.uid)).toEqual(before);
  });

  it('a ban refuses the user’s existing token on the next call', async () => {
    const u = await addUser(server, 'ua-banned');
    const token = await loginAs(server, 'ua-banned', u.password);
    expect((await server.call('GET', '/api/get-user-auth-info', { token })).status).toBe(200);
    const res = await server.call('PUT', EDIT, { token: root, body: editBody(u, { status: 1 }) });
    expect(res.status, res.msg).toBe(200);
    expect((await server.call('GET', '/api/get-user-auth-info', { token })).http).toBe(401);
    const login = await server.call('POST', '/api/login', { body: { username: 'ua-banned', password: u.password } });
    expect(login.status).not.toBe(200);
  });

  it('a demoted admin’s token no longer reaches an admin call', async () => {
    const u = await addUser(server, 'ua-demoted', { role: Role.ADMIN });
    const token = await loginAs(server, 'ua-demoted', u.password);
    expect((await server.call('GET', '/api/admin/announcement', { token })).status).toBe(200);
    await server.call('PUT', EDIT, { token: root, body: editBody(u, { type: Role.DEFAULT_USER }) });
    expect((await server.call('GET', '/api/admin/announcement', { token })).http).toBe(403);
    const info = await server.call('GET', '/api/get-user-auth-info', { token });
    expect(info.status).toBe(200);
    expect(JSON.stringify(info.data)).toContain('default_user');
    // The user is told, in the Mine tab of the message centre; a save that keeps the role tells nothing.
    const mine = await server.call('GET', '/api/msg/mine', { token });
    expect(mine.data.records).toHaveLength(1);
    expect(mine.data.records[0]).toMatchObject({ title: expect.stringContaining('Your role has changed') });
    expect(mine.data.records[0].content).toContain('**admin**');
    await server.call('PUT', EDIT, { token: root, body: editBody(u, { type: Role.DEFAULT_USER, realname: 'Still a user' }) });
    expect((await server.call('GET', '/api/msg/mine', { token })).data.total).toBe(1);
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const u = await addUser(server, 'ua-newpwd');
    const token = await loginAs(server, 'ua-newpwd', u.password);
    const res = await server.call('PUT', EDIT, { token: root, body: editBody(u, { setNewPwd: true, password: 'brand-new-1' }) });
    expect(res.status, res.msg).toBe(200);
    expect((await server.call('GET', '/api/get-user-auth-info', { token })).http).toBe(401);
    await expect(loginAs(server, 'ua-newpwd', u.password)).rejects.toThrow();
    await loginAs(server, 'ua-newpwd', 'brand-new-1');
    // Without setNewPwd the password field is ignored.
    await server.call('PUT', EDIT, { token: root, body: editBody(u, { password: 'ignored-pwd' }) });
    await loginAs(server, 'ua-newpwd', 'brand-new-1');
  });

  it('refuses the super admin banning or demoting themself', async () => {
    const me = await userRow(server, '1');
    const self = { uid: '1', username: 'root', email: me.email, type: Role.ROOT, status: 0 };
    for (const patch of [{ status: 1 }, { type: Role.ADMIN }]) {
      const res = await server.call('PUT', EDIT, { token: root, body: { ...self, ...patch } });
      expect(res.status).toBe(400);
    }
    expect(await userRow(server, '1')).toMatchObject({ status: 0, roleId: Role.ROOT });
    const ok = await server.call('PUT', EDIT, { token: root, body: { ...self, titleName: 'Boss' } });
    expect(ok.status, ok.msg).toBe(200);
  });
});

describe('DELETE /api/admin/user/delete-user (JSON body)', () => {
  it('deletes users and their own rows', async () => {
    const a = await addUser(server, 'ua-del1');
    const b = await addUser(server, 'ua-del2');
    const res = await server.call('DELETE', DELETE, { token: root, body: { ids: [a.uid, b.uid] } });
    expect(res.status, res.msg).toBe(200);
    expect(await byName('ua-del1')).toBeUndefined();
    expect(await server.ctx.db.select().from(userRecord).where(eq(userRecord.uid, b.uid))).toEqual([]);
    expect((await server.call('GET', '/api/get-user-auth-info', { token: a.token })).http).toBe(401);
  });

  it('refuses deleting yourself, an unknown user, or a user with submissions, deleting none', async () => {
    const keep = await addUser(server, 'ua-del3');
    const author = await addUser(server, 'ua-del4');
    await server.ctx.db.insert(judge).values({ pid: 1, displayPid: 'P1', uid: author.uid, username: author.username, language: 'C++' });
    const users = await countUsers();
    const self = await server.call('DELETE', DELETE, { token: root, body: { ids: [keep.uid, '1'] } });
    expect([self.status, self.msg]).toEqual([400, 'You can not delete yourself']);
    const unknown = await server.call('DELETE', DELETE, { token: root, body: { ids: [keep.uid, 'nobody'] } });
    expect(unknown.status).toBe(404);
    const used = await server.call('DELETE', DELETE, { token: root, body: { ids: [keep.uid, author.uid] } });
    expect(used.status).toBe(400);
    expect(used.msg).toContain('ua-del4');
    expect(used.msg).not.toContain('ua-del3');
    for (const body of [{}, { ids: [] }, { ids: 'x' }]) {
      expect((await server.call('DELETE', DELETE, { token: root, body })).http).toBe(400);
    }
    // The ids travel in the body, never the query.
    expect((await server.call('DELETE', `${DELETE}?ids=${keep.uid}`, { token: root })).http).toBe(400);
    expect(await countUsers()).toBe(users);
  });
});

describe('deleting a group owner or member', () => {
  it('keeps a group owner, and takes a member out of the group with the user', async () => {
    const cast = await addGroupCast(server, 'uad');
    const owner = await server.call('DELETE', DELETE, { token: root, body: { ids: [cast.groupRoot.uid] } });
    expect(owner.status).toBe(400);
    expect(owner.msg).toContain(cast.groupRoot.username);
    const member = await server.call('DELETE', DELETE, { token: root, body: { ids: [cast.member.uid] } });
    expect(member.status, member.msg).toBe(200);
    expect(await server.ctx.db.select().from(groupMember).where(eq(groupMember.uid, cast.member.uid))).toEqual([]);
  });
});

describe('POST /api/admin/user/insert-batch-user', () => {
  const refused = async (users: unknown[][]) => {
    const before = await countUsers();
    const res = await server.call('POST', IMPORT, { token: root, body: { users } });
    expect(res.status, res.msg).toBe(400);
    expect(await countUsers()).toBe(before);
    return res.data.rows as { row: number; username: string; errors: { en: string; zh: string }[] }[];
  };

  it('refuses the whole file when any row is bad, reporting each row and writing nothing', async () => {
    const rows = await refused([
      ['ua-imp-ok', 'password1', 'ok@imp.test', 'Real', 'male', 'Nick', 'School'],
      ['', 'password1'],
      ['ua-imp-nopw', ''],
      ['ua-imp-short', '12345'],
      ['x'.repeat(21), 'password1'],
      ['ua-imp-mail', 'password1', 'not-mail'],
      ['ua-imp-sex', 'password1', '', '', 'other'],
      ['ua-imp-ok', 'password1'],
      ['ua-student', 'password1'],
      ['ua-imp-mail2', 'password1', 'UA-ADMIN@school.test'],
      ['ua-imp-long', 'password1', '', 'r'.repeat(51), '', 'n'.repeat(21), 's'.repeat(101)],
      ['ua-imp-dupmail', 'password1', 'OK@imp.test'],
    ]);
    const en = (row: number) => rows.find((r) => r.row === row)?.errors.map((e) => e.en);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(en(2)).toEqual(['Username is required']);
    expect(en(3)).toEqual(['Password is required']);
    expect(en(4)).toEqual(['Password must be 6 to 20 characters']);
    expect(en(5)).toEqual(['Username can not exceed 20 characters']);
    expect(en(6)).toEqual(['The email format is incorrect']);
    expect(en(7)).toEqual(['Gender must be male, 0, female, 1 or empty']);
    expect(en(8)).toEqual(['The username appears more than once in the file']);
    expect(en(9)).toEqual(['The username already exists']);
    expect(en(10)).toEqual(['The email has already been registered']);
    expect(en(11)).toEqual([
      'Real name can not exceed 50 characters',
      'Nickname can not exceed 20 characters',
      'School can not exceed 100 characters',
    ]);
    expect(en(12)).toEqual(['The email appears more than once in the file']);
    expect(rows[0]!.errors[0]!.zh).toBe('用户名不能为空');
    expect(await byName('ua-imp-ok')).toBeUndefined();
  });

  it('answers the refusal in Chinese when asked', async () => {
    const res = await server.call('POST', IMPORT, {
      token: root,
      body: { users: [['', 'password1']] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.msg).toBe('有 1 行存在问题，未导入任何用户');
  });

  it('refuses a malformed body', async () => {
    for (const body of [
      {},
      { users: [] },
      { users: 'a,b' },
      { users: [[{}]] },
      { users: Array.from({ length: 1001 }, () => ['a', 'b']) },
    ]) {
      expect((await server.call('POST', IMPORT, { token: root, body })).http).toBe(400);
    }
  });

  it('creates every user as a normal user who can log in', async () => {
    const res = await server.call('POST', IMPORT, {
      token: root,
      body: {
        users: [
          ['ua-imp-a', 'password-a', 'a@imp.test', 'Real A', 'male', 'Nick A', 'School A'],
          ['ua-imp-b', 'password-b', '', '', 1],
          ['ua-imp-c', 'password-c', null, null, 'FEMALE'],
          ['ua-imp-d', 'password-d', '', '', '0'],
          ['ua-imp-e', 'password-e'],
        ],
      },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.msg).toBe('5 user(s) imported');
    expect(await byName('ua-imp-a')).toMatchObject({
      email: 'a@imp.test',
      realname: 'Real A',
      gender: 'male',
      nickname: 'Nick A',
      school: 'School A',
      roleId: Role.DEFAULT_USER,
      status: 0,
    });
    expect((await byName('ua-imp-b'))?.gender).toBe('female');
    expect((await byName('ua-imp-c'))?.gender).toBe('female');
    expect((await byName('ua-imp-d'))?.gender).toBe('male');
    expect(await byName('ua-imp-e')).toMatchObject({ gender: 'secrecy', email: null });
    expect((await byName('ua-imp-e'))?.password).not.toBe('password-e');
    for (const x of ['a', 'b', 'c', 'd', 'e']) await loginAs(server, `ua-imp-${x}`, `password-${x}`);
  });
});

describe('POST /api/admin/user/generate-user and the sheet', () => {
  const generate = (body: Record<string, unknown>) =>
    server.call('POST', GENERATE, {
      token: root,
      body: { prefix: 'gen', suffix: '', number_from: 1, number_to: 3, password_length: 8, ...body },
    });

  it('creates the accounts and serves their sheet, whose passwords log in', async () => {
    const res = await generate({ prefix: 'class', suffix: 'x', number_from: 8, number_to: 11 });
    expect(res.status, res.msg).toBe(200);
    const key = res.data.key as string;
    const file = await fetch(`${server.url}${SHEET}?key=${key}`, { headers: { authorization: root } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;filename=generated_users_\d{8}_\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['Username', 'Password']);
    const accounts = rows.slice(1).map((r) => ({ username: String(r[1]), password: String(r[2]) }));
    expect(accounts.map((a) => a.username)).toEqual(['class8x', 'class9x', 'class10x', 'class11x']);
    for (const a of accounts) {
      expect(a.password).toMatch(/^[A-Za-z2-9]{8}$/);
      await loginAs(server, a.username, a.password);
    }
    expect((await byName('class8x'))?.roleId).toBe(Role.DEFAULT_USER);
  });

  it('refuses all when any username exists, naming them', async () => {
    await addUser(server, 'dup2');
    const before = await countUsers();
    const res = await generate({ prefix: 'dup', number_from: 1, number_to: 3 });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ usernames: ['dup2'] });
    expect(res.msg).toContain('dup2');
    expect(await countUsers()).toBe(before);
  });

  it('refuses bad numbers, lengths and names', async () => {
    const before = await countUsers();
    for (const body of [
      { password_length: 5 },
      { password_length: 21 },
      { number_from: 5, number_to: 4 },
      { number_from: 1, number_to: 1001 },
      { number_from: -1 },
      { prefix: 'a'.repeat(18), number_to: 100 },
      { prefix: 'a b' },
      { number_to: undefined },
    ]) {
      const res = await generate(body);
      expect(res.http, JSON.stringify(body)).toBe(400);
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers a message for an unknown or expired key', async () => {
    const unknown = await server.call('GET', SHEET, { token: root, query: { key: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toContain('expired');
    const res = await generate({ prefix: 'late', number_to: 1 });
    const key = res.data.key as string;
    await server.ctx.db
      .update(expiring)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(expiring.key, key));
    const late = await server.call('GET', SHEET, { token: root, query: { key } });
    expect(late.status).toBe(400);
    expect(late.headers.get('content-type')).toContain('application/json');
  });
});
