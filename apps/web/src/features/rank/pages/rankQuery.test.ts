import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_QUERY, changeRankQuery, parseRankQuery, rankParams, rankQueryToSearch, rankSeq, userHomePath } from './rankQuery.ts';

const parse = (qs: string) => parseRankQuery(new URLSearchParams(qs));

describe('rank list query (spec part 2 §2.14)', () => {
  it('defaults to the first page of 30', () => {
    expect(parse('')).toEqual({ currentPage: 1, limit: 30, searchUser: '' });
  });

  it('reads and writes the query', () => {
    const q = parse('currentPage=2&limit=50&searchUser=%20ali%20');
    expect(q).toEqual({ currentPage: 2, limit: 50, searchUser: 'ali' });
    expect(rankQueryToSearch(q).toString()).toBe('searchUser=ali&currentPage=2&limit=50');
    expect(rankQueryToSearch(DEFAULT_RANK_QUERY).toString()).toBe('');
  });

  it('drops unreadable pages and sizes', () => {
    expect(parse('currentPage=0&limit=abc')).toEqual(DEFAULT_RANK_QUERY);
    expect(parse('limit=500').limit).toBe(30);
  });

  it('starts a search on page 1', () => {
    const page4 = { ...DEFAULT_RANK_QUERY, currentPage: 4 };
    expect(changeRankQuery(page4, { searchUser: 'bob' })).toEqual({ currentPage: 1, limit: 30, searchUser: 'bob' });
    expect(changeRankQuery(page4, { currentPage: 5 }).currentPage).toBe(5);
    expect(changeRankQuery(page4, { limit: 10 }).currentPage).toBe(1);
  });

  it('sends no empty search', () => {
    expect(rankParams(DEFAULT_RANK_QUERY)).toEqual({ currentPage: 1, limit: 30, searchUser: undefined });
  });

  it('numbers rows across pages', () => {
    expect(rankSeq({ currentPage: 1, limit: 30 }, 0)).toBe(1);
    expect(rankSeq({ currentPage: 3, limit: 30 }, 4)).toBe(65);
  });

  it('links a user to /user-home?uid&username', () => {
    expect(userHomePath({ uid: 'a1', username: 'li lei' })).toBe('/user-home?uid=a1&username=li%20lei');
  });
});
