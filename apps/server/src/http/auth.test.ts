import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { TokenService } from './tokens.ts';
import { ROOT_PASSWORD, loginAs, startTestServer, type TestServer } from '../../test/harness.ts';
import { HOUR_MS, USER_PASSWORD, addUser, tokenFor, updateUser, type TestUser } from '../../test/fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LOGIN_FIRST = 'Please login first';
const EXPIRED = 'Your login has expired, please login again';
const BANNED = 'Your account has been banned, please contact an administrator';

// One route of each level.
const LOGIN_ROUTE = '/api/get-user-auth-info';
const OPTIONAL_ROUTE = '/api/get-user-home-info';
const ANON_ROUTE = '/api/get-website-config';

describe('tokens on routes of each level', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await addUser(server, 'levels');
  });

  it('a login route without a token is HTTP 401 and echoes Url-Type', async () => {
    const res = await server.call('GET', LOGIN_ROUTE);
    expect(res.http).toBe(401);
    expect(res).toMatchObject({ status: 401, msg: LOGIN_FIRST, data: null });
    expect(res.headers.get('url-type')).toBe('general');
    const admin = await server.call('GET', LOGIN_ROUTE, { headers: { 'url-type': 'admin' } });
    expect(admin.http).toBe(401);
    expect(admin.headers.get('url-type')).toBe('admin');
  });

  it('an optional route without a token works (and asks who when no one is named)', async () => {
    const named = await server.call('GET', OPTIONAL_ROUTE, { query: { username: 'levels' } });
    expect(named.http).toBe(200);
    expect(named.data.uid).toBe(user.uid);
    const nobody = await server.call('GET', OPTIONAL_ROUTE);
    expect(nobody.http).toBe(200);
    expect(nobody.status).toBe(400);
  });

  it('a valid token is accepted raw or with a Bearer prefix', async () => {
    for (const token of [user.token, `Bearer ${user.token}`]) {
      const res = await server.call('GET', LOGIN_ROUTE, { token });
      expect(res.status).toBe(200);
      expect(res.data.roles).toEqual(['default_user']);
      const self = await server.call('GET', OPTIONAL_ROUTE, { token });
      expect(self.data.username).toBe('levels');
    }
  });

  const badTokens: [string, () => Promise<string>][] = [
    ['a garbage token', async () => 'not-a-jwt'],
    ['an expired token (issued 25 h ago)', () => tokenFor(server, user.uid, Date.now() - 25 * HOUR_MS)],
    ['a token signed with another secret', () => new TokenService('another-secret').sign(user.uid, 0)],
    ['a token of a user that does not exist', () => server.ctx.tokens.sign('ffffffffffffffffffffffffffffffff', 0)],
  ];
  for (const [name, make] of badTokens) {
    it(`${name} is HTTP 401 on login and optional routes and ignored on anon ones`, async () => {
      const token = await make();
      for (const path of [LOGIN_ROUTE, OPTIONAL_ROUTE]) {
        const res = await server.call('GET', path, { token, query: path === OPTIONAL_ROUTE ? { username: 'levels' } : {} });
        expect(res.http).toBe(401);
        expect(res).toMatchObject({ status: 401, msg: EXPIRED });
        expect(res.headers.get('refresh-token')).toBeNull();
      }
      const anon = await server.call('GET', ANON_ROUTE, { token });
      expect(anon.http).toBe(200);
      expect(anon.status).toBe(200);
      expect(anon.data.name).toBeTruthy();
      // On an anon route the bad token is as if none were sent: no caller to fall back on.
      const heatmap = await server.call('GET', '/api/get-user-calendar-heatmap', { token });
      expect(heatmap.http).toBe(200);
      expect(heatmap.msg).toBe('Please give a uid or a username');
    });
  }
});

describe('token refresh after 12 hours', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await addUser(server, 'refresher');
  });

  it('a token 13 h old on a login route gets a new token in the response headers', async () => {
    const old = await tokenFor(server, user.uid, Date.now() - 13 * HOUR_MS);
    const res = await server.call('GET', LOGIN_ROUTE, { token: old });
    expect(res.status).toBe(200);
    expect(res.headers.get('refresh-token')).toBe('true');
    const fresh = res.headers.get('authorization');
    expect(fresh).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(fresh).not.toBe(old);
    expect(res.headers.get('access-control-expose-headers')).toContain('Refresh-Token');

    const again = await server.call('GET', LOGIN_ROUTE, { token: fresh });
    expect(again.status).toBe(200);
    expect(again.headers.get('refresh-token')).toBeNull();
    expect(again.headers.get('authorization')).toBeNull();
    // The fresh token has a new issue time: 24 h from now.
    const claims = await server.ctx.tokens.verify(fresh!);
    expect(Math.abs(claims!.issuedAt * 1000 - Date.now())).toBeLessThan(60_000);
  });

  it('a token 13 h old on an optional route is refreshed too', async () => {
    const old = await tokenFor(server, user.uid, Date.now() - 13 * HOUR_MS);
    const res = await server.call('GET', OPTIONAL_ROUTE, { token: old });
    expect(res.status).toBe(200);
    expect(res.data.uid).toBe(user.uid);
    expect(res.headers.get('refresh-token')).toBe('true');
    const fresh = res.headers.get('authorization');
    expect((await server.call('GET', LOGIN_ROUTE, { token: fresh })).status).toBe(200);
  });

  it('a token 13 h old on an anon route is used but not refreshed', async () => {
    const old = await tokenFor(server, user.uid, Date.now() - 13 * HOUR_MS);
    const res = await server.call('GET', '/api/get-user-calendar-heatmap', { token: old });
    expect(res.status).toBe(200);
    expect(res.data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers.get('refresh-token')).toBeNull();
    expect(res.headers.get('authorization')).toBeNull();
  });

  it('a token 11 h old is not refreshed', async () => {
    const old = await tokenFor(server, user.uid, Date.now() - 11 * HOUR_MS);
    const res = await server.call('GET', LOGIN_ROUTE, { token: old });
    expect(res.status).toBe(200);
    expect(res.headers.get('refresh-token')).toBeNull();
  });

  it('a refresh also rides on a refused call', async () => {
    const old = await tokenFor(server, user.uid, Date.now() - 13 * HOUR_MS);
    const res = await server.call('POST', '/api/change-password', { token: old, body: {} });
    expect(res.http).toBe(400);
    expect(res.headers.get('refresh-token')).toBe('true');
    expect(res.headers.get('authorization')).toBeTruthy();
  });
});

