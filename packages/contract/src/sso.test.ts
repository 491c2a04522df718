import { describe, expect, it } from 'vitest';
import { isIssuerAddress, isSameSitePath, oidcSettingsRequest } from './sso.ts';

describe('the page to land on after a sign-in', () => {
  it('is a path of this site, and nothing a browser reads as another site', () => {
    for (const ok of ['/', '/problem/1001', '/contest/3/rank?page=2#me', '/user-home?username=%E5%BC%A0'])
      expect(isSameSitePath(ok), ok).toBe(true);
    for (const bad of [
      '',
      'problem',
      '//evil.test',
      '/\\evil.test',
      '/a\\b',
      'https://evil.test/',
      ' /x',
      '/a\nb',
      '/a\u007fb',
      `/${'x'.repeat(1000)}`,
    ]) {
      expect(isSameSitePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the issuer', () => {
  it('is https, or http on this machine alone, with no query or credentials', () => {
    for (const ok of [
      'https://login.school.test',
      'https://login.school.test/realms/main',
      'http://localhost:8080',
      'http://127.0.0.1:9000/x',
      'http://[::1]:1',
    ]) {
      expect(isIssuerAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'login.school.test',
      'http://login.school.test',
      'ftp://x.test',
      'https://x.test/?a=1',
      'https://u:p@x.test',
      'https://x.test/#f',
    ]) {
      expect(isIssuerAddress(bad), bad).toBe(false);
    }
  });
});

describe('a settings save', () => {
  const valid = {
    enabled: true,
    buttonLabel: 'School',
    issuer: 'https://login.school.test',
    clientId: 'arbiter',
    scopes: 'openid email',
    usernameClaim: 'preferred_username',
    emailClaim: 'email',
    displayNameClaim: '',
    newUserRole: 1002,
  };

  it('is read as sent, with the secret left out', () => {
    expect(oidcSettingsRequest.parse(valid)).toEqual(valid);
  });

  it('needs the issuer and the client only when switched on, each issue with its Chinese', () => {
    const refused = oidcSettingsRequest.safeParse({ ...valid, issuer: '', clientId: '' });
    expect(refused.error?.issues).toMatchObject([
      { path: ['issuer'], message: 'Enter the issuer URL to turn single sign-on on', params: { zh: '开启单点登录前请填写签发者地址' } },
      { path: ['clientId'], message: 'Enter the client ID to turn single sign-on on', params: { zh: '开启单点登录前请填写客户端 ID' } },
    ]);
    expect(oidcSettingsRequest.safeParse({ ...valid, enabled: false, issuer: '', clientId: '' }).success).toBe(true);
  });

  it('gives new accounts a user role only', () => {
    for (const role of [1000, 1001, 1008, 7])
      expect(oidcSettingsRequest.safeParse({ ...valid, newUserRole: role }).success, String(role)).toBe(false);
    for (const role of [1002, 1003, 1004, 1005, 1006, 1007])
      expect(oidcSettingsRequest.safeParse({ ...valid, newUserRole: role }).success).toBe(true);
  });
});
