import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { DEFAULT_FILTERS, changeFilters, filtersToSearch, listParams, parseFilters } from './listQuery.ts';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('submission list query (spec part 2 §2.4)', () => {
  it('reads an empty query as the first page of 15 of everyone', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.limit).toBe(15);
  });

  it('reads every filter', () => {
    expect(parse('onlyMine=true&status=0&username=bob&problemID=P1&completeProblemID=true&currentPage=3&limit=30')).toEqual({
      onlyMine: true,
      status: JudgeStatus.ACCEPTED,
      username: 'bob',
      problemID: 'P1',
      completeProblemID: true,
      currentPage: 3,
      limit: 30,
    });
  });

  it('drops what it cannot read', () => {
    const f = parse('onlyMine=yes&status=abc&currentPage=0&limit=1000');
    expect(f.onlyMine).toBe(false);
    expect(f.status).toBeNull();
    expect(f.currentPage).toBe(1);
    expect(f.limit).toBe(15);
    expect(parse('status=42').status).toBeNull();
    expect(parse('status=-2').status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(parse('currentPage=-4').currentPage).toBe(1);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    const f = { ...DEFAULT_FILTERS, status: JudgeStatus.WRONG_ANSWER, problemID: 'A-1', completeProblemID: true, currentPage: 2 };
    const qs = filtersToSearch(f);
    expect(qs.toString()).toBe('status=-1&problemID=A-1&completeProblemID=true&currentPage=2');
    expect(parseFilters(qs)).toEqual(f);
  });

  it('keeps completeProblemID only with a problem id', () => {
    expect(filtersToSearch({ ...DEFAULT_FILTERS, completeProblemID: true }).toString()).toBe('');
  });

  it('starts a changed filter on page 1 and keeps filters when paging', () => {
    const page3 = { ...DEFAULT_FILTERS, status: 0, currentPage: 3 };
    expect(changeFilters(page3, { status: -1 }).currentPage).toBe(1);
    expect(changeFilters(page3, { currentPage: 4 })).toEqual({ ...page3, currentPage: 4 });
  });

  it('searches a typed problem id by part again', () => {
    const exact = { ...DEFAULT_FILTERS, problemID: 'P1', completeProblemID: true };
    expect(changeFilters(exact, { problemID: 'P2' }).completeProblemID).toBe(false);
    expect(changeFilters(exact, { status: 0 }).completeProblemID).toBe(true);
  });

  it('drops the author search when Mine is on', () => {
    const byBob = { ...DEFAULT_FILTERS, username: 'bob' };
    expect(changeFilters(byBob, { onlyMine: true }).username).toBe('');
    expect(listParams({ ...byBob, onlyMine: true }).username).toBeUndefined();
  });

  it('always sends onlyMine and leaves empty filters out', () => {
    expect(listParams(DEFAULT_FILTERS)).toEqual({
      currentPage: 1,
      limit: 15,
      onlyMine: false,
      status: undefined,
      username: undefined,
      problemID: undefined,
      completeProblemID: undefined,
    });
    expect(listParams({ ...DEFAULT_FILTERS, status: 0, problemID: 'P1' })).toMatchObject({
      status: 0,
      problemID: 'P1',
      completeProblemID: false,
    });
  });
});
