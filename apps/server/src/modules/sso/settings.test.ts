import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { everyRole, type TestUser } from '../../../test/fixtures.ts';

/** The back office's single sign-on settings: the super admin's alone, validated, the secret write-only. */

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

const PATH = '/api/admin/sso/oidc';
const SECRET = 'the-client-secret-9f2c';
const ZH = { 'accept-language': 'zh-CN' };

/** A valid save, with the fields a test changes. */
function form(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    enabled: true,
    buttonLabel: 'School account',
    issuer: 'https://login.school.test/realms/main',
    clientId: 'arbiter',
    clientSecret: '',
    scopes: 'openid email profile',
    usernameClaim: 'preferred_username',
    emailClaim: 'email',
    displayNameClaim: 'name',
    newUserRole: Role.DEFAULT_USER,
    ...patch,
  };
}

const save = (body: unknown, headers: Record<string, string> = {}) => server.call('PUT', PATH, { token: root, body, headers });
const read = () => server.call('GET', PATH, { token: root });

beforeAll(async () => {
  server = await startTestServer();
  ({ root, admin, problemAdmin, student } = await everyRole(server, 'sso'));
});
afterAll(async () => {
  await server.close();
});

describe('who may read and change the single sign-on settings', () => {
  it.each([
    ['GET', {}],
    ['PUT', { body: form() }],
  ])('%s is for the super admin only, and a refused save changes nothing', async (method, opts) => {
    expect((await server.call(method, PATH, { ...opts, token: null })).http).toBe(401);
    for (const user of [student, problemAdmin, admin]) {
      expect((await server.call(method, PATH, { ...opts, token: user.token })).http, user.username).toBe(403);
    }
    expect((await read()).data.enabled).toBe(false);
    expect((await server.call('GET', '/api/sso/oidc')).data).toEqual({ enabled: false, buttonLabel: '' });
  });
});

describe('the settings', () => {
  it('start switched off with the defaults and name the redirect URI to register', async () => {
    const res = await read();
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(res.data).toEqual({
      enabled: false,
      buttonLabel: 'SSO',
      issuer: '',
      clientId: '',
      clientSecretSet: false,
      scopes: 'openid email profile',
      usernameClaim: 'preferred_username',
      emailClaim: 'email',
      displayNameClaim: '',
      newUserRole: Role.DEFAULT_USER,
      // The harness's BASE_URL: a configured site address wins over the request's.
      redirectUri: 'http://arbiter.test/api/sso/oidc/callback',
    });
  });

  it('are saved, and the login dialog learns that single sign-on is on and its label', async () => {
    const res = await save(form({ clientSecret: SECRET, newUserRole: Role.NO_DISCUSS_USER }));
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'The single sign-on settings were saved' });
    expect(res.data).toMatchObject({ enabled: true, clientSecretSet: true, newUserRole: Role.NO_DISCUSS_USER, displayNameClaim: 'name' });
    expect((await server.call('GET', '/api/sso/oidc')).data).toEqual({ enabled: true, buttonLabel: 'School account' });
  });

  it('never send the client secret back, and keep it when the form leaves it blank', async () => {
    await save(form({ clientSecret: SECRET }));
    for (const res of [await read(), await save(form({ clientSecret: '' })), await save(form({ clientSecret: null }))]) {
      expect(JSON.stringify(res.data)).not.toContain(SECRET);
      expect(res.data).not.toHaveProperty('clientSecret');
      expect(res.data.clientSecretSet).toBe(true);
    }
    // Kept on the server all the same, for the token request.
    const stored = await server.ctx.site.areaSettings('sso_oidc', { clientSecret: '' });
    expect(stored.clientSecret).toBe(SECRET);
  });

  it('clear the secret for a public client when asked', async () => {
    await save(form({ clientSecret: SECRET }));
    const res = await save(form({ clearClientSecret: true }));
    expect(res.data.clientSecretSet).toBe(false);
    expect((await server.ctx.site.areaSettings('sso_oidc', { clientSecret: 'x' })).clientSecret).toBe('');
  });

  it('tidy the scopes and fall back to the default label', async () => {
    const res = await save(form({ scopes: '  openid   email\tprofile ', buttonLabel: ' ' }));
    expect(res.data).toMatchObject({ scopes: 'openid email profile', buttonLabel: 'SSO' });
  });

  it("name the redirect URI after the site address saved in the back office, which wins over the environment's", async () => {
    await server.call('PUT', '/api/admin/config/set-web-config', { token: root, body: { baseUrl: 'https://oj.school.test/' } });
    expect((await read()).data.redirectUri).toBe('https://oj.school.test/api/sso/oidc/callback');
    await server.call('PUT', '/api/admin/config/set-web-config', { token: root, body: { baseUrl: 'http://arbiter.test' } });
  });

  it('show the login dialog nothing while switched off', async () => {
    await save(form({ enabled: false, issuer: '', clientId: '' }));
    expect((await server.call('GET', '/api/sso/oidc')).data).toEqual({ enabled: false, buttonLabel: '' });
  });
});

describe('a save with bad settings', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'an issuer that is not a URL',
      { issuer: 'login.school.test' },
      'The issuer must be an https:// address (http:// only on localhost)',
      '签发者地址必须以 https:// 开头（仅 localhost 可用 http://）',
    ],
    [
      'a plain http issuer elsewhere than on this machine',
      { issuer: 'http://login.school.test' },
      'The issuer must be an https:// address (http:// only on localhost)',
      '签发者地址必须以 https:// 开头（仅 localhost 可用 http://）',
    ],
    ['no issuer when switched on', { issuer: '' }, 'Enter the issuer URL to turn single sign-on on', '开启单点登录前请填写签发者地址'],
    ['no client ID when switched on', { clientId: '  ' }, 'Enter the client ID to turn single sign-on on', '开启单点登录前请填写客户端 ID'],
    [
      'an administrator role for new accounts',
      { newUserRole: Role.ADMIN },
      'The role of new accounts must be a user role',
      '新账号的角色必须是普通用户类角色',
    ],
    [
      'a role that does not exist',
      { newUserRole: 4242 },
      'The role of new accounts must be a user role',
      '新账号的角色必须是普通用户类角色',
    ],
    [
      'scopes without openid',
      { scopes: 'email profile' },
      'The scopes must be names separated by spaces, openid among them',
      '授权范围必须是以空格分隔的名称，且包含 openid',
    ],
    [
      'a claim name with spaces',
      { usernameClaim: 'user name' },
      'The username claim may hold only letters, digits and _ . : -',
      '用户名声明只能包含字母、数字和 _ . : -',
    ],
    ['no username claim', { usernameClaim: '' }, 'The username claim is required', '用户名声明不能为空'],
  ];

  it.each(refusals)('is refused for %s, in both languages, and changes nothing', async (_what, patch, en, zh) => {
    await save(form({ clientSecret: SECRET }));
    const before = (await read()).data;
    const res = await save(form(patch));
    expect(res).toMatchObject({ http: 400, msg: en });
    expect((await save(form(patch), ZH)).msg).toBe(zh);
    expect((await read()).data).toEqual(before);
  });

  it('switched off, may leave the issuer and the client blank', async () => {
    const res = await save(form({ enabled: false, issuer: '', clientId: '' }));
    expect(res).toMatchObject({ http: 200, status: 200 });
  });
});
