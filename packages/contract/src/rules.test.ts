import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  clampPage,
  countdownParts,
  formatMemory,
  nextExamTarget,
  oiRankScore,
  pageCount,
  rankTitleForAcCount,
  titleForAcCount,
} from './rules.ts';

describe('titleForAcCount (home title tiers)', () => {
  it.each([
    [0, null],
    [1, 'Black Iron'],
    [50, 'Black Iron'],
    [51, 'Bronze'],
    [100, 'Bronze'],
    [101, 'Silver'],
    [300, 'Silver'],
    [301, 'Gold'],
    [500, 'Gold'],
    [501, 'Diamond'],
    [1000, 'Diamond'],
    [1001, 'King'],
    [99999, 'King'],
  ])('%i accepted → %s', (ac, name) => {
    expect(titleForAcCount(ac)?.name ?? null).toBe(name);
  });
});

describe('rankTitleForAcCount (ranklist title tiers)', () => {
  it.each([
    [0, null, 0],
    [1, 'Black Iron', 1],
    [10, 'Black Iron', 1],
    [11, 'Black Iron', 2],
    [41, 'Black Iron', 5],
    [50, 'Black Iron', 5],
    [51, 'Bronze', 1],
    [61, 'Bronze', 2],
    [100, 'Bronze', 5],
    [101, 'Silver', 1],
    [140, 'Silver', 1],
    [141, 'Silver', 2],
    [261, 'Silver', 5],
    [300, 'Silver', 5],
    [301, 'Gold', 1],
    [351, 'Gold', 2],
    [501, 'Gold', 5],
    [550, 'Gold', 5],
    [551, 'Diamond', 1],
    [700, 'Diamond', 1],
    [701, 'Diamond', 2],
    [851, 'Diamond', 3],
    [1001, 'Diamond', 4],
    [1200, 'Diamond', 4],
    [1201, 'Diamond', 5],
    [1500, 'Diamond', 5],
    [1501, 'King', 0],
    [99999, 'King', 0],
  ])('%i accepted → %s with %i stars', (ac, name, stars) => {
    const title = rankTitleForAcCount(ac);
    expect(title?.name ?? null).toBe(name);
    expect(title?.stars ?? 0).toBe(stars);
  });

  it('differs from the home tiers where the spec says so', () => {
    expect(titleForAcCount(520)?.name).toBe('Diamond');
    expect(rankTitleForAcCount(520)?.name).toBe('Gold');
    expect(titleForAcCount(1200)?.name).toBe('King');
    expect(rankTitleForAcCount(1200)?.name).toBe('Diamond');
    expect(rankTitleForAcCount(520)?.color).toBe(titleForAcCount(400)?.color);
  });
});

describe('clampPage', () => {
  it('turns currentPage < 1 into 1 and limit < 1 into the default', () => {
    expect(clampPage(0, 0, 10)).toEqual({ current: 1, size: 10 });
    expect(clampPage(-5, -1, 30)).toEqual({ current: 1, size: 30 });
    expect(clampPage(undefined, undefined, 15)).toEqual({ current: 1, size: 15 });
  });
  it('keeps valid values and caps the page size', () => {
    expect(clampPage(3, 50, 10)).toEqual({ current: 3, size: 50 });
    expect(clampPage(2, 100000, 10)).toEqual({ current: 2, size: 100 });
  });
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('countdownParts', () => {
  it('splits the time left and shows zeros after the target', () => {
    const target = Date.UTC(2025, 8, 15);
    expect(countdownParts(target - (86_400_000 + 3_723_000), target)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
    expect(countdownParts(target + 1000, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('nextExamTarget', () => {
  const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();
  it.each([
    ['a date ahead', '2026-12-20', local(2026, 11, 26), local(2026, 12, 20)],
    ['a date passed this year rolls to next year', '2025-09-15', local(2026, 11, 26), local(2027, 9, 15)],
    ['a date passed earlier this year rolls to next year', '2026-09-15', local(2026, 11, 26), local(2027, 9, 15)],
    ['a date later this year from an old year', '2020-12-24', local(2026, 11, 26), local(2026, 12, 24)],
    ['the exam day itself, once it began, counts to the next', '2026-11-26', local(2026, 11, 26, 9), local(2027, 11, 26)],
    ['empty', '', local(2026, 11, 26), null],
    ['not a date', 'soon', local(2026, 11, 26), null],
    ['no such day', '2026-02-30', local(2026, 1, 1), null],
  ])('%s', (_label, date, now, expected) => {
    expect(nextExamTarget(date, now)).toBe(expected);
  });
});

describe('small display rules', () => {
  it('caps unread badges at 99', () => {
    expect(badgeCount(5)).toBe(5);
    expect(badgeCount(99)).toBe(99);
    expect(badgeCount(100)).toBe(99);
    expect(badgeCount(-3)).toBe(0);
  });
  it('formats memory in KB, MB and GB with base 1024', () => {
    expect(formatMemory(512)).toBe('512KB');
    expect(formatMemory(2048)).toBe('2.00MB');
    expect(formatMemory(3 * 1024 * 1024)).toBe('3.00GB');
    expect(formatMemory(null)).toBe('--');
  });
  it('scores an OI rank as score * 0.1 + difficulty * 2 without a total (manual judge)', () => {
    expect(oiRankScore(100, 2)).toBe(14);
    expect(oiRankScore(50, 0)).toBe(5);
    expect(oiRankScore(45, 1)).toBe(7);
  });
  it.each([
    // score, difficulty, ioScore, expected = round(0.1·score + 2·difficulty·score/ioScore)
    [100, 2, 100, 14],
    [50, 2, 100, 7],
    [45, 1, 100, 5],
    [35, 1, 100, 4],
    [25, 0, 100, 3],
    [0, 2, 100, 0],
    [30, 2, 60, 5],
    [150, 1, 300, 16],
    [40, 2, 0, 4],
  ])('scores an OI rank of %i points, difficulty %i, total %i as %i', (score, difficulty, ioScore, expected) => {
    expect(oiRankScore(score, difficulty, ioScore)).toBe(expected);
  });
});
