import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { USER_PASSWORD, addUser, userRow, type TestUser } from '../../../test/fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const BAD_CAPTCHA = 'The captcha is wrong or has expired';
const BAD_CODE = 'The reset link is wrong or has expired, please ask for a new one';
const LINK = /http:\/\/arbiter\.test\/reset-password\?username=([^&\s]+)&code=([0-9a-f]+)/;

/** A fresh captcha and its answer, read from the store as only the server knows it. */
async function captcha(): Promise<{ captchaKey: string; answer: string }> {
  const res = await server.call('GET', '/api/captcha');
  expect(res.status).toBe(200);
  const kept = await server.ctx.expiring.get('captcha', res.data.captchaKey);
  return { captchaKey: res.data.captchaKey, answer: kept!.value };
}

async function apply(email: string, c?: { captchaKey: string; answer: string }) {
  const { captchaKey, answer } = c ?? (await captcha());
  return server.call('POST', '/api/apply-reset-password', { body: { email, captcha: answer, captchaKey } });
}

function mailsTo(email: string): number {
  return server.smtp.mails.filter((m) => m.to.includes(email)).length;
}

/** Applies and returns the link's parts from the mail that arrived. */
async function resetLink(user: TestUser): Promise<{ username: string; code: string }> {
  const res = await apply(user.email!);
  expect(res.status).toBe(200);
  const match = LINK.exec((await server.smtp.latestTo(user.email!)).text);
  expect(match).not.toBeNull();
  return { username: decodeURIComponent(match![1]!), code: match![2]! };
}

describe('GET /api/captcha', () => {
  it('gives an SVG data URL and a key, and keeps the answer for 30 minutes', async () => {
    const res = await server.call('GET', '/api/captcha');
    expect(res.status).toBe(200);
    expect(res.data.captchaKey).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.data.img.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*width="90"[^>]*height="30"/);
    const kept = await server.ctx.expiring.get('captcha', res.data.captchaKey);
    expect(kept!.value).toMatch(/^-?\d+$/);
    expect((kept!.expiresAt.getTime() - Date.now()) / 1000).toBeGreaterThan(1790);
  });

  it('gives a new key each time', async () => {
    const a = await server.call('GET', '/api/captcha');
    const b = await server.call('GET', '/api/captcha');
    expect(a.data.captchaKey).not.toBe(b.data.captchaKey);
  });
});

