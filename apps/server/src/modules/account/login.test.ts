import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, Role } from '@arbiter/contract';
import { ROOT_PASSWORD, loginAs, startTestServer, type TestServer } from '../../../test/harness.ts';
import { USER_PASSWORD, addUser, decodePngDataUrl, updateUser } from '../../../test/fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const WRONG = 'Please check your username or password';
const PUZZLE = 'Please complete the slide verification first';
const LOCKED = 'Too many failed logins: this account cannot log in from here for 30 minutes';

function login(body: unknown, ip?: string, path = '/api/login') {
  return server.call('POST', path, { body, headers: ip ? { 'x-forwarded-for': ip } : {} });
}

/** Fetches a puzzle and reads where its piece belongs from the store, as only the server knows it. */
async function newPuzzle(): Promise<{ key: string; target: number }> {
  const res = await server.call('GET', '/api/slide-puzzle');
  expect(res.status).toBe(200);
  const kept = await server.ctx.expiring.get('puzzle', res.data.puzzleKey);
  expect(kept).not.toBeNull();
  return { key: res.data.puzzleKey, target: Number(kept!.value) };
}

async function solvedPuzzleToken(): Promise<string> {
  const { key, target } = await newPuzzle();
  const res = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target } });
  expect(res.status).toBe(200);
  return res.data.puzzleToken as string;
}

