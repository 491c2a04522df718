import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role, formatAccountLimitRule } from '@arbiter/contract';
import { judge, judgeTask } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { addContest, addContestProblem, registerFor } from './test-fixtures.ts';

let server: TestServer;
let creator: TestUser;
let root: TestUser;
let student: TestUser;
let stranger: TestUser;
let pid: number;
const ids: Record<string, number> = {};
const cpids: Record<string, number> = {};
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';

beforeAll(async () => {
  server = await startTestServer();
  creator = await addUser(server, 'cs-creator', { role: Role.ADMIN });
  root = await addUser(server, 'cs-root', { role: Role.ROOT });
  student = await addUser(server, 'cs-student');
  stranger = await addUser(server, 'cs-stranger');
  pid = await addProblem(server, { problemId: 'CS1', cases: [{ input: '1 2\n', output: '3\n' }], auth: 3, languages: ['C++'] });
  const hidden = await addProblem(server, { problemId: 'CS2', cases: [{ input: '', output: '' }], auth: 2 });
  const owner = { uid: creator.uid, author: creator.username };
  const contests: [string, Parameters<typeof addContest>[1]][] = [
    ['run', { ...owner }],
    ['sched', { ...owner, state: 'scheduled' }],
    ['ended', { ...owner, state: 'ended' }],
    ['late', { ...owner, state: 'ended', allowEndSubmit: true }],
    ['prot', { ...owner, auth: ContestAuth.PROTECTED, pwd: 'guard' }],
    ['priv', { ...owner, auth: ContestAuth.PRIVATE, pwd: 'secret' }],
    ['hiddenContest', { ...owner, visible: false }],
    [
      'limited',
      {
        ...owner,
        openAccountLimit: true,
        accountLimitRule: formatAccountLimitRule({ prefix: 'team', suffix: '', start: 1, end: 9, extra: [] }),
      },
    ],
  ];
  for (const [key, opts] of contests) {
    ids[key] = await addContest(server, opts);
    cpids[key] = await addContestProblem(server, ids[key]!, pid, 'A', { displayTitle: 'Sums' });
  }
  await addContestProblem(server, ids.run!, hidden, 'H');
  await registerFor(server, ids.priv!, student.uid);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  // The default 8-second practice interval stays on: contest submissions must not be held by it.
  await server.ctx.site.write('switch', { openContestJudge: true, defaultSubmitInterval: 8 });
});

const submit = (cid: number, body: Record<string, unknown> = {}, token: string | null = student.token) =>
  server.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'A', language: 'C++', code: CODE, cid, ...body } });
const judgeRows = async () => Number((await server.ctx.db.select({ n: count() }).from(judge))[0]!.n);

