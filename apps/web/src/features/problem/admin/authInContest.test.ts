import { describe, expect, it } from 'vitest';
import { authOptions } from './authOptions.ts';

const labels = { 1: 'Public', 2: 'Private', 3: 'Contest' } as const;
const shown = (current: number | null, canPublish: boolean) =>
  authOptions(labels, current, canPublish, true).map((o) => `${o.label}${o.disabled ? ' (disabled)' : ''}`);

describe('the problem form opened from a contest (part 3 §4)', () => {
  it('offers the contest auth, selectable, for new and stored problems', () => {
    expect(shown(null, true)).toEqual(['Public', 'Private', 'Contest']);
    expect(shown(3, true)).toEqual(['Public', 'Private', 'Contest']);
  });

  it('still keeps public to those who may publish', () => {
    expect(shown(3, false)).toEqual(['Public (disabled)', 'Private', 'Contest']);
  });
});
