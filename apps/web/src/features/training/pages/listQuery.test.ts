import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRAINING_FILTERS,
  changeTrainingFilters,
  parseTrainingFilters,
  trainingFiltersToSearch,
  trainingListParams,
} from './listQuery.ts';

const parse = (qs: string) => parseTrainingFilters(new URLSearchParams(qs));

describe('training list query (spec part 2 §2.15)', () => {
  it('defaults to the first page of every training', () => {
    expect(parse('')).toEqual(DEFAULT_TRAINING_FILTERS);
    expect(trainingFiltersToSearch(DEFAULT_TRAINING_FILTERS).toString()).toBe('');
  });

  it('reads keyword, category, auth and page, and writes them back', () => {
    const f = parse('keyword=%20graph%20&categoryId=4&auth=Private&currentPage=2');
    expect(f).toEqual({ keyword: 'graph', categoryId: 4, auth: 'Private', currentPage: 2 });
    expect(trainingFiltersToSearch(f).toString()).toBe('keyword=graph&categoryId=4&auth=Private&currentPage=2');
  });

  it('drops unknown auths, bad category ids and pages below 1', () => {
    expect(parse('auth=private&categoryId=abc&currentPage=0')).toEqual(DEFAULT_TRAINING_FILTERS);
    expect(parse('auth=Secret&categoryId=-3&currentPage=-1')).toEqual(DEFAULT_TRAINING_FILTERS);
    expect(parse('categoryId=0').categoryId).toBeNull();
    expect(parse('auth=Public').auth).toBe('Public');
  });

  it('starts any filter change on page 1 and keeps the filters when paging', () => {
    const page3 = { ...DEFAULT_TRAINING_FILTERS, auth: 'Public' as const, currentPage: 3 };
    expect(changeTrainingFilters(page3, { categoryId: 2 })).toEqual({ keyword: '', categoryId: 2, auth: 'Public', currentPage: 1 });
    expect(changeTrainingFilters(page3, { keyword: '  dp ' })).toEqual({ keyword: 'dp', categoryId: null, auth: 'Public', currentPage: 1 });
    expect(changeTrainingFilters(page3, { auth: null }).currentPage).toBe(1);
    expect(changeTrainingFilters(page3, { currentPage: 4 })).toEqual({ ...page3, currentPage: 4 });
  });

  it('asks for 15 a page and leaves out the filters not set', () => {
    expect(trainingListParams(DEFAULT_TRAINING_FILTERS)).toEqual({
      currentPage: 1,
      limit: 15,
      keyword: undefined,
      categoryId: undefined,
      auth: undefined,
    });
    expect(trainingListParams({ keyword: 'x', categoryId: 7, auth: 'Private', currentPage: 2 })).toEqual({
      currentPage: 2,
      limit: 15,
      keyword: 'x',
      categoryId: 7,
      auth: 'Private',
    });
  });
});
