import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, ProblemAuth, Role } from '@arbiter/contract';
import { contest, contestProblem, judge, problem } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { addUser, type TestUser } from '../../test/fixtures.ts';
import { addJudged } from '../../test/judged.ts';
import { addProblem } from '../../test/problems.ts';
import { addContest, addContestProblem } from '../modules/contest/test-fixtures.ts';
import { contestForm, createContest } from '../modules/contest-admin/test-support.ts';
import { CONTEST_PROBLEM_MSG } from '../modules/contest-admin/problems.ts';
import { DEFAULT_WEB } from '../modules/site/service.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/**
 * The edges of the API for malformed and hostile input (issue 10, point 7): each request an outside
 * probe found answering HTTP 500, reaching a record it named by accident, or reading another
 * contest's problems, answers here as it must.
 */

let server: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let student: TestUser;
/** The first contest of the database (id 1), which a type confusion used to reach. */
let firstCid: number;
let firstSubmitId: number;
let publicPid: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await addUser(server, 'edge-admin', { role: Role.ADMIN });
  otherAdmin = await addUser(server, 'edge-admin2', { role: Role.ADMIN });
  student = await addUser(server, 'edge-student');
  firstCid = await createContest(server, admin.token, { title: 'First cup' });
  publicPid = await addProblem(server, { problemId: 'EDGE-PUB', cases: [] });
  firstSubmitId = await addJudged(server, student, publicPid, { status: JudgeStatus.ACCEPTED });
});
afterAll(async () => {
  await server.close();
});

const ZH = { 'accept-language': 'zh-CN' };

describe('a NUL character in any request value', () => {
  it('is HTTP 400 naming the field on anonymous routes, in the body, the query and the path', async () => {
    const login = await server.call('POST', '/api/login', { body: { username: 'a\u0000b', password: 'secret1' } });
    expect(login).toMatchObject({ http: 400, status: 400, msg: 'The parameter username can not contain a NUL character', data: null });
    const list = await server.call('GET', '/api/get-problem-list?keyword=a%00b');
    expect(list).toMatchObject({ http: 400, msg: 'The parameter keyword can not contain a NUL character' });
    const img = await server.call('GET', '/api/public/img/%00');
    expect(img).toMatchObject({ http: 400, msg: 'The parameter name can not contain a NUL character' });
    const check = await server.call('POST', '/api/check-username-or-email', { body: { username: 'x', email: 'a\u0000@b.c' } });
    expect(check).toMatchObject({ http: 400, msg: 'The parameter email can not contain a NUL character' });
  });

  it('is HTTP 400 on login-required routes, deep in the body or in a field name, and changes nothing', async () => {
    const titled = await server.call('POST', '/api/admin/contest', { token: admin.token, body: contestForm({ title: 'Cup\u0000' }) });
    expect(titled).toMatchObject({ http: 400, msg: 'The parameter title can not contain a NUL character' });
    const announced = await server.call('POST', '/api/admin/contest/announcement', {
      token: admin.token,
      body: { cid: firstCid, announcement: { title: 'News', content: 'x\u0000' } },
    });
    expect(announced).toMatchObject({ http: 400, msg: 'The parameter announcement.content can not contain a NUL character' });
    const stars = await server.call('PUT', '/api/admin/contest', {
      token: admin.token,
      body: contestForm({ id: firstCid, starAccount: ['ok', 'b\u0000d'] }),
    });
    expect(stars).toMatchObject({ http: 400, msg: 'The parameter starAccount.1 can not contain a NUL character' });
    const key = await server.call('POST', '/api/submit-problem-judge', {
      token: student.token,
      body: { pid: 'EDGE-PUB', language: 'C++', code: 'int main() { return 0; } // long enough to be judged', 'x\u0000': 1 },
    });
    expect(key).toMatchObject({ http: 400, msg: 'The parameter x\\0 can not contain a NUL character' });
    const code = await server.call('POST', '/api/submit-problem-judge', {
      token: student.token,
      body: { pid: 'EDGE-PUB', language: 'C++', code: 'int main() { return 0; } // \u0000 long enough to be judged' },
    });
    expect(code).toMatchObject({ http: 400, msg: 'The parameter code can not contain a NUL character' });
    const contests = await server.ctx.db.select({ id: contest.id, title: contest.title, starAccount: contest.starAccount }).from(contest);
    expect(contests).toEqual([{ id: firstCid, title: 'First cup', starAccount: [] }]);
    expect(await server.ctx.db.select({ id: judge.submitId }).from(judge)).toEqual([{ id: firstSubmitId }]);
  });

  it('still asks an anonymous caller of a login route to log in first', async () => {
    const res = await server.call('PUT', '/api/submission', { body: { submitId: firstSubmitId, share: true, note: '\u0000' } });
    expect(res.http).toBe(401);
  });

  it('is refused in Chinese for Chinese clients', async () => {
    const res = await server.call('GET', '/api/get-problem-list?keyword=%00', { headers: ZH });
    expect(res).toMatchObject({ http: 400, msg: '参数 keyword 不能包含空字符（NUL）' });
  });
});

