import { ms, percentile } from './load.ts';

/**
 * Latencies and failures per kind of call, gathered while many clients run at once, printed as a
 * table: count, p50, p99, max, errors, and the commonest error messages (to tell a refusal from a
 * timeout without rerunning).
 */
export class CallStats {
  private readonly times = new Map<string, number[]>();
  private readonly errors = new Map<string, Map<string, number>>();

  record(name: string, elapsedMs: number, ok: boolean, error = ''): void {
    let list = this.times.get(name);
    if (!list) this.times.set(name, (list = []));
    list.push(elapsedMs);
    if (ok) return;
    let messages = this.errors.get(name);
    if (!messages) this.errors.set(name, (messages = new Map()));
    messages.set(error, (messages.get(error) ?? 0) + 1);
  }

  /** The latency percentile of one kind of call, in ms (0 before any). */
  p(name: string, pct: number): number {
    return percentile(
      [...(this.times.get(name) ?? [])].sort((a, b) => a - b),
      pct,
    );
  }

  errorCount(name?: string): number {
    const names = name === undefined ? [...this.errors.keys()] : [name];
    return names.reduce((sum, n) => sum + [...(this.errors.get(n)?.values() ?? [])].reduce((a, b) => a + b, 0), 0);
  }

  count(name: string): number {
    return this.times.get(name)?.length ?? 0;
  }

  callCount(): number {
    return [...this.times.values()].reduce((sum, list) => sum + list.length, 0);
  }

  print(seconds: number): void {
    console.log(
      `${'call'.padEnd(44)} ${'count'.padStart(7)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)} errors`,
    );
    for (const [name, list] of this.times) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(44)} ${String(list.length).padStart(7)} ${(list.length / seconds).toFixed(1).padStart(7)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(percentile(sorted, 99)).padStart(9)} ${ms(sorted.at(-1) ?? 0).padStart(9)} ${this.errorCount(name)}`,
      );
    }
    for (const [name, messages] of this.errors) {
      const top = [...messages].sort((a, b) => b[1] - a[1]).slice(0, 3);
      console.log(`  errors of ${name}: ${top.map(([msg, n]) => `${n}× ${msg}`).join('; ')}`);
    }
  }
}
