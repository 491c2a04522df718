import { describe, expect, it } from 'vitest';
import { dashboardMenuKeyOf } from './menu.ts';

describe('dashboardMenuKeyOf', () => {
  it('marks the dashboard entry for /admin and /admin/dashboard only', () => {
    expect(dashboardMenuKeyOf('/admin')).toBe('dashboard');
    expect(dashboardMenuKeyOf('/admin/dashboard')).toBe('dashboard');
    expect(dashboardMenuKeyOf('/admin/problems')).toBeUndefined();
    expect(dashboardMenuKeyOf('/admin/contest')).toBeUndefined();
  });
});
