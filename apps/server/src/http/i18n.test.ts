import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, JUDGE_HOST_API } from '@arbiter/contract';
import { startTestServer, type CallOptions, type CallResult, type TestServer } from '../../test/harness.ts';
import { addUser, tokenFor, type TestUser } from '../../test/fixtures.ts';
import { zipOf } from '../../test/problem-admin.ts';
import { contestForm } from '../modules/contest-admin/test-support.ts';

let server: TestServer;
let root: string;
let student: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
  student = await addUser(server, 'i18n-student');
});
afterAll(async () => {
  await server.close();
});

const CJK = /[\u4e00-\u9fff]/;

/** A file upload as a multipart form. */
function upload(name: string, bytes: Buffer | string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes) : bytes)]), name);
  return form;
}

interface Refusal {
  area: string;
  /** The call, given the headers to send; a form is built again for each call. */
  call: (headers: Record<string, string>) => Promise<CallResult>;
  /** The English the client reads without asking for a language. */
  en: string;
  /** Where the message is: the envelope's `msg`, or a ChangeAccountVO's `data.msg`. */
  inData?: boolean;
}

const send =
  (method: string, path: string, opts: () => CallOptions = () => ({})) =>
  (headers: Record<string, string>) =>
    server.call(method, path, { ...opts(), headers: { ...opts().headers, ...headers } });

/** One or more refusals of every area, raised before the route, by validation, by a service and by Fastify. */
const REFUSALS: Refusal[] = [
  { area: 'sign-in (HTTP 401)', call: send('GET', API.userAuthInfo), en: 'Please login first' },
  {
    area: 'roles (HTTP 403)',
    call: send('GET', API.adminProblemList, () => ({ token: student.token })),
    en: 'Sorry, you do not have permission to perform this operation',
  },
  { area: 'unknown path (HTTP 404)', call: send('GET', '/api/no-such-call'), en: 'Not Found' },
  {
    area: 'unreadable body',
    call: send('POST', API.checkUsernameOrEmail, () => ({ body: '{"username": ', headers: { 'content-type': 'application/json' } })),
    en: 'Failed to parse parameter format!',
  },
  {
    area: 'missing field',
    call: send('POST', API.login, () => ({ body: { password: 'abcdef1' } })),
    en: 'The required request parameters are missing: username',
  },
  {
    area: "a contract schema's message",
    call: send('POST', API.register, () => ({ body: { username: 'ann', password: '1', email: 'ann@school.test', code: '123456' } })),
    en: 'Password must be 6 to 20 characters',
  },
  {
    area: "zod's own message",
    call: send('POST', API.login, () => ({ body: { username: 'ann', password: 'abcdef1', puzzleToken: 5 } })),
    en: 'Invalid input: expected string, received number',
  },
  {
    area: 'account',
    call: send('POST', API.login, () => ({ body: { username: 'nobody', password: 'whatever1' } })),
    en: 'Please check your username or password',
  },
  {
    area: "account (a ChangeAccountVO's msg)",
    call: send('POST', API.changePassword, () => ({ token: student.token, body: { oldPassword: 'wrong-one', newPassword: 'new-pass1' } })),
    en: 'The current password is wrong',
    inData: true,
  },
  {
    area: 'problem bank',
    call: send('GET', API.problemDetail, () => ({ query: { problemId: 'NO-SUCH' } })),
    en: 'The problem does not exist',
  },
  {
    area: 'submissions',
    call: send('GET', API.submissionDetail, () => ({ query: { submitId: 999_999 } })),
    en: 'The submission does not exist',
  },
  { area: 'rank', call: send('GET', API.rankList, () => ({ query: { type: 5 } })), en: 'The rank type must be 0 (ACM) or 1 (OI)' },
  {
    area: 'tags',
    call: send('DELETE', API.adminTag, () => ({ token: root, query: { tid: 999_999 } })),
    en: 'The tag does not exist',
  },
  {
    area: 'contests',
    call: send('GET', API.contestInfo, () => ({ token: student.token, query: { cid: 999_999 } })),
    en: 'The contest does not exist',
  },
  {
    area: 'contest back office',
    call: send('POST', API.adminContest, () => ({ token: root, body: contestForm({ sealRank: true, sealRankTime: null }) })),
    en: 'The seal rank time is required when the rank is sealed',
  },
  {
    area: "contest back office (the form's refinements)",
    call: send('POST', API.adminContest, () => ({ token: root, body: contestForm({ auth: 1, pwd: '' }) })),
    en: 'Contest Password is required',
  },
  {
    area: 'problem back office',
    call: send('GET', API.adminProblem, () => ({ token: root, query: { pid: 999_999 } })),
    en: 'The problem does not exist',
  },
  {
    area: 'uploads',
    call: send('POST', API.uploadTestcaseZip, () => ({ token: root, form: upload('cases.txt', 'hello') })),
    en: 'Please upload a .zip file',
  },
  {
    area: 'zip refusals',
    call: send('POST', API.uploadTestcaseZip, () => ({ token: root, form: upload('cases.zip', 'not a zip at all') })),
    en: 'The file is not a valid zip',
  },
  {
    area: 'problem import',
    call: send('POST', API.importFpsProblem, () => ({ token: root, form: upload('problems.xml', '<fps><item>') })),
    en: 'problems.xml: the file is not valid XML',
  },
  { area: 'judge hosts', call: send('POST', JUDGE_HOST_API.register, () => ({ body: {} })), en: 'A valid judge token is required' },
  { area: "Fastify's own refusals", call: send('GET', '/api/public/img/%E0%A4'), en: 'is not a valid url component' },
];