describe('ids out of the 32-bit range', () => {
  it('are HTTP 400 with the range in the message, in queries and bodies', async () => {
    const tags = await server.call('GET', '/api/get-problem-list', { query: { tagId: '3000000000' } });
    expect(tags).toMatchObject({ http: 400, msg: 'The tag id must be a whole number from 1 to 2147483647' });
    const listed = await server.call('GET', '/api/get-problem-list', { query: { tagId: `[1,x]` } });
    expect(listed).toMatchObject({ http: 400, msg: 'The tag id must be a whole number from 1 to 2147483647' });
    const contestProblems = await server.call('GET', '/api/get-contest-problem', { query: { cid: '2147483648' } });
    expect(contestProblems).toMatchObject({ http: 400, msg: 'The contest id must be a whole number from 1 to 2147483647' });
    const share = await server.call('PUT', '/api/submission', { token: student.token, body: { submitId: 3_000_000_000, share: true } });
    expect(share).toMatchObject({ http: 400, msg: 'The submission id must be a whole number from 1 to 2147483647' });
    const zh = await server.call('GET', '/api/get-problem-list', { query: { tagId: '3000000000' }, headers: ZH });
    expect(zh.msg).toBe('标签 ID 必须是 1 到 2147483647 之间的整数');
  });

  it('are read from the digits of a query and from JSON numbers alike', async () => {
    const byDigits = await server.call('GET', '/api/get-contest-problem', { token: student.token, query: { cid: String(firstCid) } });
    expect(byDigits).toMatchObject({ http: 200, status: 200 });
    const max = await server.call('GET', '/api/get-contest-problem', { token: student.token, query: { cid: '2147483647' } });
    expect(max).toMatchObject({ http: 200, status: 404 });
    const byNumber = await server.call('POST', '/api/get-user-problem-status', {
      token: student.token,
      body: { pidList: [publicPid], isContestProblemList: false },
    });
    expect(byNumber.data[String(publicPid)]).toMatchObject({ status: JudgeStatus.ACCEPTED });
  });
});

