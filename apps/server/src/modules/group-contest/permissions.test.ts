import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth } from '@arbiter/contract';
import { contestAnnouncement, contestProblem } from '../../db/schema.ts';
import { startTestServer, type CallResult, type TestServer } from '../../../test/harness.ts';
import { addProblem } from '../../../test/problems.ts';
import { contestForm } from '../contest-admin/test-support.ts';
import { CALLERS, addGroupCast, splitCallers, type Caller, type GroupCast } from '../group/test-support.ts';
import { addGroupContest, addGroupProblem, announcementCount, contestCount, contestRowOf, hasLink, linkCount } from './test-support.ts';

/**
 * Who may do what with a group's contests (hoj-api §11; spec part 3 §6): members list, group admins
 * list all and create, the group root or the contest's creator everything else. A refused call
 * changes nothing.
 */

let server: TestServer;
let bankSeq = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function expectOk(res: CallResult, who: string): void {
  expect(res.status, `${who}: ${res.msg}`).toBe(200);
}
function expectRefused(res: CallResult, who: string): void {
  expect(res.status, `${who}: ${res.msg}`).not.toBe(200);
  expect([401, 403, 404]).toContain(res.status);
}

const cases = [
  { name: 'a public group', auth: GroupAuth.PUBLIC },
  { name: 'a private group', auth: GroupAuth.PRIVATE },
] as const;

