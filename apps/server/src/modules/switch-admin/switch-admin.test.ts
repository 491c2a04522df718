import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { SiteSettings } from '../site/service.ts';
import { HIDDEN_CODE_PLACEHOLDER } from '../submission/view.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { addContest, addContestProblem } from '../contest/test-fixtures.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let student: TestUser;
let contestId: number;
let practicePid: number;
const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';
const INFO = '/api/admin/switch/info';
const UPDATE = '/api/admin/switch/update';

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  admin = await addUser(server, 'sw-admin', { role: Role.ADMIN });
  student = await addUser(server, 'sw-student');
  const creator = await addUser(server, 'sw-creator', { role: Role.ADMIN });
  practicePid = await addProblem(server, { problemId: 'SW1', cases: [{ input: '1 2\n', output: '3\n' }], languages: ['C++'] });
  const cpid = await addProblem(server, { problemId: 'SWC', cases: [{ input: '1 2\n', output: '3\n' }], auth: 3, languages: ['C++'] });
  contestId = await addContest(server, { uid: creator.uid, author: creator.username });
  await addContestProblem(server, contestId, cpid, 'A');
});
afterAll(async () => {
  await server.close();
});

const info = async () => (await server.call('GET', INFO, { token: root })).data as Record<string, unknown>;
const update = (body: unknown, token: string | null = root) => server.call('PUT', UPDATE, { token, body });
const submit = (body: Record<string, unknown> = {}, token = student.token) =>
  server.call('POST', '/api/submit-problem-judge', { token, body: { pid: 'SW1', language: 'C++', code: CODE, ...body } });
const testRun = (token = student.token) =>
  server.call('POST', '/api/submit-problem-test-judge', {
    token,
    body: { pid: practicePid, type: 'public', code: CODE, language: 'C++', userInput: '1 2', expectedOutput: '3' },
  });

describe('who may read and change the switches', () => {
  it.each([
    ['GET', INFO],
    ['POST', INFO],
    ['PUT', UPDATE],
  ])('%s %s is for super admins only', async (method, path) => {
    const body = method === 'PUT' ? { openPublicJudge: false } : undefined;
    expect((await server.call(method, path, { token: null, body })).http).toBe(401);
    expect((await server.call(method, path, { token: student.token, body })).http).toBe(403);
    expect((await server.call(method, path, { token: admin.token, body })).http).toBe(403);
    expect((await info()).openPublicJudge).toBe(true);
  });
});

describe('GET/POST /api/admin/switch/info', () => {
  it('answers the defaults when nothing was saved', async () => {
    const res = await server.call('POST', INFO, { token: root });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toEqual({
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      openPublicJudge: true,
      openGroupJudge: true,
      openContestJudge: true,
      hideNonContestSubmissionCode: false,
      defaultSubmitInterval: 8,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 5,
      defaultCreateGroupACInitValue: 20,
      defaultCreateDiscussionDailyLimit: 5,
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateCommentACInitValue: 10,
      hduUsernameList: [],
      hduPasswordList: [],
      cfUsernameList: [],
      cfPasswordList: [],
      pojUsernameList: [],
      pojPasswordList: [],
      atcoderUsernameList: [],
      atcoderPasswordList: [],
      spojUsernameList: [],
      spojPasswordList: [],
      libreojUsernameList: [],
      libreojPasswordList: [],
    });
  });
});

