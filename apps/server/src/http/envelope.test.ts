import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
/** An origin the server is configured to answer (CORS_ORIGINS). */
const origin = 'http://web.school.test:5173';
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [origin] });
});
afterAll(async () => {
  await server.close();
});

describe('the response envelope', () => {
  it('a success is {status: 200, msg: "success", data}', async () => {
    const res = await server.call('GET', '/api/get-recent-other-contest');
    expect(res.http).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect({ status: res.status, msg: res.msg, data: res.data }).toEqual({ status: 200, msg: 'success', data: [] });
  });

  it('an unknown /api path is HTTP 404 with an envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await server.call(method, '/api/no-such-call');
      expect(res.http).toBe(404);
      expect(res).toMatchObject({ status: 404, msg: 'Not Found', data: null });
    }
  });

  it('a known path with the wrong method is HTTP 404 with an envelope', async () => {
    const res = await server.call('GET', '/api/login');
    expect(res.http).toBe(404);
    expect(res.status).toBe(404);
  });

  it('any other path is HTTP 404 with an envelope when no web app is built', async () => {
    const res = await server.call('GET', '/home');
    expect(res.http).toBe(404);
    expect(res.status).toBe(404);
  });

  it('a trailing slash is ignored', async () => {
    const res = await server.call('GET', '/api/get-website-config/');
    expect(res.status).toBe(200);
  });
});

describe('unreadable bodies', () => {
  const cases: [string, string, string][] = [
    ['malformed JSON', 'application/json', '{"username": '],
    ['an empty JSON body', 'application/json', ''],
    ['a JSON array', 'application/json', '[1, 2]'],
    ['a JSON number', 'application/json', '42'],
    ['plain text', 'text/plain', 'username=root'],
    ['an unsupported media type', 'application/xml', '<login/>'],
  ];
  for (const [name, type, body] of cases) {
    it(`${name} is HTTP 400 "Failed to parse parameter format!"`, async () => {
      const res = await server.call('POST', '/api/check-username-or-email', { body, headers: { 'content-type': type } });
      expect(res.http).toBe(400);
      expect(res).toMatchObject({ status: 400, msg: 'Failed to parse parameter format!', data: null });
    });
  }

  it('a missing body reads as missing fields', async () => {
    const res = await fetch(`${server.url}/api/register`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, msg: 'The required request parameters are missing: username', data: null });
  });
});

describe('CORS', () => {
  it('answers an OPTIONS preflight with 200 and reflects a configured Origin', async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'OPTIONS', 'PUT', 'DELETE']),
    );
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase().split(',') ?? [];
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'url-type', 'content-type']));
  });

  it('answers a preflight for a login route without asking for a token', async () => {
    const res = await fetch(`${server.url}/api/get-user-auth-info`, { method: 'OPTIONS', headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('reflects a configured Origin and exposes the token headers on ordinary responses, errors included', async () => {
    const ok = await server.call('GET', '/api/get-website-config', { headers: { origin } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = ok.headers.get('access-control-expose-headers')?.split(',') ?? [];
    expect(exposed).toEqual(expect.arrayContaining(['Refresh-Token', 'Authorization', 'Url-Type', 'Content-disposition', 'Content-Type']));
    const denied = await server.call('GET', '/api/get-user-auth-info', { headers: { origin } });
    expect(denied.http).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('sends no allow-origin without an Origin', async () => {
    const res = await server.call('GET', '/api/get-website-config');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
