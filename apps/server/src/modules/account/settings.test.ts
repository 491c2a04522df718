import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { codeIn } from '../../../test/smtp-sink.ts';
import { USER_PASSWORD, addUser, userRow, type TestUser } from '../../../test/fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LOCKED = 'Too many wrong attempts: please try again in 30 minutes';

function changePassword(token: string, body: unknown) {
  return server.call('POST', '/api/change-password', { token, body });
}

describe('POST /api/change-password', () => {
  it('needs a token', async () => {
    const res = await server.call('POST', '/api/change-password', { body: { oldPassword: USER_PASSWORD, newPassword: 'new-pass1' } });
    expect(res.http).toBe(401);
  });

  describe('validation', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await addUser(server, 'pw-validate');
    });
    const invalid: [string, unknown, string][] = [
      ['no current password', { newPassword: 'new-pass1' }, 'The required request parameters are missing: oldPassword'],
      ['no new password', { oldPassword: USER_PASSWORD }, 'The required request parameters are missing: newPassword'],
      ['a blank current password', { oldPassword: ' ', newPassword: 'new-pass1' }, 'The current password is required'],
      ['a new password under 6', { oldPassword: USER_PASSWORD, newPassword: '12345' }, 'Password must be 6 to 20 characters'],
      ['a new password over 20', { oldPassword: USER_PASSWORD, newPassword: 'p'.repeat(21) }, 'Password must be 6 to 20 characters'],
      ['malformed JSON', '{"oldPassword":', 'Failed to parse parameter format!'],
    ];
    for (const [name, body, msg] of invalid) {
      it(`refuses ${name} with HTTP 400`, async () => {
        const res = await changePassword(user.token, body);
        expect(res.http).toBe(400);
        expect(res.msg).toBe(msg);
      });
    }

    it('refuses a new password equal to the old one, without counting a failure', async () => {
      const res = await changePassword(user.token, { oldPassword: USER_PASSWORD, newPassword: USER_PASSWORD });
      expect(res).toMatchObject({ http: 200, status: 400, msg: 'The new password must be different from the old one' });
      expect(await server.ctx.expiring.get('change_password_fail', user.uid)).toBeNull();
    });
  });

  it('answers a wrong current password with body 200 and data.code 400 counting the attempts left', async () => {
    const user = await addUser(server, 'pw-wrong');
    const before = (await userRow(server, user.uid)).password;
    for (let i = 1; i <= 4; i++) {
      const res = await changePassword(user.token, { oldPassword: 'wrong-pass', newPassword: 'new-pass1' });
      expect(res.http).toBe(200);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ code: 400, msg: `The current password is wrong (${i} failed, ${5 - i} attempts left)`, userInfo: null });
    }
    // The 5th failure locks; then even the right password is refused.
    const fifth = await changePassword(user.token, { oldPassword: 'wrong-pass', newPassword: 'new-pass1' });
    expect(fifth.status).toBe(200);
    expect(fifth.data).toEqual({ code: 403, msg: LOCKED, userInfo: null });
    const right = await changePassword(user.token, { oldPassword: USER_PASSWORD, newPassword: 'new-pass1' });
    expect(right.status).toBe(200);
    expect(right.data).toEqual({ code: 403, msg: LOCKED, userInfo: null });
    expect((await userRow(server, user.uid)).password).toBe(before);
    // The token still works: nothing was changed.
    expect((await server.call('GET', '/api/get-user-auth-info', { token: user.token })).status).toBe(200);
  });

  it('a right current password after a few wrong ones resets the count', async () => {
    const user = await addUser(server, 'pw-retry');
    await changePassword(user.token, { oldPassword: 'wrong-pass', newPassword: 'new-pass1' });
    await changePassword(user.token, { oldPassword: 'wrong-pass', newPassword: 'new-pass1' });
    const ok = await changePassword(user.token, { oldPassword: USER_PASSWORD, newPassword: 'new-pass1' });
    expect(ok.data.code).toBe(200);
    expect(await server.ctx.expiring.get('change_password_fail', user.uid)).toBeNull();
  });

  it('changes the password and revokes every token', async () => {
    const user = await addUser(server, 'pw-change');
    const res = await changePassword(user.token, { oldPassword: USER_PASSWORD, newPassword: 'brand-new1' });
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(res.data).toEqual({ code: 200, msg: 'Your password has been changed, please login again', userInfo: null });

    expect((await server.call('GET', '/api/get-user-auth-info', { token: user.token })).http).toBe(401);
    const old = await server.call('POST', '/api/login', { body: { username: 'pw-change', password: USER_PASSWORD } });
    expect(old.msg).toBe('Please check your username or password');
    const fresh = await server.call('POST', '/api/login', { body: { username: 'pw-change', password: 'brand-new1' } });
    expect(fresh.status).toBe(200);
  });
});