describe.each(cases)('on $name', ({ auth }) => {
  let cast: GroupCast;
  beforeAll(async () => {
    cast = await addGroupCast(server, auth === GroupAuth.PUBLIC ? 'gcpub' : 'gcpri', { auth });
    await addGroupContest(server, cast.gid, cast.groupRoot);
    await addGroupContest(server, cast.gid, cast.groupRoot, { visible: false, title: 'Hidden cup' });
  });
  const call = (who: Caller, method: string, path: string, opts: { body?: unknown; query?: Record<string, string | number> } = {}) =>
    server.call(method, `/api/group${path}`, { token: cast.token(who), ...opts });

  it.each(CALLERS)('lists the visible contests for members only (%s)', async (who) => {
    const res = await call(who, 'GET', '/get-contest-list', { query: { gid: cast.gid } });
    if (splitCallers(3).allowed.includes(who)) {
      expectOk(res, who);
      const titles = (res.data.records as { title: string; gid: number }[]).map((r) => r.title);
      expect(titles).toContain(`Group cup of ${cast.groupRoot.username}`);
      expect(titles).not.toContain('Hidden cup');
    } else expectRefused(res, who);
  });

  it.each(CALLERS)('lists every contest, hidden ones too, for group admins only (%s)', async (who) => {
    const res = await call(who, 'GET', '/get-admin-contest-list', { query: { gid: cast.gid } });
    if (splitCallers(4).allowed.includes(who)) {
      expectOk(res, who);
      expect((res.data.records as { title: string; pwd?: unknown }[]).map((r) => r.title)).toContain('Hidden cup');
      expect(res.data.records[0]).not.toHaveProperty('pwd');
    } else expectRefused(res, who);
  });

  it.each(CALLERS)('lets group admins create a contest of the group (%s)', async (who) => {
    const before = await contestCount(server, cast.gid);
    const res = await call(who, 'POST', '/contest', { body: { ...contestForm({ title: `By ${who}` }), gid: cast.gid } });
    if (splitCallers(4).allowed.includes(who)) {
      expectOk(res, who);
      const row = await contestRowOf(server, res.data.id as number);
      expect(row).toMatchObject({ gid: cast.gid, isGroup: true, title: `By ${who}` });
      expect(await contestCount(server, cast.gid)).toBe(before + 1);
    } else {
      expectRefused(res, who);
      expect(await contestCount(server, cast.gid)).toBe(before);
    }
  });

  /** Every Root* call on one contest made by `owner`, by one caller; refused calls leave the rows as they were. */
  async function rootStarCalls(owner: 'groupRoot' | 'groupAdmin', who: Caller, allowed: boolean) {
    const cid = await addGroupContest(server, cast.gid, cast[owner]);
    bankSeq += 1;
    const bankPid = await addProblem(server, { problemId: `GCB${auth}X${bankSeq}`, cases: [] });
    const seededPid = await addProblem(server, { problemId: `GCS${auth}X${bankSeq}`, cases: [] });
    const groupProblemId = `GCG${auth}X${bankSeq}`;
    const groupPid = await addGroupProblem(server, cast.gid, groupProblemId, cast.groupRoot.username);
    await server.ctx.db.insert(contestProblem).values({ cid, pid: seededPid, displayId: 'A', displayTitle: 'Seeded' });
    const [ann] = await server.ctx.db
      .insert(contestAnnouncement)
      .values({ cid, title: 'Seeded', content: 'Hello', status: 0, uid: cast[owner].uid })
      .returning({ id: contestAnnouncement.id });
    const aid = ann!.id;
    const check = allowed ? expectOk : expectRefused;
    const label = `${who} on the ${owner}'s contest`;

    check(await call(who, 'GET', '/contest', { query: { cid } }), `${label}: read`);
    check(await call(who, 'PUT', '/contest', { body: contestForm({ id: cid, title: `Edited by ${who}` }) }), `${label}: edit`);
    check(await call(who, 'PUT', '/change-contest-visible', { query: { cid, visible: 'false' } }), `${label}: visible`);
    check(await call(who, 'GET', '/get-contest-problem-list', { query: { cid } }), `${label}: problem list`);
    check(await call(who, 'GET', '/get-contest-problem-list', { query: { cid, problemType: 0 } }), `${label}: candidates`);
    check(await call(who, 'GET', '/contest-problem', { query: { cid, pid: seededPid } }), `${label}: contest problem`);
    check(
      await call(who, 'PUT', '/contest-problem', { body: { cid, pid: seededPid, displayId: 'Z', displayTitle: 'Renamed' } }),
      `${label}: save contest problem`,
    );
    check(
      await call(who, 'POST', '/add-contest-problem-from-public', { body: { cid, pid: bankPid, displayId: 'B' } }),
      `${label}: from public`,
    );
    check(
      await call(who, 'POST', '/add-contest-problem-from-group', { query: { cid, problemId: groupProblemId, displayId: 'C' } }),
      `${label}: from group`,
    );
    check(await call(who, 'GET', '/get-contest-announcement-list', { query: { cid } }), `${label}: announcements`);
    check(
      await call(who, 'POST', '/contest-announcement', { body: { cid, announcement: { title: 'New', content: 'News', status: 0 } } }),
      `${label}: add announcement`,
    );
    check(
      await call(who, 'PUT', '/contest-announcement', {
        body: { cid, announcement: { id: aid, title: 'Changed', content: 'x', status: 1 } },
      }),
      `${label}: edit announcement`,
    );

    const row = await contestRowOf(server, cid);
    if (allowed) {
      expect(row).toMatchObject({ title: `Edited by ${who}`, visible: false });
      expect(await hasLink(server, cid, bankPid)).toBe(true);
      expect(await hasLink(server, cid, groupPid)).toBe(true);
      const [link] = await server.ctx.db.select().from(contestProblem).where(eq(contestProblem.pid, seededPid));
      expect(link).toMatchObject({ displayId: 'Z', displayTitle: 'Renamed' });
      expect(await announcementCount(server, cid)).toBe(2);
    } else {
      expect(row).toMatchObject({ title: `Group cup of ${cast[owner].username}`, visible: true });
      expect(await linkCount(server, cid)).toBe(1);
      const [link] = await server.ctx.db.select().from(contestProblem).where(eq(contestProblem.pid, seededPid));
      expect(link).toMatchObject({ displayId: 'A', displayTitle: 'Seeded' });
      const [a] = await server.ctx.db.select().from(contestAnnouncement).where(eq(contestAnnouncement.id, aid));
      expect(a).toMatchObject({ title: 'Seeded', status: 0 });
      expect(await announcementCount(server, cid)).toBe(1);
    }

    check(await call(who, 'DELETE', '/contest-announcement', { query: { aid, cid } }), `${label}: delete announcement`);
    check(await call(who, 'DELETE', '/contest-problem', { query: { cid, pid: seededPid } }), `${label}: remove problem`);
    const seeded = await server.ctx.db.select().from(contestAnnouncement).where(eq(contestAnnouncement.id, aid));
    expect(seeded.length).toBe(allowed ? 0 : 1);
    expect(await hasLink(server, cid, seededPid)).toBe(!allowed);

    check(await call(who, 'DELETE', '/contest', { query: { cid } }), `${label}: delete`);
    expect(await contestRowOf(server, cid)).toEqual(allowed ? undefined : expect.objectContaining({ id: cid }));
  }

  it.each(CALLERS)("keeps the group root's contest to the group root (%s)", async (who) => {
    await rootStarCalls('groupRoot', who, who === 'groupRoot' || who === 'superAdmin');
  });

  it.each(CALLERS)("opens a group admin's contest to its creator and the group root (%s)", async (who) => {
    await rootStarCalls('groupAdmin', who, who === 'groupAdmin' || who === 'groupRoot' || who === 'superAdmin');
  });

  it.each(CALLERS)('shows the contest on the contest pages to members only (%s)', async (who) => {
    const cid = await addGroupContest(server, cast.gid, cast.groupAdmin);
    const res = await server.call('GET', '/api/get-contest-info', { token: cast.token(who), query: { cid } });
    if (splitCallers(3).allowed.includes(who)) {
      expectOk(res, who);
      expect(res.data).toMatchObject({ id: cid, gid: cast.gid });
    } else if (who === 'anonymous') expectRefused(res, who);
    else expect(res.status, who).toBe(404);
  });
});
