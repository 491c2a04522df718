import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { Sandbox } from '../src/index.ts';

export const PROGRAMS = join(import.meta.dirname, 'programs');
export const MiB = 1 << 20;

/** Builds the helper (idempotent) so the tests run from a clean tree. */
export function ensureHelper(): void {
  execFileSync('bash', [join(import.meta.dirname, '..', 'build.sh')], { stdio: 'inherit' });
}

/**
 * Compiles the C programs of test/programs on the host, into a cache keyed by their sources
 * (compile-*.c are compile-time attacks, compiled inside the sandbox by the tests instead).
 * Returns name → binary path.
 */
export async function buildPrograms(): Promise<Record<string, string>> {
  const cache = join(tmpdir(), 'arbiter-sandbox-test-programs');
  await mkdir(cache, { recursive: true });
  const header = await readFile(join(PROGRAMS, 'probe.h'));
  const sources = (await readdir(PROGRAMS)).filter((f) => f.endsWith('.c') && !f.startsWith('compile-'));
  const out: Record<string, string> = {};
  await Promise.all(
    sources.map(async (file) => {
      const src = await readFile(join(PROGRAMS, file));
      const hash = createHash('sha256').update(src).update(header).digest('hex').slice(0, 16);
      const name = file.slice(0, -2);
      const bin = join(cache, `${name}-${hash}`);
      if (!existsSync(bin)) {
        const tmp = `${bin}.${process.pid}`;
        await promisify(execFile)('gcc', ['-O2', '-pthread', '-o', tmp, join(PROGRAMS, file)]);
        await promisify(execFile)('mv', [tmp, bin]);
      }
      out[name] = bin;
    }),
  );
  return out;
}

/** Copies the compiled programs into the sandbox's /work (executable). */
export async function install(box: Sandbox, programs: Record<string, string>): Promise<void> {
  for (const [name, path] of Object.entries(programs)) await box.copyIn(path, name, { mode: 0o755 });
}

/** Parses "name=RESULT" lines of the probe programs. */
export function probes(stdout: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of (stdout ?? '').split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

/** Paths an escaping program would create on the host. */
const ESCAPE_MARKERS = [
  '/arbiter-escape',
  '/usr/arbiter-escape',
  '/usr/bin/arbiter-escape',
  '/tmp/arbiter-escape',
  '/etc/arbiter-escape',
  '/dev/arbiter-escape',
  '/mine',
  '/tmp/mine',
];

/**
 * What an attack must leave untouched on the host: a TCP, a UDP and an abstract Unix listener on
 * the host's loopback (which must see nothing), a canary file and a fake test-data directory in
 * a temp dir (which must stay unreadable and unchanged), the hostname, and no process of the
 * sandbox's uids anywhere.
 */
export class HostWatch {
  readonly dir: string;
  readonly canary: string;
  readonly secret: string;
  readonly testdata: string;
  readonly abstractName: string;
  tcpPort = 0;
  udpPort = 0;
  tcpConnections = 0;
  unixConnections = 0;
  datagrams = 0;
  private readonly host = hostname();
  private servers: Server[] = [];
  private udp: UdpSocket | null = null;
  private listing: string[] = [];

  private constructor(dir: string) {
    this.dir = dir;
    this.canary = join(dir, 'canary.txt');
    this.testdata = join(dir, 'testdata');
    this.secret = `canary-${createHash('sha256').update(dir).digest('hex').slice(0, 24)}`;
    this.abstractName = `arbiter-test-${process.pid}-${Date.now()}`;
  }

  static async start(): Promise<HostWatch> {
    const w = new HostWatch(await mkdtemp(join(tmpdir(), 'arbiter-sandbox-host-')));
    await writeFile(w.canary, w.secret, { mode: 0o644 });
    await mkdir(w.testdata);
    await writeFile(join(w.testdata, '1.in'), '1 2\n');
    await writeFile(join(w.testdata, '1.out'), `${w.secret}\n`);
    const tcp = createServer((s) => {
      w.tcpConnections++;
      s.destroy();
    });
    await new Promise<void>((r) => tcp.listen(0, '127.0.0.1', r));
    w.tcpPort = (tcp.address() as AddressInfo).port;
    const unix = createServer((s) => {
      w.unixConnections++;
      s.destroy();
    });
    await new Promise<void>((r) => unix.listen(`\0${w.abstractName}`, r));
    w.servers = [tcp, unix];
    const udp = createSocket('udp4');
    udp.on('message', () => w.datagrams++);
    await new Promise<void>((r) => udp.bind(0, '127.0.0.1', r));
    w.udpPort = udp.address().port;
    w.udp = udp;
    w.listing = listTree(w.dir);
    return w;
  }

  async stop(): Promise<void> {
    for (const s of this.servers) await new Promise((r) => s.close(r));
    this.udp?.close();
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Asserts the host is as it was; `outputs` are texts the program produced (must not hold the secret). */
  async expectClean(box: Sandbox, outputs: (string | undefined)[] = []): Promise<void> {
    // Datagrams and connections, if any, would arrive within a moment.
    await new Promise((r) => setTimeout(r, 20));
    expect(this.tcpConnections, 'host TCP listener saw a connection').toBe(0);
    expect(this.unixConnections, 'host abstract socket saw a connection').toBe(0);
    expect(this.datagrams, 'host UDP socket received a datagram').toBe(0);
    expect(hostname()).toBe(this.host);
    expect(readFileSync(this.canary, 'utf8')).toBe(this.secret);
    expect(listTree(this.dir)).toEqual(this.listing);
    for (const text of outputs) expect(text ?? '').not.toContain(this.secret);
    for (const marker of ESCAPE_MARKERS) expect(existsSync(marker), `${marker} exists on the host`).toBe(false);
    expectNoLeftovers(box);
  }
}

function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/** No process of the sandbox's uids anywhere, and nothing but the zygotes in its cgroups. */
export function expectNoLeftovers(box: Sandbox): void {
  const uids = new Set([box.uid, box.auxUid]);
  const strays: string[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    if (uids.has(uid)) strays.push(`${pid} ${/^Name:\s+(.*)$/m.exec(status)?.[1]}`);
  }
  expect(strays, 'processes of the sandbox uid left on the host').toEqual([]);
  for (const dir of box.cgroupDirs) {
    const procs = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
    // A slot holds its zygote; the worker directory (v1) holds the supervisor.
    expect(procs.length, `processes in ${dir}`).toBeLessThanOrEqual(1);
  }
}
