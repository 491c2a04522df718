import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@arbiter/contract';
import { session, userIdentity, userInfo } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, tokenFor, updateUser, userRow } from '../../../test/fixtures.ts';
import { TEST_CLIENT, type AccountClaims, type TestProvider, startTestProvider } from '../../../test/oidc-provider.ts';

/**
 * Signing in through a real OpenID Connect provider started beside the server, a browser's
 * redirects followed by hand: the start, the provider's login and consent, the callback, the web
 * page's ticket and its redeem.
 */

let server: TestServer;
let provider: TestProvider;
let root: string;

const ZH = { 'accept-language': 'zh-CN' };

/** A browser's cookies, kept per site: the provider keeps its interaction and session in them, we the sign-in's binding. */
class CookieJar {
  private readonly sites = new Map<string, Map<string, string>>();
  private site(url: string): Map<string, string> {
    const origin = new URL(url).origin;
    let cookies = this.sites.get(origin);
    if (!cookies) this.sites.set(origin, (cookies = new Map()));
    return cookies;
  }
  take(url: string, res: Response): void {
    const cookies = this.site(url);
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
  }
  header(url: string): string {
    return [...this.site(url)].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** One hop of a browser, its cookies going to the site that set them. */
async function hop(url: string, jar: CookieJar): Promise<{ res: Response; next: URL | null }> {
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
  jar.take(url, res);
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { res, next: location ? new URL(location, url) : null };
}

/** Follows redirects from `url` until the browser is sent to `stop` (a path), as a fresh browser would. */
async function follow(url: string, stop: (at: URL) => boolean, jar = new CookieJar()): Promise<URL> {
  let at = url;
  for (let hops = 0; hops < 20; hops++) {
    const { res, next } = await hop(at, jar);
    if (!next) throw new Error(`${at} answered ${res.status} without a redirect`);
    if (stop(next)) return next;
    at = next.href;
  }
  throw new Error('too many redirects');
}

const startUrl = (redirect?: string) =>
  `${server.url}/api/sso/oidc/start${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;
const atWebPage = (at: URL) => at.pathname === '/sso/callback';

/** A whole sign-in as `subject` (with these claims): where the browser lands on the web page. */
async function signIn(subject: string, claims: AccountClaims, redirect = '/problem'): Promise<URL> {
  provider.accounts.set(subject, claims);
  provider.nextLogin = { subject };
  return follow(startUrl(redirect), atWebPage);
}

const redeem = (ticket: string | null, headers: Record<string, string> = {}) =>
  server.call('POST', '/api/sso/oidc/redeem', { body: { ticket }, headers });

/** Signs in and redeems the ticket: the answer of the redeem call. */
async function signInAndRedeem(subject: string, claims: AccountClaims) {
  const page = await signIn(subject, claims);
  expect(page.searchParams.get('error')).toBeNull();
  return redeem(page.searchParams.get('ticket'));
}

const identityOf = async (subject: string) =>
  (await server.ctx.db.select().from(userIdentity).where(eq(userIdentity.subject, subject)))[0] ?? null;
const userCount = async () => (await server.ctx.db.select({ n: count() }).from(userInfo))[0]!.n;

async function saveSettings(patch: Record<string, unknown> = {}) {
  const res = await server.call('PUT', '/api/admin/sso/oidc', {
    token: root,
    body: {
      enabled: true,
      buttonLabel: 'Test provider',
      issuer: provider.issuer,
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
      scopes: 'openid email profile',
      usernameClaim: 'preferred_username',
      emailClaim: 'email',
      displayNameClaim: 'name',
      newUserRole: Role.NO_DISCUSS_USER,
      ...patch,
    },
  });
  expect(res.status, res.msg).toBe(200);
}

beforeAll(async () => {
  // No configured site address: the redirect URI is the request's origin, this test server.
  server = await startTestServer({ baseUrl: undefined });
  provider = await startTestProvider({ redirectUri: `${server.url}/api/sso/oidc/callback` });
  root = await tokenFor(server, '1');
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
});
beforeEach(async () => {
  await saveSettings();
});

describe('starting a sign-in', () => {
  it('sends the browser to the provider with PKCE (S256), a state and a nonce, and remembers none of them in the address', async () => {
    const { res, next } = await hop(startUrl('/contest'), new CookieJar());
    expect(res.status).toBe(302);
    expect(next!.origin + next!.pathname).toBe(`${provider.issuer}/auth`);
    const q = next!.searchParams;
    expect(
      Object.fromEntries(['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge_method'].map((k) => [k, q.get(k)])),
    ).toEqual({
      client_id: TEST_CLIENT.id,
      redirect_uri: `${server.url}/api/sso/oidc/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(next!.href).not.toContain('/contest');
    const kept = await server.ctx.expiring.get('sso_state', q.get('state')!);
    expect(JSON.parse(kept!.value)).toMatchObject({ redirect: '/contest', issuer: provider.issuer });
  });

  it.each(['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'problem', '/a\u0001b'])(
    'refuses to return to %j afterwards, without going to the provider',
    async (redirect) => {
      const { res, next } = await hop(startUrl(redirect), new CookieJar());
      expect(res.status).toBe(302);
      expect(next!.href).toBe(`${server.url}/sso/callback?error=redirect`);
    },
  );

  it('lands on the web page with an error when single sign-on is off', async () => {
    await saveSettings({ enabled: false });
    const { next } = await hop(startUrl('/'), new CookieJar());
    expect(next!.href).toBe(`${server.url}/sso/callback?error=disabled`);
    expect((await server.call('GET', '/api/sso/oidc')).data).toEqual({ enabled: false, buttonLabel: '' });
  });
});

