import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { problem } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addCases, addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, CANCELLED: CA, PARTIAL_ACCEPTED: PA, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;

let server: TestServer;
let root: string;
let student: TestUser;
let lowestPid: number;
let lowest: number;
let average: number;
let plain: number;
let closed: number;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'cr-student');
  lowestPid = await addProblem(server, { problemId: 'LOW', type: 1, judgeCaseMode: 'subtask_lowest', cases: [] });
  const averagePid = await addProblem(server, { problemId: 'AVG', type: 1, judgeCaseMode: 'subtask_average', cases: [] });
  const plainPid = await addProblem(server, { problemId: 'PLAIN', type: 1, cases: [] });
  const closedPid = await addProblem(server, {
    problemId: 'SHUT',
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    openCaseResult: false,
    cases: [],
  });

  lowest = await addJudged(server, student, lowestPid, { status: PA, score: 20 });
  const mode = 'subtask_lowest';
  await addCases(server, lowest, [
    { status: AC, score: 10, groupNum: 1, time: 5, memory: 100, mode },
    { status: WA, score: 0, groupNum: 1, time: 7, memory: 200, mode },
    { status: CA, score: 0, groupNum: 1, mode },
    { status: AC, score: 20, groupNum: 2, time: 3, memory: 50, mode },
    { status: AC, score: 20, groupNum: 2, time: 4, memory: 60, mode },
  ]);
  average = await addJudged(server, student, averagePid, { status: PA, score: 25 });
  await addCases(server, average, [
    { status: AC, score: 10, groupNum: 1, time: 5, memory: 100, mode: 'subtask_average' },
    { status: WA, score: 0, groupNum: 1, time: 9, memory: 300, mode: 'subtask_average' },
    { status: AC, score: 10, groupNum: 2, time: 1, memory: 10, mode: 'subtask_average' },
    { status: AC, score: 10, groupNum: 2, time: 2, memory: 20, mode: 'subtask_average' },
    { status: TLE, score: 0, groupNum: 3, time: 1000, memory: 20, mode: 'subtask_average' },
  ]);
  plain = await addJudged(server, student, plainPid, { status: PA, score: 50 });
  await addCases(server, plain, [
    { status: AC, score: 50, mode: 'default' },
    { status: WA, score: 0, mode: 'default' },
  ]);
  closed = await addJudged(server, student, closedPid, { status: AC, score: 10 });
  await addCases(server, closed, [{ status: AC, score: 10, groupNum: 1, mode }]);
});
afterAll(async () => {
  await server.close();
});

const results = (submitId: number, token: string | null = null) =>
  server.call('GET', '/api/get-all-case-result', { token, query: { submitId } });

describe('GET /api/get-all-case-result in the subtask modes', () => {
  it('summarises subtask_lowest groups by their lowest non-cancelled case, beside the flat list', async () => {
    const res = await results(lowest, student.token);
    expect(res.status).toBe(200);
    expect(res.data.judgeCaseMode).toBe('subtask_lowest');
    expect(res.data.judgeCaseList).toHaveLength(5);
    const summaries = res.data.subTaskJudgeCaseVoList;
    expect(
      summaries.map(({ subtaskDetailList, ...s }: { subtaskDetailList: { seq: number }[] }) => ({
        ...s,
        seqs: subtaskDetailList.map((c) => c.seq),
      })),
    ).toEqual([
      { groupNum: 1, time: 7, memory: 200, score: 0, status: WA, ac: 1, total: 3, seqs: [1, 2, 3] },
      { groupNum: 2, time: 3, memory: 50, score: 20, status: AC, ac: 2, total: 2, seqs: [4, 5] },
    ]);
    // Students see the same few fields of each case as in the flat list: no file names.
    expect(summaries[0].subtaskDetailList[0]).toEqual({
      time: 5,
      memory: 100,
      score: 10,
      status: AC,
      userOutput: null,
      groupNum: 1,
      seq: 1,
      mode: 'subtask_lowest',
    });
  });

  it('summarises subtask_average groups by their rounded mean', async () => {
    const res = await results(average);
    expect(res.data.judgeCaseMode).toBe('subtask_average');
    expect(res.data.subTaskJudgeCaseVoList.map(({ subtaskDetailList: _, ...s }: { subtaskDetailList: unknown }) => s)).toEqual([
      { groupNum: 1, time: 9, memory: 300, score: 5, status: PA, ac: 1, total: 2 },
      { groupNum: 2, time: 2, memory: 20, score: 10, status: AC, ac: 2, total: 2 },
      { groupNum: 3, time: 1000, memory: 20, score: 0, status: WA, ac: 0, total: 1 },
    ]);
  });

  it('gives admins the full case rows inside the summaries', async () => {
    const res = await results(lowest, root);
    expect(res.data.subTaskJudgeCaseVoList[1].subtaskDetailList[0]).toMatchObject({
      inputData: '4.in',
      outputData: '4.out',
      submitId: lowest,
    });
  });

  it('keeps the mode the cases were judged in when the problem changed since', async () => {
    await server.ctx.db.update(problem).set({ judgeCaseMode: 'default' }).where(eq(problem.id, lowestPid));
    const res = await results(lowest);
    expect(res.data.judgeCaseMode).toBe('subtask_lowest');
    expect(res.data.subTaskJudgeCaseVoList).toHaveLength(2);
  });

  it('has no summaries outside the subtask modes', async () => {
    const res = await results(plain);
    expect(res.data.judgeCaseMode).toBe('default');
    expect(res.data.judgeCaseList).toHaveLength(2);
    expect(res.data).not.toHaveProperty('subTaskJudgeCaseVoList');
  });

  it('still keeps closed case results from students', async () => {
    expect((await results(closed, student.token)).data).toBeNull();
    expect((await results(closed, root)).data.subTaskJudgeCaseVoList).toHaveLength(1);
  });
});
