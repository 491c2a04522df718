import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { judge } from '../apps/server/src/db/schema.ts';
import { seededRandom } from '../apps/server/test/random.ts';

/** Shared by the benchmarks: drive one call with a fixed number of requests and print its rate and latency. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** Milliseconds as the benchmarks print them. */
export const ms = (n: number) => n.toFixed(n < 1 ? 3 : 2);

export async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
}

/** Times `count` runs of `run(i)` and answers the times sorted, for percentiles. */
export async function sampleTimes(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await timed(() => run(i)))[1]);
  return times.sort((a, b) => a - b);
}

/**
 * Times reads while verdicts keep arriving: every fifth read follows a new verdict (AC, WA or TLE)
 * written to one of the submissions `ids`, picked with `pick`.
 */
export function readsWhileVerdictsArrive(
  db: Db,
  ids: readonly number[],
  pick: <T>(list: readonly T[]) => T,
  count: number,
  read: () => Promise<unknown>,
): Promise<number[]> {
  return sampleTimes(count, async (i) => {
    if (i % 5 === 0)
      await db
        .update(judge)
        .set({ status: pick([0, -1, 1]) })
        .where(eq(judge.submitId, pick(ids)));
    return read();
  });
}

/** A seeded generator and a pick from a list by it, so every run measures the same choices. */
export function seededPicker(seed: number): { next: () => number; pick: <T>(list: readonly T[]) => T } {
  const next = seededRandom(seed);
  return { next, pick: (list) => list[Math.floor(next() * list.length)]! };
}

/** The rows of a raw query's answer (both drivers answer with `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function load(name: string, make: () => Promise<Response>, total: number, concurrency: number): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const s = performance.now();
        const res = await make();
        const body = await res.text();
        // A body status other than 200 is a failure too (the contract's second error layer).
        if (!res.ok || !body.startsWith('{"status":200')) errors++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(52)} ${String(Math.round(total / seconds)).padStart(7)} req/s   p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms${errors ? `   errors ${errors}` : ''}`,
  );
}
