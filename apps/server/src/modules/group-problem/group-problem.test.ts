import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, GroupLevel, Role, type ProblemDTO } from '@arbiter/contract';
import { problem, problemTag, tag } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { languageIds, problemForm, uploadZip, zipOf } from '../../../test/problem-admin.ts';
import { type Caller, type GroupCast, addGroupCast, splitCallers } from '../group/test-support.ts';

/**
 * A group's problems (hoj-api §11): who may list, read, write, delete, compile and propose them,
 * on a public and a private group; a refused call changes nothing.
 */

let server: TestServer;
let lids: number[];
let other: GroupCast;

beforeAll(async () => {
  server = await startTestServer();
  lids = await languageIds(server, ['C', 'C++']);
  other = await addGroupCast(server, 'gpo');
});
afterAll(async () => {
  await server.close();
});

const form = (gid: number, p: Partial<ProblemDTO['problem']> = {}, patch: Partial<ProblemDTO> = {}) =>
  problemForm(lids, patch, { gid, auth: 1, ...p });

let seq = 0;
/** A problem of the cast's group made by `who` through the call; answers its row. */
async function made(cast: GroupCast, who: Caller, p: Partial<ProblemDTO['problem']> = {}) {
  seq += 1;
  const problemId = p.problemId ?? `Q${seq}`;
  const res = await server.call('POST', '/api/group/problem', { token: cast.token(who), body: form(cast.gid, { ...p, problemId }) });
  expect(res, res.msg).toMatchObject({ http: 200, status: 200 });
  const [row] = await server.ctx.db
    .select()
    .from(problem)
    .where(eq(problem.problemId, `${cast.shortName}${problemId}`));
  expect(row).toBeDefined();
  return row!;
}

async function rowOf(pid: number) {
  return (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0];
}

/** What a refused caller gets: 401 without a login, 403 (or 404) otherwise. */
function expectRefused(res: { http: number; status: number | undefined; msg?: string | undefined }, who: Caller) {
  if (who === 'anonymous') expect(res.http).toBe(401);
  else expect([403, 404], `${who}: ${res.msg}`).toContain(res.status);
}

