import { describe, expect, it } from 'vitest';
import { ratingColor } from './ratingTier.ts';

describe('rating colours', () => {
  it.each([
    [null, undefined],
    [0, '#808080'],
    [1199, '#808080'],
    [1200, '#008000'],
    [1400, '#03a89e'],
    [1599, '#03a89e'],
    [1600, '#0000ff'],
    [1900, '#aa00aa'],
    [2100, '#ff8c00'],
    [2399, '#ff8c00'],
    [2400, '#ff0000'],
    [3500, '#ff0000'],
  ])('%s is %s', (rating, color) => {
    expect(ratingColor(rating)).toBe(color);
  });
});
