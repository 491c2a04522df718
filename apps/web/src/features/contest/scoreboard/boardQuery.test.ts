import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOARD_FILTERS,
  boardFiltersToSearch,
  changeBoardFilters,
  medalDefaults,
  pageOffset,
  parseBoardFilters,
  parseScrollBoardQuery,
  rankRequest,
  scrollBoardHref,
} from './boardQuery.ts';

describe('board filters in the URL', () => {
  it('default to page 1 of 50 with star users shown', () => {
    expect(parseBoardFilters(new URLSearchParams())).toEqual(DEFAULT_BOARD_FILTERS);
    expect(DEFAULT_BOARD_FILTERS).toMatchObject({ currentPage: 1, limit: 50, removeStar: false, containsEnd: false });
    expect(boardFiltersToSearch(DEFAULT_BOARD_FILTERS).toString()).toBe('');
  });

  it('round-trip every filter', () => {
    const f = { currentPage: 3, limit: 100, keyword: 'north school', removeStar: true, containsEnd: true };
    expect(parseBoardFilters(boardFiltersToSearch(f))).toEqual(f);
  });

  it('accept only the offered page sizes and positive pages', () => {
    for (const limit of ['10', '30', '50', '100', '300'])
      expect(parseBoardFilters(new URLSearchParams({ limit })).limit).toBe(Number(limit));
    for (const limit of ['20', '301', '0', '-10', 'abc', '1e2']) expect(parseBoardFilters(new URLSearchParams({ limit })).limit).toBe(50);
    for (const currentPage of ['0', '-2', 'x', '1.5']) expect(parseBoardFilters(new URLSearchParams({ currentPage })).currentPage).toBe(1);
  });

  it('start again from page 1 on any change but paging', () => {
    const f = { ...DEFAULT_BOARD_FILTERS, currentPage: 4 };
    expect(changeBoardFilters(f, { currentPage: 5 }).currentPage).toBe(5);
    expect(changeBoardFilters(f, { keyword: 'amy' })).toMatchObject({ currentPage: 1, keyword: 'amy' });
    expect(changeBoardFilters(f, { limit: 10 }).currentPage).toBe(1);
    expect(changeBoardFilters(f, { removeStar: true }).currentPage).toBe(1);
  });

  it('count rows from the page start', () => {
    expect(pageOffset({ currentPage: 1, limit: 50 })).toBe(0);
    expect(pageOffset({ currentPage: 3, limit: 30 })).toBe(60);
  });
});

describe('rankRequest', () => {
  it('builds the ContestRankDTO', () => {
    const f = { currentPage: 2, limit: 30, keyword: 'amy', removeStar: true, containsEnd: true };
    expect(rankRequest(9, f, { forceRefresh: true, concernedList: ['u1'], allowEndSubmit: true })).toEqual({
      cid: 9,
      currentPage: 2,
      limit: 30,
      forceRefresh: true,
      removeStar: true,
      keyword: 'amy',
      containsEnd: true,
      concernedList: ['u1'],
    });
  });

  it('asks for after-contest submissions only when the contest allows them', () => {
    const f = { ...DEFAULT_BOARD_FILTERS, containsEnd: true };
    expect(rankRequest(9, f, { forceRefresh: false, allowEndSubmit: false }).containsEnd).toBe(false);
  });

  it('sends no keyword and no followed list when there are none', () => {
    const r = rankRequest(9, DEFAULT_BOARD_FILTERS, { forceRefresh: false, concernedList: [], allowEndSubmit: false });
    expect(r.keyword).toBeNull();
    expect(r.concernedList).toBeNull();
  });
});

describe('the rolling board address', () => {
  it('is written as the contract spells it', () => {
    expect(scrollBoardHref(12, true, [1, 2, 3])).toBe('/scrollBoard?cid=12&removeStar=true&medals[]=1&medals[]=2&medals[]=3');
    expect(scrollBoardHref(12, false, [0, 2.7, -1])).toBe('/scrollBoard?cid=12&removeStar=false&medals[]=0&medals[]=2&medals[]=0');
  });

  it('is read back, with the brackets encoded or not', () => {
    const href = scrollBoardHref(12, true, [4, 5, 6]);
    expect(parseScrollBoardQuery(new URLSearchParams(href.split('?')[1]))).toEqual({ cid: 12, removeStar: true, medals: [4, 5, 6] });
    expect(parseScrollBoardQuery(new URLSearchParams('cid=3&medals%5B%5D=1&medals%5B%5D=0&medals%5B%5D=2'))).toEqual({
      cid: 3,
      removeStar: false,
      medals: [1, 0, 2],
    });
  });

  it('drops medals unless there are exactly three whole counts', () => {
    expect(parseScrollBoardQuery(new URLSearchParams('cid=3&medals[]=1&medals[]=2')).medals).toBeNull();
    expect(parseScrollBoardQuery(new URLSearchParams('cid=3&medals[]=1&medals[]=x&medals[]=2')).medals).toBeNull();
    expect(parseScrollBoardQuery(new URLSearchParams('cid=3&medals[]=1&medals[]=-1&medals[]=2')).medals).toBeNull();
    expect(parseScrollBoardQuery(new URLSearchParams('cid=abc')).cid).toBeNull();
  });

  it('defaults medals to 10 %, 20 % and 30 % of the ranked rows', () => {
    expect(medalDefaults(0)).toEqual([0, 0, 0]);
    expect(medalDefaults(9)).toEqual([0, 1, 2]);
    expect(medalDefaults(57)).toEqual([5, 11, 17]);
  });
});
