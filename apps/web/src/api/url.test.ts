import { describe, expect, it } from 'vitest';
import { buildUrl, urlType } from './url.ts';

describe('urlType', () => {
  it('is admin only when the second path segment is admin', () => {
    expect(urlType('/api/admin/user/get-user-list')).toBe('admin');
    expect(urlType('/api/admin/login')).toBe('admin');
    expect(urlType('/api/login')).toBe('general');
    expect(urlType('/api/get-admin-thing')).toBe('general');
    expect(urlType('/admin/api/x')).toBe('general');
  });
});

describe('buildUrl', () => {
  it('leaves out empty values and repeats array keys', () => {
    expect(buildUrl('/api/x', { a: 1, b: null, c: undefined, d: false, e: 'é' })).toBe('/api/x?a=1&d=false&e=%C3%A9');
    expect(buildUrl('/api/file/export-problem', { pid: [1, 2] })).toBe('/api/file/export-problem?pid=1&pid=2');
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', { a: null })).toBe('/api/x');
  });
});
