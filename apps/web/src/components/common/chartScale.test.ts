import { describe, expect, it } from 'vitest';
import { axisTop } from './chartScale.ts';

describe('axisTop', () => {
  it.each([
    [[], 5],
    [[0, 0, 0], 5],
    [[3, 1], 5],
    [[6], 10],
    [[10], 10],
    [[11], 20],
    [[21, 4], 25],
    [[26], 50],
    [[51], 100],
    [[120, 7], 200],
    [[2500], 2500],
    [[2501], 5000],
  ])('%j → %i', (values, top) => {
    expect(axisTop(values)).toBe(top);
    expect(axisTop(values)).toBeGreaterThanOrEqual(Math.max(0, ...values));
  });
});
