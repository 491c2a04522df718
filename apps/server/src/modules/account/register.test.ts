import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo, userRecord } from '../../db/schema.ts';
import { loginAs, startTestServer, type TestServer } from '../../../test/harness.ts';
import { codeIn } from '../../../test/smtp-sink.ts';
import { addUser, userExists } from '../../../test/fixtures.ts';
import { MAIL_NOT_CONFIGURED } from './codes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const BAD_CODE = 'The verification code is wrong or has expired';
const CLOSED = 'Registration is closed by the administrator';

async function askCode(email: string) {
  return server.call('GET', '/api/get-register-code', { query: { email } });
}

/** Asks for a code and reads it from the mail that really arrived. */
async function mailedCode(email: string): Promise<string> {
  const res = await askCode(email);
  expect(res.status).toBe(200);
  return codeIn((await server.smtp.latestTo(email)).text);
}

function register(body: unknown) {
  return server.call('POST', '/api/register', { body });
}

function mailsTo(email: string): number {
  return server.smtp.mails.filter((m) => m.to.includes(email)).length;
}

describe('GET /api/get-register-code', () => {
  it('mails a 6-digit code and answers the address and the expiry', async () => {
    const res = await askCode('first@school.test');
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'The code has been sent to your email' });
    expect(res.data).toEqual({ email: 'first@school.test', expire: 600 });
    const mail = await server.smtp.latestTo('first@school.test');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);
    expect(mail.subject).toContain('Arbiter');
    expect((await server.ctx.expiring.get('register', 'first@school.test'))?.value).toBe(code);
  });

  it('refuses another mail to the same address within 60 seconds', async () => {
    const before = mailsTo('first@school.test');
    const res = await askCode('First@School.test');
    expect(res.http).toBe(200);
    expect(res.status).toBe(400);
    const seconds = Number(/wait (\d+) seconds/.exec(res.msg ?? '')?.[1]);
    // Not the 30 s of the email-change code nor the 90 s of the reset mail.
    expect(seconds).toBeGreaterThan(40);
    expect(seconds).toBeLessThanOrEqual(60);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo('first@school.test')).toBe(before);
  });

  it('refuses an address already registered, whatever its case', async () => {
    await addUser(server, 'taken-mail', { email: 'taken@school.test' });
    const res = await askCode('TAKEN@school.test');
    expect(res.status).toBe(400);
    expect(res.msg).toBe('The email has already been registered');
    expect(mailsTo('TAKEN@school.test') + mailsTo('taken@school.test')).toBe(0);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['no email', {}, 'The required request parameters are missing: email'],
    ['an empty email', { email: ' ' }, 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'The email format is incorrect'],
    ['an email without a domain', { email: 'someone@' }, 'The email format is incorrect'],
  ];
  for (const [name, query, msg] of invalid) {
    it(`refuses ${name} with HTTP 400`, async () => {
      const res = await server.call('GET', '/api/get-register-code', { query });
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }
});

describe('POST /api/register', () => {
  let code: string;
  beforeAll(async () => {
    code = await mailedCode('alice@school.test');
  });

  const base = () => ({ username: 'alice', password: 'alice-pass', email: 'alice@school.test', code });

  const invalid: [string, (b: Record<string, unknown>) => void, string][] = [
    ['no username', (b) => delete b.username, 'The required request parameters are missing: username'],
    ['no password', (b) => delete b.password, 'The required request parameters are missing: password'],
    ['no email', (b) => delete b.email, 'The required request parameters are missing: email'],
    ['no code', (b) => delete b.code, 'The required request parameters are missing: code'],
    ['a blank username', (b) => (b.username = '  '), 'Username is required'],
    ['a username over 20', (b) => (b.username = 'a'.repeat(21)), 'Username can not exceed 20 characters'],
    ['a password under 6', (b) => (b.password = '12345'), 'Password must be 6 to 20 characters'],
    ['a password over 20', (b) => (b.password = 'p'.repeat(21)), 'Password must be 6 to 20 characters'],
    ['a malformed email', (b) => (b.email = 'alice.school.test'), 'The email format is incorrect'],
    ['a 5-character code', (b) => (b.code = '12345'), 'The code must be 6 characters'],
    ['a 7-character code', (b) => (b.code = '1234567'), 'The code must be 6 characters'],
    ['a username of the wrong type', (b) => (b.username = 42), 'Invalid input: expected string, received number'],
  ];
  for (const [name, change, msg] of invalid) {
    it(`refuses ${name} with HTTP 400 and creates nothing`, async () => {
      const body: Record<string, unknown> = base();
      change(body);
      const res = await register(body);
      expect(res.http).toBe(400);
      expect(res).toMatchObject({ status: 400, msg, data: null });
      expect(await userExists(server, 'alice')).toBe(false);
    });
  }

  it('refuses malformed JSON', async () => {
    const res = await register('{"username":"alice",');
    expect(res.http).toBe(400);
    expect(res.msg).toBe('Failed to parse parameter format!');
  });

  it('refuses a wrong code and creates nothing', async () => {
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await register({ ...base(), code: wrong });
    expect(res).toMatchObject({ http: 200, status: 400, msg: BAD_CODE });
    expect(await userExists(server, 'alice')).toBe(false);
  });

  it('refuses the code of another address', async () => {
    const res = await register({ ...base(), email: 'someone-else@school.test' });
    expect(res.msg).toBe(BAD_CODE);
    expect(await userExists(server, 'alice')).toBe(false);
  });

  it('refuses a username that exists in another case, and keeps the code for a retry', async () => {
    await addUser(server, 'Bob');
    const res = await register({ ...base(), username: 'BOB' });
    expect(res).toMatchObject({ status: 400, msg: 'The username already exists' });
    const rows = await server.ctx.db.select().from(userInfo).where(eq(userInfo.email, 'alice@school.test'));
    expect(rows).toHaveLength(0);
    expect((await server.ctx.expiring.get('register', 'alice@school.test'))?.value).toBe(code);
  });

  it('registers a default user with the mailed code, who can then log in', async () => {
    const res = await register({ ...base(), username: ' alice ' });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Thanks for registering', data: null });

    const rows = await server.ctx.db.select().from(userInfo).where(eq(userInfo.username, 'alice'));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ email: 'alice@school.test', roleId: 1002, status: 0, gender: 'secrecy' });
    expect(row.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(row.password).not.toContain('alice-pass');
    expect(await server.ctx.db.select().from(userRecord).where(eq(userRecord.uid, row.uuid))).toHaveLength(1);

    const token = await loginAs(server, 'alice', 'alice-pass');
    const auth = await server.call('GET', '/api/get-user-auth-info', { token });
    expect(auth.data.roles).toEqual(['default_user']);
  });

  it('spends the code: it cannot register a second account', async () => {
    const res = await register({ ...base(), username: 'alice2' });
    expect(res.msg).toBe(BAD_CODE);
    expect(await userExists(server, 'alice2')).toBe(false);
  });

  it('refuses an address taken between the code and the registration, whatever its case', async () => {
    const carolCode = await mailedCode('carol@school.test');
    await addUser(server, 'carol-squatter', { email: 'CAROL@school.test' });
    const res = await register({ username: 'carol', password: 'carol-pass', email: 'carol@school.test', code: carolCode });
    expect(res).toMatchObject({ status: 400, msg: 'The email has already been registered' });
    expect(await userExists(server, 'carol')).toBe(false);
  });

  it('voids a code after five wrong answers, so it cannot be guessed', async () => {
    const ginaCode = await mailedCode('gina@school.test');
    const wrong = ginaCode === '999999' ? '999998' : '999999';
    const gina = { username: 'gina', password: 'gina-pass', email: 'gina@school.test' };
    for (let i = 0; i < 5; i++) expect((await register({ ...gina, code: wrong })).msg).toBe(BAD_CODE);
    const right = await register({ ...gina, code: ginaCode });
    expect(right).toMatchObject({ status: 400, msg: BAD_CODE });
    expect(await userExists(server, 'gina')).toBe(false);
  });

  it('keys the code by the address regardless of its case', async () => {
    const daveCode = await mailedCode('Dave@School.test');
    const res = await register({ username: 'dave', password: 'dave-pass', email: 'dave@school.test', code: daveCode });
    expect(res.status).toBe(200);
  });
});

