import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { tag } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm } from '../../../test/problem-admin.ts';

let server: TestServer;
let root: string;
let student: TestUser;
let author: TestUser;
const tids: Record<string, number> = {};
const cids: Record<string, number> = {};
let publicPid: number;
let hiddenPid: number;

const post = async (path: string, body: unknown) => {
  const res = await server.call('POST', path, { token: root, body });
  expect(res.status, res.msg).toBe(200);
  return res.data;
};

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'tr-student');
  author = await addUser(server, 'tr-author', { role: Role.ADMIN });
  // Classifications: own ones by rank then id, whatever the creation order; one remote; one empty.
  cids.graphs = (await post('/api/admin/tag/classification', { name: 'Graphs', rank: 2 })).id;
  cids.basics = (await post('/api/admin/tag/classification', { name: 'Basics', rank: 1 })).id;
  cids.empty = (await post('/api/admin/tag/classification', { name: 'Empty', rank: 3 })).id;
  cids.cf = (await post('/api/admin/tag/classification', { name: 'CF topics', oj: 'CF', rank: 0 })).id;
  tids.bfs = (await post('/api/admin/tag', { name: 'bfs', tcid: cids.graphs })).id;
  tids.loops = (await post('/api/admin/tag', { name: 'loops', tcid: cids.basics })).id;
  tids.dfs = (await post('/api/admin/tag', { name: 'dfs', tcid: cids.graphs })).id;
  tids.misc = (await post('/api/admin/tag', { name: 'misc' })).id;
  tids.cfMath = (await post('/api/admin/tag', { name: 'math', oj: 'CF', tcid: cids.cf })).id;
  tids.hduMisc = (await post('/api/admin/tag', { name: 'misc', oj: 'HDU' })).id;
  // A group's own tag never shows among the site's.
  await server.ctx.db.insert(tag).values({ name: 'group secret', gid: 9 });

  const lids = await languageIds(server, ['C++']);
  publicPid = (
    await post(
      '/api/admin/problem',
      problemForm(
        lids,
        {
          tags: [
            { id: tids.dfs!, name: 'dfs' },
            { id: tids.bfs!, name: 'bfs' },
          ],
        },
        { problemId: 'TR1', auth: 1 },
      ),
    )
  ).pid;
  const hidden = await server.call('POST', '/api/admin/problem', {
    token: author.token,
    body: problemForm(lids, { tags: [{ id: tids.misc!, name: 'misc' }] }, { problemId: 'TR2', auth: 2 }),
  });
  hiddenPid = hidden.data.pid;
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, query: Record<string, string | number> = {}, token: string | null = null) =>
  server.call('GET', path, { token, query });
const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('GET /api/get-problem-tags', () => {
  it('answers the tags of a public problem to anyone', async () => {
    const res = await get('/api/get-problem-tags', { pid: publicPid });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      {
        id: tids.bfs,
        name: 'bfs',
        color: null,
        oj: 'ME',
        gid: null,
        tcid: cids.graphs,
        gmtCreate: expect.any(String),
        gmtModified: expect.any(String),
      },
      expect.objectContaining({ id: tids.dfs, name: 'dfs' }),
    ]);
  });

  it('answers [] without a problem', async () => {
    expect((await get('/api/get-problem-tags')).data).toEqual([]);
    expect((await get('/api/get-problem-tags', { pid: '' })).data).toEqual([]);
    expect(await get('/api/get-problem-tags', { pid: 'abc' })).toMatchObject({ http: 400, msg: 'The problem id is required' });
  });

  it('keeps a hidden problem’s tags to those who may read it, and refuses unknown problems', async () => {
    expect(await get('/api/get-problem-tags', { pid: hiddenPid })).toMatchObject({ status: 403, data: null });
    expect(await get('/api/get-problem-tags', { pid: hiddenPid }, student.token)).toMatchObject({ status: 403, data: null });
    expect(names((await get('/api/get-problem-tags', { pid: hiddenPid }, author.token)).data)).toEqual(['misc']);
    expect(names((await get('/api/get-problem-tags', { pid: hiddenPid }, root)).data)).toEqual(['misc']);
    expect(await get('/api/get-problem-tags', { pid: 999_999 })).toMatchObject({ status: 404, msg: 'The problem does not exist' });
  });
});

describe('GET /api/get-all-problem-tags', () => {
  it('lists the site tags of one judge (own by default), or of all', async () => {
    expect(names((await get('/api/get-all-problem-tags')).data)).toEqual(['bfs', 'loops', 'dfs', 'misc']);
    expect(names((await get('/api/get-all-problem-tags', { oj: 'Mine' })).data)).toEqual(['bfs', 'loops', 'dfs', 'misc']);
    expect((await get('/api/get-all-problem-tags', { oj: 'cf' })).data).toEqual([expect.objectContaining({ id: tids.cfMath, oj: 'CF' })]);
    expect(names((await get('/api/get-all-problem-tags', { oj: 'ALL' })).data)).toEqual(['bfs', 'loops', 'dfs', 'misc', 'math', 'misc']);
    expect((await get('/api/get-all-problem-tags', { oj: 'POJ' })).data).toEqual([]);
  });
});

describe('GET /api/get-problem-tags-and-classification', () => {
  const groups = async (oj?: string) => {
    const res = await get('/api/get-problem-tags-and-classification', oj ? { oj } : {});
    expect(res.status).toBe(200);
    return res.data.map((g: { classification: { name: string } | null; tagList: { name: string }[] }) => [
      g.classification?.name ?? null,
      names(g.tagList),
    ]);
  };

  it('groups the tags by classification (rank, then id), unclassified last', async () => {
    expect(await groups()).toEqual([
      ['Basics', ['loops']],
      ['Graphs', ['bfs', 'dfs']],
      ['Empty', []],
      [null, ['misc']],
    ]);
    const full = (await get('/api/get-problem-tags-and-classification')).data;
    expect(full[0].classification).toEqual({
      id: cids.basics,
      name: 'Basics',
      oj: 'ME',
      rank: 1,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
  });

  it('serves one remote judge, or all with the own judge first', async () => {
    expect(await groups('CF')).toEqual([['CF topics', ['math']]]);
    expect(await groups('HDU')).toEqual([[null, ['misc']]]);
    expect(await groups('SPOJ')).toEqual([]);
    expect(await groups('ALL')).toEqual([
      ['Basics', ['loops']],
      ['Graphs', ['bfs', 'dfs']],
      ['Empty', []],
      ['CF topics', ['math']],
      [null, ['misc', 'misc']],
    ]);
  });
});
