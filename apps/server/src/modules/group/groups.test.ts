import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, GroupLevel } from '@arbiter/contract';
import { adminSysNotice, announcement, group, groupMember, judge, problem, userAcproblem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, pngBytes } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { CALLERS, type Caller, type GroupCast, addGroupCast, splitCallers } from './test-support.ts';

/**
 * The group itself (hoj-api §11 entry points, members, announcements, rank) and its scope for the
 * problem and submission calls, with the permission matrix of every call over the eight callers.
 */

const CODE = '#include <cstdio>\nint main() { int a; scanf("%d", &a); printf("%d\\n", a); }\n';

let server: TestServer;
let pub: GroupCast;
let priv: GroupCast;
let hidden: GroupCast;

beforeAll(async () => {
  server = await startTestServer();
  pub = await addGroupCast(server, 'pub');
  priv = await addGroupCast(server, 'prv', { auth: GroupAuth.PRIVATE, code: 'SECRET' });
  hidden = await addGroupCast(server, 'hid', { auth: GroupAuth.PROTECTED, visible: false });
});
afterAll(async () => {
  await server.close();
});

type Query = Record<string, string | number | boolean | undefined>;
const call = (method: string, path: string, token: string | null, opts: { body?: unknown; query?: Query; form?: FormData } = {}) =>
  server.call(method, path, { token, ...opts });
const members = async (gid: number) =>
  (await server.ctx.db.select({ uid: groupMember.uid, auth: groupMember.auth }).from(groupMember).where(eq(groupMember.gid, gid))).sort(
    (a, b) => a.uid.localeCompare(b.uid),
  );
const groupRow = async (gid: number) => (await server.ctx.db.select().from(group).where(eq(group.id, gid)))[0]!;
const noticesTo = async (uid: string) =>
  (await server.ctx.db.select({ n: count() }).from(adminSysNotice).where(eq(adminSysNotice.recipientId, uid)))[0]!.n;

/** Calls once per caller; answers the callers whose call passed (body status 200). */
async function passing(cast: GroupCast, run: (token: string | null, who: Caller) => Promise<{ status: number | undefined }>) {
  const out: Caller[] = [];
  for (const who of CALLERS) if ((await run(cast.token(who), who)).status === 200) out.push(who);
  return out;
}