describe('the register switch', () => {
  afterAll(async () => {
    await server.ctx.site.write('web', {});
  });

  it('when off, the code and the registration are refused with body status 401', async () => {
    const code = await mailedCode('erin@school.test');
    await server.ctx.site.write('web', { register: false });
    const config = await server.call('GET', '/api/get-website-config');
    expect(config.data.register).toBe(false);

    const ask = await askCode('frank@school.test');
    expect(ask).toMatchObject({ http: 200, status: 401, msg: CLOSED });
    const res = await register({ username: 'erin', password: 'erin-pass', email: 'erin@school.test', code });
    expect(res).toMatchObject({ http: 200, status: 401, msg: CLOSED });
    expect(await userExists(server, 'erin')).toBe(false);

    await server.ctx.site.write('web', { register: true });
    expect((await register({ username: 'erin', password: 'erin-pass', email: 'erin@school.test', code })).status).toBe(200);
  });
});

describe('when the mail cannot be sent', () => {
  afterAll(async () => {
    await server.ctx.site.write('email', {});
  });

  it('says so, keeps no code and no resend lock', async () => {
    // A port nothing listens on: the SMTP connection is refused at once.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await server.ctx.site.write('email', { host: '127.0.0.1', port, secure: false });

    const res = await askCode('grace@school.test');
    expect(res.http).toBe(200);
    expect(res.status).toBe(500);
    expect(res.msg).toMatch(/^The mail could not be sent: /);
    expect(await server.ctx.expiring.get('register', 'grace@school.test')).toBeNull();

    await server.ctx.site.write('email', {});
    expect((await askCode('grace@school.test')).status).toBe(200);
    expect(codeIn((await server.smtp.latestTo('grace@school.test')).text)).toMatch(/^\d{6}$/);
  });
});