describe.each([
  ['public', GroupAuth.PUBLIC],
  ['private', GroupAuth.PRIVATE],
] as const)('the problems of a %s group', (_, auth) => {
  let cast: GroupCast;
  beforeAll(async () => {
    cast = await addGroupCast(server, auth === GroupAuth.PUBLIC ? 'gpp' : 'gpq', { auth });
  });

  it('get-problem-list: members see the public problems, counted in the group, with tags', async () => {
    const open = await made(cast, 'groupAdmin', { title: 'Open one' });
    await made(cast, 'groupAdmin', { title: 'Hidden one', auth: 2 });
    const { allowed, refused } = splitCallers(GroupLevel.MEMBER);
    for (const who of allowed) {
      const res = await server.call('GET', '/api/group/get-problem-list', { token: cast.token(who), query: { gid: cast.gid } });
      expect(res, who).toMatchObject({ http: 200, status: 200 });
      const ids = res.data.records.map((r: { pid: number }) => r.pid);
      expect(ids, who).toContain(open.id);
      expect(
        res.data.records.every((r: { title: string }) => r.title !== 'Hidden one'),
        who,
      ).toBe(true);
    }
    for (const who of refused) {
      expectRefused(await server.call('GET', '/api/group/get-problem-list', { token: cast.token(who), query: { gid: cast.gid } }), who);
    }
  });

  it('get-admin-problem-list and get-all-problem-tags: group admins only', async () => {
    await made(cast, 'groupRoot', { title: 'Tagged' }).then(async (row) => {
      // The tag a group problem names is the group's own.
      const res = await server.call('PUT', '/api/group/problem', {
        token: cast.token('groupRoot'),
        body: form(cast.gid, { id: row.id, problemId: 'T1', title: 'Tagged' }, { tags: [{ name: 'graphs' }] }),
      });
      expect(res, res.msg).toMatchObject({ status: 200 });
    });
    const { allowed, refused } = splitCallers(GroupLevel.ADMIN);
    for (const who of allowed) {
      const list = await server.call('GET', '/api/group/get-admin-problem-list', { token: cast.token(who), query: { gid: cast.gid } });
      expect(list, who).toMatchObject({ http: 200, status: 200 });
      expect(list.data.records.length, who).toBeGreaterThanOrEqual(3);
      expect(list.data.records.every((p: { gid: number; isGroup: boolean }) => p.gid === cast.gid && p.isGroup)).toBe(true);
      const tags = await server.call('GET', '/api/group/get-all-problem-tags', { token: cast.token(who), query: { gid: cast.gid } });
      expect(tags, who).toMatchObject({ http: 200, status: 200 });
      expect(tags.data.map((t: { name: string; gid: number }) => [t.name, t.gid])).toEqual([['graphs', cast.gid]]);
    }
    for (const who of refused) {
      expectRefused(
        await server.call('GET', '/api/group/get-admin-problem-list', { token: cast.token(who), query: { gid: cast.gid } }),
        who,
      );
      expectRefused(await server.call('GET', '/api/group/get-all-problem-tags', { token: cast.token(who), query: { gid: cast.gid } }), who);
    }
    // The tag is the group's, not a site tag.
    const owners = (await server.ctx.db.select().from(tag).where(eq(tag.name, 'graphs'))).map((t) => t.gid);
    expect(owners).toContain(cast.gid);
    expect(owners).not.toContain(null);
  });

  it('POST /problem: group admins create, stored behind the short name; refused callers create nothing', async () => {
    const { allowed, refused } = splitCallers(GroupLevel.ADMIN);
    for (const who of refused) {
      const before = await server.ctx.db.select().from(problem);
      const res = await server.call('POST', '/api/group/problem', {
        token: cast.token(who),
        body: form(cast.gid, { problemId: `NO-${who}` }),
      });
      expectRefused(res, who);
      expect(await server.ctx.db.select().from(problem)).toHaveLength(before.length);
    }
    for (const who of allowed) {
      const row = await made(cast, who);
      expect(row).toMatchObject({ isGroup: true, gid: cast.gid, auth: 1 });
      expect(row.problemId.startsWith(cast.shortName)).toBe(true);
    }
    // The group is the body's problem.gid, required; one of another group's is refused.
    const none = await server.call('POST', '/api/group/problem', { token: cast.token('groupRoot'), body: form(undefined as never) });
    expect(none).toMatchObject({ status: 400, msg: 'The group of the problem is required' });
    const before = await server.ctx.db.select().from(problem);
    const blank = await server.call('POST', '/api/group/problem', {
      token: cast.token('groupRoot'),
      body: form(cast.gid, { problemId: ' ' }),
    });
    expect(blank).toMatchObject({ status: 400, msg: 'The display id of a group problem is required' });
    expect(await server.ctx.db.select().from(problem)).toHaveLength(before.length);
    const elsewhere = await server.call('POST', '/api/group/problem', {
      token: cast.token('groupRoot'),
      body: form(other.gid, { problemId: 'ELSE' }),
    });
    expect(elsewhere.status).toBe(403);
  });

  it('Root* calls: the group root any problem, a group admin only their own, nobody else', async () => {
    const byAdmin = await made(cast, 'groupAdmin');
    const byRoot = await made(cast, 'groupRoot');
    const matrix: [typeof byAdmin, Caller[]][] = [
      [byAdmin, ['groupAdmin', 'groupRoot', 'superAdmin']],
      [byRoot, ['groupRoot', 'superAdmin']],
    ];
    for (const [row, allowed] of matrix) {
      const refused = (['anonymous', 'stranger', 'applicant', 'member', 'groupAdmin', 'siteAdmin'] as Caller[]).filter(
        (c) => !allowed.includes(c),
      );
      for (const who of refused) {
        const token = cast.token(who);
        const before = await rowOf(row.id);
        expectRefused(await server.call('GET', '/api/group/problem', { token, query: { pid: row.id } }), who);
        expectRefused(await server.call('GET', '/api/group/get-problem-cases', { token, query: { pid: row.id } }), who);
        const body = form(cast.gid, { id: row.id, problemId: 'HACKED', title: 'Hacked' });
        expectRefused(await server.call('PUT', '/api/group/problem', { token, body }), who);
        expectRefused(await server.call('PUT', '/api/group/change-problem-auth', { token, query: { pid: row.id, auth: 2 } }), who);
        expectRefused(await server.call('PUT', '/api/group/apply-public', { token, query: { pid: row.id, isApplied: true } }), who);
        expectRefused(await server.call('DELETE', '/api/group/problem', { token, query: { pid: row.id } }), who);
        expect(await rowOf(row.id), who).toEqual(before);
      }
      for (const who of allowed) {
        const token = cast.token(who);
        const got = await server.call('GET', '/api/group/problem', { token, query: { pid: row.id } });
        expect(got, who).toMatchObject({ status: 200, data: { id: row.id, gid: cast.gid } });
        const cases = await server.call('GET', '/api/group/get-problem-cases', { token, query: { pid: row.id, isUpload: false } });
        expect(cases.data.map((c: { input: string }) => c.input)).toEqual(['1 2\n', '5 7\n']);
        const title = `Edited by ${who}`;
        const put = await server.call('PUT', '/api/group/problem', {
          token,
          body: form(cast.gid, { id: row.id, problemId: `E-${row.id}`, title }),
        });
        expect(put, put.msg).toMatchObject({ status: 200 });
        expect(await rowOf(row.id)).toMatchObject({
          title,
          problemId: `${cast.shortName}E-${row.id}`,
          modifiedUser: cast[who as 'groupRoot'].username,
        });
        const authRes = await server.call('PUT', '/api/group/change-problem-auth', { token, query: { pid: row.id, auth: 3 } });
        expect(authRes.status).toBe(200);
        expect((await rowOf(row.id))!.auth).toBe(3);
        await server.call('PUT', '/api/group/change-problem-auth', { token, query: { pid: row.id, auth: 1 } });
        expect((await server.call('PUT', '/api/group/apply-public', { token, query: { pid: row.id, isApplied: true } })).status).toBe(200);
        expect((await rowOf(row.id))!.applyPublicProgress).toBe(1);
        const twice = await server.call('PUT', '/api/group/apply-public', { token, query: { pid: row.id, isApplied: true } });
        expect(twice.status).toBe(400);
        expect((await server.call('PUT', '/api/group/apply-public', { token, query: { pid: row.id, isApplied: false } })).status).toBe(200);
        expect((await rowOf(row.id))!.applyPublicProgress).toBeNull();
      }
    }
    // Delete last: the root deletes the admin's problem.
    const del = await server.call('DELETE', '/api/group/problem', { token: cast.token('groupRoot'), query: { pid: byAdmin.id } });
    expect(del.status).toBe(200);
    expect(await rowOf(byAdmin.id)).toBeUndefined();
  });

  it('compile-spj / compile-interactive: group admins reach the judge hosts, others are refused', async () => {
    const body = { code: 'int main() {}', language: 'C++' };
    const { allowed, refused } = splitCallers(GroupLevel.ADMIN);
    for (const path of ['/api/group/compile-spj', '/api/group/compile-interactive']) {
      for (const who of refused)
        expectRefused(await server.call('POST', path, { token: cast.token(who), query: { gid: cast.gid }, body }), who);
      // No judge host runs in the tests: past the group check, the call fails for want of one.
      for (const who of allowed) {
        const res = await server.call('POST', path, { token: cast.token(who), query: { gid: cast.gid }, body });
        expect(res.status, who).toBe(500);
        expect(res.msg).toMatch(/judge host/i);
      }
    }
  });
});