describe('GET /api/get-change-email-code', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await addUser(server, 'mail-code', { email: 'mail-code@school.test' });
    await addUser(server, 'mail-owner', { email: 'owned@school.test' });
  });

  it('needs a token', async () => {
    const res = await server.call('GET', '/api/get-change-email-code', { query: { email: 'x@school.test' } });
    expect(res.http).toBe(401);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['no email', {}, 'The required request parameters are missing: email'],
    ['a malformed email', { email: 'nope' }, 'The email format is incorrect'],
  ];
  for (const [name, query, msg] of invalid) {
    it(`refuses ${name} with HTTP 400`, async () => {
      const res = await server.call('GET', '/api/get-change-email-code', { token: user.token, query });
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }

  it('refuses the current email and one taken by another account, whatever the case', async () => {
    const same = await server.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'MAIL-CODE@school.test' } });
    expect(same).toMatchObject({ http: 200, status: 400, msg: 'The new email must be different from the current one' });
    const taken = await server.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'Owned@School.test' } });
    expect(taken).toMatchObject({ status: 400, msg: 'The email has already been registered' });
    expect(server.smtp.mails.filter((m) => m.to.includes('owned@school.test'))).toHaveLength(0);
  });

  it('mails a 6-digit code to the new address, and not again within 30 seconds', async () => {
    const res = await server.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'fresh@school.test' } });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'The code has been sent to your new email' });
    const mail = await server.smtp.latestTo('fresh@school.test');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    const again = await server.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'fresh@school.test' } });
    expect(again.status).toBe(400);
    const seconds = Number(/wait (\d+) seconds/.exec(again.msg ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(15);
    expect(seconds).toBeLessThanOrEqual(30);
  });
});

