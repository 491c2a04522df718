import { constants } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../src/index.ts';
import { buildPrograms, ensureHelper, expectNoLeftovers, install, MiB } from './helpers.ts';

/** What the sandbox measures must be what the program did. */
let box: Sandbox;
let programs: Record<string, string>;

beforeAll(async () => {
  ensureHelper();
  programs = await buildPrograms();
  box = await Sandbox.start({ worker: 20 });
  await install(box, programs);
});

afterAll(async () => {
  await box?.close();
});

describe('time', () => {
  it('reports the CPU time of a 300 ms loop', async () => {
    const r = await box.run({ argv: ['/work/cpu', '300'], limits: { cpuMs: 2000 } });
    expect(r.status).toBe('ok');
    expect(r.cpuMs).toBeGreaterThanOrEqual(300);
    expect(r.cpuMs).toBeLessThan(330);
    // Pinned to one CPU, the wall clock is the CPU time plus whatever else ran on that CPU.
    expect(r.wallMs).toBeGreaterThanOrEqual(r.cpuMs - 1);
    expect(r.wallMs).toBeLessThan(r.cpuMs + 150);
    // The cgroup holds the sandbox's setup too, under a millisecond.
    expect(r.cgroupCpuMs - r.cpuMs).toBeLessThan(3);
  });

  it('reports a sleep as wall time, not CPU time', async () => {
    const r = await box.run({ argv: ['/usr/bin/sleep', '0.3'], limits: { cpuMs: 100, wallMs: 2000 } });
    expect(r.status).toBe('ok');
    expect(r.wallMs).toBeGreaterThanOrEqual(300);
    expect(r.wallMs).toBeLessThan(400);
    expect(r.cpuMs).toBeLessThan(10);
  });

  it('starts the wall clock at exec: a trivial program takes about a millisecond', async () => {
    const r = await box.run({ argv: ['/usr/bin/true'] });
    expect(r.status).toBe('ok');
    expect(r.wallMs).toBeLessThan(10);
  });

  it('stops a CPU loop at its limit', async () => {
    const r = await box.run({ argv: ['/work/cpu'], limits: { cpuMs: 400, wallMs: 3000 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('cpu');
    expect(r.cpuMs).toBeGreaterThanOrEqual(395);
    expect(r.cpuMs).toBeLessThan(460);
    expect(r.wallMs).toBeLessThan(600);
  });

  it('counts the CPU time of all processes of a run together', async () => {
    const r = await box.run({ argv: ['/work/multiproc', '3'], limits: { cpuMs: 400, wallMs: 3000 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('cpu');
    expect(r.cgroupCpuMs).toBeGreaterThanOrEqual(400);
    expect(r.cgroupCpuMs).toBeLessThan(470);
    expectNoLeftovers(box);
  });

  it('counts the CPU time of all threads of a process', async () => {
    const r = await box.run({ argv: ['/work/threads', 'spin', '4'], limits: { cpuMs: 300, wallMs: 3000 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('cpu');
    expect(r.cpuMs).toBeGreaterThanOrEqual(295);
    expect(r.cpuMs).toBeLessThan(370);
  });

  it('takes fractional and non-whole-second CPU limits', async () => {
    const r = await box.run({ argv: ['/work/cpu'], limits: { cpuMs: 1500, wallMs: 4000 } });
    expect(r.status).toBe('time');
    expect(r.cpuMs).toBeGreaterThanOrEqual(1495);
    expect(r.cpuMs).toBeLessThan(1560);
  });
});

describe('exit status', () => {
  it.each([0, 1, 42, 255])('reports exit code %i exactly', async (code) => {
    const r = await box.run({ argv: ['/work/status', 'exit', String(code)] });
    expect(r.exitCode).toBe(code);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(code === 0 ? 'ok' : 'runtime');
  });

  it.each(['SIGSEGV', 'SIGABRT', 'SIGFPE', 'SIGKILL', 'SIGTERM', 'SIGBUS'] as const)('reports %s exactly', async (name) => {
    const r = await box.run({ argv: ['/work/status', 'signal', String(constants.signals[name])] });
    expect(r.status).toBe('runtime');
    expect(r.signal).toBe(constants.signals[name]);
    expect(r.signalName).toBe(name);
    expect(r.exitCode).toBeNull();
  });

  it('tells exit(139) from death by SIGSEGV', async () => {
    const r = await box.run({ argv: ['/work/status', 'exit', '139'] });
    expect(r.exitCode).toBe(139);
    expect(r.signal).toBeNull();
  });
});

describe('memory', () => {
  it('reports about 100 MB for a program touching 100 MB', async () => {
    const r = await box.run({ argv: ['/work/memory', 'heap', '100'], limits: { memoryBytes: 256 * MiB } });
    expect(r.status).toBe('ok');
    expect(r.memoryKb).toBeGreaterThanOrEqual(100 * 1024);
    expect(r.memoryKb).toBeLessThan(100 * 1024 + 4096);
  });

  it('reports the small footprint of a small program', async () => {
    const r = await box.run({ argv: ['/usr/bin/true'] });
    expect(r.memoryKb).toBeLessThan(4096);
  });

  it('stops a program at its memory limit', async () => {
    const r = await box.run({ argv: ['/work/memory', 'heap', '200'], limits: { memoryBytes: 64 * MiB } });
    expect(r.status).toBe('memory');
    expect(r.limitHit).toBe('memory');
    expect(r.signalName).toBe('SIGKILL');
  });

  it('calls a peak between the limit and the headroom a memory limit too', async () => {
    // 70 MiB touched under a 68 MiB limit: within the cgroup's headroom, but over the limit.
    const r = await box.run({ argv: ['/work/memory', 'heap', '70'], limits: { memoryBytes: 68 * MiB } });
    expect(r.status).toBe('memory');
  });
});

describe('output', () => {
  it('stops output at the limit, with the file exactly that long', async () => {
    const r = await box.run({ argv: ['/work/flood', 'stdout'], limits: { outputBytes: 3 * MiB } });
    expect(r.status).toBe('output');
    expect(r.limitHit).toBe('output');
    expect(r.signalName).toBe('SIGXFSZ');
    expect(r.stdoutBytes).toBe(3 * MiB);
  });
});
