import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { applyPlan, planWorker, probeHost, removeWorker, type Counter, type WorkerPlan } from './cgroups.ts';
import { classify, type Limits, type RawResult, type RunResult } from './verdict.ts';
import { mkdirInto, readCapped, readFrom, removeFrom, writeInto, type Owner } from './workdir.ts';
import { encodeFrame, LineSplitter, type Field } from './wire.ts';

const MiB = 1 << 20;

export interface SandboxOptions {
  /** Worker number, unique on the host: picks the uids, the cgroup and (by default) the CPU. */
  worker: number;
  /** CPU the runs are pinned to; null: not pinned. Default: worker modulo the CPU count. */
  cpu?: number | null;
  /** Size of the /work tmpfs (default 256 MiB) and of /tmp (default 64 MiB). */
  workBytes?: number;
  tmpBytes?: number;
  /** Files and directories each tmpfs may hold (default 4096). */
  workInodes?: number;
  tmpInodes?: number;
  /** Extra host paths visible read-only at the same place, e.g. /etc/java-17-openjdk. */
  readonlyBinds?: string[];
  /** Uid and gid of submitted programs (default 60000 + worker) and of auxiliary ones (61000 + worker). */
  uid?: number;
  auxUid?: number;
  /** The helper binary (default: build/sbx of this package). */
  helper?: string;
}

export interface RunSpec {
  /** argv[0] is the program: a path, or a name looked up in env.PATH. */
  argv: string[];
  /** Default /work. */
  cwd?: string;
  /** The program's whole environment. Default: PATH only. */
  env?: Record<string, string>;
  /** Host paths. stdin defaults to /dev/null; stdout and stderr default to files the sandbox reads back. */
  stdinFile?: string;
  stdoutFile?: string;
  /** A host path, or 'stdout' to share stdout's file. */
  stderrFile?: string;
  limits?: Partial<Limits>;
  /** Run as the auxiliary identity (its own uid and cgroup): checkers. Interactors always are. */
  aux?: boolean;
  /** How much captured stdout and of stderr to return in the result (default 64 KiB). */
  excerptBytes?: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryBytes: 256 * MiB,
  pids: 64,
  outputBytes: 64 * MiB,
  stackBytes: 256 * MiB,
  openFiles: 256,
};

/** Memory for the slot's zygote and the run's init, charged to the same cgroup as the program. */
export const MEMORY_HEADROOM = 4 * MiB;
/** The run's init and the slot's zygote count in pids.max too. */
const PIDS_HEADROOM = 2;
const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin';
/** How long past its wall limit a run may take before the helper is deemed hung and killed. */
const WATCHDOG_MS = 15_000;

export const defaultHelper = join(import.meta.dirname, '..', 'build', 'sbx');

interface Reply {
  error?: string;
  ready?: boolean;
  pid?: number;
  ok?: boolean;
  results?: RawResult[];
}

interface Io {
  stdin?: string;
  stdout: string;
  stderr: string;
  capturedStdout: boolean;
}

/**
 * One judge worker's sandbox: a long-lived helper process (native/sbx.c) holding the namespaces
 * and cgroups, which forks each run. Runs and file operations on one Sandbox are serialized;
 * several Sandboxes (workers) run in parallel.
 *
 * Files in /work stay between runs until `reset()`: a judge that wants each test to start clean
 * resets and copies the binary in again (cheap: /work is a tmpfs).
 */
export class Sandbox {
  readonly worker: number;
  readonly uid: number;
  readonly auxUid: number;
  /** The helper's pid; its root is the sandbox's root. */
  readonly pid: number;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly plan: WorkerPlan;
  private readonly scratch: string;
  private readonly root: string;
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private broken: Error | null = null;
  private closing: Promise<void> | null = null;
  private stderrTail = '';

