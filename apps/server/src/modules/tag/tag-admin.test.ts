import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { tag, tagClassification } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';

let server: TestServer;
let root: string;
let student: TestUser;
let admin: TestUser;
let problemAdmin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'ta-student');
  admin = await addUser(server, 'ta-admin', { role: Role.ADMIN });
  problemAdmin = await addUser(server, 'ta-padmin', { role: Role.PROBLEM_ADMIN });
});
afterAll(async () => {
  await server.close();
});

const call = (
  method: string,
  path: string,
  opts: { body?: unknown; query?: Record<string, string | number>; token?: string | null } = {},
) => server.call(method, path, { token: opts.token === undefined ? root : opts.token, body: opts.body, query: opts.query });
const tagCount = async () => (await server.ctx.db.select({ n: count() }).from(tag))[0]!.n;
const classificationCount = async () => (await server.ctx.db.select({ n: count() }).from(tagClassification))[0]!.n;
const tagRow = async (id: number) => (await server.ctx.db.select().from(tag).where(eq(tag.id, id)))[0];

describe('who may edit tags', () => {
  it.each([
    ['POST', '/api/admin/tag'],
    ['PUT', '/api/admin/tag'],
    ['DELETE', '/api/admin/tag'],
    ['GET', '/api/admin/tag/classification'],
    ['POST', '/api/admin/tag/classification'],
    ['PUT', '/api/admin/tag/classification'],
    ['DELETE', '/api/admin/tag/classification'],
  ])('%s %s is for root and problem admins', async (method, path) => {
    const body = method === 'GET' ? undefined : { name: 'x', id: 1 };
    expect((await call(method, path, { token: null, body })).http).toBe(401);
    expect((await call(method, path, { token: student.token, body })).http).toBe(403);
    expect((await call(method, path, { token: admin.token, body })).http).toBe(403);
    expect(await tagCount()).toBe(0);
    expect(await classificationCount()).toBe(0);
  });
});

