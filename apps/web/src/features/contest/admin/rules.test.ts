import { describe, expect, it } from 'vitest';
import { canManageContest, contestMenuKeyOf } from './rules.ts';

describe('contestMenuKeyOf', () => {
  it('puts the create form under Create and every other contest page under List', () => {
    expect(contestMenuKeyOf('/admin/contest/create')).toBe('contest-create');
    expect(contestMenuKeyOf('/admin/contest')).toBe('contest-list');
    expect(contestMenuKeyOf('/admin/contest/4/edit')).toBe('contest-list');
    expect(contestMenuKeyOf('/admin/contest/4/problem/create')).toBe('contest-list');
    expect(contestMenuKeyOf('/admin/contest/4/announcement')).toBe('contest-list');
  });

  it('leaves other back-office pages alone', () => {
    expect(contestMenuKeyOf('/admin/problems')).toBeNull();
    expect(contestMenuKeyOf('/admin/contests-archive')).toBeNull();
  });
});

describe('canManageContest (part 3 §6)', () => {
  const teacher = { uid: 'u-2', username: 'teacher', roleList: ['admin'] };

  it('lets a super admin manage every contest', () => {
    expect(canManageContest({ uid: 'u-9', author: 'other' }, { uid: 'u-1', username: 'root', roleList: ['root'] })).toBe(true);
  });

  it('lets an admin manage only the contests they created', () => {
    expect(canManageContest({ uid: 'u-2', author: 'teacher' }, teacher)).toBe(true);
    expect(canManageContest({ uid: 'u-9', author: 'teacher' }, teacher)).toBe(false);
    expect(canManageContest({ uid: null, author: 'teacher' }, teacher)).toBe(true);
    expect(canManageContest({ uid: null, author: null }, teacher)).toBe(false);
    expect(canManageContest({ uid: 'u-2', author: 'teacher' }, null)).toBe(false);
  });
});
