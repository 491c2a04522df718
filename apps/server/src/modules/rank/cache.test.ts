import { describe, expect, it, vi } from 'vitest';
import type { ACMRankVO, OIRankVO, Page } from '@arbiter/contract';
import { rankPageCache } from './cache.ts';

const pageOf = (n: number): Page<ACMRankVO | OIRankVO> => ({ records: [], total: n, size: 30, current: 1, pages: 0 });

describe('rank page cache', () => {
  it('reads each key once within its time and shares a read in progress', async () => {
    const cached = rankPageCache(60);
    const read = vi.fn(async () => pageOf(1));
    const [a, b] = await Promise.all([cached('0:1:30', read), cached('0:1:30', read)]);
    expect(a).toBe(b);
    await cached('0:1:30', read);
    expect(read).toHaveBeenCalledTimes(1);
    await cached('1:1:30', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again once the time is over', async () => {
    vi.useFakeTimers();
    try {
      const cached = rankPageCache(60);
      const read = vi.fn(async () => pageOf(1));
      await cached('k', read);
      vi.advanceTimersByTime(61_000);
      await cached('k', read);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with 0 seconds, nor a failed read', async () => {
    const fresh = rankPageCache(0);
    const read = vi.fn(async () => pageOf(1));
    await fresh('k', read);
    await fresh('k', read);
    expect(read).toHaveBeenCalledTimes(2);

    const cached = rankPageCache(60);
    const failing = vi.fn(async (): Promise<Page<ACMRankVO | OIRankVO>> => {
      throw new Error('down');
    });
    await expect(cached('k', failing)).rejects.toThrow('down');
    await expect(cached('k', failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
