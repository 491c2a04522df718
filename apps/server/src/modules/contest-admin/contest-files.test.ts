import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { contestProblem, judge, judgeCase, judgeTask } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HOUR_MS, addUser, type TestUser } from '../../../test/fixtures.ts';
import { addCases, addJudged } from '../../../test/judged.ts';
import { addProblem } from '../../../test/problems.ts';
import { download, unzipEntries } from '../../../test/transfer.ts';
import { AC_DOWNLOAD_MSG, codeExtension, pathPart } from './ac-download.ts';
import { addStaff, createContest, type Staff } from './test-support.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA, PENDING } = JudgeStatus;

let server: TestServer;
let staff: Staff;
let amy: TestUser;
let ben: TestUser;
let pa: number;
let pb: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await addStaff(server, 'cf');
  amy = await addUser(server, 'cf-amy');
  ben = await addUser(server, 'cf-ben');
  pa = await addProblem(server, { problemId: 'CF-A', cases: [] });
  pb = await addProblem(server, { problemId: 'CF-B', cases: [] });
});
afterAll(async () => {
  await server.close();
});

async function linkProblems(cid: number): Promise<void> {
  await server.ctx.db.insert(contestProblem).values([
    { cid, pid: pa, displayId: 'A', displayTitle: 'A' },
    { cid, pid: pb, displayId: 'B', displayTitle: 'B' },
  ]);
}

/** A judged contest submission with its own code, so the zip's content can be told apart. */
async function submitted(
  user: Pick<TestUser, 'uid' | 'username'>,
  pid: number,
  cid: number,
  opts: { status: number; language?: string; score?: number; submitTime?: Date },
): Promise<number> {
  const submitId = await addJudged(server, user, pid, { ...opts, cid });
  await server.ctx.db
    .update(judge)
    .set({ code: `// ${user.username} ${submitId}` })
    .where(eq(judge.submitId, submitId));
  return submitId;
}

async function zipOf(token: string, query: [string, string | number][]) {
  const res = await download(server, token, '/api/file/download-contest-ac-submission', query);
  if (res.headers.get('content-type')?.includes('json'))
    return { res, files: null, json: (await res.json()) as { status: number; msg: string } };
  const files = await unzipEntries(Buffer.from(await res.arrayBuffer()));
  return { res, files: new Map([...files].map(([k, v]) => [k, v.toString()])), json: null };
}

describe('names inside the zip', () => {
  it('gives each language its source extension and makes names safe as paths', () => {
    expect(
      ['C', 'C++ 17 With O2', 'Java', 'Python3', 'Golang', 'C#', 'JavaScript Node', 'PHP', 'Ruby', 'Rust', 'Pascal', 'Brainfuck'].map(
        codeExtension,
      ),
    ).toEqual(['c', 'cpp', 'java', 'py', 'go', 'cs', 'js', 'php', 'rb', 'rs', 'pas', 'txt']);
    expect(pathPart('a/b\\c')).toBe('a_b_c');
    expect(pathPart('..')).toBe('_');
  });
});

