import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, GroupLevel, TrainingAuth } from '@arbiter/contract';
import { problem, training, trainingProblem } from '../../db/schema.ts';
import { ROOT_PASSWORD, loginAs, startTestServer, type CallResult, type TestServer } from '../../../test/harness.ts';
import { addProblem } from '../../../test/problems.ts';
import { CALLERS, addGroupCast, splitCallers, type Caller, type GroupCast } from '../group/test-support.ts';

/**
 * A group's trainings from outside (hoj-api §11): who may list, read, create and change them and
 * their problems on a public and a private group (hoj's Root*: the group root any of the group's
 * trainings, a group admin only their own, nobody another group's), what they may take in, and that
 * a group training stays inside its group. Every refused call is checked to leave the rows as they were.
 */

let server: TestServer;
let root: string;
let categoryId: number;
const pids: Record<string, number> = {};
let other: GroupCast;

const G = '/api/group';
const ok = (res: CallResult) => expect(res.status, res.msg).toBe(200);
const refused = (res: CallResult) => expect([401, 403, 404], `${res.status} ${res.msg}`).toContain(res.status);

async function groupProblem(cast: GroupCast, suffix: string): Promise<{ pid: number; problemId: string }> {
  const problemId = `${cast.shortName}${suffix}`;
  const pid = await addProblem(server, { problemId, cases: [{ input: '1\n', output: '1\n' }] });
  await server.ctx.db.update(problem).set({ isGroup: true, gid: cast.gid }).where(eq(problem.id, pid));
  return { pid, problemId };
}

function trainingBody(gid: number | null, extra: Record<string, unknown> = {}) {
  return {
    training: { title: 'Group T', description: 'About it', auth: TrainingAuth.PUBLIC, gid, ...extra },
    trainingCategory: { id: categoryId },
  };
}

async function createAs(cast: GroupCast, who: Caller, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await server.call('POST', `${G}/training`, { token: cast.token(who), body: trainingBody(cast.gid, extra) });
  ok(res);
  return res.data.id as number;
}

/** The training's row and its problem links, to compare before and after a refused call. */
async function snapshot(tid: number): Promise<string> {
  const t = await server.ctx.db.select().from(training).where(eq(training.id, tid));
  const links = await server.ctx.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid)).orderBy(asc(trainingProblem.id));
  return JSON.stringify({ t, links });
}

const linkOf = async (tid: number, pid: number) =>
  (await server.ctx.db.select().from(trainingProblem).where(eq(trainingProblem.tid, tid))).find((l) => l.pid === pid) ?? null;

async function link(tid: number, pid: number): Promise<void> {
  if (!(await linkOf(tid, pid))) await server.ctx.db.insert(trainingProblem).values({ tid, pid, rank: 1 });
}

async function unlink(tid: number, pid: number): Promise<void> {
  await server.ctx.db.delete(trainingProblem).where(and(eq(trainingProblem.tid, tid), eq(trainingProblem.pid, pid)));
}

const countGroupTrainings = async (gid: number) => (await server.ctx.db.select().from(training).where(eq(training.gid, gid))).length;

beforeAll(async () => {
  server = await startTestServer();
  root = await loginAs(server, 'root', ROOT_PASSWORD);
  const category = await server.call('POST', '/api/admin/training/category', { token: root, body: { name: 'Basics', color: '#409EFF' } });
  ok(category);
  categoryId = category.data.id;
  pids.pub = await addProblem(server, { problemId: 'GTPUB', cases: [{ input: '1\n', output: '1\n' }] });
  pids.hidden = await addProblem(server, { problemId: 'GTHID', auth: 2, cases: [{ input: '1\n', output: '1\n' }] });
  other = await addGroupCast(server, 'gto');
  pids.others = (await groupProblem(other, 'P1')).pid;
});
afterAll(async () => {
  await server?.close();
});

