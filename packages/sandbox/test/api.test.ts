import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWorker, probeHost, Sandbox } from '../src/index.ts';
import { buildPrograms, ensureHelper, expectNoLeftovers, install, MiB, PROGRAMS } from './helpers.ts';

/** The Sandbox API: files, compiling and running, errors, serialization, several workers. */
let box: Sandbox;
let dir: string;
let programs: Record<string, string>;

beforeAll(async () => {
  ensureHelper();
  programs = await buildPrograms();
  dir = await mkdtemp(join(tmpdir(), 'arbiter-sandbox-api-'));
  box = await Sandbox.start({ worker: 23 });
});

afterAll(async () => {
  await box?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('start', () => {
  it('refuses a helper that is not built, with the way to build it', async () => {
    await expect(Sandbox.start({ worker: 24, helper: '/nonexistent/sbx' })).rejects.toThrow(/build\.sh/);
  });

  it('refuses bad options', async () => {
    await expect(Sandbox.start({ worker: -1 })).rejects.toThrow(/worker/);
    await expect(Sandbox.start({ worker: 24, readonlyBinds: ['/tmp/x'] })).rejects.toThrow(/cannot bind/);
    await expect(Sandbox.start({ worker: 24, uid: 5000, auxUid: 5000 })).rejects.toThrow(/distinct/);
  });

  it('reports a helper failure at start and leaves no cgroup behind', async () => {
    const err = Sandbox.start({ worker: 24, readonlyBinds: ['/nonexistent-arbiter-dir'] });
    await expect(err).rejects.toThrow(/nonexistent-arbiter-dir.*No such file/);
    for (const d of planWorker(probeHost(), 24, 0).dirs) expect(existsSync(d)).toBe(false);
  });
});

describe('files in /work', () => {
  it('writes, reads, lists through the program, and removes', async () => {
    await box.writeFile('a.txt', 'hello');
    await box.mkdir('sub');
    await box.writeFile('sub/b.bin', Buffer.from([0, 1, 2, 255]));
    expect((await box.readFile('a.txt')).toString()).toBe('hello');
    expect([...(await box.readFile('sub/b.bin'))]).toEqual([0, 1, 2, 255]);
    const r = await box.run({ argv: ['/bin/sh', '-c', 'cat /work/a.txt; ls -n /work/sub | tail -1'] });
    expect(r.stdout).toMatch(new RegExp(`^hello-rw-r--r-- 1 ${box.uid} ${box.uid} 4 `));
    await box.remove('sub');
    await expect(box.readFile('sub/b.bin')).rejects.toThrow(/ENOENT/);
  });

  it('lets the program replace the files it was given, as a compiler does', async () => {
    await box.writeFile('main', 'old');
    const r = await box.run({ argv: ['/bin/sh', '-c', 'echo new > /work/main'] });
    expect(r.status).toBe('ok');
    expect((await box.readFile('main')).toString()).toBe('new\n');
  });

  it('keeps files of the auxiliary identity private from the program', async () => {
    await box.writeFile('judge/answer.txt', 'secret', { aux: true, mode: 0o600 });
    const user = await box.run({ argv: ['/bin/sh', '-c', 'cat /work/judge/answer.txt; mv /work/judge /work/mine; rm -rf /work/judge'] });
    expect(user.stderr).toMatch(/cat: .*Permission denied/);
    expect(user.stderr).toMatch(/mv: .*Operation not permitted/);
    const aux = await box.run({ argv: ['/bin/cat', '/work/judge/answer.txt'], aux: true });
    expect(aux.stdout).toBe('secret');
  });

  it('refuses to put auxiliary files into a directory the program made', async () => {
    const r = await box.run({ argv: ['/bin/mkdir', '-m', '777', '/work/planted'] });
    expect(r.status).toBe('ok');
    await expect(box.writeFile('planted/answer', 'x', { aux: true })).rejects.toThrow(/belongs to uid/);
  });

  it('copies files in and out', async () => {
    const src = join(dir, 'in.bin');
    await writeFile(src, Buffer.alloc(3 * MiB, 7));
    await box.copyIn(src, 'big.bin');
    await box.copyOut('big.bin', join(dir, 'out.bin'));
    expect((await readFile(join(dir, 'out.bin'))).equals(await readFile(src))).toBe(true);
    await expect(box.readFile('big.bin', MiB)).rejects.toThrow(/larger than/);
  });

  it('empties /work and /tmp on reset', async () => {
    await box.writeFile('keep.txt', 'x');
    await box.run({ argv: ['/bin/sh', '-c', 'echo y > /tmp/t; mkdir -p /work/d/e/f; chmod 000 /work/d'] });
    await box.reset();
    const r = await box.run({ argv: ['/bin/sh', '-c', 'ls -A /work /tmp; stat -c %u:%a /work /tmp'] });
    expect(r.stdout).toBe(`/tmp:\n\n/work:\n0:1777\n0:1777\n`);
  });
});

describe('compiling and running', () => {
  it('compiles C in the sandbox and runs it on a test', async () => {
    await box.copyIn(join(PROGRAMS, 'sum.c'), 'main.c');
    const cc = await box.run({
      argv: ['/usr/bin/gcc', '-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c11', '-O2', 'main.c', '-lm', '-o', 'main'],
      env: { PATH: '/usr/bin:/bin' },
      limits: { cpuMs: 5000, wallMs: 10000, memoryBytes: 256 * MiB },
    });
    expect(cc.status).toBe('ok');
    await writeFile(join(dir, '1.in'), '40 2\n');
    const r = await box.run({ argv: ['/work/main'], stdinFile: join(dir, '1.in'), stdoutFile: join(dir, '1.out') });
    expect(r.status).toBe('ok');
    expect(await readFile(join(dir, '1.out'), 'utf8')).toBe('42\n');
    expect(r.stdout).toBeUndefined();
  });

  it('returns the compiler messages of a compile error', async () => {
    await box.writeFile('bad.c', 'int main(void) { return x; }\n');
    const r = await box.run({ argv: ['/usr/bin/gcc', 'bad.c', '-o', 'bad'], env: { PATH: '/usr/bin:/bin' } });
    expect(r.status).toBe('runtime');
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/bad\.c:1:\d+: error: .x. undeclared/);
  });

  it('can merge stderr into stdout', async () => {
    const r = await box.run({ argv: ['/bin/sh', '-c', 'echo out; echo err >&2'], stderrFile: 'stdout' });
    expect(r.stdout).toBe('out\nerr\n');
    expect(r.stderr).toBeUndefined();
  });

  it('looks a bare program name up in PATH', async () => {
    const r = await box.run({ argv: ['echo', 'found'], env: { PATH: '/nonexistent:/usr/bin' } });
    expect(r.stdout).toBe('found\n');
  });

  it('runs Python', async () => {
    const r = await box.run({ argv: ['/usr/bin/python3', '-S', '-c', 'import sys; print(sum(map(int, "1 2".split())))'] });
    expect(r.status).toBe('ok');
    expect(r.stdout).toBe('3\n');
  });

  it.skipIf(!existsSync('/usr/bin/javac'))('compiles and runs Java with its /etc files bound read-only', async () => {
    const java = await Sandbox.start({ worker: 25, readonlyBinds: ['/etc/java-17-openjdk', '/etc/alternatives'] });
    try {
      await java.writeFile(
        'Main.java',
        'public class Main { public static void main(String[] a) { java.util.Scanner s = new java.util.Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
      );
      const jvm = ['-XX:+UseSerialGC', '-XX:ActiveProcessorCount=1', '-XX:-UsePerfData', '-XX:TieredStopAtLevel=1'];
      const cc = await java.run({
        argv: ['/usr/bin/javac', '-J-Xmx256m', ...jvm.map((f) => `-J${f}`), '-encoding', 'utf-8', 'Main.java'],
        limits: { cpuMs: 10000, wallMs: 20000, memoryBytes: 512 * MiB, pids: 64 },
      });
      expect(cc.stderr ?? '').toBe('');
      expect(cc.status).toBe('ok');
      await writeFile(join(dir, 'j.in'), '40 2\n');
      const r = await java.run({
        argv: ['/usr/bin/java', '-Xmx200m', '-Xss64m', ...jvm, '-cp', '/work', 'Main'],
        stdinFile: join(dir, 'j.in'),
        limits: { cpuMs: 5000, wallMs: 10000, memoryBytes: 256 * MiB, pids: 64 },
      });
      expect(r.status).toBe('ok');
      expect(r.stdout).toBe('42\n');
    } finally {
      await java.close();
    }
  });
});

describe('errors', () => {
  it('reports a program that does not exist as a sandbox error', async () => {
    const r = await box.run({ argv: ['/work/nonexistent'] });
    expect(r.status).toBe('error');
    expect(r.reason).toMatch(/exec: No such file or directory/);
  });

  it('reports a missing working directory', async () => {
    const r = await box.run({ argv: ['/usr/bin/true'], cwd: '/nonexistent' });
    expect(r.status).toBe('error');
    expect(r.reason).toMatch(/chdir/);
  });

  it('reports a missing input file', async () => {
    const r = await box.run({ argv: ['/usr/bin/true'], stdinFile: join(dir, 'missing.in') });
    expect(r.status).toBe('error');
    expect(r.reason).toMatch(/open stdin .*missing\.in: No such file/);
  });

  it('refuses bad limits and environment names', async () => {
    await expect(box.run({ argv: ['/usr/bin/true'], limits: { cpuMs: 0 } })).rejects.toThrow(/positive/);
    await expect(box.run({ argv: ['/usr/bin/true'], env: { 'A=B': 'c' } })).rejects.toThrow(/environment/);
    await expect(box.run({ argv: [] })).rejects.toThrow(/argv/);
  });
});

describe('concurrency', () => {
  it('serializes runs on one sandbox', async () => {
    const t0 = performance.now();
    const rs = await Promise.all([1, 2, 3, 4].map(() => box.run({ argv: ['/usr/bin/sleep', '0.1'] })));
    expect(rs.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(400);
  });

  it('runs workers in parallel, each pinned to its own CPU (no shared CPU between boxes)', async () => {
    await install(box, { cpu: programs.cpu ?? '' });
    const other = await Sandbox.start({ worker: 26 });
    try {
      await install(other, { cpu: programs.cpu ?? '' });
      const t0 = performance.now();
      const [a, b] = await Promise.all([box, other].map((x) => x.run({ argv: ['/work/cpu', '300'] })));
      const elapsed = performance.now() - t0;
      expect(a?.cpuMs).toBeLessThan(340);
      expect(b?.cpuMs).toBeLessThan(340);
      // They ran at the same time (on a busy machine each may wait for its CPU, but not for the other).
      expect(elapsed).toBeLessThan((a?.wallMs ?? 0) + (b?.wallMs ?? 0) - 150);
      const cpus = await Promise.all([box, other].map((x) => x.run({ argv: ['/bin/grep', 'Cpus_allowed_list', '/proc/self/status'] })));
      expect(cpus[0]?.stdout).not.toBe(cpus[1]?.stdout);
    } finally {
      await other.close();
    }
  });

  it('shares no IPC objects, /dev/shm or hostname with the host', async () => {
    const r = await box.run({ argv: ['/bin/sh', '-c', 'ls /dev; cat /proc/sysvipc/shm | wc -l; hostname'] });
    expect(r.stdout).toBe('fd\nfull\nnull\nrandom\nstderr\nstdin\nstdout\nurandom\nzero\n1\nsandbox\n');
  });
});

describe('when the helper dies', () => {
  it('fails runs clearly, and close still cleans up', async () => {
    const doomed = await Sandbox.start({ worker: 27 });
    process.kill(doomed.pid, 'SIGKILL');
    await expect(doomed.run({ argv: ['/usr/bin/true'] })).rejects.toThrow(/helper exited/);
    await doomed.close();
    for (const d of doomed.cgroupDirs) expect(existsSync(d)).toBe(false);
  });

  it('closes cleanly and removes its cgroups', async () => {
    const short = await Sandbox.start({ worker: 28 });
    await short.run({ argv: ['/usr/bin/true'] });
    expectNoLeftovers(short);
    await short.close();
    for (const d of short.cgroupDirs) expect(existsSync(d)).toBe(false);
    await expect(short.run({ argv: ['/usr/bin/true'] })).rejects.toThrow(/closed/);
  });
});