  private constructor(
    options: Required<Pick<SandboxOptions, 'worker' | 'uid' | 'auxUid'>>,
    child: ChildProcessWithoutNullStreams,
    plan: WorkerPlan,
    scratch: string,
  ) {
    this.worker = options.worker;
    this.uid = options.uid;
    this.auxUid = options.auxUid;
    this.child = child;
    this.plan = plan;
    this.scratch = scratch;
    this.pid = child.pid ?? -1;
    this.root = `/proc/${this.pid}/root`;
    const lines = new LineSplitter((line) => this.onLine(line));
    child.stdout.on('data', (chunk: Buffer) => lines.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-4000);
    });
    child.stdin.on('error', () => undefined); // reported through 'exit'
    child.on('exit', (code, signal) => {
      const why = this.stderrTail.trim();
      this.fail(new Error(`sandbox: the helper exited (${signal ?? `code ${code}`})${why ? `: ${why}` : ''}`));
    });
  }

  /**
   * Creates the worker's cgroups and starts its helper. Fails with a clear reason on a host that
   * cannot sandbox (not root, no usable cgroups, no seccomp, helper not built): code never runs
   * unsandboxed.
   */
  static async start(options: SandboxOptions): Promise<Sandbox> {
    const worker = options.worker;
    if (!Number.isInteger(worker) || worker < 0 || worker > 999) throw new Error('sandbox: worker must be an integer in 0..999');
    if (process.platform !== 'linux') throw new Error('sandbox: needs Linux');
    const euid = process.geteuid?.() ?? -1;
    if (euid !== 0) throw new Error(`sandbox: the judge must run as root to create sandboxes (it runs as uid ${euid})`);
    const helper = options.helper ?? defaultHelper;
    try {
      accessSync(helper, constants.X_OK);
    } catch {
      throw new Error(`sandbox: helper ${helper} is missing; build it with packages/sandbox/build.sh`);
    }
    const ids = { worker, uid: options.uid ?? 60000 + worker, auxUid: options.auxUid ?? 61000 + worker };
    if (ids.uid === ids.auxUid || ids.uid <= 0 || ids.auxUid <= 0) throw new Error('sandbox: uid and auxUid must be distinct and not root');
    for (const bind of options.readonlyBinds ?? []) {
      if (!bind.startsWith('/') || /^\/(work|tmp|proc|dev)(\/|$)/.test(bind) || bind === '/')
        throw new Error(`sandbox: cannot bind ${bind} (absolute paths outside /work, /tmp, /proc and /dev only)`);
    }

    const host = probeHost();
    const cpu = options.cpu === undefined ? worker % availableParallelism() : options.cpu;
    const plan = planWorker(host, worker, cpu);
    await removeWorker(plan); // whatever a crashed judge left
    let scratch: string;
    try {
      applyPlan(plan);
      scratch = await mkdtemp(join(tmpdir(), `arbiter-sandbox-w${worker}-`));
    } catch (e) {
      await removeWorker(plan).catch(() => undefined);
      throw new Error(`sandbox: cannot set up the cgroups of worker ${worker}: ${(e as Error).message}`, { cause: e });
    }
    const child = spawn(helper, ['serve'], { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
    const box = new Sandbox(ids, child, plan, scratch);
    const fields: Field[] = [
      ['op', 'init'],
      ['uid0', ids.uid],
      ['gid0', ids.uid],
      ['uid1', ids.auxUid],
      ['gid1', ids.auxUid],
      ['hostname', 'sandbox'],
      ['worksize', options.workBytes ?? 256 * MiB],
      ['workinodes', options.workInodes ?? 4096],
      ['tmpsize', options.tmpBytes ?? 64 * MiB],
      ['tmpinodes', options.tmpInodes ?? 4096],
      ...(options.readonlyBinds ?? []).map((p): Field => ['ro', p]),
      ...plan.supervisorProcs.map((p): Field => ['sup.procs', p]),
      ...plan.slots.flatMap((s, i) => [
        ...s.procs.map((p): Field => [`cg${i}.procs`, p]),
        ...s.memoryLimit.map((p): Field => [`cg${i}.mem`, p]),
        [`cg${i}.pids`, s.pidsMax] as Field,
        ...counterFields(`cg${i}.cpu`, s.cpu),
        ...counterFields(`cg${i}.oom`, s.oomKills),
        ...counterFields(`cg${i}.peak`, s.peak),
        ...counterFields(`cg${i}.pidsev`, s.pidsRefused),
      ]),
    ];
    try {
      const reply = await box.request(fields, 30_000);
      if (!reply.ready) throw new Error(`sandbox: ${reply.error ?? 'the helper did not start'}`);
    } catch (e) {
      await box.close();
      throw e;
    }
    return box;
  }

  /** Runs one program and waits for it. */
  run(spec: RunSpec): Promise<RunResult> {
    return this.exclusive(async () => {
      const slot = spec.aux ? 1 : 0;
      const limits = resolveLimits(spec.limits);
      const io = this.io(spec, slot);
      const reply = await this.request([['op', 'run'], ...programFields(slot, spec, limits, io)], limits.wallMs + WATCHDOG_MS);
      const raw = reply.results?.[0];
      if (!raw) return errorResult(reply.error ?? 'no result');
      return this.finish(classify(raw, limits), spec, io);
    });
  }

  /**
   * Runs a submitted program and an interactor together, the stdout of each piped into the stdin
   * of the other. The interactor runs as the auxiliary identity, so the program can neither
   * signal it nor read its memory. stdinFile and stdoutFile are ignored (the pipes take their place).
   */
  runInteractive(user: RunSpec, interactor: RunSpec): Promise<{ user: RunResult; interactor: RunResult }> {
    return this.exclusive(async () => {
      const specs = [user, interactor] as const;
      const limits = specs.map((s) => resolveLimits(s.limits));
      const ios = specs.map((s, slot) => this.io({ ...s, stdinFile: undefined, stdoutFile: undefined }, slot));
      const fields: Field[] = [['op', 'run']];
      specs.forEach((s, slot) => fields.push(...programFields(slot, s, limits[slot] as Limits, { ...(ios[slot] as Io), pipe: true })));
      const reply = await this.request(fields, Math.max(...limits.map((l) => l.wallMs)) + WATCHDOG_MS);
      const [a, b] = reply.results ?? [];
      if (!a || !b) {
        const e = errorResult(reply.error ?? 'no result');
        return { user: e, interactor: e };
      }
      return {
        user: await this.finish(classify(a, limits[0] as Limits), user, ios[0] as Io),
        interactor: await this.finish(classify(b, limits[1] as Limits), interactor, ios[1] as Io),
      };
    });
  }

  /**
   * Writes a file into /work, owned by the program's uid, or with aux by the auxiliary one.
   * Missing parent directories are created for the same owner; with aux they are private
   * (0700), so a checker's or an interactor's files stay out of the program's reach.
   */
  writeFile(path: string, data: string | Uint8Array, options: { mode?: number; aux?: boolean } = {}): Promise<void> {
    return this.exclusive(() => writeInto(this.workRoot(), path, data, this.owner(options.aux), options.mode ?? 0o644, options.aux));
  }

  /** Copies a host file into /work (as writeFile). */
  copyIn(hostPath: string, path: string, options: { mode?: number; aux?: boolean } = {}): Promise<void> {
    return this.exclusive(async () => {
      const data = await readFile(hostPath);
      await writeInto(this.workRoot(), path, data, this.owner(options.aux), options.mode ?? 0o644, options.aux);
    });
  }

  /** Reads a file from /work; throws when it is larger than maxBytes (default 256 MiB). */
  readFile(path: string, maxBytes = 256 * MiB): Promise<Buffer> {
    return this.exclusive(async () => {
      const { data, truncated } = await readFrom(this.workRoot(), path, maxBytes);
      if (truncated) throw new Error(`sandbox: ${path} is larger than ${maxBytes} bytes`);
      return data;
    });
  }

  /** Copies a file out of /work to a host path. */
  copyOut(path: string, hostPath: string, maxBytes = 256 * MiB): Promise<void> {
    return this.exclusive(async () => {
      const { data, truncated } = await readFrom(this.workRoot(), path, maxBytes);
      if (truncated) throw new Error(`sandbox: ${path} is larger than ${maxBytes} bytes`);
      await writeFile(hostPath, data);
    });
  }

  mkdir(path: string, options: { mode?: number; aux?: boolean } = {}): Promise<void> {
    return this.exclusive(() => mkdirInto(this.workRoot(), path, this.owner(options.aux), options.mode ?? 0o755));
  }

  remove(path: string): Promise<void> {
    return this.exclusive(() => removeFrom(this.workRoot(), path));
  }

  /** Empties /work and /tmp. */
  reset(): Promise<void> {
    return this.exclusive(async () => {
      const reply = await this.request([['op', 'reset']], 30_000);
      if (!reply.ok) throw new Error(`sandbox: reset failed: ${reply.error ?? 'unknown'}`);
    });
  }

  /** Stops the helper (and any run), and removes the worker's cgroups. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.broken ??= new Error('sandbox: closed');
      for (const p of this.pending.splice(0)) p.reject(this.broken);
      if (this.child.exitCode === null && this.child.signalCode === null) {
        const exited = new Promise((r) => this.child.once('exit', r));
        this.child.stdin.end();
        const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
        await exited;
        clearTimeout(timer);
      }
      await removeWorker(this.plan);
      await rm(this.scratch, { recursive: true, force: true });
    })();
    return this.closing;
  }

  /** The cgroup directories of the worker (for inspection by tests and tools). */
  get cgroupDirs(): readonly string[] {
    return this.plan.dirs;
  }

  private workRoot(): string {
    if (this.broken) throw this.broken;
    return `${this.root}/work`;
  }

  private owner(aux?: boolean): Owner {
    const id = aux ? this.auxUid : this.uid;
    return { uid: id, gid: id };
  }

  private io(spec: RunSpec, slot: number): Io {
    const captured = (name: string) => join(this.scratch, `${name}${slot}`);
    return {
      stdin: spec.stdinFile ? hostPath(spec.stdinFile) : undefined,
      stdout: spec.stdoutFile ? hostPath(spec.stdoutFile) : captured('stdout'),
      stderr: spec.stderrFile === 'stdout' ? '@stdout' : spec.stderrFile ? hostPath(spec.stderrFile) : captured('stderr'),
      capturedStdout: !spec.stdoutFile,
    };
  }

  private async finish(result: RunResult, spec: RunSpec, io: Io): Promise<RunResult> {
    const max = spec.excerptBytes ?? 64 * 1024;
    if (io.capturedStdout && result.stdoutBytes) result.stdout = await excerpt(io.stdout, max);
    if (io.stderr !== '@stdout' && result.stderrBytes) result.stderr = await excerpt(io.stderr, max);
    return result;
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private request(fields: Field[], timeoutMs: number): Promise<Reply> {
    if (this.broken) return Promise.reject(this.broken);
    const frame = encodeFrame(fields);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`sandbox: the helper did not answer within ${timeoutMs} ms`)), timeoutMs);
      this.pending.push({
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.stdin.write(frame);
    });
  }

  private onLine(line: string): void {
    const waiter = this.pending.shift();
    if (!waiter) return;
    try {
      waiter.resolve(JSON.parse(line) as Reply);
    } catch {
      waiter.reject(new Error(`sandbox: unreadable reply ${line.slice(0, 200)}`));
    }
  }

  /** Marks the sandbox unusable (the helper died or hung) and fails everything waiting on it. */
  private fail(error: Error): void {
    this.broken ??= error;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    for (const p of this.pending.splice(0)) p.reject(this.broken);
  }
}