describe('POST /api/login', () => {
  it('returns the token in the Authorization header and the user in data', async () => {
    const res = await login({ username: 'root', password: ROOT_PASSWORD });
    expect(res.http).toBe(200);
    expect(res.status).toBe(200);
    expect(res.msg).toBe('Welcome back');
    expect(res.headers.get('authorization')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.data).toMatchObject({ uid: '1', username: 'root', roleList: ['root'] });
    expect(res.data).not.toHaveProperty('password');
    expect(res.headers.get('access-control-expose-headers')).toContain('Authorization');
  });

  it('lists role root in get-user-auth-info with the token, and is HTTP 401 without', async () => {
    const token = await loginAs(server, 'root', ROOT_PASSWORD);
    const withToken = await server.call('GET', '/api/get-user-auth-info', { token });
    expect(withToken.status).toBe(200);
    expect(withToken.data.roles).toEqual(['root']);
    const without = await server.call('GET', '/api/get-user-auth-info');
    expect(without.http).toBe(401);
    expect(without.status).toBe(401);
  });

  it('trims the username and password and ignores the case of the username', async () => {
    const res = await login({ username: '  ROOT ', password: ` ${ROOT_PASSWORD} ` });
    expect(res.status).toBe(200);
    expect(res.data.username).toBe('root');
  });

  it('records a session row with the client address and user agent', async () => {
    const user = await addUser(server, 'sessioned');
    const res = await server.call('POST', '/api/login', {
      body: { username: 'sessioned', password: USER_PASSWORD },
      headers: { 'x-forwarded-for': '10.1.2.3', 'user-agent': 'agent/1.0' },
    });
    expect(res.status).toBe(200);
    const home = await server.call('GET', '/api/get-user-home-info', { query: { uid: user.uid } });
    expect(Date.now() - Date.parse(home.data.recentLoginTime)).toBeLessThan(60_000);
  });

  describe('validation (HTTP 400, nothing counted)', () => {
    const cases: [string, unknown, string][] = [
      ['no username', { password: 'secret1' }, 'The required request parameters are missing: username'],
      ['no password', { username: 'root' }, 'The required request parameters are missing: password'],
      ['a null username', { username: null, password: 'secret1' }, 'The required request parameters are missing: username'],
      ['blank username', { username: '   ', password: 'secret1' }, 'Username is required'],
      ['blank password', { username: 'root', password: '  ' }, 'Password is required'],
      ['username over 20', { username: 'u'.repeat(21), password: 'secret1' }, 'Username can not exceed 20 characters'],
      ['password under 6', { username: 'root', password: '12345' }, 'Password must be 6 to 20 characters'],
      ['password over 20', { username: 'root', password: 'p'.repeat(21) }, 'Password must be 6 to 20 characters'],
      ['malformed JSON', '{"username": "root", ', 'Failed to parse parameter format!'],
      ['a JSON string', '"root"', 'Failed to parse parameter format!'],
    ];
    for (const [name, body, msg] of cases) {
      it(`refuses ${name}`, async () => {
        const res = await login(body, '10.0.0.40');
        expect(res.http).toBe(400);
        expect(res.status).toBe(400);
        expect(res.msg).toBe(msg);
        expect(res.headers.get('authorization')).toBeNull();
      });
    }

    it('did not count any of those as a failure', async () => {
      expect(await server.ctx.expiring.get('login_fail', 'root_10.0.0.40')).toBeNull();
    });
  });

  it('gives the same message and data for an unknown user and a wrong password', async () => {
    const unknown = await login({ username: 'nobody-here', password: 'secret1' }, '10.0.0.41');
    const wrong = await login({ username: 'root', password: 'not-the-password' }, '10.0.0.41');
    for (const res of [unknown, wrong]) {
      expect(res.http).toBe(200);
      expect(res.status).toBe(400);
      expect(res.msg).toBe(WRONG);
      expect(res.data).toEqual({ requirePuzzle: false, failures: 1 });
      expect(res.headers.get('authorization')).toBeNull();
    }
  });

  it('refuses a banned user even with the right password, and does not reveal the ban to a wrong one', async () => {
    const user = await addUser(server, 'banned-one', { status: 1 });
    const right = await login({ username: user.username, password: USER_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.msg).toBe('Your account has been banned, please contact an administrator');
    expect(right.headers.get('authorization')).toBeNull();
    const wrong = await login({ username: user.username, password: 'not-the-password' });
    expect(wrong.msg).toBe(WRONG);
    await updateUser(server, user.uid, { status: 0 });
    expect((await login({ username: user.username, password: USER_PASSWORD })).status).toBe(200);
  });

  it('demands the puzzle after five failures', async () => {
    const ip = '10.9.9.9';
    for (let i = 1; i <= 5; i++) {
      const res = await login({ username: 'root', password: 'wrong-pass' }, ip);
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ requirePuzzle: i >= 5, failures: i });
    }
    const right = await login({ username: 'root', password: ROOT_PASSWORD }, ip);
    expect(right.status).toBe(400);
    expect(right.msg).toBe(PUZZLE);
    expect(right.data).toEqual({ requirePuzzle: true, failures: 5 });
    expect(right.headers.get('authorization')).toBeNull();
    const bogus = await login({ username: 'root', password: ROOT_PASSWORD, puzzleToken: 'made-up' }, ip);
    expect(bogus.msg).toBe(PUZZLE);
    // Refusals for a missing puzzle are not failures.
    expect((await server.ctx.expiring.get('login_fail', `root_${ip}`))?.count).toBe(5);
  });

  it('resets the failure count after a successful login', async () => {
    const ip = '10.0.0.50';
    await addUser(server, 'resetter');
    for (let i = 1; i <= 3; i++) expect((await login({ username: 'resetter', password: 'wrong-pass' }, ip)).data.failures).toBe(i);
    expect((await login({ username: 'resetter', password: USER_PASSWORD }, ip)).status).toBe(200);
    const after = await login({ username: 'RESETTER', password: 'wrong-pass' }, ip);
    expect(after.data).toEqual({ requirePuzzle: false, failures: 1 });
  });
});