describe('problems of other groups and of the public bank', () => {
  let cast: GroupCast;
  beforeAll(async () => {
    cast = await addGroupCast(server, 'gpx');
  });

  it('are not editable through a group (body 403 for another group, 404 for the bank), nothing changes', async () => {
    const theirs = await made(other, 'groupRoot');
    const [bank] = await server.ctx.db.insert(problem).values({ problemId: 'BANK-1', title: 'Bank', author: 'root', auth: 1 }).returning();
    for (const [target, refusal] of [
      [theirs, 403],
      [bank!, 404],
    ] as const) {
      const before = await rowOf(target.id);
      const token = cast.token('groupRoot');
      expect((await server.call('GET', '/api/group/problem', { token, query: { pid: target.id } })).status).toBe(refusal);
      const put = await server.call('PUT', '/api/group/problem', {
        token,
        body: form(cast.gid, { id: target.id, problemId: 'MINE', title: 'Mine' }),
      });
      expect(put.status).toBe(refusal);
      expect((await server.call('DELETE', '/api/group/problem', { token, query: { pid: target.id } })).status).toBe(refusal);
      const apply = await server.call('PUT', '/api/group/apply-public', { token, query: { pid: target.id, isApplied: true } });
      expect(apply.status).toBe(refusal);
      expect(await rowOf(target.id)).toEqual(before);
    }
  });

  it('test data: group admins upload with gid and download their own; others are refused', async () => {
    const zip = await zipOf([
      { name: '1.in', data: '1\n' },
      { name: '1.out', data: '2\n' },
    ]);
    expect((await uploadZip(server, cast.token('groupAdmin'), zip, { gid: cast.gid })).status).toBe(200);
    expect((await uploadZip(server, cast.token('member'), zip, { gid: cast.gid })).status).toBe(403);
    expect((await uploadZip(server, cast.token('groupAdmin'), zip)).status).toBe(403);
    expect((await uploadZip(server, cast.token('groupAdmin'), zip, { gid: other.gid })).status).toBe(403);
    expect((await uploadZip(server, cast.token('siteAdmin'), zip)).status).toBe(200);

    const mine = await made(cast, 'groupAdmin');
    const download = (who: Caller, pid = mine.id) =>
      server.call('GET', '/api/file/download-testcase', { token: cast.token(who), query: { pid } });
    expect((await download('groupAdmin')).http).toBe(200);
    expect((await download('groupRoot')).http).toBe(200);
    expect((await download('member')).status).toBe(403);
    expect((await download('siteAdmin')).status).toBe(403);
    const theirs = await made(other, 'groupRoot');
    expect((await download('groupRoot', theirs.id)).status).toBe(403);
  });
});