describe('the permission matrix of the read calls', () => {
  const reads: [string, string, (c: GroupCast) => Query, number][] = [
    ['GET', '/api/group/get-member-list', (c) => ({ gid: c.gid }), GroupLevel.MEMBER],
    ['GET', '/api/group/get-apply-list', (c) => ({ gid: c.gid }), GroupLevel.ADMIN],
    ['GET', '/api/group/get-announcement-list', (c) => ({ gid: c.gid }), GroupLevel.MEMBER],
    ['GET', '/api/group/get-admin-announcement-list', (c) => ({ gid: c.gid }), GroupLevel.ADMIN],
    ['GET', '/api/get-group-rank-list', (c) => ({ gid: c.gid, type: 0 }), GroupLevel.MEMBER],
    ['GET', '/api/get-submission-list', (c) => ({ gid: c.gid }), GroupLevel.MEMBER],
  ];
  for (const [method, path, query, level] of reads) {
    it(`${path} passes from level ${level} up, on public and private groups`, async () => {
      for (const cast of [pub, priv]) {
        expect(await passing(cast, (token) => call(method, path, token, { query: query(cast) }))).toEqual(splitCallers(level).allowed);
      }
    });
  }

  it('get-group-detail, -access and -auth need a login; the code is for the group root', async () => {
    for (const who of CALLERS) {
      const res = await call('GET', '/api/get-group-detail', priv.token(who), { query: { gid: priv.gid } });
      if (who === 'anonymous') {
        expect(res.http).toBe(401);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.data.code).toBe(who === 'groupRoot' || who === 'superAdmin' ? 'SECRET' : null);
      expect(res.data).toMatchObject({ id: priv.gid, owner: priv.groupRoot.username, memberCount: 3, auth: GroupAuth.PRIVATE });
    }
    const levels = await Promise.all(
      CALLERS.slice(1).map((who) => call('GET', '/api/get-group-auth', priv.token(who), { query: { gid: priv.gid } })),
    );
    expect(levels.map((r) => r.data)).toEqual([0, 1, 3, 4, 5, 0, 5]);
    const access = await Promise.all(
      CALLERS.slice(1).map((who) => call('GET', '/api/get-group-access', priv.token(who), { query: { gid: priv.gid } })),
    );
    expect(access.map((r) => r.data.access)).toEqual([false, false, true, true, true, false, true]);
  });

  it('a hidden group is unknown (body 404) to non-members and out of their list', async () => {
    const res = await call('GET', '/api/get-group-detail', hidden.token('stranger'), { query: { gid: hidden.gid } });
    expect(res).toMatchObject({ status: 404 });
    expect((await call('GET', '/api/get-group-detail', hidden.token('member'), { query: { gid: hidden.gid } })).status).toBe(200);
    const ids = async (token: string | null) =>
      (await call('GET', '/api/get-group-list', token, { query: { limit: 100 } })).data.records.map((g: { id: number }) => g.id);
    expect(await ids(null)).not.toContain(hidden.gid);
    expect(await ids(hidden.token('stranger'))).not.toContain(hidden.gid);
    expect(await ids(hidden.token('member'))).toContain(hidden.gid);
    expect(await ids(hidden.token('superAdmin'))).toContain(hidden.gid);
  });

  it('lists groups for anyone, filtered by auth, keyword and "mine"', async () => {
    const list = await call('GET', '/api/get-group-list', null, { query: { limit: 100, auth: GroupAuth.PRIVATE } });
    expect(list.data.records.map((g: { id: number }) => g.id)).toEqual([priv.gid]);
    expect(list.data.records[0]).not.toHaveProperty('code');
    const mine = await call('GET', '/api/get-group-list', pub.token('member'), { query: { onlyMine: true } });
    expect(mine.data.records.map((g: { id: number }) => g.id)).toEqual([pub.gid]);
    const applicantMine = await call('GET', '/api/get-group-list', pub.token('applicant'), { query: { onlyMine: true } });
    expect(applicantMine.data.total).toBe(0);
    const found = await call('GET', '/api/get-group-list', null, { query: { keyword: 'prv' } });
    expect(found.data.records.map((g: { id: number }) => g.id)).toEqual([priv.gid]);
  });
});

