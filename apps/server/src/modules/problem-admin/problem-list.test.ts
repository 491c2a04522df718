import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, Role } from '@arbiter/contract';
import { language, problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';
import { languageSeed, seedLanguages } from './languages.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let otherAdmin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;
let lids: number[];
const pids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'pl-admin', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'pl-admin2', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'pl-padmin', { role: Role.PROBLEM_ADMIN });
  student = await addUser(server, 'pl-student');
  lids = await languageIds(server, ['C', 'Java']);
  for (const [problemId, title, token, auth] of [
    ['LIST-1', 'Sorting', root, 1],
    ['LIST-2', 'Graphs', admin.token, 2],
    ['LIST-3', 'Sorting again', admin.token, 3],
  ] as const) {
    const res = await server.call('POST', '/api/admin/problem', { token, body: problemForm(lids, {}, { problemId, title, auth }) });
    pids[problemId] = res.data.pid;
  }
  // A remote problem and a group problem, as other areas write them.
  await server.ctx.db.insert(problem).values([
    { problemId: 'HDU-1000', title: 'A + B (HDU)', isRemote: true, author: 'root' },
    { problemId: 'GROUP-1', title: 'Group only', isGroup: true, gid: 1, author: 'root' },
  ]);
});
afterAll(async () => {
  await server.close();
});

const list = (query: Record<string, string | number> = {}, token: string | null = root) =>
  server.call('GET', '/api/admin/problem/get-problem-list', { token, query });
const ids = (res: { data: { records: { problemId: string }[] } }) => res.data.records.map((r) => r.problemId);

describe('GET /api/admin/problem/get-problem-list', () => {
  it('is for admins', async () => {
    expect((await list({}, null)).http).toBe(401);
    expect((await list({}, student.token)).http).toBe(403);
    expect((await list({}, admin.token)).status).toBe(200);
  });

  it('pages site problems, newest id first', async () => {
    const all = await list();
    expect(ids(all)).toEqual(['HDU-1000', 'LIST-3', 'LIST-2', 'LIST-1']);
    expect(all.data).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(all.data.records[1]).toMatchObject({ title: 'Sorting again', author: 'pl-admin', auth: 3, judgeMode: 'default' });
    const second = await list({ currentPage: 2, limit: 3 });
    expect(ids(second)).toEqual(['LIST-1']);
    expect(second.data).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect((await list({ currentPage: 0, limit: -1 })).data).toMatchObject({ current: 1, size: 10 });
  });

  it('filters by keyword (problem ID, title or author), auth and judge', async () => {
    expect(ids(await list({ keyword: 'sorting' }))).toEqual(['LIST-3', 'LIST-1']);
    expect(ids(await list({ keyword: 'list-2' }))).toEqual(['LIST-2']);
    expect(ids(await list({ keyword: 'pl-admin' }))).toEqual(['LIST-3', 'LIST-2']);
    expect(ids(await list({ keyword: '%' }))).toEqual([]);
    expect(ids(await list({ auth: 2 }))).toEqual(['LIST-2']);
    expect(ids(await list({ auth: 0 }))).toHaveLength(4);
    // A number past the column's smallint is no filter, not a database error.
    expect(ids(await list({ auth: 548202070 }))).toHaveLength(4);
    expect(ids(await list({ oj: 'HDU' }))).toEqual(['HDU-1000']);
    expect(ids(await list({ oj: 'ME' }))).toEqual(['LIST-3', 'LIST-2', 'LIST-1']);
    expect(ids(await list({ oj: 'All' }))).toHaveLength(4);
  });
});

describe('PUT /api/admin/problem/change-problem-auth', () => {
  const change = (token: string | null, body: unknown) => server.call('PUT', '/api/admin/problem/change-problem-auth', { token, body });
  const authOf = async (pid: number) => (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0]!.auth;

  it('lets the author hide or restrict a problem, but only root and problem admins make it public', async () => {
    const pid = pids['LIST-2']!;
    expect(await change(admin.token, { id: pid, auth: 3 })).toMatchObject({ status: 200 });
    expect(await authOf(pid)).toBe(3);
    expect(await change(admin.token, { id: pid, auth: 1 })).toMatchObject({
      http: 200,
      status: 403,
      msg: 'Only a super admin or a problem admin can make a problem public',
    });
    expect(await authOf(pid)).toBe(3);
    expect(await change(problemAdmin.token, { id: pid, auth: 1 })).toMatchObject({ status: 200 });
    expect(await authOf(pid)).toBe(1);
    expect(await change(root, { id: pid, auth: 2 })).toMatchObject({ status: 200 });
    expect(await authOf(pid)).toBe(2);
  });

  it("refuses another admin's problem, unknown problems and bad values", async () => {
    const pid = pids['LIST-3']!;
    expect(await change(otherAdmin.token, { id: pid, auth: 2 })).toMatchObject({ status: 403 });
    expect(await authOf(pid)).toBe(3);
    expect(await change(root, { id: 999_999, auth: 2 })).toMatchObject({ status: 404 });
    expect(await change(root, { id: pid, auth: 0 })).toMatchObject({
      http: 400,
      msg: 'The problem auth must be 1 (public), 2 (private) or 3 (contest)',
    });
    expect((await change(student.token, { id: pid, auth: 2 })).http).toBe(403);
    expect((await change(null, { id: pid, auth: 2 })).http).toBe(401);
    expect(await authOf(pid)).toBe(3);
  });
});