describe('an id that is not a number', () => {
  const hijacks: [string, unknown][] = [
    ['true', true],
    ['[1]', [1]],
  ];

  it.each(hijacks)('PUT /api/admin/contest with id %s is HTTP 400 and leaves contest 1 as it was', async (_name, value) => {
    const res = await server.call('PUT', '/api/admin/contest', { token: admin.token, body: contestForm({ id: value, title: 'Hijacked' }) });
    expect(res).toMatchObject({ http: 400, msg: 'The contest id is required' });
    const rows = await server.ctx.db.select({ title: contest.title }).from(contest).where(eq(contest.id, firstCid));
    expect(rows).toEqual([{ title: 'First cup' }]);
  });

  it.each(hijacks)('PUT /api/submission with submitId %s is HTTP 400 and shares nothing', async (_name, value) => {
    const res = await server.call('PUT', '/api/submission', { token: student.token, body: { submitId: value, share: true } });
    expect(res).toMatchObject({ http: 400, msg: 'The submission id is required' });
    const rows = await server.ctx.db.select({ share: judge.share }).from(judge).where(eq(judge.submitId, firstSubmitId));
    expect(rows).toEqual([{ share: false }]);
  });

  it('leaves a real id working: the author shares submission 1 by its number', async () => {
    const res = await server.call('PUT', '/api/submission', { token: student.token, body: { submitId: firstSubmitId, share: true } });
    expect(res).toMatchObject({ http: 200, status: 200 });
    await server.ctx.db.update(judge).set({ share: false }).where(eq(judge.submitId, firstSubmitId));
  });

  it('refuses booleans and arrays for the other numbers of a form, and for a date', async () => {
    for (const patch of [{ type: true }, { auth: [1] }, { awardType: true }, { startTime: true }]) {
      const res = await server.call('POST', '/api/admin/contest', { token: admin.token, body: contestForm(patch) });
      expect(res.http, JSON.stringify(patch)).toBe(400);
    }
    const submit = await server.call('POST', '/api/submit-problem-judge', {
      token: student.token,
      body: { pid: [1], language: 'C++', code: 'int main() { return 0; } // long enough to be judged' },
    });
    expect(submit).toMatchObject({ http: 400, msg: 'The problem is required' });
    expect(await server.ctx.db.select({ id: contest.id }).from(contest)).toEqual([{ id: firstCid }]);
  });
});

describe("another contest's problems in the back office", () => {
  let secretCid: number;
  let secretPid: number;
  let ownCid: number;

  beforeAll(async () => {
    // A protected contest that has not started, its statement kept for its own contestants.
    secretCid = await addContest(server, {
      uid: admin.uid,
      author: admin.username,
      title: 'Secret final',
      state: 'scheduled',
      auth: ContestAuth.PROTECTED,
      pwd: 'guard',
    });
    secretPid = await addProblem(server, { problemId: 'EDGE-SECRET', cases: [], auth: ProblemAuth.CONTEST });
    await addContestProblem(server, secretCid, secretPid, 'A');
    ownCid = await createContest(server, otherAdmin.token, { title: 'Neighbour cup' });
  });

  it('may not be taken into a contest of another admin', async () => {
    const res = await server.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: otherAdmin.token,
      body: { cid: ownCid, pid: secretPid, displayId: 'S' },
    });
    expect(res).toMatchObject({ http: 200, status: 400, msg: CONTEST_PROBLEM_MSG.otherContestProblem });
    const links = await server.ctx.db
      .select()
      .from(contestProblem)
      .where(and(eq(contestProblem.cid, ownCid), eq(contestProblem.pid, secretPid)));
    expect(links).toEqual([]);
    const zh = await server.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: otherAdmin.token,
      body: { cid: ownCid, pid: secretPid, displayId: 'S' },
      headers: ZH,
    });
    expect(zh.msg).toBe('该题目属于其他比赛：只有题目作者、该比赛的管理员、超级管理员或题目管理员可以将其添加到比赛中');
  });

  it('are not listed among the problems that may be added, public ones are', async () => {
    const res = await server.call('GET', '/api/admin/contest/get-problem-list', {
      token: otherAdmin.token,
      query: { cid: ownCid, problemType: 0, limit: 50 },
    });
    expect(res.status).toBe(200);
    const ids = res.data.problemList.records.map((p: { id: number }) => p.id);
    expect(ids).toEqual([publicPid]);
    expect(res.data.problemList.total).toBe(1);
    expect(JSON.stringify(res.data)).not.toContain('EDGE-SECRET');
  });

  it('stay with the admin of their contest', async () => {
    const res = await server.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: admin.token,
      body: { cid: firstCid, pid: secretPid, displayId: 'S' },
    });
    expect(res).toMatchObject({ status: 200 });
    const rows = await server.ctx.db.select({ auth: problem.auth }).from(problem).where(eq(problem.id, secretPid));
    expect(rows).toEqual([{ auth: ProblemAuth.CONTEST }]);
  });
});

