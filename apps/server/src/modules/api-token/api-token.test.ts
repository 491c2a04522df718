import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  JUDGE_HOST_API,
  MAX_TOKENS_PER_USER,
  Role,
  USER_TOKEN_SCOPES,
  endpointAreas,
  tokenScopeOf,
  type ApiTokenVO,
  type Endpoint,
  type UserTokenScope,
} from '@arbiter/contract';
import { apiToken, userInfo } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addContest } from '../contest/test-fixtures.ts';

let server: TestServer;
let root: TestUser;
let student: TestUser;

async function mint(owner: TestUser, scopes: UserTokenScope[], name = scopes.join('+')): Promise<string> {
  const res = await server.call('POST', API.apiToken, { token: owner.token, body: { name, scopes } });
  expect(res.status, res.msg).toBe(200);
  return res.data.token as string;
}

const bearer = (token: string) => `Bearer ${token}`;

beforeAll(async () => {
  server = await startTestServer();
  root = await addUser(server, 'tk-root', { role: Role.ROOT });
  student = await addUser(server, 'tk-student');
});
afterAll(async () => {
  await server.close();
});

describe('personal tokens', () => {
  it('are shown once, stored hashed, listed by hint and act as their owner', async () => {
    const res = await server.call('POST', API.apiToken, { token: student.token, body: { name: ' resolver ', scopes: ['read', 'read'] } });
    expect(res.status).toBe(200);
    const { token, apiToken: vo } = res.data as { token: string; apiToken: ApiTokenVO };
    expect(token).toMatch(/^arb_[A-Za-z0-9_-]{43}$/);
    expect(vo).toMatchObject({ name: 'resolver', scopes: ['read'], hint: token.slice(0, 8), expiresAt: null, lastUsedAt: null });

    const [row] = await server.ctx.db.select().from(apiToken).where(eq(apiToken.id, vo.id));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.slice(8));

    const me = await server.call('GET', API.userAuthInfo, { token: bearer(token) });
    expect(me.status).toBe(200);
    const list = await server.call('GET', API.apiTokens, { token: student.token });
    expect(list.data.map((t: ApiTokenVO) => t.id)).toContain(vo.id);
    expect(JSON.stringify(list.data)).not.toContain(token.slice(8));
    const used = await server.ctx.db.select({ at: apiToken.lastUsedAt }).from(apiToken).where(eq(apiToken.id, vo.id));
    expect(used[0]?.at).not.toBeNull();
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await server.call('GET', API.apiTokens, { token: student.token });
    for (const body of [
      { name: '', scopes: ['read'] },
      { name: 'x'.repeat(65), scopes: ['read'] },
      { name: 'no scope', scopes: [] },
      { name: 'judge', scopes: ['judge'] },
      { name: 'days', scopes: ['read'], expiresInDays: 0 },
    ]) {
      const res = await server.call('POST', API.apiToken, { token: student.token, body });
      expect(res.http, JSON.stringify(body)).toBe(400);
    }
    const zh = await server.call('POST', API.apiToken, {
      token: student.token,
      body: { name: '', scopes: ['read'] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.msg).toContain('令牌名称');
    const after = await server.call('GET', API.apiTokens, { token: student.token });
    expect(after.data).toEqual(before.data);
  });

  it('refuses a revoked, an expired token and one whose owner is banned', async () => {
    const token = await mint(student, ['read'], 'soon revoked');
    const id = (await server.call('GET', API.apiTokens, { token: student.token })).data[0].id as number;
    // Another user cannot revoke it.
    expect((await server.call('DELETE', API.apiToken, { token: root.token, query: { id } })).status).toBe(404);
    expect((await server.call('GET', API.userAuthInfo, { token: bearer(token) })).status).toBe(200);
    const revoked = await server.call('DELETE', API.apiToken, { token: student.token, query: { id } });
    expect(revoked.status).toBe(200);
    const refused = await server.call('GET', API.userAuthInfo, { token: bearer(token) });
    expect([refused.http, refused.msg]).toEqual([401, 'This API token has been revoked']);
    expect((await server.call('GET', API.apiTokens, { token: student.token })).data.map((t: ApiTokenVO) => t.id)).not.toContain(id);

    const late = await mint(student, ['read'], 'expired');
    await server.ctx.db
      .update(apiToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiToken.name, 'expired'));
    const expired = await server.call('GET', API.userAuthInfo, { token: bearer(late) });
    expect([expired.http, expired.msg]).toEqual([401, 'This API token has expired']);

    const unknown = await server.call('GET', API.userAuthInfo, { token: bearer(`${token}x`) });
    expect([unknown.http, unknown.msg]).toEqual([401, 'This API token is not valid']);

    const banned = await addUser(server, 'tk-banned');
    const bannedToken = await mint(banned, ['read']);
    await server.ctx.db.update(userInfo).set({ status: 1 }).where(eq(userInfo.uuid, banned.uid));
    const ban = await server.call('GET', API.userAuthInfo, { token: bearer(bannedToken) });
    expect(ban.http).toBe(401);
  });

  it('cannot manage tokens, so a leaked token cannot mint another', async () => {
    const token = await mint(student, ['read', 'submit', 'contest-admin'], 'all');
    const res = await server.call('POST', API.apiToken, { token: bearer(token), body: { name: 'x', scopes: ['read'] } });
    expect([res.http, res.msg]).toEqual([403, 'API tokens cannot make this call']);
    expect((await server.call('GET', API.apiTokens, { token: bearer(token) })).http).toBe(403);
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} live tokens per user`, async () => {
    const user = await addUser(server, 'tk-many');
    for (let i = 0; i < MAX_TOKENS_PER_USER; i++) await mint(user, ['read'], `t${i}`);
    const res = await server.call('POST', API.apiToken, { token: user.token, body: { name: 'one more', scopes: ['read'] } });
    expect(res.status).toBe(400);
    expect(res.msg).toBe(`You can hold at most ${MAX_TOKENS_PER_USER} API tokens`);
  });

  it('counts its owner as a contest admin only with the contest-admin scope', async () => {
    const cid = await addContest(server, { uid: student.uid, author: student.username });
    const readOnly = await mint(student, ['read'], 'reader');
    const staff = await mint(student, ['read', 'contest-admin'], 'staff');
    const asReader = await server.call('GET', API.contestAcInfo, { token: bearer(readOnly), query: { cid, currentPage: 1, limit: 10 } });
    expect(asReader.http).toBe(200);
    expect(asReader.status).toBe(403);
    const asStaff = await server.call('GET', API.contestAcInfo, { token: bearer(staff), query: { cid, currentPage: 1, limit: 10 } });
    expect(asStaff.status, asStaff.msg).toBe(200);
  });
});

describe('the scope of every call comes from the endpoint table', () => {
  const TOKEN_REFUSALS = /API token/;
  const rows = Object.entries(endpointAreas).flatMap(([area, r]) =>
    Object.entries(r as Record<string, Endpoint>).map(([name, row]) => ({ area, name, row })),
  );
  // Calls anyone may make ignore a token that does not open them; streams stay open when let through.
  const checked = rows.filter(
    ({ area, row }) => area !== 'judgeHost' && row.auth !== 'anon' && ['json', 'file', 'plain'].includes(row.response.body),
  );

  it('gives every row a known scope, judge-host rows the judge scope', () => {
    for (const { area, row } of rows) {
      const scope = tokenScopeOf(row);
      if (area === 'judgeHost') expect(scope).toBe('judge');
      else expect([null, ...USER_TOKEN_SCOPES]).toContain(scope);
    }
    expect(tokenScopeOf(endpointAreas.submission.submitProblemJudge)).toBe('submit');
    expect(tokenScopeOf(endpointAreas.contest.contestRank)).toBe('read');
    expect(tokenScopeOf(endpointAreas.contestAdmin.adminContestUpdate)).toBe('contest-admin');
    expect(tokenScopeOf(endpointAreas.account.changePassword)).toBeNull();
    expect(tokenScopeOf(endpointAreas.account.logout)).toBeNull();
  });

  it('refuses each call to a token without its scope and lets one with it through', async () => {
    const tokens = {
      read: await mint(root, ['read']),
      submit: await mint(root, ['submit']),
      'contest-admin': await mint(root, ['contest-admin']),
    };
    const every = await mint(root, ['read', 'submit', 'contest-admin'], 'every');
    const at = (row: Endpoint) => row.path.replace(/:(\w+)/g, 'x');
    let refusedNone = 0;
    let refusedScope = 0;
    for (const { name, row } of checked) {
      const needed = tokenScopeOf(row);
      if (needed === null) {
        const res = await server.call(row.method, at(row), { token: bearer(every) });
        expect([name, res.http, res.msg]).toEqual([name, 403, 'API tokens cannot make this call']);
        refusedNone++;
        continue;
      }
      for (const scope of USER_TOKEN_SCOPES) {
        const res = await server.call(row.method, at(row), { token: bearer(tokens[scope]) });
        if (scope === needed) expect([name, res.msg ?? '']).not.toEqual([name, expect.stringMatching(TOKEN_REFUSALS)]);
        else {
          expect([name, res.http, res.msg]).toEqual([name, 403, `This API token lacks the "${needed}" scope this call needs`]);
          refusedScope++;
        }
      }
    }
    expect(refusedNone).toBeGreaterThan(50);
    expect(refusedScope).toBeGreaterThan(100);
  });
});

describe('judge tokens', () => {
  const register = (token: string) =>
    server.call('POST', JUDGE_HOST_API.register, {
      headers: { 'x-judge-token': token },
      body: { name: 'tk-host', languages: ['C++'], workers: 1, cpuCores: 1, version: 'test' },
    });

  it('lists the configured token, lets a new one register a host and refuses it once revoked', async () => {
    const list = await server.call('GET', API.adminJudgeTokens, { token: root.token });
    expect(list.data).toEqual([expect.objectContaining({ name: 'ARBITER_JUDGE_TOKEN', scopes: ['judge'], hint: '' })]);

    const made = await server.call('POST', API.adminJudgeToken, { token: root.token, body: { name: 'lab host 2' } });
    expect(made.status).toBe(200);
    const token = made.data.token as string;
    expect((await register(token)).status).toBe(200);
    const listed = await server.call('GET', API.adminJudgeTokens, { token: root.token });
    expect(listed.data.find((t: ApiTokenVO) => t.name === 'lab host 2').lastUsedAt).not.toBeNull();
    // A judge token is no user's: it opens no other call.
    expect((await server.call('GET', API.userAuthInfo, { token: bearer(token) })).msg).toBe('This API token is not valid');

    expect((await server.call('DELETE', API.adminJudgeToken, { token: root.token, query: { id: made.data.apiToken.id } })).status).toBe(
      200,
    );
    const refused = await register(token);
    expect([refused.http, refused.msg]).toEqual([401, 'A valid judge token is required']);
  });

  it('refuses a personal token as a judge token, and non-root callers', async () => {
    const personal = await mint(root, ['read', 'submit', 'contest-admin']);
    expect((await register(personal)).http).toBe(401);
    expect((await server.call('GET', API.adminJudgeTokens, { token: student.token })).http).toBe(403);
    expect((await server.call('POST', API.adminJudgeToken, { token: student.token, body: { name: 'x' } })).http).toBe(403);
  });
});