for (const auth of [GroupAuth.PUBLIC, GroupAuth.PRIVATE]) {
  describe(`the permission matrix on a ${auth === GroupAuth.PUBLIC ? 'public' : 'private'} group`, () => {
    let cast: GroupCast;
    let tid: number;
    let own: { pid: number; problemId: string };
    const tokenOf = (who: Caller | 'otherRoot') => (who === 'otherRoot' ? other.token('groupRoot') : cast.token(who));
    // Root* on a training a group admin made: that admin, the group root and super admins; another group's root never.
    const managers = new Set<string>(['groupAdmin', 'groupRoot', 'superAdmin']);
    const rootStarCallers = [...CALLERS, 'otherRoot'] as const;

    beforeAll(async () => {
      cast = await addGroupCast(server, auth === GroupAuth.PUBLIC ? 'gtp' : 'gtq', { auth });
      own = await groupProblem(cast, 'P1');
      tid = await createAs(cast, 'groupAdmin');
    });

    it('lists the group trainings to members only', async () => {
      const { allowed, refused: out } = splitCallers(GroupLevel.MEMBER);
      for (const who of allowed) {
        const res = await server.call('GET', `${G}/get-training-list`, { token: cast.token(who), query: { gid: cast.gid } });
        ok(res);
        expect(res.data.records.map((t: { id: number }) => t.id)).toContain(tid);
      }
      for (const who of out)
        refused(await server.call('GET', `${G}/get-training-list`, { token: cast.token(who), query: { gid: cast.gid } }));
    });

    it('lists every training of the group to group admins only', async () => {
      const { allowed, refused: out } = splitCallers(GroupLevel.ADMIN);
      for (const who of allowed) {
        const res = await server.call('GET', `${G}/get-admin-training-list`, { token: cast.token(who), query: { gid: cast.gid } });
        ok(res);
        expect(res.data.records.map((t: { id: number }) => t.id)).toContain(tid);
      }
      for (const who of out)
        refused(await server.call('GET', `${G}/get-admin-training-list`, { token: cast.token(who), query: { gid: cast.gid } }));
    });

    it('lets group admins create a training, which belongs to the group and its creator', async () => {
      const { allowed, refused: out } = splitCallers(GroupLevel.ADMIN);
      for (const who of out) {
        const before = await countGroupTrainings(cast.gid);
        refused(await server.call('POST', `${G}/training`, { token: cast.token(who), body: trainingBody(cast.gid) }));
        expect(await countGroupTrainings(cast.gid)).toBe(before);
      }
      for (const who of allowed) {
        const made = await createAs(cast, who, { title: `by ${who}` });
        const [row] = await server.ctx.db.select().from(training).where(eq(training.id, made));
        expect(row).toMatchObject({ isGroup: true, gid: cast.gid, title: `by ${who}` });
        expect(row!.uid).toBe(cast[who as 'groupAdmin' | 'groupRoot' | 'superAdmin'].uid);
      }
      // Another group's root cannot create in this group.
      const before = await countGroupTrainings(cast.gid);
      refused(await server.call('POST', `${G}/training`, { token: other.token('groupRoot'), body: trainingBody(cast.gid) }));
      expect(await countGroupTrainings(cast.gid)).toBe(before);
    });

    /** Runs a Root* call for every caller on the admin's training: refused ones change nothing, allowed ones do `check`. */
    async function rootStar(call: (token: string | null) => Promise<CallResult>, prepare: () => Promise<void>, check: () => Promise<void>) {
      for (const who of rootStarCallers) {
        await prepare();
        if (managers.has(who)) {
          ok(await call(tokenOf(who)));
          await check();
        } else {
          const before = await snapshot(tid);
          refused(await call(tokenOf(who)));
          expect(await snapshot(tid), who).toBe(before);
        }
      }
    }

    it('GET /training: Root*', async () => {
      await rootStar(
        async (token) => {
          const res = await server.call('GET', `${G}/training`, { token, query: { tid } });
          if (res.status === 200) expect(res.data.training.id).toBe(tid);
          return res;
        },
        async () => {},
        async () => {},
      );
    });

    it('PUT /training: Root*', async () => {
      let title = '';
      await rootStar(
        (token) =>
          server.call('PUT', `${G}/training`, {
            token,
            body: { ...trainingBody(cast.gid), training: { ...trainingBody(cast.gid).training, id: tid, title } },
          }),
        async () => {
          title = `Renamed ${Math.random()}`;
        },
        async () => {
          const [row] = await server.ctx.db.select().from(training).where(eq(training.id, tid));
          expect(row).toMatchObject({ title, gid: cast.gid, isGroup: true, uid: cast.groupAdmin.uid });
        },
      );
    });

    it('PUT /change-training-status: Root*', async () => {
      await rootStar(
        (token) => server.call('PUT', `${G}/change-training-status`, { token, query: { tid, status: 'false' } }),
        async () => {
          await server.ctx.db.update(training).set({ status: true }).where(eq(training.id, tid));
        },
        async () => {
          const [row] = await server.ctx.db.select().from(training).where(eq(training.id, tid));
          expect(row!.status).toBe(false);
        },
      );
      await server.ctx.db.update(training).set({ status: true }).where(eq(training.id, tid));
    });

    it('GET /get-training-problem-list: Root*', async () => {
      await link(tid, pids.pub!);
      await rootStar(
        async (token) => {
          const res = await server.call('GET', `${G}/get-training-problem-list`, { token, query: { tid, queryExisted: true } });
          if (res.status === 200) expect(Object.keys(res.data.trainingProblemMap)).toContain(String(pids.pub));
          return res;
        },
        async () => {},
        async () => {},
      );
    });

    it('POST /add-training-problem-from-public: Root*', async () => {
      await rootStar(
        (token) =>
          server.call('POST', `${G}/add-training-problem-from-public`, { token, body: { tid, pid: pids.pub, displayId: 'GTPUB' } }),
        () => unlink(tid, pids.pub!),
        async () => expect(await linkOf(tid, pids.pub!)).not.toBeNull(),
      );
    });

    it('POST /add-training-problem-from-group (query): Root*', async () => {
      await rootStar(
        (token) => server.call('POST', `${G}/add-training-problem-from-group`, { token, query: { tid, problemId: own.problemId } }),
        () => unlink(tid, own.pid),
        async () => expect(await linkOf(tid, own.pid)).not.toBeNull(),
      );
    });

    it('PUT /training-problem: Root*', async () => {
      let rank = 0;
      await rootStar(
        (token) => server.call('PUT', `${G}/training-problem`, { token, body: { tid, pid: pids.pub, rank } }),
        async () => {
          await link(tid, pids.pub!);
          rank = Math.floor(Math.random() * 1000) + 2;
        },
        async () => expect((await linkOf(tid, pids.pub!))!.rank).toBe(rank),
      );
    });

    it('DELETE /training-problem: Root*, the problem itself stays', async () => {
      await rootStar(
        (token) => server.call('DELETE', `${G}/training-problem`, { token, query: { tid, pid: pids.pub } }),
        () => link(tid, pids.pub!),
        async () => {
          expect(await linkOf(tid, pids.pub!)).toBeNull();
          expect(await server.ctx.db.select().from(problem).where(eq(problem.id, pids.pub!))).toHaveLength(1);
        },
      );
    });

    it('DELETE /training: Root*', async () => {
      for (const who of rootStarCallers) {
        const victim = await createAs(cast, 'groupAdmin');
        if (managers.has(who)) {
          ok(await server.call('DELETE', `${G}/training`, { token: tokenOf(who), query: { tid: victim } }));
          expect(await server.ctx.db.select().from(training).where(eq(training.id, victim))).toHaveLength(0);
        } else {
          const before = await snapshot(victim);
          refused(await server.call('DELETE', `${G}/training`, { token: tokenOf(who), query: { tid: victim } }));
          expect(await snapshot(victim), who).toBe(before);
        }
      }
    });
  });
}