describe('creating, changing and disbanding a group', () => {
  const form = (patch: Record<string, unknown> = {}) => ({
    name: 'Algorithms club',
    shortName: 'ALGOC',
    brief: 'We solve problems',
    description: 'Every Friday after school',
    auth: GroupAuth.PROTECTED,
    code: 'ABCDEF',
    visible: true,
    ...patch,
  });

  it('refuses a bad form with the field named, and creates nothing', async () => {
    const user = await addUser(server, 'maker0');
    const before = (await server.ctx.db.select({ n: count() }).from(group))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'abc' }, 'Group name must be 5 to 25 characters'],
      [{ shortName: 'a b c d' }, "The group short name may hold only letters, digits, '-' and '_'"],
      [{ brief: '' }, 'Group brief is required'],
      [{ code: null }, 'The group code is required'],
      [{ code: 'ABC' }, 'The group code must be exactly 6 characters'],
      [{ auth: 4 }, 'The group auth must be 1 (public), 2 (protected) or 3 (private)'],
    ];
    for (const [patch, msg] of cases) {
      const res = await call('POST', '/api/group', user.token, { body: form(patch) });
      expect(res, JSON.stringify(patch)).toMatchObject({ status: 400, msg });
    }
    expect((await server.ctx.db.select({ n: count() }).from(group))[0]!.n).toBe(before);
  });

  it('makes the creator owner and root; a regular user needs accepted problems and stays under the caps', async () => {
    const user = await addUser(server, 'maker1');
    const needs = await call('POST', '/api/group', user.token, { body: form() });
    expect(needs).toMatchObject({ status: 400, msg: 'Sorry, you cannot create a group yet: solve at least 20 problems first' });
    await server.ctx.db
      .insert(userAcproblem)
      .values(Array.from({ length: 20 }, (_, i) => ({ uid: user.uid, pid: 7000 + i, submitId: 7000 + i })));
    expect(await call('POST', '/api/group', user.token, { body: form() })).toMatchObject({ status: 200, msg: 'Create Successfully' });
    const [made] = await server.ctx.db.select().from(group).where(eq(group.shortName, 'ALGOC'));
    expect(made).toMatchObject({ uid: user.uid, auth: GroupAuth.PROTECTED, code: 'ABCDEF', status: 0 });
    expect(await members(made!.id)).toEqual([{ uid: user.uid, auth: GroupLevel.ROOT }]);
    const again = await call('POST', '/api/group', user.token, { body: form({ name: 'Algorithms club 2', shortName: 'ALGOD' }) });
    expect(again.status).toBe(200);
    const third = await call('POST', '/api/group', user.token, { body: form({ name: 'Algorithms club 3', shortName: 'ALGOE' }) });
    expect(third).toMatchObject({ status: 400, msg: 'Sorry, you can create at most 2 groups a day' });
    const taken = await call('POST', '/api/group', pub.siteAdmin.token, { body: form({ name: 'ALGORITHMS CLUB', shortName: 'OTHER' }) });
    expect(taken).toMatchObject({ status: 400, msg: 'The group name is already used' });
  });

  it('lets only the group root change the group', async () => {
    const update = (token: string | null) => call('PUT', '/api/group', token, { body: { id: pub.gid, brief: `Changed by someone` } });
    const allowed = await passing(pub, (token) => update(token));
    expect(allowed).toEqual(splitCallers(GroupLevel.ROOT).allowed);
    const refused = await call('PUT', '/api/group', pub.groupAdmin.token, { body: { id: pub.gid, name: 'Taken over' } });
    expect(refused).toMatchObject({ status: 403, msg: 'Only the group root may do this' });
    expect((await groupRow(pub.gid)).name).not.toBe('Taken over');
  });

  it('takes an avatar from the group root only', async () => {
    const upload = (token: string | null) => {
      const data = new FormData();
      data.append('gid', String(pub.gid));
      data.append('image', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'logo.png');
      return call('POST', '/api/file/upload-group-avatar', token, { form: data });
    };
    expect((await upload(pub.groupAdmin.token)).status).toBe(403);
    expect((await groupRow(pub.gid)).avatar).toBeNull();
    const res = await upload(pub.groupRoot.token);
    expect(res).toMatchObject({ status: 200, msg: 'Upload Avatar Successfully' });
    expect(res.data.avatar).toMatch(/^\/api\/public\/img\/[0-9a-f]+\.png$/);
    const image = await fetch(`${server.url}${res.data.avatar}`);
    expect(image.status).toBe(200);
  });

  it('disbands by the owner or a super admin only: access ends, submissions stay, members are told', async () => {
    const cast = await addGroupCast(server, 'dis');
    const pid = await addProblem(server, { problemId: 'DISP1', cases: [{ input: '1', output: '1' }] });
    await server.ctx.db
      .update(problem)
      .set({ isGroup: true, gid: cast.gid, problemId: `${cast.shortName}1` })
      .where(eq(problem.id, pid));
    await server.ctx.db.insert(judge).values({
      pid,
      displayPid: `${cast.shortName}1`,
      uid: cast.member.uid,
      username: cast.member.username,
      code: 'print(1)',
      language: 'Python3',
      status: 0,
      gid: cast.gid,
    });
    for (const who of ['member', 'groupAdmin', 'siteAdmin'] as const) {
      expect((await call('DELETE', '/api/group', cast.token(who), { query: { gid: cast.gid } })).status, who).toBe(403);
    }
    const before = await noticesTo(cast.member.uid);
    expect(await call('DELETE', '/api/group', cast.groupRoot.token, { query: { gid: cast.gid } })).toMatchObject({
      status: 200,
      msg: 'Disband Successfully',
    });
    expect((await groupRow(cast.gid)).status).toBe(2);
    expect(await noticesTo(cast.member.uid)).toBe(before + 1);
    expect((await call('GET', '/api/get-group-detail', cast.member.token, { query: { gid: cast.gid } })).status).toBe(404);
    expect((await call('GET', '/api/get-submission-list', cast.member.token, { query: { gid: cast.gid } })).status).toBe(404);
    const kept = await server.ctx.db.select({ n: count() }).from(judge).where(eq(judge.gid, cast.gid));
    expect(kept[0]!.n).toBe(1);
    const [sub] = await server.ctx.db.select({ id: judge.submitId }).from(judge).where(eq(judge.gid, cast.gid));
    const own = await call('GET', '/api/get-submission-detail', cast.member.token, { query: { submitId: sub!.id } });
    expect(own.status).toBe(200);
    expect(own.data.submission.code).toBe('print(1)');
    const others = await call('GET', '/api/get-submission-detail', cast.groupAdmin.token, { query: { submitId: sub!.id } });
    expect(others.status).toBe(404);
  });
});

