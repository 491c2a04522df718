import { describe, expect, it } from 'vitest';
import { ssoMenuKeyOf } from './menu.ts';

describe('ssoMenuKeyOf', () => {
  it('selects the single sign-on entry on its page only', () => {
    expect(ssoMenuKeyOf('/admin/sso')).toBe('sso');
    expect(ssoMenuKeyOf('/admin/conf')).toBeUndefined();
    expect(ssoMenuKeyOf('/sso/callback')).toBeUndefined();
  });
});
