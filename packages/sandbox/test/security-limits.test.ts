import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../src/index.ts';
import { buildPrograms, ensureHelper, HostWatch, install, MiB, PROGRAMS, probes } from './helpers.ts';

/**
 * The security suite, part 1: attacks on the sandbox's limits (anchors §3.6: fork bombs and
 * orphans, memory bombs, CPU and wall time, the supervisor, output floods, compile-time bombs).
 * Each test checks the verdict, and that the host is unchanged afterwards.
 */
let box: Sandbox;
let watch: HostWatch;
let programs: Record<string, string>;

beforeAll(async () => {
  ensureHelper();
  programs = await buildPrograms();
  watch = await HostWatch.start();
  box = await Sandbox.start({ worker: 21, workBytes: 32 * MiB, tmpBytes: 16 * MiB, workInodes: 2048, tmpInodes: 2048 });
  await install(box, programs);
});

afterAll(async () => {
  await box?.close();
  await watch?.stop();
});

afterEach(async () => {
  await watch.expectClean(box);
});

describe('fork bombs and orphans', () => {
  it('caps a fork bomb at the pids limit and stops it at the time limit', async () => {
    const r = await box.run({ argv: ['/work/forkbomb'], limits: { cpuMs: 1000, wallMs: 1500, pids: 32 } });
    expect(r.status).toBe('time');
    expect(r.forksRefused).toBeGreaterThan(0);
    expect(r.wallMs).toBeLessThan(1600);
    // Pinned to one CPU, the whole bomb cannot use more than the wall time.
    expect(r.cgroupCpuMs).toBeLessThan(1600);
    // The sandbox's own processes came through it (the judge-host crash class).
    expect((await box.run({ argv: ['/usr/bin/true'] })).status).toBe('ok');
  });

  it('caps a Python fork bomb the same way', async () => {
    await box.copyIn(join(PROGRAMS, 'fork.py'), 'fork.py');
    const r = await box.run({ argv: ['/usr/bin/python3', '-S', '/work/fork.py'], limits: { cpuMs: 500, wallMs: 1000, pids: 16 } });
    expect(r.status).toBe('time');
    expect(r.forksRefused).toBeGreaterThan(0);
  });

  it('refuses threads beyond the pids limit', async () => {
    const r = await box.run({ argv: ['/work/threads', 'bomb'], limits: { pids: 24 } });
    expect(r.status).toBe('runtime');
    expect(r.exitCode).toBe(5);
    expect(r.stdout).toMatch(/^created=\d+ error=EAGAIN/);
    expect(Number(/created=(\d+)/.exec(r.stdout ?? '')?.[1])).toBeLessThan(24);
    expect(r.limitHit).toBe('pids');
  });

  it('kills the processes a program leaves behind in a new session', async () => {
    const r = await box.run({ argv: ['/work/orphans'], limits: { cpuMs: 1000, wallMs: 3000 } });
    expect(r.status).toBe('ok');
    expect(r.exitCode).toBe(0);
    // The run ends with the program: nothing waits for the orphans.
    expect(r.wallMs).toBeLessThan(500);
  });
});

describe('memory bombs', () => {
  const limits = { memoryBytes: 64 * MiB, cpuMs: 3000 };

  it('stops a heap bomb', async () => {
    const r = await box.run({ argv: ['/work/memory', 'heap', '2048'], limits });
    expect(r.status).toBe('memory');
  });

  it('stops a huge static array', async () => {
    const r = await box.run({ argv: ['/work/memory', 'static'], limits });
    expect(r.status).toBe('memory');
  });

  it('stops endless recursion by memory when the stack is unlimited', async () => {
    const r = await box.run({ argv: ['/work/memory', 'stack'], limits: { ...limits, stackBytes: 1024 * MiB } });
    expect(r.status).toBe('memory');
  });

  it('stops endless recursion at the stack limit', async () => {
    const r = await box.run({ argv: ['/work/memory', 'stack'], limits: { ...limits, stackBytes: 8 * MiB } });
    expect(r.status).toBe('runtime');
    expect(r.signalName).toBe('SIGSEGV');
  });

  it('stops a Python allocation of 2 GiB', async () => {
    await box.copyIn(join(PROGRAMS, 'mem.py'), 'mem.py');
    const r = await box.run({ argv: ['/usr/bin/python3', '-S', '/work/mem.py'], limits });
    expect(r.status).toBe('memory');
  });
});