describe('GET /api/get-contest-problem for visitors', () => {
  it("lists a started public contest's problems to anonymous callers, and asks them to log in elsewhere", async () => {
    const pub = await addContest(server, { title: 'Open round', state: 'running' });
    await addContestProblem(server, pub, publicPid, 'A', { displayTitle: 'Apples' });
    const listed = await server.call('GET', '/api/get-contest-problem', { query: { cid: pub } });
    expect(listed).toMatchObject({ http: 200, status: 200 });
    expect(listed.data).toEqual([expect.objectContaining({ displayId: 'A', displayTitle: 'Apples', pid: publicPid })]);
    const soon = await addContest(server, { title: 'Later round', state: 'scheduled' });
    const guarded = await addContest(server, { title: 'Guarded round', auth: ContestAuth.PROTECTED, pwd: 'p' });
    const closed = await addContest(server, { title: 'Closed round', auth: ContestAuth.PRIVATE, pwd: 'p' });
    for (const cid of [soon, guarded, closed]) {
      expect(await server.call('GET', '/api/get-contest-problem', { query: { cid } })).toMatchObject({
        http: 401,
        msg: 'Please login first',
      });
    }
    const hidden = await addContest(server, { title: 'Hidden round', visible: false });
    expect(await server.call('GET', '/api/get-contest-problem', { query: { cid: hidden } })).toMatchObject({ http: 200, status: 404 });
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(DEFAULT_WEB.quoteUrl));
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };

  it('come with API answers and refusals', async () => {
    expectHeaders((await server.call('GET', '/api/get-website-config')).headers);
    expectHeaders((await server.call('GET', '/api/get-user-auth-info')).headers);
    expectHeaders((await server.call('GET', '/api/no-such-call')).headers);
    expectHeaders((await server.call('GET', '/api/get-problem-list?keyword=%00')).headers);
  });

  const directives = (policy: string | null) => new Map((policy ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('forbid inline script and framing, and allow calls to the own origin and the quote service only', async () => {
    const policy = directives((await server.call('GET', '/api/get-website-config')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://v1.hitokoto.cn']);
  });

  it("follow the site's quote service", async () => {
    const connectSrc = async () =>
      directives((await server.call('GET', '/api/get-website-config')).headers.get('content-security-policy')).get('connect-src');
    try {
      await server.ctx.site.write('web', { ...DEFAULT_WEB, quoteUrl: 'https://quotes.school.test:8443/today?c=d' });
      expect(await connectSrc()).toEqual(["'self'", 'https://quotes.school.test:8443']);
      await server.ctx.site.write('web', { ...DEFAULT_WEB, quoteUrl: '' });
      expect(await connectSrc()).toEqual(["'self'"]);
      await server.ctx.site.write('web', { ...DEFAULT_WEB, quoteUrl: "javascript:alert('x')" });
      expect(await connectSrc()).toEqual(["'self'"]);
    } finally {
      await server.ctx.site.write('web', DEFAULT_WEB);
    }
  });

  it('come with the web app: its pages, its assets and its history-mode routes', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'arbiter-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1);');
    const web = await startTestServer({ webDist: dist });
    try {
      for (const path of ['/', '/assets/app.js', '/contest/1/problems']) {
        const res = await fetch(`${web.url}${path}`);
        expect(res.status, path).toBe(200);
        expectHeaders(res.headers);
      }
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('CORS', () => {
  const listed = 'https://board.school.test';

  it('answers no other origin by default: no allow-origin, no credentials, for requests and preflights', async () => {
    const res = await server.call('GET', '/api/get-website-config', { headers: { origin: 'https://evil.test' } });
    expect(res.http).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${server.url}/api/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the configured origins only', async () => {
    const configured = await startTestServer({ corsOrigins: [listed] });
    try {
      const ok = await configured.call('GET', '/api/get-website-config', { headers: { origin: listed } });
      expect(ok.headers.get('access-control-allow-origin')).toBe(listed);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      expect(ok.headers.get('vary')).toContain('Origin');
      const other = await configured.call('GET', '/api/get-website-config', { headers: { origin: 'https://evil.test' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('access-control-allow-credentials')).toBeNull();
      const lookalike = await configured.call('GET', '/api/get-website-config', { headers: { origin: `${listed}.evil.test` } });
      expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await configured.close();
    }
  });
});
