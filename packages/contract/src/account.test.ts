import { describe, expect, it } from 'vitest';
import { changeUserInfoRequest, loginRequest, registerRequest } from './account.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('login and register rules (spec part 1 §5)', () => {
  it('accepts a well-formed login and trims it', () => {
    expect(loginRequest.parse({ username: ' alice ', password: ' secret1 ' })).toMatchObject({ username: 'alice', password: 'secret1' });
  });

  it('refuses long usernames and passwords outside 6 to 20', () => {
    expect(firstMessage(loginRequest.safeParse({ username: 'a'.repeat(21), password: 'secret1' }))).toMatch(/Username/);
    expect(firstMessage(loginRequest.safeParse({ username: 'alice', password: '12345' }))).toMatch(/6 to 20/);
    expect(firstMessage(loginRequest.safeParse({ username: 'alice', password: 'x'.repeat(21) }))).toMatch(/6 to 20/);
  });

  it('needs a valid email and a six-character code to register', () => {
    const ok = { username: 'alice', password: 'secret1', email: 'a@b.cn', code: '123456' };
    expect(registerRequest.safeParse(ok).success).toBe(true);
    expect(firstMessage(registerRequest.safeParse({ ...ok, email: 'not-an-email' }))).toBe('The email format is incorrect');
    expect(firstMessage(registerRequest.safeParse({ ...ok, code: '12345' }))).toMatch(/6 characters/);
  });
});

describe('change-userInfo', () => {
  it('clears what is missing or empty and defaults the gender', () => {
    expect(changeUserInfoRequest.parse({ nickname: '  ', school: 'No.1 Middle School' })).toMatchObject({
      nickname: null,
      school: 'No.1 Middle School',
      realname: null,
      gender: 'secrecy',
    });
  });

  it('enforces the field limits', () => {
    expect(changeUserInfoRequest.safeParse({ nickname: 'x'.repeat(21) }).success).toBe(false);
    expect(changeUserInfoRequest.safeParse({ realname: 'x'.repeat(51) }).success).toBe(false);
    expect(changeUserInfoRequest.safeParse({ school: 'x'.repeat(101) }).success).toBe(false);
    expect(changeUserInfoRequest.safeParse({ gender: 'other' }).success).toBe(false);
  });
});