describe('joining, roles, removal and leaving', () => {
  it('joins a public group at once, and records an application for a protected or private one', async () => {
    const cast = await addGroupCast(server, 'joi');
    const s = cast.stranger;
    expect(await call('POST', '/api/group/member', s.token, { query: { gid: cast.gid } })).toMatchObject({
      status: 200,
      msg: 'Add Successfully',
    });
    expect((await members(cast.gid)).find((m) => m.uid === s.uid)?.auth).toBe(GroupLevel.MEMBER);
    expect(await call('POST', '/api/group/member', s.token, { query: { gid: cast.gid } })).toMatchObject({
      status: 400,
      msg: 'You are already a member of this group',
    });

    const p = priv.stranger;
    const tries: [Query, string][] = [
      [{ gid: priv.gid, code: 'WRONG1', reason: 'I am in the class' }, 'The group code is wrong'],
      [{ gid: priv.gid, code: 'SECRET', reason: 'hi' }, 'The reason must be 5 to 100 characters'],
    ];
    for (const [query, msg] of tries)
      expect(await call('POST', '/api/group/member', p.token, { query })).toMatchObject({ status: 400, msg });
    expect((await members(priv.gid)).some((m) => m.uid === p.uid)).toBe(false);
    const ok = await call('POST', '/api/group/member', p.token, { query: { gid: priv.gid, code: 'SECRET', reason: 'I am in the class' } });
    expect(ok).toMatchObject({ status: 200, msg: 'Apply Successfully' });
    expect((await members(priv.gid)).find((m) => m.uid === p.uid)?.auth).toBe(GroupLevel.APPLYING);
    expect(
      await call('POST', '/api/group/member', p.token, { query: { gid: priv.gid, code: 'SECRET', reason: 'I am in the class' } }),
    ).toMatchObject({
      status: 400,
      msg: 'Your application is waiting for the group administrators',
    });
    const applications = await call('GET', '/api/group/get-apply-list', priv.groupAdmin.token, { query: { gid: priv.gid } });
    expect(applications.data.records.map((r: { username: string; reason: string }) => [r.username, r.reason])).toContainEqual([
      p.username,
      'I am in the class',
    ]);
    // Accepting tells the applicant; they then count as a member.
    const before = await noticesTo(p.uid);
    expect((await call('PUT', '/api/group/member', priv.groupAdmin.token, { body: { gid: priv.gid, uid: p.uid, auth: 3 } })).status).toBe(
      200,
    );
    expect(await noticesTo(p.uid)).toBe(before + 1);
    expect((await call('GET', '/api/group/get-member-list', p.token, { query: { gid: priv.gid } })).status).toBe(200);
  });

  it('refuses an application for good', async () => {
    const cast = await addGroupCast(server, 'ref', { auth: GroupAuth.PROTECTED });
    expect(
      (await call('PUT', '/api/group/member', cast.groupAdmin.token, { body: { gid: cast.gid, uid: cast.applicant.uid, auth: 2 } })).status,
    ).toBe(200);
    expect(
      await call('POST', '/api/group/member', cast.applicant.token, { query: { gid: cast.gid, reason: 'Please again' } }),
    ).toMatchObject({
      status: 400,
      msg: 'Your application to this group was refused',
    });
  });

  it('changes a level only below the changer, never their own nor the owner', async () => {
    const cast = await addGroupCast(server, 'rol');
    const put = (token: string, uid: string, auth: number) =>
      call('PUT', '/api/group/member', token, { body: { gid: cast.gid, uid, auth } });
    const refusals: [string, string, number, string][] = [
      [cast.member.token, cast.applicant.uid, 3, 'Only the group administrators may do this'],
      [cast.groupAdmin.token, cast.groupAdmin.uid, 5, 'You can not change your own role'],
      [cast.groupAdmin.token, cast.groupRoot.uid, 3, "The owner's role can not be changed"],
      [cast.groupAdmin.token, cast.member.uid, 4, 'You can only give a role below your level'],
      [cast.superAdmin.token, cast.member.uid, 1, 'A member can not be set back to an applicant'],
    ];
    const before = await members(cast.gid);
    for (const [token, uid, auth, msg] of refusals) expect((await put(token, uid, auth)).msg).toBe(msg);
    expect(await members(cast.gid)).toEqual(before);
    expect((await put(cast.groupRoot.token, cast.member.uid, 4)).status).toBe(200);
    expect((await put(cast.groupAdmin.token, cast.member.uid, 3)).msg).toBe('You can only change members below your level');
    expect((await put(cast.groupRoot.token, cast.member.uid, 5)).status).toBe(200);
    expect((await members(cast.gid)).find((m) => m.uid === cast.member.uid)?.auth).toBe(5);
  });

  it('removes a member below the remover, never oneself nor the owner', async () => {
    const cast = await addGroupCast(server, 'rem');
    const del = (token: string, uid: string) => call('DELETE', '/api/group/member', token, { query: { gid: cast.gid, uid } });
    expect((await del(cast.member.token, cast.applicant.uid)).status).toBe(403);
    expect((await del(cast.groupAdmin.token, cast.groupAdmin.uid)).msg).toBe('You can not remove yourself: leave the group instead');
    expect((await del(cast.groupAdmin.token, cast.groupRoot.uid)).msg).toBe('The owner can not be removed');
    expect((await members(cast.gid)).length).toBe(4);
    expect((await del(cast.groupAdmin.token, cast.member.uid)).status).toBe(200);
    expect((await call('GET', '/api/group/get-member-list', cast.member.token, { query: { gid: cast.gid } })).status).toBe(403);
  });

  it('lets a member leave; the owner only after handing over to another root', async () => {
    const cast = await addGroupCast(server, 'ext');
    const exit = (token: string) => call('DELETE', '/api/group/member/exit', token, { query: { gid: cast.gid } });
    expect(await exit(cast.member.token)).toMatchObject({ status: 200, msg: 'Exit Successfully' });
    expect(await exit(cast.stranger.token)).toMatchObject({ status: 400, msg: 'You are not in this group' });
    expect(await exit(cast.groupRoot.token)).toMatchObject({
      status: 400,
      msg: 'The owner can not leave the group: make another member its root first',
    });
    await call('PUT', '/api/group/member', cast.groupRoot.token, { body: { gid: cast.gid, uid: cast.groupAdmin.uid, auth: 5 } });
    expect((await exit(cast.groupRoot.token)).status).toBe(200);
    expect((await groupRow(cast.gid)).uid).toBe(cast.groupAdmin.uid);
  });
});