describe('POST /api/admin/tag', () => {
  it('creates a tag and returns it', async () => {
    const res = await call('POST', '/api/admin/tag', { token: problemAdmin.token, body: { name: '  dp  ', color: '#ff0000' } });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toEqual({
      id: expect.any(Number),
      name: 'dp',
      color: '#ff0000',
      oj: 'ME',
      gid: null,
      tcid: null,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
    const hdu = await call('POST', '/api/admin/tag', { body: { name: 'dp', oj: 'hdu' } });
    expect(hdu.data).toMatchObject({ name: 'dp', oj: 'HDU', color: null });
  });

  it('refuses a name the judge already has', async () => {
    const before = await tagCount();
    expect(await call('POST', '/api/admin/tag', { body: { name: 'dp', color: '#00ff00' } })).toMatchObject({
      http: 200,
      status: 400,
      msg: 'The tag already exists',
    });
    expect(await call('POST', '/api/admin/tag', { body: { name: 'dp', oj: 'HDU' } })).toMatchObject({ msg: 'The tag already exists' });
    // Whatever its case: "DP" is the tag "dp".
    expect(await call('POST', '/api/admin/tag', { body: { name: 'DP' } })).toMatchObject({ status: 400, msg: 'The tag already exists' });
    expect(await tagCount()).toBe(before);
    const zh = await server.call('POST', '/api/admin/tag', { token: root, body: { name: 'dp' }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.msg).toBe('该标签已存在');
  });

  it('keeps one tag when two saves race with the same name in different cases', async () => {
    const before = await tagCount();
    const answers = await Promise.all(['Bitmask', 'BITMASK', 'bitmask'].map((name) => call('POST', '/api/admin/tag', { body: { name } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.msg).toBe('The tag already exists');
    expect(await tagCount()).toBe(before + 1);
  });

  it.each([
    ['no body', undefined, 'The required request parameters are missing: name'],
    ['no name', { color: '#fff' }, 'The required request parameters are missing: name'],
    ['a blank name', { name: '   ' }, 'The tag name is required'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'The tag name can not exceed 100 characters'],
    ['a name that is not text', { name: 42 }, 'The tag name is required'],
    ['a colour that is not CSS', { name: 'ok', color: 'url(evil)' }, 'The colour must be a CSS colour such as #409EFF'],
    ['an unknown judge', { name: 'ok', oj: 'XYZ' }, 'The judge must be ME or a remote judge key (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE)'],
    ['ALL as a judge', { name: 'ok', oj: 'ALL' }, 'The judge must be ME or a remote judge key (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE)'],
    ['a classification that is not a number', { name: 'ok', tcid: 'one' }, expect.any(String)],
  ])('refuses %s (HTTP 400), creating nothing', async (_name, body, msg) => {
    const before = await tagCount();
    expect(await call('POST', '/api/admin/tag', { body })).toMatchObject({ http: 400, msg });
    expect(await tagCount()).toBe(before);
  });

  it('refuses an unknown classification', async () => {
    const before = await tagCount();
    expect(await call('POST', '/api/admin/tag', { body: { name: 'ok', tcid: 999_999 } })).toMatchObject({
      http: 200,
      status: 404,
      msg: 'The classification does not exist',
    });
    expect(await tagCount()).toBe(before);
  });

  it("refuses another judge's classification, in English and Chinese", async () => {
    const cf = (await call('POST', '/api/admin/tag/classification', { body: { name: 'CF only', oj: 'CF' } })).data;
    const before = await tagCount();
    expect(await call('POST', '/api/admin/tag', { body: { name: 'own tag', tcid: cf.id } })).toMatchObject({
      http: 200,
      status: 400,
      msg: 'The classification belongs to another judge than the tag',
    });
    const zh = await server.call('POST', '/api/admin/tag', {
      token: root,
      body: { name: 'own tag', tcid: cf.id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.msg).toBe('该标签分类属于其他题库，不能用于此标签');
    expect(await tagCount()).toBe(before);
    expect((await call('POST', '/api/admin/tag', { body: { name: 'cf tag', oj: 'CF', tcid: cf.id } })).status).toBe(200);
    await call('DELETE', '/api/admin/tag/classification', { query: { tcid: cf.id } });
  });
});

describe('PUT and DELETE /api/admin/tag', () => {
  it('updates a tag: name, colour, judge and classification', async () => {
    const created = (await call('POST', '/api/admin/tag', { body: { name: 'greedy' } })).data;
    const tcid = (await call('POST', '/api/admin/tag/classification', { body: { name: 'Algorithms' } })).data.id;
    const res = await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'greedy', color: 'red', tcid } });
    expect(res).toMatchObject({ status: 200, msg: 'Update Successfully', data: null });
    expect(await tagRow(created.id)).toMatchObject({ name: 'greedy', color: 'red', tcid, oj: 'ME' });
    await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'Greedy algorithms', tcid: null } });
    expect(await tagRow(created.id)).toMatchObject({ name: 'Greedy algorithms', color: null, tcid: null });
  });

  it('refuses a missing or unknown id, a taken name and an unknown classification, changing nothing', async () => {
    const created = (await call('POST', '/api/admin/tag', { body: { name: 'math', color: 'blue' } })).data;
    expect(await call('PUT', '/api/admin/tag', { body: { name: 'math' } })).toMatchObject({ http: 400, msg: 'The tag id is required' });
    expect(await call('PUT', '/api/admin/tag', { body: { id: 999_999, name: 'math' } })).toMatchObject({
      status: 404,
      msg: 'The tag does not exist',
    });
    expect(await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'dp' } })).toMatchObject({
      status: 400,
      msg: 'The tag already exists',
    });
    expect(await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'Dp' } })).toMatchObject({
      status: 400,
      msg: 'The tag already exists',
    });
    const own = (await call('POST', '/api/admin/tag/classification', { body: { name: 'Own judge' } })).data;
    expect(await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'math', oj: 'CF', tcid: own.id } })).toMatchObject({
      status: 400,
      msg: 'The classification belongs to another judge than the tag',
    });
    await call('DELETE', '/api/admin/tag/classification', { query: { tcid: own.id } });
    expect(await call('PUT', '/api/admin/tag', { body: { id: created.id, name: 'math', tcid: 999_999 } })).toMatchObject({
      status: 404,
      msg: 'The classification does not exist',
    });
    expect(await call('PUT', '/api/admin/tag', { token: student.token, body: { id: created.id, name: 'mine' } })).toMatchObject({
      http: 403,
    });
    expect(await tagRow(created.id)).toMatchObject({ name: 'math', color: 'blue', tcid: null });
  });

  it('does not edit group tags here', async () => {
    const [groupTag] = await server.ctx.db.insert(tag).values({ name: 'group tag', gid: 5 }).returning();
    expect(await call('PUT', '/api/admin/tag', { body: { id: groupTag!.id, name: 'renamed' } })).toMatchObject({ status: 404 });
    expect(await call('DELETE', '/api/admin/tag', { query: { tid: groupTag!.id } })).toMatchObject({ status: 404 });
    expect(await tagRow(groupTag!.id)).toMatchObject({ name: 'group tag' });
  });

  it('deletes a tag and its links to problems', async () => {
    const t = (await call('POST', '/api/admin/tag', { body: { name: 'to-delete' } })).data;
    const lids = await languageIds(server, ['C++']);
    const made = await call('POST', '/api/admin/problem', {
      body: problemForm(lids, { tags: [{ id: t.id, name: 'to-delete' }] }, { problemId: 'TAGGED', auth: 1 }),
    });
    const tagsOf = async () => (await call('GET', '/api/get-problem-tags', { query: { pid: made.data.pid } })).data;
    expect(await tagsOf()).toEqual([expect.objectContaining({ id: t.id })]);
    expect(await call('DELETE', '/api/admin/tag', { query: { tid: t.id } })).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect(await tagRow(t.id)).toBeUndefined();
    expect(await tagsOf()).toEqual([]);
    expect(await call('DELETE', '/api/admin/tag', { query: { tid: t.id } })).toMatchObject({ status: 404, msg: 'The tag does not exist' });
  });

  it('refuses a missing or malformed tag id', async () => {
    expect(await call('DELETE', '/api/admin/tag')).toMatchObject({ http: 400, msg: 'The required request parameters are missing: tid' });
    expect(await call('DELETE', '/api/admin/tag', { query: { tid: 'abc' } })).toMatchObject({ http: 400, msg: 'The tag id is required' });
    expect(await call('DELETE', '/api/admin/tag', { query: { tid: -3 } })).toMatchObject({ http: 400, msg: 'The tag id is required' });
  });
});

