import { describe, expect, it } from 'vitest';
import { canManageContest, contestListSearch, contestMenuKeyOf, idParam, parseContestListFilters } from './rules.ts';

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

describe('idParam', () => {
  it('reads positive whole numbers only', () => {
    expect(idParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '99999999999999999999']) expect(idParam(raw)).toBeNaN();
  });
});

describe('contest list filters', () => {
  it('reads the keyword and page, and writes back only what differs from the defaults', () => {
    const f = parseContestListFilters(new URLSearchParams('keyword=%20spring%20&currentPage=3'));
    expect(f).toEqual({ keyword: 'spring', currentPage: 3 });
    expect(contestListSearch(f).toString()).toBe('keyword=spring&currentPage=3');
    expect(contestListSearch({ keyword: '', currentPage: 1 }).toString()).toBe('');
    expect(parseContestListFilters(new URLSearchParams('currentPage=x'))).toEqual({ keyword: '', currentPage: 1 });
  });
});