describe('GET /api/file/download-contest-ac-submission', () => {
  let acm: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    acm = await createContest(server, staff.admin.token, { title: 'Zip cup' });
    await linkProblems(acm);
    ids.amyA = await submitted(amy, pa, acm, { status: AC });
    ids.amyWrong = await submitted(amy, pa, acm, { status: WA });
    ids.amyB = await submitted(amy, pb, acm, { status: AC, language: 'Python3' });
    ids.benA = await submitted(ben, pa, acm, { status: AC, language: 'Java' });
    ids.rootA = await submitted(staff.root, pa, acm, { status: AC });
    ids.creatorB = await submitted(staff.admin, pb, acm, { status: AC, language: 'C' });
    // Before the start: not a contest result.
    ids.early = await submitted(ben, pb, acm, { status: AC, submitTime: new Date(Date.now() - 2 * HOUR_MS) });
  });

  it('zips every accepted submission of an ACM contest, a folder per user', async () => {
    const { res, files } = await zipOf(staff.admin.token, [
      ['cid', acm],
      ['splitType', 'user'],
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-download');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment;filename=contest_${acm}_\\d+\\.zip$`));
    expect([...files!.keys()].sort()).toEqual(
      [
        `cf-amy/A_(${ids.amyA}).cpp`,
        `cf-amy/B_(${ids.amyB}).py`,
        `cf-ben/A_(${ids.benA}).java`,
        `root/A_(${ids.rootA}).cpp`,
        `cf-admin/B_(${ids.creatorB}).c`,
      ].sort(),
    );
    expect(files!.get(`cf-amy/B_(${ids.amyB}).py`)).toBe(`// cf-amy ${ids.amyB}`);
  });

  it('splits by problem and leaves out super admins and the creator when asked', async () => {
    const { files } = await zipOf(staff.root.token, [
      ['cid', acm],
      ['splitType', 'problem'],
      ['excludeAdmin', 'true'],
    ]);
    expect([...files!.keys()].sort()).toEqual(
      [`A/cf-amy_(${ids.amyA}).cpp`, `A/cf-ben_(${ids.benA}).java`, `B/cf-amy_(${ids.amyB}).py`].sort(),
    );
    expect(files!.get(`A/cf-ben_(${ids.benA}).java`)).toBe(`// cf-ben ${ids.benA}`);
  });

  it('keeps the latest scored submission of each user on each problem in an OI contest', async () => {
    const oi = await createContest(server, staff.admin.token, { title: 'Zip OI', type: 1 });
    await linkProblems(oi);
    const t = Date.now() - 30 * 60_000;
    await submitted(amy, pa, oi, { status: PA, score: 90, submitTime: new Date(t) });
    const amyLatest = await submitted(amy, pa, oi, { status: PA, score: 40, submitTime: new Date(t + 60_000) });
    // Not judged yet: no score, so not the latest scored one.
    await submitted(amy, pa, oi, { status: PENDING, submitTime: new Date(t + 120_000) });
    const benB = await submitted(ben, pb, oi, { status: AC, score: 100, submitTime: new Date(t) });
    const { files } = await zipOf(staff.admin.token, [['cid', oi]]);
    expect([...files!.keys()].sort()).toEqual([`cf-amy/A_40_(${amyLatest}).cpp`, `cf-ben/B_100_(${benB}).cpp`]);
    expect(files!.get(`cf-amy/A_40_(${amyLatest}).cpp`)).toBe(`// cf-amy ${amyLatest}`);
  });

  it('is refused to anyone but the creator and super admins, and when there is nothing to zip', async () => {
    expect((await zipOf(staff.otherAdmin.token, [['cid', acm]])).json).toMatchObject({ status: 403 });
    expect((await zipOf(amy.token, [['cid', acm]])).json).toMatchObject({ status: 403 });
    const empty = await createContest(server, staff.admin.token, { title: 'Empty zip' });
    expect((await zipOf(staff.admin.token, [['cid', empty]])).json).toMatchObject({ status: 400, msg: AC_DOWNLOAD_MSG.nothing });
    const bad = await zipOf(staff.admin.token, [
      ['cid', acm],
      ['splitType', 'team'],
    ]);
    expect(bad.res.status).toBe(400);
    expect(bad.json).toMatchObject({ msg: 'splitType must be user or problem' });
    expect((await zipOf(staff.admin.token, [['cid', 999_999]])).json).toMatchObject({ status: 404 });
  });
});

describe('GET /api/admin/judge/rejudge-contest-problem', () => {
  it('puts every submission of the problem in the contest back in the queue, and nothing else', async () => {
    const cid = await createContest(server, staff.admin.token, { title: 'Rejudge cup' });
    const other = await createContest(server, staff.admin.token, { title: 'Rejudge neighbour' });
    await linkProblems(cid);
    await linkProblems(other);
    const target = [
      await submitted(amy, pa, cid, { status: AC, score: 100 }),
      await submitted(ben, pa, cid, { status: WA }),
      await submitted(ben, pa, cid, { status: JudgeStatus.COMPILE_ERROR }),
    ];
    await addCases(server, target[0]!, [{ status: AC, mode: 'default' }]);
    const untouched = [await submitted(amy, pb, cid, { status: AC }), await submitted(amy, pa, other, { status: AC })];

    const path = '/api/admin/judge/rejudge-contest-problem';
    expect(await server.call('GET', path, { token: staff.admin.token, query: { cid, pid: pa } })).toMatchObject({ http: 403 });
    expect(await server.call('GET', path, { token: staff.root.token, query: { cid } })).toMatchObject({ http: 400 });
    expect(await server.call('GET', path, { token: staff.root.token, query: { cid: 999_999, pid: pa } })).toMatchObject({ status: 404 });
    const notIn = await addProblem(server, { problemId: 'CF-C', cases: [] });
    expect(await server.call('GET', path, { token: staff.root.token, query: { cid, pid: notIn } })).toMatchObject({ status: 404 });

    const res = await server.call('GET', path, { token: staff.root.token, query: { cid, pid: pa } });
    expect(res).toMatchObject({ status: 200, msg: 'Rejudge successfully' });

    const db = server.ctx.db;
    for (const submitId of target) {
      const row = (await db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
      expect(row).toMatchObject({ status: PENDING, version: 1, score: null, time: null, memory: null, judger: null, errorMessage: null });
      const tasks = await db
        .select()
        .from(judgeTask)
        .where(and(eq(judgeTask.kind, 'judge'), eq(judgeTask.submitId, submitId)));
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({ version: 1, priority: 0 });
    }
    expect(await db.select().from(judgeCase).where(eq(judgeCase.submitId, target[0]!))).toHaveLength(0);
    for (const submitId of untouched) {
      const row = (await db.select().from(judge).where(eq(judge.submitId, submitId)))[0]!;
      expect(row).toMatchObject({ status: AC, version: 0 });
      expect(await db.select().from(judgeTask).where(eq(judgeTask.submitId, submitId))).toHaveLength(0);
    }
  });
});