describe('POST /api/change-email', () => {
  let user: TestUser;
  let code: string;
  beforeAll(async () => {
    user = await addUser(server, 'mover', { email: 'mover@school.test' });
    await server.call('GET', '/api/get-change-email-code', { token: user.token, query: { email: 'moved@school.test' } });
    code = codeIn((await server.smtp.latestTo('moved@school.test')).text);
  });

  function changeEmail(body: unknown, token = user.token) {
    return server.call('POST', '/api/change-email', { token, body });
  }

  it('needs a token', async () => {
    const res = await server.call('POST', '/api/change-email', { body: { password: USER_PASSWORD, newEmail: 'moved@school.test', code } });
    expect(res.http).toBe(401);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no password', { newEmail: 'moved@school.test', code: '123456' }, 'The required request parameters are missing: password'],
    ['no new email', { password: USER_PASSWORD, code: '123456' }, 'The required request parameters are missing: newEmail'],
    ['no code', { password: USER_PASSWORD, newEmail: 'moved@school.test' }, 'The required request parameters are missing: code'],
    ['a malformed email', { password: USER_PASSWORD, newEmail: 'moved', code: '123456' }, 'The email format is incorrect'],
    ['a 5-digit code', { password: USER_PASSWORD, newEmail: 'moved@school.test', code: '12345' }, 'The code must be 6 characters'],
  ];
  for (const [name, body, msg] of invalid) {
    it(`refuses ${name} with HTTP 400`, async () => {
      const res = await changeEmail(body);
      expect(res.http).toBe(400);
      expect(res.msg).toBe(msg);
    });
  }

  it('refuses a wrong code with data.code 400 and keeps the email', async () => {
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await changeEmail({ password: USER_PASSWORD, newEmail: 'moved@school.test', code: wrong });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ code: 400, msg: 'The verification code is wrong or has expired', userInfo: null });
    expect((await userRow(server, user.uid)).email).toBe('mover@school.test');
  });

  it('refuses the code for another address', async () => {
    const res = await changeEmail({ password: USER_PASSWORD, newEmail: 'elsewhere@school.test', code });
    expect(res.data.code).toBe(400);
    expect((await userRow(server, user.uid)).email).toBe('mover@school.test');
  });

  it('refuses a wrong password with data.code 400 and attempts left', async () => {
    const res = await changeEmail({ password: 'wrong-pass', newEmail: 'moved@school.test', code });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ code: 400, msg: 'The current password is wrong (1 failed, 4 attempts left)', userInfo: null });
    expect((await userRow(server, user.uid)).email).toBe('mover@school.test');
  });

  it('refuses the current email', async () => {
    const res = await changeEmail({ password: USER_PASSWORD, newEmail: 'MOVER@school.test', code });
    expect(res).toMatchObject({ status: 400, msg: 'The new email must be different from the current one' });
  });

  it('refuses an address taken after the code was sent', async () => {
    const other = await addUser(server, 'other-mover', { email: 'other-mover@school.test' });
    await server.call('GET', '/api/get-change-email-code', { token: other.token, query: { email: 'contested@school.test' } });
    const otherCode = codeIn((await server.smtp.latestTo('contested@school.test')).text);
    await addUser(server, 'squatter', { email: 'Contested@school.test' });
    const res = await changeEmail({ password: USER_PASSWORD, newEmail: 'contested@school.test', code: otherCode }, other.token);
    expect(res).toMatchObject({ status: 400, msg: 'The email has already been registered' });
    expect((await userRow(server, other.uid)).email).toBe('other-mover@school.test');
  });

  it('changes the email with the right password and code, and answers the new user info', async () => {
    const res = await changeEmail({ password: USER_PASSWORD, newEmail: 'moved@school.test', code });
    expect(res.status).toBe(200);
    expect(res.data.code).toBe(200);
    expect(res.data.msg).toBe('Your email has been changed');
    expect(res.data.userInfo).toMatchObject({ uid: user.uid, username: 'mover', email: 'moved@school.test', roleList: ['default_user'] });
    expect((await userRow(server, user.uid)).email).toBe('moved@school.test');
    // The token is kept; the code is spent.
    expect((await server.call('GET', '/api/get-user-auth-info', { token: user.token })).status).toBe(200);
    expect(await server.ctx.expiring.get('change_email', `${user.uid}:moved@school.test`)).toBeNull();
  });

  it('locks after 5 wrong passwords, even for the right one', async () => {
    const locked = await addUser(server, 'email-lock');
    for (let i = 1; i <= 5; i++) {
      const res = await changeEmail({ password: 'wrong-pass', newEmail: 'email-lock2@school.test', code: '123456' }, locked.token);
      expect(res.data.code).toBe(i < 5 ? 400 : 403);
    }
    const right = await changeEmail({ password: USER_PASSWORD, newEmail: 'email-lock2@school.test', code: '123456' }, locked.token);
    expect(right.data).toEqual({ code: 403, msg: LOCKED, userInfo: null });
    // The email lock is separate from the password one.
    const pw = await changePassword(locked.token, { oldPassword: 'wrong-pass', newPassword: 'new-pass1' });
    expect(pw.data.code).toBe(400);
  });
});

