import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROUP_FILTERS,
  changeGroupFilters,
  groupFiltersToSearch,
  groupListParams,
  marqueeOffset,
  parseGroupFilters,
} from './listQuery.ts';

describe('the group list query', () => {
  it('reads defaults from an empty URL and writes none back', () => {
    const f = parseGroupFilters(new URLSearchParams(''));
    expect(f).toEqual(DEFAULT_GROUP_FILTERS);
    expect(groupFiltersToSearch(f).toString()).toBe('');
  });

  it('keeps a known auth and page size and drops anything else', () => {
    expect(parseGroupFilters(new URLSearchParams('auth=3&limit=30&onlyMine=true&currentPage=2&keyword=%20ab%20'))).toEqual({
      keyword: 'ab',
      auth: 3,
      onlyMine: true,
      currentPage: 2,
      limit: 30,
    });
    expect(parseGroupFilters(new URLSearchParams('auth=7&limit=31&currentPage=-1&onlyMine=1'))).toEqual(DEFAULT_GROUP_FILTERS);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const f = { ...DEFAULT_GROUP_FILTERS, currentPage: 4 };
    expect(changeGroupFilters(f, { auth: 2 }).currentPage).toBe(1);
    expect(changeGroupFilters(f, { currentPage: 5 }).currentPage).toBe(5);
  });

  it('sends only what is set', () => {
    expect(groupListParams({ ...DEFAULT_GROUP_FILTERS, onlyMine: true })).toEqual({ currentPage: 1, limit: 15, onlyMine: true });
  });

  it('scrolls a long name and starts over, never a short one', () => {
    expect(marqueeOffset(50, 0)).toBe(0);
    expect(marqueeOffset(10, 30)).toBe(10);
    expect(marqueeOffset(75, 30)).toBe(5);
  });
});
