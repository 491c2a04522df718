import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FOLLOWED, followedKey, parseFollowed, readFollowed, toggleFollowed, writeFollowed } from './following.ts';

describe('followed users', () => {
  it('are kept per contest', () => {
    expect(followedKey(7)).toBe('contestRankConcerned:7');
    expect(followedKey(8)).not.toBe(followedKey(7));
  });

  it('read garbage as nobody and drop duplicates and non-strings', () => {
    expect(parseFollowed(null)).toEqual([]);
    expect(parseFollowed('not json')).toEqual([]);
    expect(parseFollowed('{"a":1}')).toEqual([]);
    expect(parseFollowed('["u1", 5, "", "u1", "u2", null]')).toEqual(['u1', 'u2']);
    expect(parseFollowed(JSON.stringify(['x'.repeat(33), 'ok']))).toEqual(['ok']);
  });

  it('toggle on and off, and keep at most the server limit', () => {
    expect(toggleFollowed([], 'u1')).toEqual(['u1']);
    expect(toggleFollowed(['u1', 'u2'], 'u1')).toEqual(['u2']);
    const full = Array.from({ length: MAX_FOLLOWED }, (_, i) => `u${i}`);
    const more = toggleFollowed(full, 'new');
    expect(more).toHaveLength(MAX_FOLLOWED);
    expect(more.at(-1)).toBe('new');
    expect(more[0]).toBe('u1');
  });

  describe('in browser storage', () => {
    const store = new Map<string, string>();
    beforeEach(() => {
      store.clear();
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('are written and read back, and removed when nobody is left', () => {
      writeFollowed(3, ['u1', 'u2']);
      expect(store.get('contestRankConcerned:3')).toBe('["u1","u2"]');
      expect(readFollowed(3)).toEqual(['u1', 'u2']);
      expect(readFollowed(4)).toEqual([]);
      writeFollowed(3, []);
      expect(store.has('contestRankConcerned:3')).toBe(false);
    });
  });
});