describe('PUT /api/admin/switch/update', () => {
  it('refuses bad values and changes nothing', async () => {
    const before = await info();
    for (const body of [
      { openPublicJudge: 'no' },
      { defaultSubmitInterval: -1 },
      { defaultSubmitInterval: 1.5 },
      { defaultCreateGroupLimit: 100_001 },
      { hduUsernameList: ['a'] },
      { cfUsernameList: ['a', 'b'], cfPasswordList: ['x'] },
      { pojUsernameList: Array.from({ length: 51 }, () => 'a'), pojPasswordList: Array.from({ length: 51 }, () => 'b') },
      { spojUsernameList: ['x'.repeat(256)], spojPasswordList: ['p'] },
    ]) {
      const res = await update({ openContestJudge: false, ...body });
      expect(res.http, JSON.stringify(body)).toBe(400);
    }
    expect(await info()).toEqual(before);
  });

  it('speaks Chinese when asked', async () => {
    const res = await server.call('PUT', UPDATE, {
      token: root,
      body: { defaultSubmitInterval: -1 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.msg).toContain('提交间隔必须是 0 到 3600 之间的整数');
  });

  it('saves what is sent, keeps the rest, and reads it back', async () => {
    const res = await update({ defaultCreateGroupLimit: 7, cfUsernameList: [' bot1 ', 'bot2'], cfPasswordList: ['p1', 'p2'] });
    expect(res).toMatchObject({ status: 200, msg: 'Update Successfully' });
    const after = await info();
    expect(after).toMatchObject({
      defaultCreateGroupLimit: 7,
      cfUsernameList: ['bot1', 'bot2'],
      cfPasswordList: ['p1', 'p2'],
      openPublicJudge: true,
    });
    await update({ defaultCreateGroupLimit: 5, cfUsernameList: [], cfPasswordList: [] });
  });

  it('reaches another replica within its one-second cache, without a restart', async () => {
    const replica = new SiteSettings(server.ctx.db, undefined);
    expect((await replica.switches()).defaultCreateDiscussionDailyLimit).toBe(5);
    await update({ defaultCreateDiscussionDailyLimit: 9 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await replica.switches()).defaultCreateDiscussionDailyLimit).toBe(9);
    await update({ defaultCreateDiscussionDailyLimit: 5 });
  });
});

describe('the switches govern their calls', () => {
  it('openPublicJudge closes practice submissions and test runs', async () => {
    await update({ openPublicJudge: false, defaultSubmitInterval: 0 });
    try {
      expect(await submit()).toMatchObject({ status: 403, msg: 'Judging is switched off by the administrator' });
      expect(await testRun()).toMatchObject({ status: 403, msg: 'Judging is switched off by the administrator' });
    } finally {
      await update({ openPublicJudge: true });
    }
    expect((await submit()).status).toBe(200);
  });

  it('openContestJudge closes contest submissions', async () => {
    await update({ openContestJudge: false, defaultSubmitInterval: 0 });
    try {
      expect(await submit({ pid: 'A', cid: contestId }, root)).toMatchObject({
        status: 403,
        msg: 'Judging is switched off by the administrator',
      });
      expect((await submit()).status).toBe(200);
    } finally {
      await update({ openContestJudge: true });
    }
    expect((await submit({ pid: 'A', cid: contestId }, root)).status).toBe(200);
  });

  it('defaultSubmitInterval holds back a quick second submission; 0 lets it through', async () => {
    const quick = await addUser(server, 'sw-quick');
    await update({ defaultSubmitInterval: 30 });
    expect((await submit({}, quick.token)).status).toBe(200);
    expect(await submit({}, quick.token)).toMatchObject({ status: 403, msg: expect.stringMatching(/too fast/) });
    await update({ defaultSubmitInterval: 0 });
    const calm = await addUser(server, 'sw-calm');
    expect((await submit({}, calm.token)).status).toBe(200);
    expect((await submit({}, calm.token)).status).toBe(200);
  });

  it('hideNonContestSubmissionCode shows others a placeholder for a shared practice submission', async () => {
    await update({ defaultSubmitInterval: 0, hideNonContestSubmissionCode: false });
    const author = await addUser(server, 'sw-author');
    const reader = await addUser(server, 'sw-reader');
    const submitId = (await submit({}, author.token)).data.submitId as number;
    expect((await server.call('PUT', '/api/submission', { token: author.token, body: { submitId, share: true } })).status).toBe(200);
    const code = async (token: string) =>
      (await server.call('GET', '/api/get-submission-detail', { token, query: { submitId } })).data.submission.code as string | null;
    expect(await code(reader.token)).toBe(CODE);
    await update({ hideNonContestSubmissionCode: true });
    try {
      expect(await code(reader.token)).toBe(HIDDEN_CODE_PLACEHOLDER);
      expect(await code(admin.token)).toBe(HIDDEN_CODE_PLACEHOLDER);
      expect(await code(author.token)).toBe(CODE);
      expect(await code(root)).toBe(CODE);
    } finally {
      await update({ hideNonContestSubmissionCode: false });
    }
  });
});

// The group judge, discussion, comment and group-creation switches govern calls the server does not
// have yet (groups, discussions, comments): they are stored and read back above, and nothing else.