describe('POST /api/submit-problem-judge in a contest', () => {
  it('stores the submission under the contest problem and queues it before practice work', async () => {
    const res = await submit(ids.run!);
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ pid, displayPid: 'A', cid: ids.run, cpid: cpids.run, status: JudgeStatus.PENDING, uid: student.uid });
    const tasks = await server.ctx.db.select().from(judgeTask).where(eq(judgeTask.submitId, res.data.submitId));
    expect(tasks).toEqual([expect.objectContaining({ kind: 'judge', priority: 0, language: 'C++' })]);
    // No submit interval in contests.
    expect((await submit(ids.run!)).status).toBe(200);
    expect((await submit(ids.run!)).status).toBe(200);
  });

  it('shows the submission in the contest list under its display id and title, not in the practice list', async () => {
    const res = await server.call('GET', '/api/contest-submissions', {
      token: student.token,
      query: { contestID: ids.run!, onlyMine: 'true' },
    });
    expect(res.data.total).toBe(3);
    expect(res.data.records[0]).toMatchObject({ displayId: 'A', title: 'Sums', cid: ids.run, uid: student.uid });
    const practice = await server.call('GET', '/api/get-submission-list', { token: student.token, query: { onlyMine: 'true' } });
    expect(practice.data.total).toBe(0);
  });

  it('refuses a contest that has not started, except to its admins', async () => {
    const before = await judgeRows();
    expect(await submit(ids.sched!)).toMatchObject({ http: 200, status: 403, msg: 'The contest has not started yet' });
    expect(await judgeRows()).toBe(before);
    expect((await submit(ids.sched!, {}, creator.token)).status).toBe(200);
    expect((await submit(ids.sched!, {}, root.token)).status).toBe(200);
  });

  it('refuses an ended contest unless it accepts submissions after the end', async () => {
    expect(await submit(ids.ended!)).toMatchObject({ status: 403, msg: 'Contest has ended' });
    expect(await submit(ids.ended!, {}, creator.token)).toMatchObject({ status: 403, msg: 'Contest has ended' });
    const zh = await server.call('POST', '/api/submit-problem-judge', {
      token: student.token,
      headers: { 'accept-language': 'zh-CN' },
      body: { pid: 'A', language: 'C++', code: CODE, cid: ids.ended },
    });
    expect(zh.msg).toBe('比赛已结束，不可再提交！');
    const late = await submit(ids.late!);
    expect(late.status).toBe(200);
    expect(late.data.cid).toBe(ids.late);
  });

  it('needs a registration in protected and private contests', async () => {
    const before = await judgeRows();
    const refused = await submit(ids.prot!);
    expect(refused).toMatchObject({ status: 403, msg: 'You have no access to this contest: register with its password first' });
    expect(await submit(ids.priv!, {}, stranger.token)).toMatchObject({ status: 403 });
    expect(await judgeRows()).toBe(before);
    expect((await submit(ids.priv!)).status).toBe(200);
    await registerFor(server, ids.prot!, student.uid);
    expect((await submit(ids.prot!)).status).toBe(200);
  });

  it('applies the account rule', async () => {
    expect(await submit(ids.limited!)).toMatchObject({ status: 403, msg: 'Your account is not allowed in this contest' });
    expect((await submit(ids.limited!, {}, creator.token)).status).toBe(200);
  });

  it('refuses a display id the contest does not have, and a hidden problem', async () => {
    const before = await judgeRows();
    expect(await submit(ids.run!, { pid: 'Z' })).toMatchObject({ status: 404, msg: 'The problem does not exist in this contest' });
    // The problem's own id is not a display id of the contest.
    expect(await submit(ids.run!, { pid: 'CS1' })).toMatchObject({ status: 404 });
    expect(await submit(ids.run!, { pid: 'H' })).toMatchObject({ status: 403, msg: 'The problem is hidden in this contest' });
    expect(await judgeRows()).toBe(before);
  });

  it('refuses a language the problem does not accept, and short code', async () => {
    expect(await submit(ids.run!, { language: 'Python3' })).toMatchObject({
      status: 400,
      msg: 'This language is not allowed for the problem',
    });
    expect(await submit(ids.run!, { code: 'int main(){}' })).toMatchObject({ status: 400, msg: 'Code Length can not be less than 50' });
  });

  it('refuses unknown and hidden contests', async () => {
    expect(await submit(999_999)).toMatchObject({ status: 404, msg: 'The contest does not exist' });
    expect(await submit(ids.hiddenContest!)).toMatchObject({ status: 404 });
  });

  it('follows the contest judging switch', async () => {
    await server.ctx.site.write('switch', { openContestJudge: false });
    expect(await submit(ids.run!)).toMatchObject({ status: 403, msg: 'Judging is switched off by the administrator' });
    await server.ctx.site.write('switch', { openContestJudge: true, openPublicJudge: false });
    expect((await submit(ids.run!)).status).toBe(200);
    await server.ctx.site.write('switch', { openPublicJudge: true });
  });

  it('needs login and the submit permission', async () => {
    expect((await submit(ids.run!, {}, null)).http).toBe(401);
    const muted = await addUser(server, 'cs-nosubmit', { role: Role.NO_SUBMIT_USER });
    expect((await submit(ids.run!, {}, muted.token)).http).toBe(403);
  });
});