describe('/api/admin/tag/classification', () => {
  it('creates, lists by rank and judge, updates and deletes classifications', async () => {
    const made = await call('POST', '/api/admin/tag/classification', { token: problemAdmin.token, body: { name: 'Basics', rank: 5 } });
    expect(made.data).toEqual({
      id: expect.any(Number),
      name: 'Basics',
      oj: 'ME',
      rank: 5,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
    const first = (await call('POST', '/api/admin/tag/classification', { body: { name: 'First', rank: 1 } })).data;
    await call('POST', '/api/admin/tag/classification', { body: { name: 'Remote', oj: 'CF', rank: 0 } });
    const names = async (oj?: string) =>
      (await call('GET', '/api/admin/tag/classification', { query: oj ? { oj } : {} })).data.map((c: { name: string }) => c.name);
    // 'Algorithms' (rank 0) was made by the tag tests above.
    expect(await names()).toEqual(['Algorithms', 'First', 'Basics']);
    expect(await names('Mine')).toEqual(['Algorithms', 'First', 'Basics']);
    expect(await names('CF')).toEqual(['Remote']);
    expect(await names('ALL')).toEqual(['Algorithms', 'First', 'Basics', 'Remote']);

    expect(await call('PUT', '/api/admin/tag/classification', { body: { id: first.id, name: 'Last', rank: 9 } })).toMatchObject({
      status: 200,
      msg: 'Update Successfully',
    });
    expect(await names()).toEqual(['Algorithms', 'Basics', 'Last']);
  });

  it('refuses bad input, unknown ids and taken names, changing nothing', async () => {
    const before = await classificationCount();
    expect(await call('POST', '/api/admin/tag/classification', { body: {} })).toMatchObject({
      http: 400,
      msg: 'The required request parameters are missing: name',
    });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: ' ' } })).toMatchObject({
      http: 400,
      msg: 'The classification name is required',
    });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: 'y'.repeat(101) } })).toMatchObject({
      http: 400,
      msg: 'The classification name can not exceed 100 characters',
    });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: 'Neg', rank: -1 } })).toMatchObject({ http: 400 });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: 'Neg', oj: 'MOON' } })).toMatchObject({ http: 400 });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: 'Basics' } })).toMatchObject({
      status: 400,
      msg: 'The classification already exists',
    });
    expect(await call('POST', '/api/admin/tag/classification', { body: { name: 'BASICS' } })).toMatchObject({
      status: 400,
      msg: 'The classification already exists',
    });
    expect(await classificationCount()).toBe(before);
    expect(await call('PUT', '/api/admin/tag/classification', { body: { name: 'x' } })).toMatchObject({
      http: 400,
      msg: 'The classification id is required',
    });
    expect(await call('PUT', '/api/admin/tag/classification', { body: { id: 999_999, name: 'x' } })).toMatchObject({
      status: 404,
      msg: 'The classification does not exist',
    });
    expect(await call('DELETE', '/api/admin/tag/classification', { query: { tcid: 999_999 } })).toMatchObject({
      status: 404,
      msg: 'The classification does not exist',
    });
    expect(await call('DELETE', '/api/admin/tag/classification')).toMatchObject({
      http: 400,
      msg: 'The required request parameters are missing: tcid',
    });
    expect(await classificationCount()).toBe(before);
  });

  it('leaves the tags of a deleted classification unclassified', async () => {
    const c = (await call('POST', '/api/admin/tag/classification', { body: { name: 'Doomed' } })).data;
    const t = (await call('POST', '/api/admin/tag', { body: { name: 'orphan', tcid: c.id } })).data;
    expect(t.tcid).toBe(c.id);
    expect(await call('DELETE', '/api/admin/tag/classification', { query: { tcid: c.id } })).toMatchObject({
      status: 200,
      msg: 'Delete successfully',
    });
    expect(await tagRow(t.id)).toMatchObject({ name: 'orphan', tcid: null });
  });
});
