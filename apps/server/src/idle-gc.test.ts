import { expect, it } from 'vitest';
import { collectWhenIdle } from './idle-gc.ts';

async function until(probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const MB = 1 << 20;

it('collects once the process has grown while quiet, and not again until it grows again', async () => {
  let collections = 0;
  let rss = 200 * MB;
  // Any share of the loop's time counts as quiet here: the growth rule is what is tested.
  const stop = collectWhenIdle({ everyMs: 20, idleBelow: 2, grownBytes: 16 * MB, gc: () => collections++, rss: () => rss });
  try {
    rss = 210 * MB;
    await new Promise((r) => setTimeout(r, 200));
    expect(collections).toBe(0);
    rss = 230 * MB;
    await until(() => collections === 1);
    // The collection gave little back: the new size is the base, and nothing more grew.
    rss = 228 * MB;
    await new Promise((r) => setTimeout(r, 200));
    expect(collections).toBe(1);
    // Growth counts from the smallest size seen since.
    rss = 150 * MB;
    await new Promise((r) => setTimeout(r, 100));
    rss = 170 * MB;
    await until(() => collections === 2);
  } finally {
    stop();
  }
});

it('leaves a busy loop to V8', async () => {
  let collections = 0;
  let rss = 100 * MB;
  const stop = collectWhenIdle({ everyMs: 50, idleBelow: 0.000001, grownBytes: 0, gc: () => collections++, rss: () => (rss += MB) });
  try {
    const end = Date.now() + 300;
    // Busy between the ticks: the loop is never below the (tiny) idle share.
    while (Date.now() < end) await new Promise((r) => setImmediate(r));
    expect(collections).toBe(0);
  } finally {
    stop();
  }
});
