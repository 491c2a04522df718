import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../src/index.ts';
import { buildPrograms, ensureHelper, HostWatch, install, MiB, probes } from './helpers.ts';

/**
 * The security suite, part 2: attacks on the sandbox's isolation (anchors §3.6: file system
 * escapes and reading test data, network, kernel interfaces, environment and privilege leaks,
 * odd bytes, interactive protocol abuse). Each test checks the result, and that the host is
 * unchanged afterwards.
 */
let box: Sandbox;
let watch: HostWatch;
/** Host files the runs read and write (outside the watched directory). */
let io: string;
/** The host's compiled test programs, by name. */
let programs: Record<string, string>;

beforeAll(async () => {
  ensureHelper();
  programs = await buildPrograms();
  watch = await HostWatch.start();
  io = await mkdtemp(join(tmpdir(), 'arbiter-sandbox-io-'));
  box = await Sandbox.start({ worker: 22, workBytes: 64 * MiB, tmpBytes: 16 * MiB });
  await install(box, programs);
});

afterAll(async () => {
  await box?.close();
  await watch?.stop();
  if (io) await rm(io, { recursive: true, force: true });
});

afterEach(async () => {
  await watch.expectClean(box);
});

describe('file system escapes', () => {
  it('cannot read, write or reach anything of the host', async () => {
    const stdin = join(watch.testdata, '1.in');
    const r = await box.run({ argv: ['/work/escape', watch.canary, watch.testdata], stdinFile: stdin });
    expect(r.status).toBe('ok');
    const p = probes(r.stdout);
    expect(p).toEqual({
      read_shadow: 'ENOENT',
      read_passwd: 'ENOENT',
      read_canary: 'ENOENT',
      list_testdata: 'ENOENT',
      read_testdata: 'ENOENT',
      list_root_home: 'ENOENT',
      list_sys: 'ENOENT',
      open_disk: 'ENOENT',
      write_usr: 'EROFS',
      write_usr_bin: 'EROFS',
      write_root: 'EROFS',
      mkdir_etc: 'EROFS',
      write_dev: 'EROFS',
      write_core_pattern: 'EACCES',
      write_drop_caches: 'EACCES',
      write_sysrq: expect.stringMatching(/^(EACCES|ENOENT)$/), // absent on some kernels
      // pid 1 of the program's view of /proc is a root process: hidden (hidepid).
      read_proc1_root: 'ENOENT',
      list_proc1_root: 'ENOENT',
      read_proc1_environ: 'ENOENT',
      mkdir_jail: 'OK',
      chroot: 'EPERM',
      mknod: 'EPERM',
      mount: 'EPERM',
      symlink_out: 'OK',
      // The link resolves inside the sandbox, where the host path does not exist.
      read_via_symlink: 'ENOENT',
      symlink_root: 'OK',
      hardlink_su: 'EXDEV',
      // The test input is root's: readable through the open descriptor, not writable.
      reopen_stdin_rw: 'EACCES',
      stdin_parent: 'ENOTDIR',
      write_tmp: 'OK',
      write_work: 'OK',
    });
    expect(readFileSync(stdin, 'utf8')).toBe('1 2\n');
    await watch.expectClean(box, [r.stdout, r.stderr]);
  });

  it('does not follow symlinks a program left in /work when the judge reads or writes files', async () => {
    // The program above left /work/link -> canary (a host path) and /work/rootlink -> /.
    await expect(box.readFile('link')).rejects.toThrow(/ELOOP/);
    await expect(box.copyOut('link', join(io, 'arbiter-copy-out'))).rejects.toThrow(/ELOOP/);
    await expect(box.readFile('rootlink/etc/passwd')).rejects.toThrow(/not a directory/);
    await expect(box.writeFile('rootlink/tmp/arbiter-escape', 'x')).rejects.toThrow(/not a directory/);
    await expect(box.readFile('../../etc/passwd')).rejects.toThrow(/plain relative path/);
    // Writing replaces the link itself, never its target.
    await box.writeFile('link', 'replaced');
    expect((await box.readFile('link')).toString()).toBe('replaced');
    await box.remove('rootlink');
    await box.remove('link');
    expect(readFileSync(watch.canary, 'utf8')).toBe(watch.secret);
  });

  it('does not hang the judge on a FIFO or a directory named like an output file', async () => {
    const r = await box.run({ argv: ['/bin/sh', '-c', 'mkfifo /work/fifo && mkdir /work/dir'] });
    expect(r.status).toBe('ok');
    await expect(box.readFile('fifo')).rejects.toThrow(/not a regular file/);
    await expect(box.readFile('dir')).rejects.toThrow(/not a regular file|EISDIR/);
  });

  it('cannot write through the output file into the host', async () => {
    // The output file is opened by the helper; the program holds only the descriptor.
    const out = join(io, `arbiter-out-${process.pid}.txt`);
    const r = await box.run({
      argv: ['/bin/sh', '-c', 'echo data; ls -l /proc/self/fd/1; cat /proc/self/fd/1/../canary.txt'],
      stdoutFile: out,
    });
    expect(r.status).toBe('runtime');
    expect(await readFile(out, 'utf8')).not.toContain(watch.secret);
    await writeFile(out, '');
  });
});

