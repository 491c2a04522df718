import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEST_FILTERS,
  changeContestFilters,
  contestFiltersToSearch,
  contestListParams,
  parseContestFilters,
} from './listQuery.ts';

const parse = (qs: string) => parseContestFilters(new URLSearchParams(qs));

describe('contest list query (spec part 2 §2.6)', () => {
  it('defaults to the first page of every contest', () => {
    expect(parse('')).toEqual(DEFAULT_CONTEST_FILTERS);
    expect(contestFiltersToSearch(DEFAULT_CONTEST_FILTERS).toString()).toBe('');
  });

  it('reads rule, status, keyword and page, and writes them back', () => {
    const f = parse('type=1&status=-1&keyword=%20spring%20cup%20&currentPage=3');
    expect(f).toEqual({ type: 1, status: -1, keyword: 'spring cup', currentPage: 3 });
    expect(contestFiltersToSearch(f).toString()).toBe('type=1&status=-1&keyword=spring+cup&currentPage=3');
  });

  it('drops values outside the choices and pages below 1', () => {
    expect(parse('type=2&status=5&currentPage=0')).toEqual(DEFAULT_CONTEST_FILTERS);
    expect(parse('type=abc&status=-2&currentPage=-4')).toEqual(DEFAULT_CONTEST_FILTERS);
    expect(parse('type=0&status=0').type).toBe(0);
    expect(parse('type=0&status=0').status).toBe(0);
  });

  it('starts any filter change on page 1 and keeps the filters when paging', () => {
    const page3 = { ...DEFAULT_CONTEST_FILTERS, type: 0, currentPage: 3 };
    expect(changeContestFilters(page3, { status: 1 })).toEqual({ type: 0, status: 1, keyword: '', currentPage: 1 });
    expect(changeContestFilters(page3, { keyword: '  final ' })).toEqual({ type: 0, status: null, keyword: 'final', currentPage: 1 });
    expect(changeContestFilters(page3, { type: null }).currentPage).toBe(1);
    expect(changeContestFilters(page3, { currentPage: 4 })).toEqual({ ...page3, currentPage: 4 });
  });

  it('asks for 10 a page and leaves out the filters not set', () => {
    expect(contestListParams(DEFAULT_CONTEST_FILTERS)).toEqual({
      currentPage: 1,
      limit: 10,
      type: undefined,
      status: undefined,
      keyword: undefined,
    });
    expect(contestListParams({ type: 1, status: 0, keyword: 'x', currentPage: 2 })).toEqual({
      currentPage: 2,
      limit: 10,
      type: 1,
      status: 0,
      keyword: 'x',
    });
  });
});
