import { describe, expect, it } from 'vitest';
import { allows, menuKeyOf } from './access.ts';

describe('allows', () => {
  it('lets every admin role into the admin pages and nobody else', () => {
    for (const role of ['root', 'admin', 'problem_admin']) expect(allows([role], 'admin')).toBe(true);
    for (const role of ['default_user', 'mute_user', 'no_subimit_user']) expect(allows([role], 'admin')).toBe(false);
    expect(allows([], 'admin')).toBe(false);
  });

  it('keeps manager pages to root and problem_admin', () => {
    expect(allows(['root'], 'manager')).toBe(true);
    expect(allows(['problem_admin'], 'manager')).toBe(true);
    expect(allows(['admin'], 'manager')).toBe(false);
    expect(allows(['default_user'], 'manager')).toBe(false);
  });

  it('keeps root pages to root', () => {
    expect(allows(['root'], 'root')).toBe(true);
    expect(allows(['problem_admin'], 'root')).toBe(false);
    expect(allows(['admin'], 'root')).toBe(false);
  });
});

describe('menuKeyOf', () => {
  it('names the menu entry of each page', () => {
    expect(menuKeyOf('/admin/problems')).toBe('problems');
    expect(menuKeyOf('/admin/problem/edit/12')).toBe('problems');
    expect(menuKeyOf('/admin/problem/create')).toBe('create');
    expect(menuKeyOf('/admin/problem/tag')).toBe('tags');
    expect(menuKeyOf('/admin/problem/batch-operation')).toBe('batch');
  });
});