/** The message the client reads. */
const messageOf = (res: CallResult, r: Refusal): string => String(r.inData ? res.data?.msg : res.msg);

describe('message language', () => {
  it.each(REFUSALS.map((r) => [r.area, r] as const))('%s: English by default, Chinese for zh and zh-CN', async (_area, r) => {
    const en = await r.call({});
    expect(messageOf(en, r)).toContain(r.en);
    for (const language of ['zh', 'zh-CN,zh;q=0.9,en;q=0.8']) {
      const zh = await r.call({ 'accept-language': language });
      expect(zh.http).toBe(en.http);
      expect(zh.status).toBe(en.status);
      expect(messageOf(zh, r)).toMatch(CJK);
      expect(messageOf(zh, r)).not.toContain(r.en);
    }
  });

  it('answers in English for English and other languages', async () => {
    for (const language of ['en-US,en;q=0.9', 'fr', 'en,zh;q=0.5']) {
      const body = { username: `nobody-${language.slice(0, 2)}`, password: 'whatever1' };
      const res = await server.call('POST', API.login, { body, headers: { 'accept-language': language } });
      expect(res.msg).toBe('Please check your username or password');
    }
  });

  it('says success in Chinese too when the call gives a message', async () => {
    const res = await server.call('POST', API.adminTag, { token: root, body: { name: 'i18n' }, headers: { 'accept-language': 'zh-CN' } });
    expect(res).toMatchObject({ status: 200 });
    const renamed = await server.call('PUT', API.adminTag, {
      token: root,
      body: { id: res.data.id, name: 'i18n-2' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(renamed).toMatchObject({ status: 200, msg: '更新成功' });
    const plain = await server.call('GET', API.websiteConfig, { headers: { 'accept-language': 'zh-CN' } });
    expect(plain.msg).toBe('success');
  });

  it('fills the values of messages built with them', async () => {
    // A user of its own: five wrong passwords lock the change.
    const user = await addUser(server, 'i18n-values');
    const en = await server.call('POST', API.changePassword, {
      token: user.token,
      body: { oldPassword: 'wrong-two', newPassword: 'new-pass1' },
    });
    expect(en.data.msg).toMatch(/^The current password is wrong \(\d+ failed, \d+ attempts left\)$/);
    const zh = await server.call('POST', API.changePassword, {
      token: user.token,
      body: { oldPassword: 'wrong-two', newPassword: 'new-pass1' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.data.msg).toMatch(/^当前密码错误（已失败 \d+ 次，还可尝试 \d+ 次）$/);
  });

  it('names a problem of a Kattis package in both languages', async () => {
    const zip = await zipOf([{ name: 'sum/data/secret/1.in', data: '1 2\n' }]);
    const form = () => upload('sum.zip', zip);
    const en = await server.call('POST', API.importKattisProblem, { token: root, form: form() });
    expect(en.msg).toBe('sum: problem.yaml is missing: a package has it at the top of its folder');
    const zh = await server.call('POST', API.importKattisProblem, { token: root, form: form(), headers: { 'accept-language': 'zh' } });
    expect(zh.msg).toBe('sum：problem.yaml 缺失：题目包的文件夹顶层必须有 problem.yaml');
  });
});