describe('the first sign-in of a person', () => {
  it('creates an account with the configured role, the mapped username, email and nickname, and signs it in', async () => {
    const before = await userCount();
    const page = await signIn('alice-1', {
      preferred_username: 'Alice Smith!',
      email: 'alice@corp.test',
      email_verified: true,
      name: 'Alice from accounting',
    });
    expect(page.origin).toBe(server.url);
    expect(page.searchParams.get('redirect')).toBe('/problem');
    const ticket = page.searchParams.get('ticket');
    expect(ticket).toMatch(/^[\w-]{43}$/);

    const res = await redeem(ticket);
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Welcome back' });
    expect(res.data).toMatchObject({
      username: 'AliceSmith',
      email: 'alice@corp.test',
      nickname: 'Alice from accountin',
      roleList: ['no_discuss_user'],
    });
    expect(await userCount()).toBe(before + 1);

    // The Authorization header carries a working session, as /api/login's does.
    const token = res.headers.get('authorization')!;
    expect(token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    const auth = await server.call('GET', '/api/get-user-auth-info', { token });
    expect(auth.data.roles).toEqual(['no_discuss_user']);
    expect(await identityOf('alice-1')).toMatchObject({ issuer: provider.issuer, uid: res.data.uid });
    const sessions = await server.ctx.db.select().from(session).where(eq(session.uid, res.data.uid));
    expect(sessions).toHaveLength(1);
    // Its password is nobody's: the account signs in through the provider.
    const login = await server.call('POST', '/api/login', { body: { username: 'AliceSmith', password: 'password1' } });
    expect(login.status).not.toBe(200);
  });

  it('signs the same person into the same account the second time', async () => {
    const claims = { preferred_username: 'dave', email: 'dave@corp.test', email_verified: true };
    const first = await signInAndRedeem('dave-1', claims);
    const before = await userCount();
    const second = await signInAndRedeem('dave-1', { ...claims, preferred_username: 'dave-renamed' });
    expect(second.status).toBe(200);
    expect(second.data.uid).toBe(first.data.uid);
    expect(second.data.username).toBe('dave');
    expect(await userCount()).toBe(before);
  });

  it('makes a taken username free and leaves an unverified email out', async () => {
    const res = await signInAndRedeem('root-lookalike', { preferred_username: 'ROOT', email: 'nobody@corp.test', email_verified: false });
    expect(res.data).toMatchObject({ username: 'ROOT_2', email: null });
    const again = await signInAndRedeem('root-lookalike-2', { preferred_username: 'root' });
    expect(again.data.username).toBe('root_3');
  });

  it('takes the username from the configured claim, else from the email', async () => {
    await saveSettings({ usernameClaim: 'login_name', displayNameClaim: '' });
    const mapped = await signInAndRedeem('erin-1', { login_name: 'e.lee', preferred_username: 'ignored', email_verified: false });
    expect(mapped.data).toMatchObject({ username: 'e.lee', nickname: null });
    const fromEmail = await signInAndRedeem('frank-1', { email: 'frank.o@corp.test', email_verified: true });
    expect(fromEmail.data).toMatchObject({ username: 'frank.o', email: 'frank.o@corp.test' });
  });
});

describe('a person whose email an account already has', () => {
  it('is linked to that account when the provider has verified the email', async () => {
    const bob = await addUser(server, 'bob', { email: 'Bob@School.test' });
    const before = await userCount();
    const res = await signInAndRedeem('bob-1', { preferred_username: 'robert', email: 'bob@school.test', email_verified: true });
    expect(res.data).toMatchObject({ uid: bob.uid, username: 'bob' });
    expect(await userCount()).toBe(before);
    expect(await identityOf('bob-1')).toMatchObject({ uid: bob.uid });
    // Linked for good: the next sign-in needs no email at all.
    const again = await signInAndRedeem('bob-1', { preferred_username: 'robert' });
    expect(again.data.uid).toBe(bob.uid);
  });

  it('is refused when the provider has not verified it, and nothing is linked or made', async () => {
    const carol = await addUser(server, 'carol', { email: 'carol@school.test' });
    const before = await userCount();
    const page = await signIn('carol-impostor', { preferred_username: 'carol', email: 'carol@school.test', email_verified: false });
    expect(page.searchParams.get('error')).toBe('unverifiedEmail');
    expect(page.searchParams.get('ticket')).toBeNull();
    expect(page.searchParams.get('redirect')).toBe('/problem');
    expect(await identityOf('carol-impostor')).toBeNull();
    expect(await userCount()).toBe(before);
    expect((await userRow(server, carol.uid)).tokenVersion).toBe(0);
  });
});

describe('a banned account', () => {
  it('is refused at the callback, as the login refuses it', async () => {
    const res = await signInAndRedeem('gina-1', { preferred_username: 'gina' });
    await updateUser(server, res.data.uid, { status: 1 });
    const page = await signIn('gina-1', { preferred_username: 'gina' });
    expect(page.searchParams.get('error')).toBe('banned');
  });

  it('is refused at the redeem when banned after the callback', async () => {
    const first = await signInAndRedeem('hank-1', { preferred_username: 'hank' });
    const page = await signIn('hank-1', { preferred_username: 'hank' });
    await updateUser(server, first.data.uid, { status: 1 });
    const res = await redeem(page.searchParams.get('ticket'));
    expect(res).toMatchObject({ http: 200, status: 400, msg: 'Your account has been banned, please contact an administrator' });
    expect(res.headers.get('authorization')).toBeNull();
  });
});

describe('the ticket', () => {
  it('is good once', async () => {
    const page = await signIn('ivy-1', { preferred_username: 'ivy' });
    const ticket = page.searchParams.get('ticket');
    expect((await redeem(ticket)).status).toBe(200);
    const again = await redeem(ticket);
    expect(again).toMatchObject({
      http: 200,
      status: 400,
      msg: 'The sign-in link has expired or has already been used, please sign in again',
      data: null,
    });
    expect(again.headers.get('authorization')).toBeNull();
    expect((await redeem(ticket, ZH)).msg).toBe('登录链接已过期或已被使用，请重新登录');
  });

  it('is refused when made up or missing', async () => {
    expect((await redeem('x'.repeat(43))).status).toBe(400);
    expect(await redeem(null)).toMatchObject({ http: 400, msg: 'The required request parameters are missing: ticket' });
    expect(await redeem(42 as unknown as string)).toMatchObject({ http: 400, msg: 'The sign-in ticket must be text' });
    expect(await redeem('')).toMatchObject({ http: 400, msg: 'The sign-in ticket is required' });
  });
});

describe("the provider's answer", () => {
  /** A sign-in up to the provider's redirect to the callback, which is not followed. */
  // The browser that started the sign-in, which the callback must come back to.
  let browser = new CookieJar();
  async function callbackUrl(subject: string): Promise<URL> {
    provider.accounts.set(subject, { preferred_username: subject });
    provider.nextLogin = { subject };
    browser = new CookieJar();
    return follow(startUrl('/'), (at) => at.pathname === '/api/sso/oidc/callback', browser);
  }

  it('is refused in another browser than the one that started it (login CSRF), which spends it', async () => {
    const callback = await callbackUrl('mallory-1');
    const elsewhere = await hop(callback.href, new CookieJar());
    expect(elsewhere.next!.href).toBe(`${server.url}/sso/callback?error=state`);
    expect((await hop(callback.href, browser)).next!.searchParams.get('error')).toBe('state');
    expect(await identityOf('mallory-1')).toBeNull();
  });

  it('is taken once: a replayed callback lands on the error page and signs nobody in', async () => {
    const callback = await callbackUrl('jack-1');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const first = await hop(callback.href, browser);
    expect(first.next!.searchParams.get('ticket')).toBeTruthy();
    const replay = await hop(callback.href, browser);
    expect(replay.res.status).toBe(302);
    expect(replay.next!.href).toBe(`${server.url}/sso/callback?error=state`);
  });

  it('is refused with a forged, missing or foreign state', async () => {
    const callback = await callbackUrl('kate-1');
    for (const state of ['forged', '', 'x'.repeat(5000)]) {
      const forged = new URL(callback);
      forged.searchParams.set('state', state);
      const { next } = await hop(forged.href, new CookieJar());
      expect(next!.href, state.slice(0, 10)).toBe(`${server.url}/sso/callback?error=state`);
    }
    const bare = await hop(`${server.url}/api/sso/oidc/callback`, new CookieJar());
    expect(bare.next!.href).toBe(`${server.url}/sso/callback?error=state`);
    expect(await identityOf('kate-1')).toBeNull();
  });

  it('is refused when the code was tampered with, the state spent', async () => {
    const callback = await callbackUrl('leo-1');
    const tampered = new URL(callback);
    tampered.searchParams.set('code', 'not-the-code');
    const { next } = await hop(tampered.href, browser);
    expect(next!.searchParams.get('error')).toBe('exchange');
    expect((await hop(callback.href, browser)).next!.searchParams.get('error')).toBe('state');
    expect(await identityOf('leo-1')).toBeNull();
  });

  it('lands on the error page when the person says no at the provider', async () => {
    provider.nextLogin = { deny: true };
    const page = await follow(startUrl('/rank'), atWebPage);
    expect(Object.fromEntries(page.searchParams)).toEqual({ error: 'denied', redirect: '/rank' });
  });

  it('is refused when single sign-on was switched off meanwhile', async () => {
    const callback = await callbackUrl('mia-1');
    await saveSettings({ enabled: false });
    const { next } = await hop(callback.href, browser);
    expect(next!.searchParams.get('error')).toBe('disabled');
  });
});

describe('a provider that cannot be reached', () => {
  it('lands the browser on the error page, never on an HTTP 500', async () => {
    await saveSettings({ issuer: 'http://127.0.0.1:1' });
    const { res, next } = await hop(startUrl('/'), new CookieJar());
    expect(res.status).toBe(302);
    expect(next!.href).toBe(`${server.url}/sso/callback?error=provider`);
  });
});