describe('slide puzzle', () => {
  it('GET /api/slide-puzzle draws a 325x100 background with a hole where the piece belongs', async () => {
    const res = await server.call('GET', '/api/slide-puzzle');
    expect(res.status).toBe(200);
    const { puzzleKey, background, piece, y, width, height } = res.data;
    expect(puzzleKey).toMatch(/^[0-9a-f]{32}$/);
    expect([width, height]).toEqual([LIMITS.puzzle.width, LIMITS.puzzle.height]);
    const bg = decodePngDataUrl(background);
    expect([bg.width, bg.height]).toEqual([325, 100]);
    const pc = decodePngDataUrl(piece);
    expect(pc.height).toBe(LIMITS.puzzle.piece);
    expect(pc.width).toBeGreaterThan(LIMITS.puzzle.piece);
    expect(y + pc.height).toBeLessThanOrEqual(100);

    // The target is only on the server; the hole in the background is the piece darkened.
    const target = Number((await server.ctx.expiring.get('puzzle', puzzleKey))!.value);
    expect(target + pc.width).toBeLessThanOrEqual(325);
    const mid = LIMITS.puzzle.piece >> 1;
    for (let c = 0; c < 3; c++) {
      const original = pc.data[(mid * pc.width + mid) * 4 + c]!;
      const hole = bg.data[((y + mid) * 325 + target + mid) * 4 + c]!;
      expect(Math.abs(hole - original * 0.35)).toBeLessThanOrEqual(1);
    }
  });

  it('accepts a position within 3 pixels on either side and gives a token', async () => {
    for (const delta of [3, -3]) {
      const { key, target } = await newPuzzle();
      const res = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target + delta } });
      expect(res.status).toBe(200);
      expect(res.data.puzzleToken).toMatch(/^[0-9a-f]{48}$/);
    }
  });

  it('refuses a position 4 pixels off, and the puzzle is spent by the attempt', async () => {
    const { key, target } = await newPuzzle();
    const off = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target + 4 } });
    expect(off.http).toBe(200);
    expect(off.status).toBe(400);
    expect(off.msg).toBe('Verification failed, please try again');
    expect(await server.ctx.expiring.get('puzzle', key)).toBeNull();
    const again = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target } });
    expect(again.status).toBe(400);
    expect(again.data).toBeNull();
  });

  it('refuses an unknown puzzle and a solved puzzle a second time', async () => {
    const unknown = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: 'f'.repeat(32), x: 100 } });
    expect(unknown.status).toBe(400);
    const { key, target } = await newPuzzle();
    expect((await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target } })).status).toBe(200);
    expect((await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: key, x: target } })).status).toBe(400);
  });

  const invalid: [string, unknown, string][] = [
    ['no key', { x: 10 }, 'The required request parameters are missing: puzzleKey'],
    ['no position', { puzzleKey: 'abc' }, 'The required request parameters are missing: x'],
    ['a position that is not a number', { puzzleKey: 'abc', x: '10' }, 'The slider position must be a number'],
    ['an empty key', { puzzleKey: ' ', x: 10 }, 'The puzzle key is required'],
  ];
  for (const [name, body, msg] of invalid) {
    it(`verify refuses ${name} with HTTP 400`, async () => {
      const res = await server.call('POST', '/api/slide-puzzle/verify', { body });
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }

  it('verify refuses a position out of range', async () => {
    const res = await server.call('POST', '/api/slide-puzzle/verify', { body: { puzzleKey: 'abc', x: 1001 } });
    expect(res.http).toBe(400);
  });

  it('lets a login through with a solved puzzle, and each token works once', async () => {
    const ip = '10.0.0.60';
    await addUser(server, 'puzzler');
    for (let i = 0; i < 5; i++) await login({ username: 'puzzler', password: 'wrong-pass' }, ip);

    // A token spent on a wrong password counts a failure and cannot be used again.
    const token = await solvedPuzzleToken();
    const wrong = await login({ username: 'puzzler', password: 'wrong-pass', puzzleToken: token }, ip);
    expect(wrong.msg).toBe(WRONG);
    expect(wrong.data).toEqual({ requirePuzzle: true, failures: 6 });
    const reused = await login({ username: 'puzzler', password: USER_PASSWORD, puzzleToken: token }, ip);
    expect(reused.msg).toBe(PUZZLE);
    expect(reused.headers.get('authorization')).toBeNull();

    const fresh = await solvedPuzzleToken();
    const ok = await login({ username: 'puzzler', password: USER_PASSWORD, puzzleToken: fresh }, ip);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('authorization')).toBeTruthy();
    expect(await server.ctx.expiring.get('login_fail', `puzzler_${ip}`)).toBeNull();
    // The count was reset, so the next login needs no puzzle.
    expect((await login({ username: 'puzzler', password: USER_PASSWORD }, ip)).status).toBe(200);
  });
});