describe('network', () => {
  it('reaches nothing: no loopback, no host, no vsock', async () => {
    const r = await box.run({ argv: ['/work/net', String(watch.tcpPort), String(watch.udpPort), watch.abstractName] });
    expect(r.status).toBe('ok');
    expect(probes(r.stdout)).toEqual({
      tcp4_loopback: 'ENETUNREACH',
      tcp6_loopback: expect.stringMatching(/^(ENETUNREACH|EADDRNOTAVAIL)$/),
      tcp4_ssh: 'ENETUNREACH',
      tcp4_outside: 'ENETUNREACH',
      udp_loopback: 'ENETUNREACH',
      unix_abstract: 'ECONNREFUSED',
      vsock: 'EAFNOSUPPORT',
      packet: 'EAFNOSUPPORT',
      raw_icmp: 'EPERM',
      netlink: 'OK',
      bluetooth: 'EAFNOSUPPORT',
      lo_up: 'EPERM',
    });
  });
});

describe('kernel interfaces', () => {
  it('denies namespaces, keyrings, io_uring, bpf, ptrace, perf, mounts and module loading', async () => {
    const r = await box.run({ argv: ['/work/kernel'] });
    expect(r.status).toBe('ok');
    expect(probes(r.stdout)).toEqual({
      unshare_user: 'EPERM',
      unshare_net: 'EPERM',
      unshare_mount: 'EPERM',
      clone_newuser: 'EPERM',
      clone_newpid: 'EPERM',
      clone3: 'ENOSYS',
      setns: 'EPERM',
      keyctl: 'EPERM',
      add_key: 'EPERM',
      io_uring_setup: 'EPERM',
      bpf: 'EPERM',
      perf_event_open: 'EPERM',
      ptrace_traceme: 'EPERM',
      process_vm_readv: 'EPERM',
      userfaultfd: 'EPERM',
      mount: 'EPERM',
      umount: 'EPERM',
      pivot_root: 'EPERM',
      reboot: 'EPERM',
      init_module: 'EPERM',
      kexec_load: 'EPERM',
      syslog: 'EPERM',
      open_by_handle_at: 'EPERM',
      sethostname: 'EPERM',
      fork: 'OK',
      thread: 'OK',
    });
  });

  it('refuses a nested user namespace (unshare -Ur)', async () => {
    const r = await box.run({ argv: ['/usr/bin/unshare', '-Ur', 'id'] });
    expect(r.status).toBe('runtime');
    expect(r.stderr).toMatch(/Operation not permitted/);
  });

  it('kills a program that uses the 32-bit system call ABI', async () => {
    // A kernel built or booted without the 32-bit ABI (ia32_emulation off) faults `int 0x80`
    // itself, before any filter: the program dies of SIGSEGV there, in a box or not. Elsewhere the
    // call reaches the kernel, and the box's filter must kill it (SIGSYS) before it runs.
    const bare = spawnSync(programs.abi32!);
    const kernelHasAbi32 = bare.signal !== 'SIGSEGV';
    const r = await box.run({ argv: ['/work/abi32'] });
    expect(r.status).toBe('runtime');
    expect(r.signalName).toBe(kernelHasAbi32 ? 'SIGSYS' : 'SIGSEGV');
  });
});