describe('GET /api/logout', () => {
  it('invalidates every token of the user, not only the one used', async () => {
    await addUser(server, 'two-devices');
    const first = await loginAs(server, 'two-devices', USER_PASSWORD);
    const second = await loginAs(server, 'two-devices', USER_PASSWORD);
    expect((await server.call('GET', LOGIN_ROUTE, { token: first })).status).toBe(200);
    expect((await server.call('GET', LOGIN_ROUTE, { token: second })).status).toBe(200);

    const out = await server.call('GET', '/api/logout', { token: first });
    expect(out).toMatchObject({ http: 200, status: 200, msg: 'Logged out', data: null });

    for (const token of [first, second]) {
      const res = await server.call('GET', LOGIN_ROUTE, { token });
      expect(res.http).toBe(401);
      expect(res.msg).toBe(EXPIRED);
    }
    // A new login works again.
    const third = await loginAs(server, 'two-devices', USER_PASSWORD);
    expect((await server.call('GET', LOGIN_ROUTE, { token: third })).status).toBe(200);
  });

  it('does not touch other users', async () => {
    const a = await addUser(server, 'logout-a');
    const b = await addUser(server, 'logout-b');
    expect((await server.call('GET', '/api/logout', { token: a.token })).status).toBe(200);
    expect((await server.call('GET', LOGIN_ROUTE, { token: b.token })).status).toBe(200);
  });

  it('needs a token', async () => {
    const res = await server.call('GET', '/api/logout');
    expect(res.http).toBe(401);
    expect(res.msg).toBe(LOGIN_FIRST);
  });

  it('the admin logout does the same', async () => {
    const token = await loginAs(server, 'root', ROOT_PASSWORD);
    expect((await server.call('GET', '/api/admin/logout', { token })).status).toBe(200);
    expect((await server.call('GET', LOGIN_ROUTE, { token })).http).toBe(401);
  });
});

describe('GET /api/get-user-auth-info', () => {
  it('lists the role and its permissions', async () => {
    const user = await addUser(server, 'perms');
    const res = await server.call('GET', LOGIN_ROUTE, { token: user.token });
    expect(res.data.roles).toEqual(['default_user']);
    expect(res.data.permissions).toEqual(expect.arrayContaining(['submit', 'comment_add', 'group_add']));
    expect(res.data.permissions).not.toContain('rejudge');
    const root = await server.call('GET', LOGIN_ROUTE, { token: await tokenFor(server, '1') });
    expect(root.data.roles).toEqual(['root']);
    expect(root.data.permissions).toEqual(expect.arrayContaining(['rejudge', 'user_admin', 'system_info_admin']));
  });

  it('a role change in the database counts on the next request', async () => {
    const user = await addUser(server, 'promoted');
    for (const [role, name] of [
      [Role.ADMIN, 'admin'],
      [Role.PROBLEM_ADMIN, 'problem_admin'],
      [Role.MUTE_USER, 'mute_user'],
      [Role.DEFAULT_USER, 'default_user'],
    ] as const) {
      await updateUser(server, user.uid, { roleId: role });
      const res = await server.call('GET', LOGIN_ROUTE, { token: user.token });
      expect(res.data.roles).toEqual([name]);
    }
    await updateUser(server, user.uid, { roleId: Role.MUTE_USER });
    const muted = await server.call('GET', LOGIN_ROUTE, { token: user.token });
    expect(muted.data.permissions).not.toContain('comment_add');
  });

  it('a ban counts on the next request: HTTP 401 on login and optional routes, ignored on anon ones', async () => {
    const user = await addUser(server, 'to-ban');
    expect((await server.call('GET', LOGIN_ROUTE, { token: user.token })).status).toBe(200);
    await updateUser(server, user.uid, { status: 1 });
    const res = await server.call('GET', LOGIN_ROUTE, { token: user.token });
    expect(res.http).toBe(401);
    expect(res.msg).toBe(BANNED);
    expect((await server.call('GET', OPTIONAL_ROUTE, { token: user.token, query: { uid: '1' } })).http).toBe(401);
    expect((await server.call('GET', ANON_ROUTE, { token: user.token })).status).toBe(200);
  });
});
