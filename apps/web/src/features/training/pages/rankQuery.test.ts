import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_QUERY, changeRankQuery, parseRankQuery, rankParams, rankQueryToSearch } from './rankQuery.ts';

const parse = (qs: string) => parseRankQuery(new URLSearchParams(qs));

describe('training rank query (spec part 2 §2.15)', () => {
  it('defaults to the first page without a search', () => {
    expect(parse('')).toEqual(DEFAULT_RANK_QUERY);
    expect(rankQueryToSearch(DEFAULT_RANK_QUERY).toString()).toBe('');
  });

  it('reads and writes the keyword and the page', () => {
    const q = parse('keyword=%20No.1%20School%20&currentPage=3');
    expect(q).toEqual({ keyword: 'No.1 School', currentPage: 3 });
    expect(rankQueryToSearch(q).toString()).toBe('keyword=No.1+School&currentPage=3');
    expect(parse('currentPage=0').currentPage).toBe(1);
    expect(parse('currentPage=x').currentPage).toBe(1);
  });

  it('starts a new search on page 1', () => {
    expect(changeRankQuery({ keyword: 'a', currentPage: 4 }, { keyword: ' bob ' })).toEqual({ keyword: 'bob', currentPage: 1 });
    expect(changeRankQuery({ keyword: 'a', currentPage: 4 }, { currentPage: 2 })).toEqual({ keyword: 'a', currentPage: 2 });
  });

  it('asks for 30 a page of the training', () => {
    expect(rankParams(9, DEFAULT_RANK_QUERY)).toEqual({ tid: 9, currentPage: 1, limit: 30, keyword: undefined });
    expect(rankParams(9, { keyword: 'bob', currentPage: 2 })).toEqual({ tid: 9, currentPage: 2, limit: 30, keyword: 'bob' });
  });
});
