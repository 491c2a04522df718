import { performance } from 'node:perf_hooks';

/** Shared by the benchmarks: drive one call with a fixed number of requests and print its rate and latency. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

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