describe('POST /api/change-userInfo', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await addUser(server, 'profiled');
  });

  function change(body: unknown, token = user.token) {
    return server.call('POST', '/api/change-userInfo', { token, body });
  }

  async function profile() {
    return (await server.call('GET', '/api/get-user-home-info', { query: { uid: user.uid } })).data;
  }

  const full = {
    nickname: 'Pro',
    realname: 'Pat Rowe',
    school: 'North High',
    number: 'S-001',
    gender: 'female',
    github: 'https://github.example/pat',
    blog: 'https://blog.example/pat',
    cfUsername: 'pat_cf',
    signature: '# Hello\n\nI like graphs.',
  };

  it('needs a token', async () => {
    expect((await server.call('POST', '/api/change-userInfo', { body: full })).http).toBe(401);
  });

  it('sets every field and answers the UserInfoVO', async () => {
    const res = await change({ ...full, nickname: '  Pro  ' });
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Update Successfully' });
    expect(res.data).toEqual({
      uid: user.uid,
      username: 'profiled',
      nickname: 'Pro',
      avatar: null,
      titleName: null,
      titleColor: null,
      email: 'profiled@school.test',
      number: 'S-001',
      gender: 'female',
      school: 'North High',
      course: null,
      signature: '# Hello\n\nI like graphs.',
      realname: 'Pat Rowe',
      github: 'https://github.example/pat',
      blog: 'https://blog.example/pat',
      cfUsername: 'pat_cf',
      mobile: null,
      roleList: ['default_user'],
    });
    expect(await profile()).toMatchObject({ nickname: 'Pro', school: 'North High', gender: 'female', signature: full.signature });
  });

  it('refuses a request without a body instead of clearing the profile', async () => {
    await change(full);
    const res = await server.call('POST', '/api/change-userInfo', { token: user.token });
    expect(res).toMatchObject({ http: 400, msg: 'Failed to parse parameter format!' });
    const nullBody = await server.call('POST', '/api/change-userInfo', { token: user.token, body: 'null' });
    expect(nullBody.http).toBe(400);
    expect(await profile()).toMatchObject({ nickname: 'Pro', school: 'North High' });
  });

  it('overwrites: fields left out or empty are cleared, gender falls back to secrecy', async () => {
    const res = await change({ nickname: 'Only', school: '', blog: null });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      nickname: 'Only',
      realname: null,
      school: null,
      number: null,
      gender: 'secrecy',
      github: null,
      blog: null,
      cfUsername: null,
      signature: null,
    });
    const row = await userRow(server, user.uid);
    expect(row).toMatchObject({ nickname: 'Only', realname: null, school: null, gender: 'secrecy' });
  });

  it('ignores fields it does not own: username, email, role, status', async () => {
    const res = await change({
      nickname: 'Sneaky',
      username: 'root2',
      email: 'x@school.test',
      roleId: 1000,
      status: 1,
      avatar: '/evil.png',
    });
    expect(res.status).toBe(200);
    const row = await userRow(server, user.uid);
    expect(row).toMatchObject({ username: 'profiled', email: 'profiled@school.test', roleId: 1002, status: 0, avatar: null });
    expect(row.nickname).toBe('Sneaky');
  });

  it('accepts each length limit exactly', async () => {
    const res = await change({ nickname: 'n'.repeat(20), realname: 'r'.repeat(50), school: 's'.repeat(100), number: '9'.repeat(200) });
    expect(res.status).toBe(200);
    expect(res.data.nickname).toHaveLength(20);
    expect(res.data.realname).toHaveLength(50);
    expect(res.data.school).toHaveLength(100);
    expect(res.data.number).toHaveLength(200);
  });

  describe('refusals change nothing', () => {
    beforeAll(async () => {
      await change(full);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['a nickname over 20', { nickname: 'n'.repeat(21) }, 'Nickname can not exceed 20 characters'],
      ['a real name over 50', { realname: 'r'.repeat(51) }, 'Real name can not exceed 50 characters'],
      ['a school over 100', { school: 's'.repeat(101) }, 'School can not exceed 100 characters'],
      ['a student number over 200', { number: '9'.repeat(201) }, 'Student number can not exceed 200 characters'],
      ['a Codeforces username over 50', { cfUsername: 'c'.repeat(51) }, 'Codeforces username can not exceed 50 characters'],
      ['a blog over 255', { blog: 'b'.repeat(256) }, 'Blog can not exceed 255 characters'],
      ['a GitHub over 255', { github: 'g'.repeat(256) }, 'GitHub can not exceed 255 characters'],
      ['a signature over 65535', { signature: 's'.repeat(65536) }, 'Signature can not exceed 65535 characters'],
      ['an unknown gender', { gender: 'other' }, 'Gender must be male, female or secrecy'],
      ['a nickname of the wrong type', { nickname: 7 }, 'Invalid input: expected string, received number'],
    ];
    for (const [name, patch, msg] of invalid) {
      it(`refuses ${name} with HTTP 400`, async () => {
        const before = await profile();
        const res = await change({ ...full, ...patch });
        expect(res.http).toBe(400);
        expect(res).toMatchObject({ status: 400, msg, data: null });
        expect(await profile()).toEqual(before);
        expect(before.nickname).toBe('Pro');
      });
    }

    it('refuses malformed JSON', async () => {
      const res = await change('{"nickname": "x"');
      expect(res.http).toBe(400);
      expect(res.msg).toBe('Failed to parse parameter format!');
      expect((await profile()).nickname).toBe('Pro');
    });

    it('a revoked token is refused with HTTP 401', async () => {
      const other = await addUser(server, 'revoked-info');
      await server.call('GET', '/api/logout', { token: other.token });
      const res = await change({ nickname: 'Ghost' }, other.token);
      expect(res.http).toBe(401);
      expect((await userRow(server, other.uid)).nickname).toBeNull();
    });
  });
});