describe('CPU and wall time', () => {
  it('stops an endless loop at the CPU limit', async () => {
    const r = await box.run({ argv: ['/work/cpu'], limits: { cpuMs: 300, wallMs: 2000 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('cpu');
    expect(r.wallMs).toBeLessThan(500);
  });

  it('stops a sleeping program at the wall limit', async () => {
    const r = await box.run({ argv: ['/usr/bin/sleep', '100'], limits: { cpuMs: 300, wallMs: 400 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('wall');
    expect(r.wallMs).toBeGreaterThanOrEqual(400);
    expect(r.wallMs).toBeLessThan(500);
    expect(r.cpuMs).toBeLessThan(20);
  });

  it('stops a program blocked in pause()', async () => {
    const r = await box.run({ argv: ['/work/guesser', 'noread'], limits: { cpuMs: 300, wallMs: 400 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('wall');
  });

  it('stops a program that stopped itself with SIGSTOP', async () => {
    const r = await box.run({ argv: ['/work/status', 'signal', '19'], limits: { cpuMs: 300, wallMs: 400 } });
    expect(r.status).toBe('time');
    expect(r.limitHit).toBe('wall');
    expect(r.signalName).toBe('SIGKILL');
  });
});

describe('attacks on the supervisor', () => {
  it('cannot signal or stop its parent, init or anything outside', async () => {
    const r = await box.run({ argv: ['/work/supervisor', 'probe'] });
    expect(r.status).toBe('ok');
    const p = probes(r.stdout);
    expect(p).toMatchObject({
      kill_ppid_stop: 'EPERM',
      kill_ppid_kill: 'EPERM',
      kill_1_kill: 'EPERM',
      kill_1_term: 'EPERM',
      kill_pgrp_0: 'OK',
      alive: 'OK',
    });
    // Only its own process is visible in its PID namespace.
    expect(p.visible_pid).toBeUndefined();
  });

  it('kill(-1, SIGKILL) finds nothing to kill', async () => {
    const r = await box.run({ argv: ['/work/supervisor', 'killall'] });
    expect(r.status).toBe('ok');
    expect(probes(r.stdout)).toEqual({ kill_all: 'ESRCH', alive: 'OK' });
    const after = await box.run({ argv: ['/usr/bin/true'] });
    expect(after.status).toBe('ok');
    expect(() => process.kill(box.pid, 0)).not.toThrow();
  });
});

describe('output floods', () => {
  it('stops a stdout flood at the output limit', async () => {
    const r = await box.run({ argv: ['/work/flood', 'stdout'], limits: { outputBytes: MiB } });
    expect(r.status).toBe('output');
    expect(r.stdoutBytes).toBe(MiB);
  });

  it('stops a stderr flood at the output limit', async () => {
    const r = await box.run({ argv: ['/work/flood', 'stderr'], limits: { outputBytes: MiB } });
    expect(r.status).toBe('output');
    expect(r.stderrBytes).toBe(MiB);
  });

  it.each([
    ['/work', 'files', '1024', 32],
    ['/tmp', 'files', '1024', 16],
    ['/work', 'inodes', '0', 2048],
    ['/tmp', 'inodes', '0', 2048],
  ])('bounds what a program can write into %s (%s)', async (dir, mode, kb, bound) => {
    const r = await box.run({ argv: ['/work/flood', mode, dir, kb], limits: { memoryBytes: 128 * MiB } });
    expect(r.status).toBe('ok');
    const m = /files=(\d+) error=(\w+)/.exec(r.stdout ?? '');
    expect(m?.[2]).toBe('ENOSPC');
    expect(Number(m?.[1])).toBeLessThanOrEqual(bound);
    await box.reset();
    await install(box, { flood: programs.flood ?? '', cpu: programs.cpu ?? '' });
  });

  it('keeps runs working after a reset frees the space', async () => {
    await box.reset();
    await install(box, programs);
    const r = await box.run({ argv: ['/work/flood', 'files', '/work', '1024'] });
    expect(r.stdout).toMatch(/^files=(2\d|3[0-2]) error=ENOSPC/);
    await box.reset();
    await install(box, programs);
  });
});

describe('compile-time bombs', () => {
  const compile = { cpuMs: 2000, wallMs: 4000, memoryBytes: 512 * MiB, outputBytes: MiB, pids: 32 };
  const gcc = (src: string, ...flags: string[]) => ['/usr/bin/gcc', ...flags, `/work/${src}`, '-o', '/work/out'];

  beforeAll(async () => {
    for (const f of ['compile-urandom.c', 'compile-shadow.c', 'compile-errors.c', 'compile-template.cpp'])
      await box.copyIn(join(PROGRAMS, f), f);
  });

  it('stops a compiler reading /dev/urandom', async () => {
    const r = await box.run({ argv: gcc('compile-urandom.c'), limits: compile });
    expect(['time', 'memory']).toContain(r.status);
    expect(r.wallMs).toBeLessThan(4100);
  });

  it('cannot include a host secret', async () => {
    const r = await box.run({ argv: gcc('compile-shadow.c'), limits: compile });
    expect(r.status).toBe('runtime');
    expect(r.stderr).toContain('No such file or directory');
  });

  it('stops exponential template instantiation', async () => {
    const r = await box.run({
      argv: ['/usr/bin/g++', '-ftemplate-depth=100', '/work/compile-template.cpp', '-o', '/work/out'],
      limits: compile,
    });
    expect(['time', 'memory', 'runtime']).toContain(r.status);
    expect(r.wallMs).toBeLessThan(4100);
  });

  it('truncates a flood of compiler errors at the output limit', async () => {
    const r = await box.run({ argv: gcc('compile-errors.c'), limits: compile });
    expect(['output', 'time']).toContain(r.status);
    expect(r.stderrBytes).toBeLessThanOrEqual(MiB);
  });

  it('stops at the first error with -fmax-errors=1', async () => {
    const r = await box.run({ argv: gcc('compile-errors.c', '-fmax-errors=1'), limits: compile });
    expect(r.status).toBe('runtime');
    expect(r.stderr).toContain('error');
    expect(r.stderrBytes).toBeLessThan(4096);
  });
});