describe('side channels between boxes', () => {
  it('gives two workers different CPUs, files, IPC objects and process views', async () => {
    const other = await Sandbox.start({ worker: 29 });
    const ipc = execFileSync('ipcmk', ['-M', '4096']).toString().match(/\d+/)?.[0] ?? '';
    try {
      // Both write a mark into /tmp, wait until the other has too, and read it back.
      const script =
        'grep Cpus_allowed_list /proc/self/status; echo "$TOKEN" > /tmp/mark; sleep 0.2; cat /tmp/mark; ' +
        'wc -l < /proc/sysvipc/shm; ls /proc | grep -c "^[0-9]"';
      const runs = await Promise.all(
        [box, other].map((x, i) => x.run({ argv: ['/bin/sh', '-c', script], env: { PATH: '/usr/bin:/bin', TOKEN: `box${i}` } })),
      );
      const [a, b] = runs.map((r) => (r.stdout ?? '').split('\n'));
      expect(a?.[0]).toMatch(/^Cpus_allowed_list:/);
      expect(a?.[0]).not.toBe(b?.[0]);
      expect(a?.[1]).toBe('box0');
      expect(b?.[1]).toBe('box1');
      // No SysV segment, not even the host's (the file has only its header line).
      expect(a?.[2]).toBe('1');
      // Only its own processes (sh, ls, grep), none of the other box's.
      expect(Number(a?.[3])).toBeLessThanOrEqual(3);
      expect(Number(b?.[3])).toBeLessThanOrEqual(3);
    } finally {
      execFileSync('ipcrm', ['-m', ipc]);
      await other.close();
    }
  });
});

