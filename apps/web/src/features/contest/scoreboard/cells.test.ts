import { describe, expect, it } from 'vitest';
import type { ACMCell } from '@arbiter/contract';
import { acmCellView, formatMs, oiScoreLevel, rankLabel, rowName, rowTones, toMinutes } from './cells.ts';

const cell = (c: Partial<ACMCell>): ACMCell => ({
  isAC: false,
  isFirstAC: false,
  isAfterContest: false,
  ACTime: null,
  errorNum: 0,
  tryNum: 0,
  ...c,
});

describe('toMinutes', () => {
  it('floors seconds to whole minutes', () => {
    expect(toMinutes(0)).toBe(0);
    expect(toMinutes(59)).toBe(0);
    expect(toMinutes(60)).toBe(1);
    expect(toMinutes(3599.9)).toBe(59);
    expect(toMinutes(7 * 3600 + 125)).toBe(422);
  });
  it('reads missing or broken values as 0', () => {
    expect(toMinutes(null)).toBe(0);
    expect(toMinutes(undefined)).toBe(0);
    expect(toMinutes(Number.NaN)).toBe(0);
    expect(toMinutes(-30)).toBe(0);
  });
});

describe('acmCellView', () => {
  it('shows a solve as its minute and the wrong tries before it', () => {
    expect(acmCellView(cell({ isAC: true, ACTime: 1859, errorNum: 2 }))).toMatchObject({ kind: 'solved', main: '30', sub: '(-2)' });
    expect(acmCellView(cell({ isAC: true, ACTime: 60 }))).toMatchObject({ kind: 'solved', main: '1', sub: '' });
  });
  it('marks first blood and after-contest solves', () => {
    expect(acmCellView(cell({ isAC: true, isFirstAC: true, ACTime: 300 }))).toMatchObject({ kind: 'firstBlood', main: '5' });
    expect(acmCellView(cell({ isAC: true, isAfterContest: true, ACTime: 20_000 })).afterContest).toBe(true);
  });
  it('shows sealed tries as pending with both counts', () => {
    expect(acmCellView(cell({ tryNum: 3 }))).toMatchObject({ kind: 'pending', main: '?', sub: '+3', tryNum: 3 });
    expect(acmCellView(cell({ tryNum: 2, errorNum: 1 }))).toMatchObject({ kind: 'pending', main: '?', sub: '-1 +2' });
  });
  it('lets a solve win over sealed tries', () => {
    expect(acmCellView(cell({ isAC: true, ACTime: 120, tryNum: 4 })).kind).toBe('solved');
  });
  it('shows tries without a solve in red and nothing for untouched problems', () => {
    expect(acmCellView(cell({ errorNum: 4 }))).toMatchObject({ kind: 'failed', main: '(-4)', sub: '' });
    expect(acmCellView(undefined)).toMatchObject({ kind: 'empty', main: '', sub: '' });
    expect(acmCellView(cell({}))).toMatchObject({ kind: 'empty' });
  });
});

describe('oiScoreLevel', () => {
  it('colours by zero, between and full', () => {
    expect(oiScoreLevel(0)).toBe('zero');
    expect(oiScoreLevel(1)).toBe('between');
    expect(oiScoreLevel(99.5)).toBe('between');
    expect(oiScoreLevel(100)).toBe('full');
    expect(oiScoreLevel(120)).toBe('full');
    expect(oiScoreLevel(undefined)).toBe('none');
    expect(oiScoreLevel(null)).toBe('none');
  });
});

describe('rows', () => {
  it('labels star users with *', () => {
    expect(rankLabel(-1)).toBe('*');
    expect(rankLabel(12)).toBe('12');
  });
  it('names users by the contest rule, falling back to the username', () => {
    const u = { username: 'amy', nickname: 'Amy N', realname: '' };
    expect(rowName(u, 'username')).toBe('amy');
    expect(rowName(u, 'nickname')).toBe('Amy N');
    expect(rowName(u, 'realname')).toBe('amy');
  });
  it('gives the viewer, followed users, star users and girls their tones', () => {
    const followed = new Set(['u2']);
    expect(rowTones({ uid: 'u1', rank: 1, gender: 'male' }, followed, 'u1')).toEqual(['self']);
    expect(rowTones({ uid: 'u2', rank: -1, gender: 'female' }, followed, 'u1')).toEqual(['followed', 'star', 'girl']);
    expect(rowTones({ uid: 'u3', rank: 4, gender: 'secrecy' }, followed, null)).toEqual([]);
  });
  it('formats OI times in ms', () => {
    expect(formatMs(15)).toBe('15ms');
    expect(formatMs(12.6)).toBe('13ms');
    expect(formatMs(undefined)).toBe('');
  });
});
