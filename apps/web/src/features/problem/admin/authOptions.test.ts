import { describe, expect, it } from 'vitest';
import { authOptions, newProblemAuth } from './authOptions.ts';

const labels = { 1: 'Public', 2: 'Private', 3: 'Contest' } as const;
const shown = (current: number | null, canPublish: boolean) =>
  authOptions(labels, current, canPublish).map((o) => `${o.label}${o.disabled ? ' (disabled)' : ''}`);

describe('authOptions', () => {
  it('offers public and private to root and problem admins, never contest', () => {
    expect(shown(2, true)).toEqual(['Public', 'Private']);
    expect(shown(null, true)).toEqual(['Public', 'Private']);
  });

  it('disables public for a plain admin, still showing it for a problem that is public', () => {
    expect(shown(2, false)).toEqual(['Public (disabled)', 'Private']);
    expect(shown(1, false)).toEqual(['Public (disabled)', 'Private']);
  });

  it('shows contest, disabled, only for a problem that has it', () => {
    expect(shown(3, true)).toEqual(['Public', 'Private', 'Contest (disabled)']);
    expect(shown(3, false)).toEqual(['Public (disabled)', 'Private', 'Contest (disabled)']);
  });
});

describe('newProblemAuth', () => {
  it('is public for those who may publish, private for a plain admin', () => {
    expect(newProblemAuth(true)).toBe(1);
    expect(newProblemAuth(false)).toBe(2);
  });
});
