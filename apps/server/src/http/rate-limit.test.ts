import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { login: 3, register: 3, mail: 2, captcha: 3 } });
});
afterAll(async () => {
  await server.close();
});

const TOO_MANY = 'Too many requests, please try again later';

function from(ip: string) {
  return { 'x-forwarded-for': ip };
}

describe('per-address limits on the guarded calls', () => {
  it('the 4th login in a minute is HTTP 429 with an envelope, whatever the first three were', async () => {
    // Refused logins count too (no password is checked for these).
    for (let i = 0; i < 3; i++) {
      const res = await server.call('POST', '/api/login', { body: {}, headers: from('10.1.0.1') });
      expect(res.http).toBe(400);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
    }
    const res = await server.call('POST', '/api/login', { body: {}, headers: from('10.1.0.1') });
    expect(res.http).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res).toMatchObject({ status: 400, msg: TOO_MANY, data: null });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('is counted per address', async () => {
    const res = await server.call('POST', '/api/login', { body: {}, headers: from('10.1.0.2') });
    expect(res.http).toBe(400);
  });

  it('is counted per call: the admin login has its own count', async () => {
    const res = await server.call('POST', '/api/admin/login', { body: {}, headers: from('10.1.0.1') });
    expect(res.http).toBe(400);
  });

  it('limits captchas (the 4th is refused)', async () => {
    for (let i = 0; i < 3; i++) expect((await server.call('GET', '/api/captcha', { headers: from('10.1.0.3') })).status).toBe(200);
    const res = await server.call('GET', '/api/captcha', { headers: from('10.1.0.3') });
    expect(res.http).toBe(429);
    expect(res.msg).toBe(TOO_MANY);
  });

  it('limits mail calls (the 3rd is refused)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await server.call('GET', '/api/get-register-code', { query: { email: 'not-an-email' }, headers: from('10.1.0.4') });
      expect(res.http).toBe(400);
    }
    const res = await server.call('GET', '/api/get-register-code', { query: { email: 'not-an-email' }, headers: from('10.1.0.4') });
    expect(res.http).toBe(429);
    expect(res.msg).toBe(TOO_MANY);
  });

  it('limits registrations (the 4th is refused)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await server.call('POST', '/api/register', { body: {}, headers: from('10.1.0.5') })).http).toBe(400);
    expect((await server.call('POST', '/api/register', { body: {}, headers: from('10.1.0.5') })).http).toBe(429);
  });

  it('does not limit the other calls', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await server.call('GET', '/api/get-website-config', { headers: from('10.1.0.1') })).http).toBe(200);
    }
  });
});