describe("the form's reads of a group problem", () => {
  it('languages, templates and tags for members (hidden: admins); cases and all templates for who may edit it', async () => {
    const cast = await addGroupCast(server, 'gpf');
    const open = await made(cast, 'groupAdmin');
    const hidden = await made(cast, 'groupAdmin', { auth: 2 });
    const read = (path: string, who: Caller, pid: number) => server.call('GET', path, { token: cast.token(who), query: { pid } });
    for (const path of ['/api/get-problem-languages', '/api/get-problem-code-template', '/api/get-problem-tags']) {
      expect((await read(path, 'member', open.id)).status, path).toBe(200);
      expect((await read(path, 'stranger', open.id)).status, path).toBe(403);
      expect((await read(path, 'member', hidden.id)).status, path).toBe(403);
      expect((await read(path, 'groupAdmin', hidden.id)).status, path).toBe(200);
    }
    for (const path of ['/api/admin/problem/get-problem-cases', '/api/admin/problem/get-problem-code-templates']) {
      expect((await read(path, 'groupAdmin', open.id)).status, path).toBe(200);
      expect((await read(path, 'groupRoot', open.id)).status, path).toBe(200);
      expect((await read(path, 'member', open.id)).status, path).toBe(403);
      expect((await read(path, 'siteAdmin', open.id)).status, path).toBe(403);
    }
  });
});