function counterFields(prefix: string, c: Counter | null): Field[] {
  if (!c) return [];
  return [
    [prefix, c.path],
    [`${prefix}.key`, c.key],
    [`${prefix}.scale`, c.scale],
  ];
}

function resolveLimits(partial: Partial<Limits> = {}): Limits {
  const l: Limits = { ...DEFAULT_LIMITS, ...partial };
  if (partial.wallMs === undefined && partial.cpuMs !== undefined) l.wallMs = 2 * l.cpuMs + 1000;
  if (partial.stackBytes === undefined && partial.memoryBytes !== undefined) l.stackBytes = l.memoryBytes;
  for (const [k, v] of Object.entries(l)) {
    if (v !== undefined && (!Number.isFinite(v) || v <= 0)) throw new Error(`sandbox: limit ${k} must be positive`);
  }
  return l;
}

function programFields(slot: number, spec: RunSpec, l: Limits, io: Io & { pipe?: boolean }): Field[] {
  if (spec.argv.length === 0) throw new Error('sandbox: argv is empty');
  const f: Field[] = [['prog', slot]];
  for (const a of spec.argv) f.push(['arg', a]);
  for (const [k, v] of Object.entries(spec.env ?? { PATH: DEFAULT_PATH })) {
    if (k === '' || k.includes('=')) throw new Error(`sandbox: bad environment variable name "${k}"`);
    f.push(['env', `${k}=${v}`]);
  }
  f.push(['cwd', spec.cwd ?? '/work']);
  if (!io.pipe) {
    if (io.stdin) f.push(['stdin', io.stdin]);
    f.push(['stdout', io.stdout]);
  }
  f.push(['stderr', io.stderr]);
  f.push(
    ['cpu', Math.ceil(l.cpuMs)],
    ['wall', Math.ceil(l.wallMs)],
    ['cgmem', Math.ceil(l.memoryBytes) + MEMORY_HEADROOM],
    ['cgpids', Math.ceil(l.pids) + PIDS_HEADROOM],
    // RLIMIT_NPROC is a second line behind pids.max, one higher so that pids.max (which
    // counts its refusals) is what a fork bomb meets first.
    ['nproc', Math.ceil(l.pids) + 1],
    ['fsize', Math.ceil(l.outputBytes)],
    ['stack', Math.ceil(l.stackBytes)],
    ['nofile', Math.ceil(l.openFiles)],
  );
  if (l.addressSpaceBytes) f.push(['as', Math.ceil(l.addressSpaceBytes)]);
  return f;
}

/**
 * The helper opens io paths relative to the host's root but resolves absolute symlinks inside
 * the sandbox's, so the directory is canonicalized here (the file itself may not exist yet).
 */
function hostPath(path: string): string {
  if (!path.startsWith('/')) throw new Error(`sandbox: io path must be absolute: ${path}`);
  return join(realpathSync.native(dirname(path)), basename(path));
}

async function excerpt(path: string, max: number): Promise<string> {
  try {
    return (await readCapped(path, max)).data.toString('utf8');
  } catch {
    return '';
  }
}

function errorResult(reason: string): RunResult {
  return {
    status: 'error',
    exitCode: null,
    signal: null,
    signalName: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: 0,
    limitHit: null,
    reason,
    cgroupCpuMs: 0,
    cgroupMemoryKb: null,
    stdoutBytes: null,
    stderrBytes: null,
    forksRefused: 0,
  };
}
