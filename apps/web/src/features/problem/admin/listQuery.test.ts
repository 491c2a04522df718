import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_FILTERS, adminFiltersToSearch, adminListParams, changeAdminFilters, parseAdminFilters } from './listQuery.ts';

describe('admin problem list filters', () => {
  it('reads the defaults from an empty query and writes nothing back', () => {
    const f = parseAdminFilters(new URLSearchParams(''));
    expect(f).toEqual(DEFAULT_ADMIN_FILTERS);
    expect(adminFiltersToSearch(f).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const f = { keyword: 'sum', auth: 2 as const, oj: 'ME', currentPage: 3, limit: 50 };
    expect(parseAdminFilters(adminFiltersToSearch(f))).toEqual(f);
  });

  it('drops unreadable values', () => {
    const f = parseAdminFilters(new URLSearchParams('auth=7&oj=nowhere&currentPage=-2&limit=13'));
    expect(f).toEqual(DEFAULT_ADMIN_FILTERS);
  });

  it('matches the bank case-insensitively', () => {
    expect(parseAdminFilters(new URLSearchParams('oj=cf')).oj).toBe('CF');
    expect(parseAdminFilters(new URLSearchParams('oj=me')).oj).toBe('ME');
  });

  it('goes back to page 1 on a new filter but not on paging', () => {
    const f = { ...DEFAULT_ADMIN_FILTERS, currentPage: 4 };
    expect(changeAdminFilters(f, { keyword: 'x' }).currentPage).toBe(1);
    expect(changeAdminFilters(f, { auth: 1 }).currentPage).toBe(1);
    expect(changeAdminFilters(f, { currentPage: 5 }).currentPage).toBe(5);
    expect(changeAdminFilters(f, { currentPage: 2, limit: 20 })).toMatchObject({ currentPage: 2, limit: 20 });
  });

  it('builds the call parameters, leaving a blank keyword out', () => {
    expect(adminListParams(DEFAULT_ADMIN_FILTERS)).toEqual({ currentPage: 1, limit: 10, keyword: undefined, auth: 0, oj: 'All' });
  });
});