describe('announcements', () => {
  it('are written by group admins; an admin changes only their own, the root any', async () => {
    const cast = await addGroupCast(server, 'ann');
    const create = (token: string | null, title: string) =>
      call('POST', '/api/group/announcement', token, { body: { gid: cast.gid, title, content: 'Homework is due', status: 0 } });
    expect(await passing(cast, (token, who) => create(token, `By ${who}`))).toEqual(splitCallers(GroupLevel.ADMIN).allowed);
    const rows = await server.ctx.db.select().from(announcement).where(eq(announcement.gid, cast.gid));
    const byRoot = rows.find((r) => r.title === 'By groupRoot')!;
    const byAdmin = rows.find((r) => r.title === 'By groupAdmin')!;
    const edit = (token: string, id: number) =>
      call('PUT', '/api/group/announcement', token, { body: { id, gid: cast.gid, title: 'Edited', content: 'x', status: 1 } });
    expect(await edit(cast.groupAdmin.token, byRoot.id)).toMatchObject({
      status: 403,
      msg: 'Only the group root or its creator may change this',
    });
    expect((await edit(cast.groupAdmin.token, byAdmin.id)).status).toBe(200);
    expect((await edit(cast.groupRoot.token, byAdmin.id)).status).toBe(200);
    // Another group's root cannot reach it, even naming their own group in the body.
    const other = await call('PUT', '/api/group/announcement', pub.groupRoot.token, {
      body: { id: byRoot.id, gid: pub.gid, title: 'Hijack', content: 'x' },
    });
    expect(other.status).toBe(403);
    const hiddenOne = await call('GET', '/api/group/get-announcement-list', cast.member.token, { query: { gid: cast.gid, limit: 50 } });
    expect(hiddenOne.data.records.map((r: { title: string }) => r.title)).not.toContain('Edited');
    expect((await call('DELETE', '/api/group/announcement', cast.groupAdmin.token, { query: { aid: byRoot.id } })).status).toBe(403);
    expect((await call('DELETE', '/api/group/announcement', cast.groupRoot.token, { query: { aid: byRoot.id } })).status).toBe(200);
    const left = await server.ctx.db
      .select({ n: count() })
      .from(announcement)
      .where(and(eq(announcement.gid, cast.gid)));
    expect(left[0]!.n).toBe(rows.length - 1);
  });
});

