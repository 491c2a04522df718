import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  bankParam,
  changeFilters,
  filtersToSearch,
  listParams,
  parseFilters,
  parseTagIds,
  tagBankParam,
  toggleTag,
} from './listQuery.ts';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('parseFilters', () => {
  it('reads an empty query as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.limit).toBe(30);
    expect(DEFAULT_FILTERS.oj).toBe('Mine');
  });

  it('reads every filter', () => {
    expect(parse('keyword=%20sum%20&difficulty=2&oj=cf&tagId=%5B3%2C1%5D&currentPage=4&limit=50')).toEqual({
      keyword: 'sum',
      difficulty: 2,
      oj: 'CF',
      tagIds: [3, 1],
      currentPage: 4,
      limit: 50,
      showTags: false,
    });
  });

  it('keeps the show-tags checkbox in the URL', () => {
    expect(parse('showTags=true').showTags).toBe(true);
    expect(parse('showTags=false').showTags).toBe(false);
    expect(parse('showTags=1').showTags).toBe(false);
    const shown = { ...DEFAULT_FILTERS, showTags: true };
    expect(filtersToSearch(shown).toString()).toBe('showTags=true');
    expect(parseFilters(filtersToSearch(shown))).toEqual(shown);
  });

  it('drops values it cannot read', () => {
    expect(parse('difficulty=7&oj=NOPE&currentPage=0&limit=-3')).toEqual(DEFAULT_FILTERS);
    expect(parse('currentPage=abc&limit=1000').currentPage).toBe(1);
    expect(parse('limit=1000').limit).toBe(30);
    expect(parse('difficulty=All').difficulty).toBeNull();
  });
});

describe('parseTagIds', () => {
  it('reads a JSON array or a comma list and keeps positive ids once', () => {
    expect(parseTagIds('[1,2,2,"3"]')).toEqual([1, 2, 3]);
    expect(parseTagIds('4,5')).toEqual([4, 5]);
    expect(parseTagIds('7')).toEqual([7]);
    expect(parseTagIds('[0,-1,"x",1.5]')).toEqual([]);
    expect(parseTagIds('{"a":1}')).toEqual([]);
    expect(parseTagIds(null)).toEqual([]);
  });
});

describe('filtersToSearch', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { keyword: 'a b', difficulty: 0, oj: 'All' as const, tagIds: [2, 9], currentPage: 3, limit: 10, showTags: true };
    const search = filtersToSearch(filters);
    expect(search.get('tagId')).toBe('[2,9]');
    expect(search.get('difficulty')).toBe('0');
    expect(parseFilters(search)).toEqual(filters);
  });
});

describe('changeFilters', () => {
  const onPage5 = { ...DEFAULT_FILTERS, currentPage: 5 };

  it('goes back to page 1 when a filter changes', () => {
    expect(changeFilters(onPage5, { keyword: 'x' })).toEqual({ ...DEFAULT_FILTERS, keyword: 'x', currentPage: 1 });
    expect(changeFilters(onPage5, { limit: 50 }).currentPage).toBe(1);
    expect(changeFilters(onPage5, { tagIds: [1] }).currentPage).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeFilters({ ...onPage5, keyword: 'x' }, { currentPage: 2 })).toEqual({ ...DEFAULT_FILTERS, keyword: 'x', currentPage: 2 });
  });

  it('keeps the page when only the tags column is shown or hidden', () => {
    expect(changeFilters(onPage5, { showTags: true })).toEqual({ ...onPage5, showTags: true });
    expect(changeFilters({ ...onPage5, showTags: true }, { keyword: 'x' })).toMatchObject({ showTags: true, currentPage: 1 });
  });
});

describe('bank parameters', () => {
  it('names the banks as the list and tag calls expect', () => {
    expect(bankParam('All')).toBe('ALL');
    expect(bankParam('Mine')).toBe('Mine');
    expect(bankParam('HDU')).toBe('HDU');
    expect(tagBankParam('Mine')).toBe('ME');
    expect(tagBankParam('All')).toBe('ALL');
    expect(tagBankParam('AC')).toBe('AC');
  });

  it('builds the list call parameters', () => {
    expect(listParams({ ...DEFAULT_FILTERS, keyword: 'k', difficulty: 1, tagIds: [4] })).toEqual({
      currentPage: 1,
      limit: 30,
      keyword: 'k',
      difficulty: 1,
      oj: 'Mine',
      tagId: [4],
    });
    expect(listParams(DEFAULT_FILTERS).keyword).toBeUndefined();
    expect(listParams(DEFAULT_FILTERS).difficulty).toBeUndefined();
    // Showing tags changes no call.
    expect(listParams({ ...DEFAULT_FILTERS, showTags: true })).toEqual(listParams(DEFAULT_FILTERS));
  });
});

describe('toggleTag', () => {
  it('adds a missing tag and removes a present one', () => {
    expect(toggleTag([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleTag([1, 2], 1)).toEqual([2]);
  });
});