describe('POST /api/check-username-or-email', () => {
  beforeAll(async () => {
    await addUser(server, 'Heidi', { email: 'heidi@school.test' });
  });

  it('answers true for what exists, ignoring case', async () => {
    const res = await server.call('POST', '/api/check-username-or-email', { body: { username: 'HEIDI', email: 'Heidi@School.TEST' } });
    expect(res).toMatchObject({ http: 200, status: 200, data: { username: true, email: true } });
  });

  it('answers false for what does not exist', async () => {
    const res = await server.call('POST', '/api/check-username-or-email', { body: { username: 'nobody', email: 'nobody@school.test' } });
    expect(res.data).toEqual({ username: false, email: false });
  });

  it('answers each field on its own and accepts absent or null fields', async () => {
    expect((await server.call('POST', '/api/check-username-or-email', { body: { username: 'heidi' } })).data).toEqual({
      username: true,
      email: false,
    });
    expect(
      (await server.call('POST', '/api/check-username-or-email', { body: { email: 'heidi@school.test', username: null } })).data,
    ).toEqual({ username: false, email: true });
    expect((await server.call('POST', '/api/check-username-or-email', { body: {} })).data).toEqual({ username: false, email: false });
  });

  it('refuses fields that are too long', async () => {
    const res = await server.call('POST', '/api/check-username-or-email', { body: { username: 'x'.repeat(101) } });
    expect(res.http).toBe(400);
  });
});

describe('a server without mail settings', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ smtp: undefined });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('says clearly that mail is not configured when a register code is asked', async () => {
    const res = await bare.call('GET', '/api/get-register-code', { query: { email: 'ivan@school.test' } });
    expect(res).toMatchObject({ http: 200, status: 401, msg: MAIL_NOT_CONFIGURED });
    expect(res.msg).toContain('SMTP_HOST');
    expect(await bare.ctx.expiring.get('register', 'ivan@school.test')).toBeNull();
    expect(await bare.ctx.expiring.get('register_lock', 'ivan@school.test')).toBeNull();
  });

  it('says the same for a reset mail and an email change code', async () => {
    const captcha = await bare.call('GET', '/api/captcha');
    const answer = (await bare.ctx.expiring.get('captcha', captcha.data.captchaKey))!.value;
    const user = await addUser(bare, 'judy');
    const reset = await bare.call('POST', '/api/apply-reset-password', {
      body: { email: user.email, captcha: answer, captchaKey: captcha.data.captchaKey },
    });
    expect(reset).toMatchObject({ status: 401, msg: MAIL_NOT_CONFIGURED });
    const change = await bare.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'judy2@school.test' } });
    expect(change).toMatchObject({ status: 401, msg: MAIL_NOT_CONFIGURED });
  });

  it('shows an empty sender in the website config', async () => {
    expect((await bare.call('GET', '/api/get-website-config')).data.email).toBe('');
  });
});