describe('whose training a group admin may change', () => {
  let cast: GroupCast;
  let rootsTid: number;

  beforeAll(async () => {
    cast = await addGroupCast(server, 'gtw');
    rootsTid = await createAs(cast, 'groupRoot');
  });

  it("refuses a group admin every change of the root's training and leaves it as it was", async () => {
    const token = cast.token('groupAdmin');
    const before = await snapshot(rootsTid);
    const body = { ...trainingBody(cast.gid), training: { ...trainingBody(cast.gid).training, id: rootsTid, title: 'Taken over' } };
    const calls = [
      server.call('GET', `${G}/training`, { token, query: { tid: rootsTid } }),
      server.call('PUT', `${G}/training`, { token, body }),
      server.call('PUT', `${G}/change-training-status`, { token, query: { tid: rootsTid, status: 'false' } }),
      server.call('POST', `${G}/add-training-problem-from-public`, { token, body: { tid: rootsTid, pid: pids.pub } }),
      server.call('DELETE', `${G}/training`, { token, query: { tid: rootsTid } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status, res.msg).toBe(403);
    expect(await snapshot(rootsTid)).toBe(before);
  });

  it("lets the group root change the admin's training", async () => {
    const adminsTid = await createAs(cast, 'groupAdmin');
    const body = {
      ...trainingBody(cast.gid),
      training: { ...trainingBody(cast.gid).training, id: adminsTid, title: 'Edited by the root' },
    };
    ok(await server.call('PUT', `${G}/training`, { token: cast.token('groupRoot'), body }));
    const [row] = await server.ctx.db.select().from(training).where(eq(training.id, adminsTid));
    expect(row).toMatchObject({ title: 'Edited by the root', uid: cast.groupAdmin.uid });
  });

  it("refuses the group calls on a site training and the back office's calls on a group training", async () => {
    const site = await server.call('POST', '/api/admin/training', { token: root, body: trainingBody(null) });
    ok(site);
    const before = await snapshot(site.data.id);
    const res = await server.call('PUT', `${G}/change-training-status`, {
      token: cast.token('groupRoot'),
      query: { tid: site.data.id, status: 'false' },
    });
    expect(res.status).toBe(404);
    expect(await snapshot(site.data.id)).toBe(before);
    const admin = await server.call('GET', '/api/admin/training', { token: root, query: { tid: rootsTid } });
    expect(admin.status).toBe(404);
  });
});

describe('what a group training may take in', () => {
  let cast: GroupCast;
  let tid: number;

  beforeAll(async () => {
    cast = await addGroupCast(server, 'gtx');
    tid = await createAs(cast, 'groupRoot');
  });

  it("refuses another group's problem, from the group and from the public list", async () => {
    const token = cast.token('groupRoot');
    const before = await snapshot(tid);
    const otherProblemId = (await server.ctx.db.select().from(problem).where(eq(problem.id, pids.others!)))[0]!.problemId;
    expect(
      (await server.call('POST', `${G}/add-training-problem-from-group`, { token, query: { tid, problemId: otherProblemId } })).status,
    ).toBe(404);
    expect((await server.call('POST', `${G}/add-training-problem-from-public`, { token, body: { tid, pid: pids.others } })).status).toBe(
      403,
    );
    expect(await snapshot(tid)).toBe(before);
  });

  it('refuses a hidden problem of the public bank, and a public one by display id through add-from-group', async () => {
    const token = cast.token('groupRoot');
    const before = await snapshot(tid);
    expect((await server.call('POST', `${G}/add-training-problem-from-public`, { token, body: { tid, pid: pids.hidden } })).status).toBe(
      403,
    );
    expect((await server.call('POST', `${G}/add-training-problem-from-group`, { token, query: { tid, problemId: 'GTPUB' } })).status).toBe(
      404,
    );
    expect(await snapshot(tid)).toBe(before);
  });

  it('adds its own group problem once, and offers public problems not in it yet', async () => {
    const token = cast.token('groupRoot');
    const own = await groupProblem(cast, 'Q1');
    ok(await server.call('POST', `${G}/add-training-problem-from-group`, { token, query: { tid, problemId: own.problemId } }));
    const again = await server.call('POST', `${G}/add-training-problem-from-group`, { token, query: { tid, problemId: own.problemId } });
    expect(again.status).toBe(400);
    const candidates = await server.call('GET', `${G}/get-training-problem-list`, { token, query: { tid, queryExisted: false } });
    ok(candidates);
    const ids = candidates.data.problemList.records.map((p: { id: number }) => p.id);
    expect(ids).toContain(pids.pub);
    expect(ids).not.toContain(pids.hidden);
    expect(ids).not.toContain(own.pid);
    expect(ids).not.toContain(pids.others);
  });
});

describe('a group training stays inside its group', () => {
  let cast: GroupCast;
  let tid: number;
  let hiddenTid: number;

  beforeAll(async () => {
    cast = await addGroupCast(server, 'gty');
    tid = await createAs(cast, 'groupAdmin', { title: 'Inside only' });
    hiddenTid = await createAs(cast, 'groupAdmin', { title: 'Not yet', status: false });
  });

  it('is not on the public training list', async () => {
    for (const token of [null, cast.token('member'), root]) {
      const res = await server.call('GET', '/api/get-training-list', { token, query: { limit: 100 } });
      ok(res);
      expect(res.data.records.map((t: { id: number }) => t.id)).not.toContain(tid);
    }
  });

  it("answers 404 to a non-member's detail and problem list, and opens to members", async () => {
    for (const who of ['stranger', 'applicant', 'siteAdmin'] as const) {
      expect((await server.call('GET', '/api/get-training-detail', { token: cast.token(who), query: { tid } })).status).toBe(404);
      expect((await server.call('GET', '/api/get-training-problem-list', { token: cast.token(who), query: { tid } })).status).toBe(404);
    }
    expect((await server.call('GET', '/api/get-training-detail', { token: other.token('groupRoot'), query: { tid } })).status).toBe(404);
    for (const who of ['member', 'groupAdmin', 'groupRoot'] as const) {
      const res = await server.call('GET', '/api/get-training-detail', { token: cast.token(who), query: { tid } });
      ok(res);
      expect(res.data).toMatchObject({ id: tid, gid: cast.gid, title: 'Inside only' });
    }
  });

  it('shows a hidden training in admin mode only', async () => {
    const list = await server.call('GET', `${G}/get-training-list`, { token: cast.token('member'), query: { gid: cast.gid } });
    expect(list.data.records.map((t: { id: number }) => t.id)).not.toContain(hiddenTid);
    expect((await server.call('GET', '/api/get-training-detail', { token: cast.token('member'), query: { tid: hiddenTid } })).status).toBe(
      404,
    );
    const admin = await server.call('GET', `${G}/get-admin-training-list`, { token: cast.token('groupAdmin'), query: { gid: cast.gid } });
    expect(admin.data.records.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([tid, hiddenTid]));
  });
});
