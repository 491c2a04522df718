import { expect, it } from 'vitest';
import { collectWhenIdle } from './idle-gc.ts';

async function until(probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('collects once the loop is quiet and the process has grown, and not again until it grows again', async () => {
  let collections = 0;
  const stop = collectWhenIdle({ everyMs: 50, idleBelow: 0.5, grownBytes: 8 << 20, gc: () => collections++ });
  try {
    // Nothing grew yet: quiet ticks pass without a collection.
    await new Promise((r) => setTimeout(r, 300));
    expect(collections).toBe(0);
    let junk: object[] | null = Array.from({ length: 400_000 }, (_, i) => ({ i, s: `x${i}` }));
    await until(() => collections === 1);
    expect(junk.length).toBe(400_000);
    junk = null;
    await new Promise((r) => setTimeout(r, 300));
    expect(collections).toBe(1);
  } finally {
    stop();
  }
});

it('leaves a busy loop to V8', async () => {
  let collections = 0;
  const stop = collectWhenIdle({ everyMs: 50, idleBelow: 0.000001, grownBytes: 0, gc: () => collections++ });
  try {
    const end = Date.now() + 300;
    // Busy between the ticks: the loop is never below the (tiny) idle share.
    while (Date.now() < end) await new Promise((r) => setImmediate(r));
    expect(collections).toBe(0);
  } finally {
    stop();
  }
});
