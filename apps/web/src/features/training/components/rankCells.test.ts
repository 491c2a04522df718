import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@arbiter/contract';
import { formatRankTime, rankCellView, rankSubmissionsPath, showsRealName } from './rankCells.ts';

describe('training rank cells (spec part 2 §2.15)', () => {
  it('writes run times in milliseconds, 0 when missing', () => {
    expect(formatRankTime(15)).toBe('(15ms)');
    expect(formatRankTime(0)).toBe('(0ms)');
    expect(formatRankTime(null)).toBe('(0ms)');
    expect(formatRankTime(undefined)).toBe('(0ms)');
    expect(formatRankTime(Number.NaN)).toBe('(0ms)');
    expect(formatRankTime(12.6)).toBe('(13ms)');
  });

  it('shows nothing for an untried problem', () => {
    expect(rankCellView(undefined)).toBeNull();
  });

  it('shows the status, and the fastest run time once solved', () => {
    expect(rankCellView({ status: JudgeStatus.ACCEPTED, score: null, isAC: true, runTime: 8 })).toEqual({
      status: JudgeStatus.ACCEPTED,
      solved: true,
      time: '(8ms)',
    });
    expect(rankCellView({ status: JudgeStatus.WRONG_ANSWER, score: 0, isAC: false, runTime: null })).toEqual({
      status: JudgeStatus.WRONG_ANSWER,
      solved: false,
      time: null,
    });
  });

  it('shows real names to the training admins only', () => {
    const students = [{ realname: null }, { realname: null }];
    expect(showsRealName(students, false)).toBe(false);
    expect(showsRealName(students, true)).toBe(true);
    // The server sends real names only to admins: a row carrying one says so.
    expect(showsRealName([{ realname: null }, { realname: '张三' }], false)).toBe(true);
    expect(showsRealName([], false)).toBe(false);
  });

  it('links a total to the accepted submissions and a cell to that problem’s', () => {
    expect(rankSubmissionsPath('bob')).toBe('/status?username=bob&status=0');
    expect(rankSubmissionsPath('a b', 'P1000')).toBe('/status?username=a+b&problemID=P1000&completeProblemID=true');
  });
});