describe('login lock', () => {
  const ip = '10.0.0.70';

  it('locks the username from an address at the 20th failure', async () => {
    await addUser(server, 'lockme');
    for (let i = 1; i <= LIMITS.loginFailuresBeforeLock; i++) {
      const puzzleToken = i > LIMITS.loginFailuresBeforePuzzle ? await solvedPuzzleToken() : undefined;
      const res = await login({ username: 'lockme', password: 'wrong-pass', puzzleToken }, ip);
      expect(res.status).toBe(400);
      expect(res.data.failures).toBe(i);
      expect(res.msg).toBe(i < 20 ? WRONG : LOCKED);
    }
  });

  it('refuses even the right password with a solved puzzle while locked', async () => {
    const puzzleToken = await solvedPuzzleToken();
    const res = await login({ username: 'lockme', password: USER_PASSWORD, puzzleToken }, ip);
    expect(res.status).toBe(400);
    expect(res.msg).toBe(LOCKED);
    expect(res.data).toEqual({ requirePuzzle: true, failures: 20 });
    expect(res.headers.get('authorization')).toBeNull();
    // The lock does not consume the puzzle token nor count more failures.
    expect(await server.ctx.expiring.get('puzzle_token', puzzleToken)).not.toBeNull();
    expect((await server.ctx.expiring.get('login_fail', `lockme_${ip}`))?.count).toBe(20);
  });

  it('locks only that address: another address logs in, and the lock stays', async () => {
    const other = await login({ username: 'lockme', password: USER_PASSWORD }, '10.0.0.71');
    expect(other.status).toBe(200);
    expect((await login({ username: 'lockme', password: USER_PASSWORD }, ip)).msg).toBe(LOCKED);
  });

  it('locks for 30 minutes after the last failure', async () => {
    const entry = await server.ctx.expiring.get('login_fail', `lockme_${ip}`);
    const minutes = (entry!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });
});

describe('POST /api/admin/login', () => {
  it('signs in root and the admin roles', async () => {
    const root = await login({ username: 'root', password: ROOT_PASSWORD }, undefined, '/api/admin/login');
    expect(root.status).toBe(200);
    expect(root.headers.get('authorization')).toBeTruthy();
    for (const [name, role, roleName] of [
      ['an-admin', Role.ADMIN, 'admin'],
      ['a-problem-admin', Role.PROBLEM_ADMIN, 'problem_admin'],
    ] as const) {
      await addUser(server, name, { role });
      const res = await login({ username: name, password: USER_PASSWORD }, undefined, '/api/admin/login');
      expect(res.status).toBe(200);
      expect(res.data.roleList).toEqual([roleName]);
      expect(res.headers.get('authorization')).toBeTruthy();
    }
  });

  it('refuses a regular user with body status 401 and no token', async () => {
    await addUser(server, 'plain-user');
    const res = await login({ username: 'plain-user', password: USER_PASSWORD }, undefined, '/api/admin/login');
    expect(res.http).toBe(200);
    expect(res.status).toBe(401);
    expect(res.msg).toBe('This account is not an administrator account');
    expect(res.headers.get('authorization')).toBeNull();
  });

  it('validates and counts failures like the general login', async () => {
    const invalid = await login({ username: 'root' }, undefined, '/api/admin/login');
    expect(invalid.http).toBe(400);
    expect(invalid.msg).toBe('The required request parameters are missing: password');
    const wrong = await login({ username: 'root', password: 'wrong-pass' }, '10.0.0.80', '/api/admin/login');
    expect(wrong.msg).toBe(WRONG);
    expect(wrong.data.failures).toBe(1);
  });
});