describe('public language and template reads', () => {
  it('list a problem’s languages in the table’s order, and nothing for an unknown problem', async () => {
    const res = await server.call('GET', '/api/get-problem-languages', { query: { pid: pids['LIST-1']! } });
    expect(res.data.map((l: { name: string }) => l.name)).toEqual(['C', 'Java']);
    expect(res.data[0]).toMatchObject({
      oj: 'ME',
      isSpj: true,
      contentType: 'text/x-csrc',
      compileCommand: expect.stringContaining('gcc'),
    });
    expect(await server.call('GET', '/api/get-problem-languages', { query: { pid: 999_999 } })).toMatchObject({
      http: 200,
      status: 404,
      msg: 'The problem does not exist',
    });
    expect((await server.call('GET', '/api/get-problem-code-template', {})).http).toBe(400);
  });

  it('refuse a problem closed to the caller the way its detail does', async () => {
    const pid = pids['LIST-3']!;
    for (const token of [null, student.token, otherAdmin.token]) {
      const detail = await server.call('GET', '/api/get-problem-detail', { token, query: { problemId: 'LIST-3' } });
      expect(detail).toMatchObject({ http: 200, status: 403, msg: 'The problem is not public and can not be viewed' });
      for (const path of ['/api/get-problem-languages', '/api/get-problem-code-template']) {
        const res = await server.call('GET', path, { token, query: { pid } });
        expect([res.http, res.status, res.msg, res.data]).toEqual([detail.http, detail.status, detail.msg, detail.data]);
      }
    }
    // Its author and the managers still read it (the admin preview).
    for (const token of [admin.token, problemAdmin.token, root]) {
      expect((await server.call('GET', '/api/get-problem-languages', { token, query: { pid } })).data).toHaveLength(2);
      expect((await server.call('GET', '/api/get-problem-code-template', { token, query: { pid } })).status).toBe(200);
    }
  });
});

describe('language seeding', () => {
  it('holds one row per language of the contract table, first listed shown first', async () => {
    const rows = await server.ctx.db.select().from(language).where(eq(language.oj, 'ME')).orderBy(asc(language.id));
    expect(rows.map((r) => r.name)).toEqual(LANGUAGES.map((l) => l.name));
    expect(rows[0]).toMatchObject({ name: 'C', oj: 'ME', seq: LANGUAGES.length, isSpj: true });
    expect(rows.at(-1)!.seq).toBe(1);
  });

  it('is idempotent: running it again keeps the ids and brings changed rows up to date', async () => {
    const before = await server.ctx.db.select().from(language).where(eq(language.oj, 'ME')).orderBy(asc(language.id));
    await server.ctx.db.update(language).set({ description: 'stale' }).where(eq(language.name, 'Java'));
    await seedLanguages(server.ctx.db);
    await seedLanguages(server.ctx.db);
    const after = await server.ctx.db.select().from(language).where(eq(language.oj, 'ME')).orderBy(asc(language.id));
    expect(after.map((r) => [r.id, r.name, r.description])).toEqual(before.map((r) => [r.id, r.name, r.description]));
    // A narrower table (say, an older one) updates what it names and leaves the other rows alone.
    const stub = [
      { ...languageSeed(LANGUAGES[0]!), description: 'GCC (stub)' },
      { ...languageSeed(LANGUAGES[0]!), name: 'Stub Language', description: 'new' },
    ];
    await seedLanguages(server.ctx.db, stub);
    const names = (await server.ctx.db.select().from(language).where(eq(language.oj, 'ME'))).map((r) => r.name);
    expect(names).toHaveLength(LANGUAGES.length + 1);
    expect(
      (
        await server.ctx.db
          .select()
          .from(language)
          .where(and(eq(language.name, 'C'), eq(language.oj, 'ME')))
      )[0],
    ).toMatchObject({
      id: before[0]!.id,
      description: 'GCC (stub)',
    });
  });
});
