import { describe, expect, it } from 'vitest';
import { LoadMeter } from './judge-host.ts';

const core = (busy: number, idle: number) => ({ times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } });

describe('LoadMeter', () => {
  it('measures the busy share between two readings, and memory in use', () => {
    let cores = [core(100, 300), core(100, 300)];
    const meter = new LoadMeter(
      () => cores,
      () => ({ free: 3, total: 4 }),
    );
    // Since boot: 200 busy of 800.
    expect(meter.read()).toEqual({ cpu: 0.25, memory: 0.25 });
    // Then one core fully busy and the other idle for 100 ms each: half of the time.
    cores = [core(200, 300), core(100, 400)];
    expect(meter.read()).toEqual({ cpu: 0.5, memory: 0.25 });
    // No time passed: nothing measured, not a division by zero.
    expect(meter.read().cpu).toBe(0);
  });

  it('stays within 0 and 1 when the counters misbehave', () => {
    let cores = [core(500, 500)];
    const meter = new LoadMeter(
      () => cores,
      () => ({ free: 5, total: 0 }),
    );
    meter.read();
    cores = [core(400, 700)];
    expect(meter.read()).toEqual({ cpu: 0, memory: 0 });
  });
});
