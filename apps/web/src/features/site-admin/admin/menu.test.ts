import { describe, expect, it } from 'vitest';
import { siteMenuKeyOf } from './menu.ts';

describe('siteMenuKeyOf', () => {
  it('selects the switches and the settings entries on their pages only', () => {
    expect(siteMenuKeyOf('/admin/switch')).toBe('site-switch');
    expect(siteMenuKeyOf('/admin/conf')).toBe('site-conf');
    expect(siteMenuKeyOf('/admin/problems')).toBeUndefined();
  });
});
