import { describe, expect, it } from 'vitest';
import { withoutGroupPrefix } from './displayId.ts';

describe('withoutGroupPrefix', () => {
  it('strips the short name whatever its case', () => {
    expect(withoutGroupPrefix('acm01A1', 'acm01')).toBe('A1');
    expect(withoutGroupPrefix('ACM01A1', 'acm01')).toBe('A1');
  });
  it('keeps an id without the prefix, or one that is only the prefix', () => {
    expect(withoutGroupPrefix('P12', 'acm01')).toBe('P12');
    expect(withoutGroupPrefix('ACM01', 'acm01')).toBe('ACM01');
    expect(withoutGroupPrefix('A1', '')).toBe('A1');
  });
});
