import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { judge } from '../../db/schema.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { emptyCount } from './counts.ts';
import { problemInfo } from './detail.ts';
import type { ProblemScope } from './scope.ts';
import { findProblem } from './visibility.ts';

/**
 * The problem and submission calls hand a request that names a scope to the scope its area
 * registered on that app, and only on that app: here a training and a group (areas still to come)
 * registered by hand on one of two apps built in this process.
 */

let withScopes: TestServer;
let without: TestServer;
let student: TestUser;
let other: TestUser;
let pid: number;
let groupSubmission: number;
const CODE = 'print(sum(map(int, input().split())))';
/** Submissions the training scope recorded in the submission's transaction. */
const recorded: number[] = [];

function stubScopes(): ProblemScope[] {
  const training: ProblemScope = {
    kind: 'training',
    submit: {
      judgeSwitch: 'openPublicJudge',
      target: async (ctx, _user, tid, displayId) => ({
        problem: (await findProblem(ctx, pid))!,
        displayId: `T${tid}-${displayId}`,
        gid: null,
        throttled: false,
        recorded: async (tx, submission) => {
          const seen = await tx.select({ submitId: judge.submitId }).from(judge).where(eq(judge.submitId, submission.submitId));
          recorded.push(...seen.map((s) => s.submitId));
        },
      }),
    },
    problemStrip: async (_ctx, user, tid) => [
      { pid, problemId: `T${tid}`, title: user.username, status: JudgeStatus.NOT_SUBMITTED, score: null },
    ],
  };
  const group: ProblemScope = {
    kind: 'group',
    problemDetail: async (ctx, _user, gid, displayId) => {
      const info = await problemInfo(ctx, (await findProblem(ctx, pid))!, emptyCount(pid));
      return { ...info, problem: { ...info.problem, title: `group ${gid}: ${displayId}` } };
    },
    submissions: async (_ctx, _user, gid, q) => ({ records: [], total: gid, size: 7, current: q.currentPage ?? 1, pages: 0 }),
    statuses: async (_ctx, _user, gid, pids) => Object.fromEntries(pids.map((p) => [String(p), { status: gid }])),
    submissionView: async () => ({ admin: false, unknown: false, hideCode: true, hideStats: true, hideCases: true }),
  };
  return [training, group];
}

beforeAll(async () => {
  [withScopes, without] = await Promise.all([startTestServer(), startTestServer()]);
  for (const scope of stubScopes()) withScopes.ctx.scopes.register(scope);
  for (const server of [withScopes, without]) await server.ctx.site.write('switch', { defaultSubmitInterval: 0 });
  student = await addUser(withScopes, 'sc-student');
  other = await addUser(without, 'sc-student');
  pid = await addProblem(withScopes, { problemId: 'SC1', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['Python3'] });
  await addProblem(without, { problemId: 'SC1', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['Python3'] });
  groupSubmission = await addJudged(withScopes, student, pid, { status: JudgeStatus.ACCEPTED, gid: 3, share: true });
});
afterAll(async () => {
  await Promise.all([withScopes?.close(), without?.close()]);
});

/** The same call on both apps, by the student of each. */
function onBoth(method: string, path: string, opts: { query?: Record<string, string | number>; body?: unknown }) {
  return Promise.all([
    withScopes.call(method, path, { ...opts, token: student.token }),
    without.call(method, path, { ...opts, token: other.token }),
  ]);
}

describe('scopes registered on the app context', () => {
  it('answer the focus page strip of their own app only', async () => {
    const [scoped, plain] = await onBoth('GET', '/api/get-full-screen-problem-list', { query: { tid: 4 } });
    expect(scoped.data).toEqual([{ pid, problemId: 'T4', title: 'sc-student', status: JudgeStatus.NOT_SUBMITTED, score: null }]);
    expect(plain).toMatchObject({ status: 404, msg: 'The training does not exist' });
  });

  it('take a submission that names them, with what they decide stored and recorded in its transaction', async () => {
    const [scoped, plain] = await onBoth('POST', '/api/submit-problem-judge', {
      body: { pid: 'SC1', tid: 4, language: 'Python3', code: CODE },
    });
    expect(scoped.status).toBe(200);
    expect(scoped.data).toMatchObject({ pid, displayPid: 'T4-SC1', cid: 0, gid: null, status: JudgeStatus.PENDING });
    expect(recorded).toEqual([scoped.data.submitId]);
    // The other app's own training scope answers: there is no training 4 there.
    expect(plain).toMatchObject({ status: 404, msg: 'The training does not exist' });
  });

  it('answer the submission list, the statuses and the problem detail that name them', async () => {
    const [list, plainList] = await onBoth('GET', '/api/get-submission-list', { query: { gid: 3, onlyMine: 'false' } });
    expect(list.data).toMatchObject({ total: 3, size: 7, records: [] });
    // The other app's own group scope answers: there is no group 3 there.
    expect(plainList).toMatchObject({ status: 404, msg: 'The group does not exist' });

    const [statuses] = await onBoth('POST', '/api/get-user-problem-status', {
      body: { pidList: [pid], isContestProblemList: false, gid: 3 },
    });
    expect(statuses.data).toEqual({ [String(pid)]: { status: 3 } });

    const [detail, plainDetail] = await onBoth('GET', '/api/get-problem-detail', { query: { problemId: 'sc1', gid: 3 } });
    expect(detail.data.problem).toMatchObject({ problemId: 'SC1', title: 'group 3: sc1' });
    expect(plainDetail).toMatchObject({ status: 404, msg: 'The group does not exist' });
  });

  it('decide how their submissions show', async () => {
    const res = await withScopes.call('GET', '/api/get-submission-detail', { token: student.token, query: { submitId: groupSubmission } });
    expect(res.data.submission).toMatchObject({ submitId: groupSubmission, code: null, time: null, memory: null, length: null });
    expect(
      await withScopes.call('GET', '/api/get-all-case-result', { token: student.token, query: { submitId: groupSubmission } }),
    ).toMatchObject({
      status: 200,
      data: null,
    });
  });

  it('are per app, as the kept scoreboards are', () => {
    expect(withScopes.ctx.scoreboards).not.toBe(without.ctx.scoreboards);
    expect(withScopes.ctx.scopes.get('contest')).toBeDefined();
    expect(withScopes.ctx.scopes.get('training')).not.toBe(without.ctx.scopes.get('training'));
    expect(without.ctx.scopes.get('training')?.practiceRecorded).toBeDefined();
  });
});
