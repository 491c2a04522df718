import { describe, expect, it } from 'vitest';
import { siteMenuKeyOf } from './menu.ts';

describe('siteMenuKeyOf', () => {
  it('selects the switches entry on its page only', () => {
    expect(siteMenuKeyOf('/admin/switch')).toBe('site-switch');
    expect(siteMenuKeyOf('/admin/problems')).toBeUndefined();
  });
});