describe('the public bank and the review of proposals', () => {
  let cast: GroupCast;
  let problemAdmin: TestUser;
  beforeAll(async () => {
    cast = await addGroupCast(server, 'gpr', { auth: GroupAuth.PRIVATE });
    problemAdmin = await addUser(server, 'gpr-padm', { role: Role.PROBLEM_ADMIN });
  });

  const bankIds = async () =>
    (await server.call('GET', '/api/get-problem-list', { query: { limit: 100 } })).data.records.map(
      (r: { problemId: string }) => r.problemId,
    );

  it('a group problem stays out of the bank and from non-members until approved, then joins the bank', async () => {
    const row = await made(cast, 'groupAdmin', { problemId: 'PUB7', title: 'To the bank' });
    await server.call('PUT', '/api/group/problem', {
      token: cast.token('groupAdmin'),
      body: form(cast.gid, { id: row.id, problemId: 'PUB7', title: 'To the bank' }, { tags: [{ name: 'groupy' }] }),
    });
    expect(await bankIds()).not.toContain(row.problemId);
    const detail = (who: Caller, gid?: number) =>
      server.call('GET', '/api/get-problem-detail', { token: cast.token(who), query: { problemId: row.problemId, gid } });
    expect((await detail('stranger')).status).toBe(403);
    expect((await detail('stranger', cast.gid)).status).toBe(403);
    expect((await detail('member', cast.gid)).status).toBe(200);

    // Proposed: still the group's, listed for the reviewers only.
    await server.call('PUT', '/api/group/apply-public', { token: cast.token('groupAdmin'), query: { pid: row.id, isApplied: true } });
    expect(await bankIds()).not.toContain(row.problemId);
    const review = (token: string | null, query: Record<string, string | number> = {}) =>
      server.call('GET', '/api/admin/group-problem/list', { token, query });
    for (const token of [cast.token('siteAdmin'), cast.token('groupRoot'), null]) {
      const res = await review(token);
      expect([401, 403]).toContain(res.http);
    }
    const listed = await review(problemAdmin.token, { gid: cast.gid });
    expect(listed.data.records.map((p: { id: number }) => p.id)).toEqual([row.id]);
    expect((await review(cast.token('superAdmin'), { keyword: 'to the bank' })).data.records.map((p: { id: number }) => p.id)).toContain(
      row.id,
    );
    expect((await review(problemAdmin.token, { gid: other.gid })).data.records).toEqual([]);

    // The progress call is the reviewers' too; refusals change nothing.
    const progress = (token: string | null, value: number, pid = row.id) =>
      server.call('PUT', '/api/admin/group-problem/change-progress', { token, body: { pid, progress: value } });
    const before = await rowOf(row.id);
    for (const token of [cast.token('siteAdmin'), cast.token('groupRoot')]) expect((await progress(token, 2)).http).toBe(403);
    expect(await rowOf(row.id)).toEqual(before);

    // Refused: stays in the group, marked 3, may be proposed again.
    expect((await progress(problemAdmin.token, 3)).status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ isGroup: true, gid: cast.gid, applyPublicProgress: 3 });
    expect(await bankIds()).not.toContain(row.problemId);
    await server.call('PUT', '/api/group/apply-public', { token: cast.token('groupAdmin'), query: { pid: row.id, isApplied: true } });
    expect((await rowOf(row.id))!.applyPublicProgress).toBe(1);

    // Approved: out of the group, public in the bank (even if a group contest had made it contest-only)
    // under its id without the short name, group tags dropped.
    await server.ctx.db.update(problem).set({ auth: 3 }).where(eq(problem.id, row.id));
    expect((await progress(cast.token('superAdmin'), 2)).status).toBe(200);
    const after = (await rowOf(row.id))!;
    expect(after).toMatchObject({ isGroup: false, gid: null, auth: 1, applyPublicProgress: 2, problemId: 'PUB7' });
    expect(await bankIds()).toContain('PUB7');
    expect(await server.ctx.db.select().from(problemTag).where(eq(problemTag.pid, row.id))).toEqual([]);
    const groupList = await server.call('GET', '/api/group/get-problem-list', { token: cast.token('member'), query: { gid: cast.gid } });
    expect(groupList.data.records.map((r: { pid: number }) => r.pid)).not.toContain(row.id);
    // No longer a group problem: the group may not edit it, nor review it again.
    expect((await server.call('GET', '/api/group/problem', { token: cast.token('groupAdmin'), query: { pid: row.id } })).status).toBe(404);
    expect((await progress(problemAdmin.token, 3)).status).toBe(404);
  });

  it('an approved id already taken in the bank becomes P{id}', async () => {
    await server.ctx.db.insert(problem).values({ problemId: 'DUP1', title: 'Taken', author: 'root', auth: 1 });
    const row = await made(cast, 'groupRoot', { problemId: 'DUP1' });
    await server.call('PUT', '/api/group/apply-public', { token: cast.token('groupRoot'), query: { pid: row.id, isApplied: true } });
    const res = await server.call('PUT', '/api/admin/group-problem/change-progress', {
      token: problemAdmin.token,
      body: { pid: row.id, progress: 2 },
    });
    expect(res.status).toBe(200);
    expect((await rowOf(row.id))!.problemId).toBe(`P${row.id}`);
  });
});
