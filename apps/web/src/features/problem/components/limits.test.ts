import { describe, expect, it } from 'vitest';
import { hasSingleLimits, isCFamily, limitDisplay, percent, percentValue } from './limits.ts';

describe('limitDisplay', () => {
  it('doubles time and memory for languages other than C and C++', () => {
    expect(limitDisplay({ problemId: 'P1000', isRemote: false, timeLimit: 1000, memoryLimit: 256 })).toEqual({
      single: false,
      cTime: 1000,
      cMemory: 256,
      otherTime: 2000,
      otherMemory: 512,
    });
  });

  it('keeps single limits for remote-judge problems', () => {
    expect(hasSingleLimits({ problemId: 'CF-1A', isRemote: false })).toBe(true);
    expect(hasSingleLimits({ problemId: 'GYM-100001A', isRemote: false })).toBe(true);
    expect(hasSingleLimits({ problemId: 'HDU-1000', isRemote: true })).toBe(true);
    expect(hasSingleLimits({ problemId: 'CFX', isRemote: false })).toBe(false);
    expect(limitDisplay({ problemId: 'CF-1A', isRemote: true, timeLimit: 2000, memoryLimit: 256 })).toMatchObject({
      single: true,
      otherTime: 2000,
      otherMemory: 256,
    });
  });
});

describe('isCFamily', () => {
  it('knows the C and C++ languages', () => {
    expect(isCFamily('C')).toBe(true);
    expect(isCFamily('C++ 17 With O2')).toBe(true);
    expect(isCFamily('Java')).toBe(false);
    expect(isCFamily('Python3')).toBe(false);
    expect(isCFamily('Unknown')).toBe(false);
  });
});

describe('percent', () => {
  it('shows 2 decimals and never divides by zero', () => {
    expect(percent(1, 3)).toBe('33.33%');
    expect(percent(0, 0)).toBe('0.00%');
    expect(percent(5, 5)).toBe('100.00%');
    expect(percentValue(2, 3)).toBe(66.67);
    expect(percentValue(1, 0)).toBe(0);
  });
});