describe('POST /api/apply-reset-password', () => {
  let kim: TestUser;
  beforeAll(async () => {
    kim = await addUser(server, 'kim');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no email', { captcha: '3', captchaKey: 'k' }, 'The required request parameters are missing: email'],
    ['no captcha', { email: 'kim@school.test', captchaKey: 'k' }, 'The required request parameters are missing: captcha'],
    ['no captcha key', { email: 'kim@school.test', captcha: '3' }, 'The required request parameters are missing: captchaKey'],
    ['a malformed email', { email: 'kim', captcha: '3', captchaKey: 'k' }, 'The email format is incorrect'],
    ['an empty captcha', { email: 'kim@school.test', captcha: ' ', captchaKey: 'k' }, 'The captcha is required'],
    [
      'a captcha over 8 characters',
      { email: 'kim@school.test', captcha: '123456789', captchaKey: 'k' },
      'The captcha can not exceed 8 characters',
    ],
  ];
  for (const [name, body, msg] of invalid) {
    it(`refuses ${name} with HTTP 400`, async () => {
      const res = await server.call('POST', '/api/apply-reset-password', { body });
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }

  it('refuses a wrong captcha and spends it', async () => {
    const c = await captcha();
    const wrong = await apply(kim.email!, { captchaKey: c.captchaKey, answer: String(Number(c.answer) + 1) });
    expect(wrong).toMatchObject({ http: 200, status: 400, msg: BAD_CAPTCHA });
    const right = await apply(kim.email!, c);
    expect(right.msg).toBe(BAD_CAPTCHA);
    expect(mailsTo(kim.email!)).toBe(0);
  });

  it('refuses an unknown captcha key', async () => {
    const res = await apply(kim.email!, { captchaKey: 'f'.repeat(32), answer: '1' });
    expect(res.msg).toBe(BAD_CAPTCHA);
  });

  it('refuses an unknown email', async () => {
    const res = await apply('nobody@school.test');
    expect(res).toMatchObject({ http: 200, status: 400, msg: 'The email does not exist' });
    expect(mailsTo('nobody@school.test')).toBe(0);
  });

  it('mails a reset link to the account, finding it whatever the case of the email', async () => {
    const c = await captcha();
    const res = await apply('KIM@School.test', c);
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'A reset link has been sent to your email', data: null });
    const mail = await server.smtp.latestTo('kim@school.test');
    const match = LINK.exec(mail.text);
    expect(match?.[1]).toBe('kim');
    expect(match?.[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(mail.text).toContain('10 minutes');

    // The captcha was spent by the success too.
    const reused = await apply('kim@school.test', c);
    expect(reused.msg).toBe(BAD_CAPTCHA);
  });

  it('refuses another mail within 90 seconds', async () => {
    const before = mailsTo('kim@school.test');
    const res = await apply('kim@school.test');
    expect(res.status).toBe(400);
    const seconds = Number(/wait (\d+) seconds/.exec(res.msg ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(90);
    expect(mailsTo('kim@school.test')).toBe(before);
  });

  it('uses the configured site address in the link', async () => {
    const lee = await addUser(server, 'lee');
    await server.ctx.site.write('web', { baseUrl: 'https://oj.school.test/' });
    try {
      expect((await apply(lee.email!)).status).toBe(200);
      expect((await server.smtp.latestTo(lee.email!)).text).toMatch(
        /https:\/\/oj\.school\.test\/reset-password\?username=lee&code=[0-9a-f]{32}/,
      );
    } finally {
      await server.ctx.site.write('web', {});
    }
  });
});

describe('POST /api/reset-password', () => {
  let mia: TestUser;
  let link: { username: string; code: string };
  beforeAll(async () => {
    mia = await addUser(server, 'mia');
    link = await resetLink(mia);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no username', { password: 'new-pass1', code: 'c' }, 'The required request parameters are missing: username'],
    ['no password', { username: 'mia', code: 'c' }, 'The required request parameters are missing: password'],
    ['no code', { username: 'mia', password: 'new-pass1' }, 'The required request parameters are missing: code'],
    ['a password under 6', { username: 'mia', password: '12345', code: 'c' }, 'Password must be 6 to 20 characters'],
    ['a password over 20', { username: 'mia', password: 'p'.repeat(21), code: 'c' }, 'Password must be 6 to 20 characters'],
    ['a username over 20', { username: 'm'.repeat(21), password: 'new-pass1', code: 'c' }, 'Username can not exceed 20 characters'],
    ['an empty code', { username: 'mia', password: 'new-pass1', code: '' }, 'The code is required'],
  ];
  for (const [name, body, msg] of invalid) {
    it(`refuses ${name} with HTTP 400`, async () => {
      const res = await server.call('POST', '/api/reset-password', { body });
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }

  it('refuses a wrong code and keeps the password', async () => {
    const before = (await userRow(server, mia.uid)).password;
    const res = await server.call('POST', '/api/reset-password', {
      body: { username: 'mia', password: 'new-pass1', code: 'a'.repeat(32) },
    });
    expect(res).toMatchObject({ http: 200, status: 400, msg: BAD_CODE });
    expect((await userRow(server, mia.uid)).password).toBe(before);
  });

  it('refuses an unknown user', async () => {
    const res = await server.call('POST', '/api/reset-password', { body: { username: 'nobody', password: 'new-pass1', code: link.code } });
    expect(res).toMatchObject({ status: 400, msg: 'The username does not exist' });
  });

  it("refuses another user's code", async () => {
    const nia = await addUser(server, 'nia');
    const before = (await userRow(server, nia.uid)).password;
    const res = await server.call('POST', '/api/reset-password', { body: { username: 'nia', password: 'new-pass1', code: link.code } });
    expect(res.msg).toBe(BAD_CODE);
    expect((await userRow(server, nia.uid)).password).toBe(before);
  });

  it('sets the new password: the old one fails, the new one works, old tokens are revoked', async () => {
    const res = await server.call('POST', '/api/reset-password', {
      body: { username: link.username, password: 'new-pass1', code: link.code },
    });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Your password has been reset', data: null });

    const old = await server.call('POST', '/api/login', { body: { username: 'mia', password: USER_PASSWORD } });
    expect(old.msg).toBe('Please check your username or password');
    const fresh = await server.call('POST', '/api/login', { body: { username: 'mia', password: 'new-pass1' } });
    expect(fresh.status).toBe(200);
    const stale = await server.call('GET', '/api/get-user-auth-info', { token: mia.token });
    expect(stale.http).toBe(401);
  });

  it('spends the code, and lifts the resend lock so a new link can be asked at once', async () => {
    const again = await server.call('POST', '/api/reset-password', { body: { username: 'mia', password: 'newer-pass1', code: link.code } });
    expect(again.msg).toBe(BAD_CODE);
    const next = await resetLink(mia);
    expect(next.code).not.toBe(link.code);
  });
});