describe('the group scope', () => {
  it('shows a group problem to members only, counts and lists its submissions in the group', async () => {
    const cast = await addGroupCast(server, 'scp');
    const pid = await addProblem(server, { problemId: 'SCP1', cases: [{ input: '1', output: '1' }] });
    const displayId = `${cast.shortName}1`;
    await server.ctx.db.update(problem).set({ isGroup: true, gid: cast.gid, problemId: displayId }).where(eq(problem.id, pid));
    const detail = (token: string | null, gid?: number) =>
      call('GET', '/api/get-problem-detail', token, { query: { problemId: displayId, gid } });
    expect(await passing(cast, (token) => detail(token, cast.gid))).toEqual(splitCallers(GroupLevel.MEMBER).allowed);
    expect((await detail(cast.member.token)).status).toBe(403);
    const bank = await call('GET', '/api/get-problem-list', null, { query: { limit: 100 } });
    expect(bank.data.records.map((p: { problemId: string }) => p.problemId)).not.toContain(displayId);
    const submit = (token: string | null) =>
      call('POST', '/api/submit-problem-judge', token, {
        body: { pid: displayId, gid: cast.gid, language: 'C++', code: CODE },
      });
    expect((await submit(cast.stranger.token)).status).toBe(403);
    const made = await submit(cast.member.token);
    expect(made.status).toBe(200);
    expect(made.data.gid).toBe(cast.gid);
    const list = await call('GET', '/api/get-submission-list', cast.groupAdmin.token, { query: { gid: cast.gid } });
    expect(list.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([made.data.submitId]);
    const publicList = await call('GET', '/api/get-submission-list', cast.superAdmin.token, { query: { limit: 100 } });
    expect(publicList.data.records.map((r: { submitId: number }) => r.submitId)).not.toContain(made.data.submitId);
    const seen = await call('GET', '/api/get-submission-detail', cast.groupAdmin.token, { query: { submitId: made.data.submitId } });
    expect(seen.status).toBe(200);
    expect(seen.data.submission.code).toBeNull();
    const byRoot = await call('GET', '/api/get-submission-detail', cast.groupRoot.token, { query: { submitId: made.data.submitId } });
    expect(byRoot.data.submission.code).toBe(CODE);
    const rank = await call('GET', '/api/get-group-rank-list', cast.member.token, { query: { gid: cast.gid, type: 0 } });
    expect(rank.data.records.find((r: { username: string }) => r.username === cast.member.username)).toMatchObject({ total: 1 });
    expect(rank.data.total).toBe(3);
  });
});