describe('environment and privileges', () => {
  it('gives the program exactly the environment passed, the worker uid and no capabilities', async () => {
    const env = { PATH: '/usr/bin:/bin', ONLY: 'this', EMPTY: '', SPACES: ' a b ' };
    const r = await box.run({ argv: ['/work/env'], env });
    expect(r.status).toBe('ok');
    const [vars = '', status = ''] = (r.stdout ?? '').split('\n--\n');
    expect(vars.split('\0').filter(Boolean)).toEqual(Object.entries(env).map(([k, v]) => `${k}=${v}`));
    const id = box.uid;
    expect(status).toContain(`Uid:\t${id}\t${id}\t${id}\t${id}`);
    expect(status).toContain(`Gid:\t${id}\t${id}\t${id}\t${id}`);
    expect(status).toMatch(/^Groups:\s*$/m);
    for (const cap of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb']) expect(status).toContain(`${cap}:\t0000000000000000`);
    expect(status).toContain('NoNewPrivs:\t1');
    expect(status).toContain('Seccomp:\t2');
    expect(status).toContain('hostname:\tsandbox');
  });

  it('runs auxiliary programs under their own uid', async () => {
    const r = await box.run({ argv: ['/usr/bin/id', '-u'], aux: true });
    expect(r.stdout).toBe(`${box.auxUid}\n`);
  });

  it('cannot gain privileges through a setuid binary', async () => {
    const r = await box.run({ argv: ['/usr/bin/su', '-c', 'id'], stdinFile: '/dev/null' });
    expect(r.status).toBe('runtime');
    expect(r.stdout ?? '').not.toMatch(/uid=0/);
  });
});

describe('odd bytes', () => {
  it('keeps NUL bytes, invalid UTF-8 and a 10 MiB line exactly', async () => {
    const out = join(io, `arbiter-bytes-${process.pid}.out`);
    const r = await box.run({ argv: ['/work/bytes'], stdoutFile: out, limits: { outputBytes: 16 * MiB } });
    expect(r.status).toBe('ok');
    const data = await readFile(out);
    expect(data.length).toBe(9 + 10 * MiB);
    expect([...data.subarray(0, 9)]).toEqual([0x61, 0, 0x62, 0xff, 0xfe, 0xc3, 0x0a, 0, 0]);
    expect(data[9 + 10 * MiB - 1]).toBe(0x61 + ((MiB - 1) % 26));
    await writeFile(out, '');
  });

  it('passes bytes through stdin unchanged', async () => {
    const inp = join(io, `arbiter-bytes-${process.pid}.in`);
    const out = join(io, `arbiter-bytes-${process.pid}.out2`);
    const bytes = Buffer.from([0, 1, 2, 0xff, 0x80, 0x0d, 0x0a, 0xc3, 0x28, 0]);
    await writeFile(inp, bytes);
    const r = await box.run({ argv: ['/bin/cat'], stdinFile: inp, stdoutFile: out });
    expect(r.status).toBe('ok');
    expect(await readFile(out)).toEqual(bytes);
  });

  it('accepts arguments and variables with odd bytes', async () => {
    const arg = 'a b\tc\n"\'$`\\ é';
    const r = await box.run({ argv: ['/usr/bin/printf', '%s', arg], env: { PATH: '/usr/bin', X: 'é\n' } });
    expect(r.stdout).toBe(arg);
  });
});

describe('interactive protocol abuse', () => {
  const user = (mode: string) => ({ argv: ['/work/guesser', mode], limits: { cpuMs: 500, wallMs: 1000 } });
  const interactor = { argv: ['/work/interactor'], limits: { cpuMs: 2000, wallMs: 3000 } };

  it('runs a well-behaved pair', async () => {
    const { user: u, interactor: i } = await box.runInteractive(user('good'), interactor);
    expect(u.status).toBe('ok');
    expect(i.status).toBe('ok');
    expect(i.stderr).toBe('ok\n');
  });

  it('survives a program that never reads', async () => {
    const { user: u, interactor: i } = await box.runInteractive(user('noread'), interactor);
    expect(u.status).toBe('time');
    expect(u.limitHit).toBe('wall');
    // The interactor sees end of file when the program dies, and says so.
    expect(i.exitCode).toBe(1);
    expect(i.stderr).toContain('no reply');
  });

  it('survives a program that closes its pipes', async () => {
    const { user: u, interactor: i } = await box.runInteractive(user('close'), interactor);
    expect(u.status).toBe('time');
    expect(i.exitCode).toBe(1);
    expect(i.wallMs).toBeLessThan(100);
  });

  it('survives a program that floods the interactor', async () => {
    const { user: u, interactor: i } = await box.runInteractive(user('flood'), interactor);
    expect(i.exitCode).toBe(1);
    expect(i.stderr).toContain('wrong answer');
    // Once the interactor is gone, the flood meets a closed pipe.
    expect(u.status).toBe('runtime');
    expect(u.signalName).toBe('SIGPIPE');
  });

  it('keeps the interactor out of reach of the program', async () => {
    // The program runs as the submission's uid, the interactor as the auxiliary one: from the
    // program's side, no process of the interactor is even visible.
    const { user: u } = await box.runInteractive(
      { argv: ['/bin/sh', '-c', 'ls /proc | grep -c "^[0-9]" >&2; ps -e >&2 || true'], limits: { wallMs: 1000 } },
      { argv: ['/usr/bin/sleep', '0.3'], limits: { wallMs: 2000 } },
    );
    const visible = Number(u.stderr?.split('\n')[0]);
    // sh, ls and grep at most: none of them the interactor's.
    expect(visible).toBeLessThanOrEqual(3);
  });
});
