import { describe, expect, it } from 'vitest';
import { ConditionalCache, requestKey } from './conditional.ts';

describe('ConditionalCache', () => {
  it('remembers the ETag and gives the answer back for a 304', () => {
    const c = new ConditionalCache<string>();
    expect(c.etagFor('k')).toBeUndefined();
    c.remember('k', '"v1"', 'board 1');
    expect(c.etagFor('k')).toBe('"v1"');
    expect(c.reuse('k')).toBe('board 1');
    c.remember('k', '"v2"', 'board 2');
    expect(c.etagFor('k')).toBe('"v2"');
    expect(c.reuse('k')).toBe('board 2');
  });

  it('forgets an answer that came without an ETag', () => {
    const c = new ConditionalCache<string>();
    c.remember('k', '"v1"', 'board 1');
    c.remember('k', null, 'board 2');
    expect(c.etagFor('k')).toBeUndefined();
    expect(c.reuse('k')).toBeUndefined();
  });

  it('drops the least recently used request past its size', () => {
    const c = new ConditionalCache<number>(2);
    c.remember('a', 'ea', 1);
    c.remember('b', 'eb', 2);
    c.reuse('a');
    c.remember('c', 'ec', 3);
    expect(c.size).toBe(2);
    expect(c.etagFor('b')).toBeUndefined();
    expect(c.etagFor('a')).toBe('ea');
    expect(c.etagFor('c')).toBe('ec');
  });
});

describe('requestKey', () => {
  it('differs by call, request and viewer', () => {
    const body = { cid: 1, currentPage: 1 };
    const k = requestKey('/api/x', body, 'tok');
    expect(requestKey('/api/x', { cid: 1, currentPage: 1 }, 'tok')).toBe(k);
    expect(requestKey('/api/y', body, 'tok')).not.toBe(k);
    expect(requestKey('/api/x', { cid: 1, currentPage: 2 }, 'tok')).not.toBe(k);
    expect(requestKey('/api/x', body, null)).not.toBe(k);
  });
});
