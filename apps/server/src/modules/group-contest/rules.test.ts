import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth } from '@arbiter/contract';
import { problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addProblem } from '../../../test/problems.ts';
import { CONTEST_PROBLEM_MSG } from '../contest-admin/problems.ts';
import { contestForm } from '../contest-admin/test-support.ts';
import { addGroupCast, type GroupCast } from '../group/test-support.ts';
import { GROUP_CONTEST_PROBLEM_MSG } from './group-problem.ts';
import { addGroupContest, addGroupProblem, contestRowOf, hasLink, linkCount } from './test-support.ts';

/** The rules of a group contest's saves: its problems come from the group or the public bank, its rule type stays. */

let server: TestServer;
let cast: GroupCast;
let other: GroupCast;
let cid: number;

beforeAll(async () => {
  server = await startTestServer();
  cast = await addGroupCast(server, 'gcrul');
  other = await addGroupCast(server, 'gcoth');
  cid = await addGroupContest(server, cast.gid, cast.groupAdmin);
});
afterAll(async () => {
  await server.close();
});

const asAdmin = (method: string, path: string, opts: { body?: unknown; query?: Record<string, string | number> }) =>
  server.call(method, `/api/group${path}`, { token: cast.groupAdmin.token, ...opts });
const authOf = async (pid: number) => (await server.ctx.db.select().from(problem).where(eq(problem.id, pid)))[0]!.auth;

describe('the problems of a group contest', () => {
  it("refuses another group's problem by pid and by its problem id, and adds nothing", async () => {
    const foreignId = 'GCOTHER1';
    const foreign = await addGroupProblem(server, other.gid, foreignId, other.groupRoot.username);
    const byPid = await asAdmin('POST', '/add-contest-problem-from-public', { body: { cid, pid: foreign, displayId: 'A' } });
    expect(byPid).toMatchObject({ status: 400, msg: CONTEST_PROBLEM_MSG.otherGroupProblem });
    const byId = await asAdmin('POST', '/add-contest-problem-from-group', { query: { cid, problemId: foreignId, displayId: 'A' } });
    expect(byId).toMatchObject({ status: 404, msg: GROUP_CONTEST_PROBLEM_MSG.notInGroup });
    expect(await linkCount(server, cid)).toBe(0);
    expect(await authOf(foreign)).toBe(ProblemAuth.PUBLIC);
  });

  it('refuses bank problems that are not public, and a site contest refuses the group problem', async () => {
    const hidden = await addProblem(server, { problemId: 'GCPRIV1', cases: [], auth: ProblemAuth.PRIVATE });
    const contestOnly = await addProblem(server, { problemId: 'GCCONT1', cases: [], auth: ProblemAuth.CONTEST });
    for (const pid of [hidden, contestOnly]) {
      const res = await asAdmin('POST', '/add-contest-problem-from-public', { body: { cid, pid, displayId: 'A' } });
      expect(res).toMatchObject({ status: 400, msg: CONTEST_PROBLEM_MSG.notPublicForGroup });
    }
    const candidates = await asAdmin('GET', '/get-contest-problem-list', { query: { cid, problemType: 0, limit: 100 } });
    const pids = (candidates.data.problemList.records as { id: number }[]).map((p) => p.id);
    expect(pids).not.toContain(hidden);
    expect(pids).not.toContain(contestOnly);
    expect(await linkCount(server, cid)).toBe(0);

    const own = await addGroupProblem(server, cast.gid, 'GCOWN0', cast.groupRoot.username);
    const site = await server.call('POST', '/api/admin/contest', { token: cast.superAdmin.token, body: contestForm() });
    const res = await server.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: cast.superAdmin.token,
      body: { cid: site.data.id, pid: own, displayId: 'A' },
    });
    expect(res).toMatchObject({ status: 400, msg: CONTEST_PROBLEM_MSG.groupProblem });
  });

  it("takes the group's own problem by its display id (with or without the short name) and a public one, leaving the bank's public", async () => {
    const ownId = `${cast.shortName}P1`.toUpperCase();
    const own = await addGroupProblem(server, cast.gid, ownId, cast.groupRoot.username);
    const bank = await addProblem(server, { problemId: 'GCPUB1', cases: [] });
    expect((await asAdmin('POST', '/add-contest-problem-from-group', { query: { cid, problemId: 'p1', displayId: 'A' } })).status).toBe(
      200,
    );
    expect((await asAdmin('POST', '/add-contest-problem-from-public', { body: { cid, pid: bank, displayId: 'B' } })).status).toBe(200);
    expect(await hasLink(server, cid, own)).toBe(true);
    expect(await hasLink(server, cid, bank)).toBe(true);
    expect(await authOf(own)).toBe(ProblemAuth.CONTEST);
    expect(await authOf(bank)).toBe(ProblemAuth.PUBLIC);

    // The same problem or display id twice is refused.
    const again = await asAdmin('POST', '/add-contest-problem-from-group', { query: { cid, problemId: ownId, displayId: 'C' } });
    expect(again.status).toBe(400);
    const taken = await addGroupProblem(server, cast.gid, 'GCOWN2', cast.groupRoot.username);
    expect((await asAdmin('POST', '/add-contest-problem-from-group', { query: { cid, problemId: 'GCOWN2', displayId: 'A' } })).status).toBe(
      400,
    );
    expect(await hasLink(server, cid, taken)).toBe(false);

    const list = await asAdmin('GET', '/get-contest-problem-list', { query: { cid } });
    expect(Object.values(list.data.contestProblemMap).map((l) => (l as { displayId: string }).displayId)).toEqual(['A', 'B']);
  });
});

describe('editing a group contest', () => {
  it('keeps the rule type and the group, and changes nothing when refused', async () => {
    const before = await contestRowOf(server, cid);
    const res = await asAdmin('PUT', '/contest', { body: contestForm({ id: cid, type: 1, title: 'Now OI' }) });
    expect(res.status).toBe(400);
    expect(await contestRowOf(server, cid)).toEqual(before);

    const ok = await asAdmin('PUT', '/contest', { body: contestForm({ id: cid, type: 0, title: 'Renamed', gid: other.gid }) });
    expect(ok.status).toBe(200);
    expect(await contestRowOf(server, cid)).toMatchObject({ title: 'Renamed', gid: cast.gid, isGroup: true, type: 0 });
  });

  it("refuses the group's calls on a site contest and on another group's contest", async () => {
    const site = await server.call('POST', '/api/admin/contest', { token: cast.superAdmin.token, body: contestForm({ title: 'Site' }) });
    const foreign = await addGroupContest(server, other.gid, other.groupRoot);
    for (const target of [site.data.id as number, foreign]) {
      const res = await server.call('PUT', '/api/group/change-contest-visible', {
        token: cast.groupRoot.token,
        query: { cid: target, visible: 'false' },
      });
      expect(res.status).not.toBe(200);
      expect((await contestRowOf(server, target))!.visible).toBe(true);
    }
  });

  it('does not list group contests on the public contest list', async () => {
    const res = await server.call('GET', '/api/get-contest-list', { query: { limit: 100 } });
    expect((res.data.records as { gid: number | null }[]).every((c) => c.gid === null)).toBe(true);
  });
});
