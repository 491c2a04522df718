import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ProblemAuth } from '@arbiter/contract';
import { contestProblem, problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addProblem } from '../../../test/problems.ts';
import { addContest, addContestProblem } from '../contest/test-fixtures.ts';
import { CONTEST_PROBLEM_MSG } from './problems.ts';
import { addStaff, createContest, type Staff } from './test-support.ts';

/**
 * Who may take a contest-only problem into a contest of their own: its author, the admins of a
 * contest that holds it, super admins and problem admins; no other admin, who could read its
 * statement before its contest starts or past its password.
 */

let server: TestServer;
let staff: Staff;
/** The contest that keeps the problems, created by `admin`, protected and not started. */
let keeperCid: number;
/** A contest-only problem of the keeper, written by root. */
let keptPid: number;
/** A contest-only problem of the keeper, written by otherAdmin. */
let writtenPid: number;
const target: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'pa');
  keeperCid = await addContest(server, {
    uid: staff.admin.uid,
    author: staff.admin.username,
    state: 'scheduled',
    auth: ContestAuth.PROTECTED,
    pwd: 'guard',
  });
  keptPid = await addProblem(server, { problemId: 'PA-KEPT', cases: [], auth: ProblemAuth.CONTEST });
  writtenPid = await addProblem(server, { problemId: 'PA-WRITTEN', cases: [], auth: ProblemAuth.CONTEST });
  await server.ctx.db.update(problem).set({ author: staff.otherAdmin.username }).where(eq(problem.id, writtenPid));
  await addContestProblem(server, keeperCid, keptPid, 'A');
  await addContestProblem(server, keeperCid, writtenPid, 'B');
  for (const who of ['admin', 'otherAdmin', 'root', 'problemAdmin'] as const) {
    target[who] = await createContest(server, staff[who].token, { title: `Cup of ${who}` });
  }
});
afterAll(async () => {
  await server.close();
});

const take = (who: keyof Staff, pid: number, displayId: string) =>
  server.call('POST', '/api/admin/contest/add-problem-from-public', {
    token: staff[who].token,
    body: { cid: target[who], pid, displayId },
  });
const linked = async (cid: number, pid: number) =>
  (
    await server.ctx.db
      .select()
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, cid), eq(contestProblem.pid, pid)))
  ).length === 1;
const candidates = async (who: keyof Staff) => {
  const res = await server.call('GET', '/api/admin/contest/get-problem-list', {
    token: staff[who].token,
    query: { cid: target[who]!, problemType: 0, limit: 50 },
  });
  expect(res.status).toBe(200);
  return res.data.problemList.records.map((p: { id: number }) => p.id) as number[];
};

describe('contest-only problems in the back office', () => {
  it('are offered only to those who manage them', async () => {
    expect(await candidates('otherAdmin')).toEqual([writtenPid]);
    expect((await candidates('admin')).sort()).toEqual([keptPid, writtenPid].sort());
    expect((await candidates('root')).sort()).toEqual([keptPid, writtenPid].sort());
    expect((await candidates('problemAdmin')).sort()).toEqual([keptPid, writtenPid].sort());
  });

  it('are refused to an admin who neither wrote them nor runs their contest', async () => {
    expect(await take('otherAdmin', keptPid, 'K')).toMatchObject({ status: 400, msg: CONTEST_PROBLEM_MSG.otherContestProblem });
    expect(await linked(target.otherAdmin!, keptPid)).toBe(false);
  });

  it("may be taken by their author, their contest's admin, super admins and problem admins", async () => {
    expect(await take('otherAdmin', writtenPid, 'W')).toMatchObject({ status: 200 });
    expect(await take('admin', keptPid, 'K')).toMatchObject({ status: 200 });
    expect(await take('root', keptPid, 'K')).toMatchObject({ status: 200 });
    expect(await take('problemAdmin', keptPid, 'K')).toMatchObject({ status: 200 });
    for (const who of ['admin', 'root', 'problemAdmin']) expect(await linked(target[who]!, keptPid)).toBe(true);
    expect(await linked(target.otherAdmin!, writtenPid)).toBe(true);
  });
});
