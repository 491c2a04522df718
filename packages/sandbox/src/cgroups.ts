import { existsSync, mkdirSync, readFileSync, rmdirSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The cgroups of one sandbox worker, and the only place where cgroup v1 and v2 differ. The
 * planning functions are pure (tested with captured /proc files); `applyPlan`, `clearWorker` and
 * `removeWorker` touch the real hierarchy.
 *
 * Layout, below the judge's own cgroup (never the root of a hierarchy):
 *   arbiter-sandbox/w<N>            the worker: the supervisor (v1), cpuset pinned to one CPU
 *   arbiter-sandbox/w<N>/supervisor the supervisor (v2 only: no processes in inner nodes)
 *   arbiter-sandbox/w<N>/run0       slot 0 (submitted programs): memory, CPU, pids counted here
 *   arbiter-sandbox/w<N>/run1       slot 1 (interactors, checkers)
 */

export type CgroupMode = 'v1' | 'v2';

const CGROUP2_SUPER_MAGIC = 0x63677270;
const V1_CONTROLLERS = ['memory', 'cpuacct', 'pids', 'cpuset'] as const;
const V2_CONTROLLERS = ['memory', 'pids', 'cpu', 'cpuset'] as const;
const GROUP = 'arbiter-sandbox';

/** What the helper needs to count one slot: "a number, optionally on the line `key N`", times scale. */
export interface Counter {
  path: string;
  key: string;
  /** Multiplier to the helper's unit: ns for CPU, bytes for memory, 1 for counts. */
  scale: number;
}

interface SlotFiles {
  procs: string[];
  /** Memory limit files; the helper writes them in this order (reverse order when v1 refuses). */
  memoryLimit: string[];
  pidsMax: string;
  cpu: Counter;
  peak: Counter | null;
  oomKills: Counter;
  pidsRefused: Counter | null;
}

export type Step =
  | { op: 'mkdir'; dir: string }
  | { op: 'write'; file: string; value: string; optional?: boolean }
  /** v2: move every process of `from` into the leaf `to` (no-internal-processes rule). */
  | { op: 'moveAll'; from: string; to: string };

export interface WorkerPlan {
  mode: CgroupMode;
  /** Run in order to create and configure the worker's cgroups. */
  steps: Step[];
  supervisorProcs: string[];
  slots: [SlotFiles, SlotFiles];
  /** The worker's directories, deepest first: kill what is inside, then rmdir. */
  dirs: string[];
  /** v2: writing 1 kills a cgroup's processes (cgroup.kill), per directory of `dirs`. */
  killFiles: (string | null)[];
}

/** What a host offers, read from /proc and /sys by `probeHost`. */
export interface HostCgroups {
  mode: CgroupMode;
  /** v1: controller → its hierarchy's directory for this process (mount point + own path). */
  v1: Record<string, string>;
  /** v2: this process's cgroup directory. */
  v2: string | null;
  /** v2: that directory is the hierarchy's real root (exempt from the no-internal-processes rule). */
  v2IsRoot: boolean;
  /** Controllers the own cgroup can give to children (v2: cgroup.controllers). */
  v2Controllers: string[];
  /** v1: files that exist in the own memory cgroup (memsw exists only with swap accounting). */
  memoryFiles: string[];
  /** The own cpuset's memory nodes (v1 cpusets need them set before accepting tasks). */
  cpusetMems: string;
}

/** Controller lists by hierarchy from /proc/self/cgroup: "4:memory:/a/b" → memory → /a/b; "0::/x" → '' → /x. */
export function parseProcCgroup(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\d+:([^:]*):(.*)$/.exec(line);
    if (!m) continue;
    const [, ctrls = '', path = '/'] = m;
    if (ctrls === '') out.set('', path);
    for (const c of ctrls.split(',')) if (c) out.set(c.replace(/^name=/, 'name='), path);
  }
  return out;
}

/** cgroup mounts from /proc/self/mountinfo: v1 controller → mount point, and the cgroup2 mount points. */
export function parseCgroupMounts(mountinfo: string): { v1: Map<string, string>; v2: string[] } {
  const v1 = new Map<string, string>();
  const v2: string[] = [];
  for (const line of mountinfo.split('\n')) {
    const sep = line.indexOf(' - ');
    if (sep < 0) continue;
    const left = line.slice(0, sep).split(' ');
    const [fstype, , superOpts = ''] = line.slice(sep + 3).split(' ');
    const mountPoint = unescapeMount(left[4] ?? '');
    if (fstype === 'cgroup2') v2.push(mountPoint);
    if (fstype !== 'cgroup') continue;
    for (const opt of superOpts.split(',')) if (opt !== 'rw' && opt !== 'ro' && !v1.has(opt)) v1.set(opt, mountPoint);
  }
  return { v1, v2 };
}

function unescapeMount(s: string): string {
  return s.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
}

/** The cgroup mode from the type of the file system at /sys/fs/cgroup (study §8). */
export function modeFromStatfs(type: number, hasV1Memory: boolean): CgroupMode | null {
  if (type === CGROUP2_SUPER_MAGIC) return 'v2';
  return hasV1Memory ? 'v1' : null;
}

/** Reads what `planWorker` needs; throws with a clear reason on a host we cannot use. */
export function probeHost(root = '/sys/fs/cgroup'): HostCgroups {
  const own = parseProcCgroup(readFileSync('/proc/self/cgroup', 'utf8'));
  const mounts = parseCgroupMounts(readFileSync('/proc/self/mountinfo', 'utf8'));
  let type: number;
  try {
    type = statfsSync(root).type;
  } catch {
    throw new Error(`no cgroup file system at ${root}`);
  }
  const mode = modeFromStatfs(type, mounts.v1.has('memory'));
  if (!mode) throw new Error(`unsupported cgroup layout at ${root}: neither cgroup v2 nor a v1 memory hierarchy`);
  if (mode === 'v1') {
    const v1: Record<string, string> = {};
    for (const c of V1_CONTROLLERS) {
      const mount = mounts.v1.get(c);
      const path = own.get(c);
      if (!mount || path === undefined) throw new Error(`cgroup v1 controller "${c}" is not mounted`);
      v1[c] = join(mount, path);
    }
    const memoryDir = v1.memory ?? '';
    return {
      mode,
      v1,
      v2: null,
      v2IsRoot: false,
      v2Controllers: [],
      memoryFiles: listFiles(memoryDir),
      cpusetMems: readFileSync(join(v1.cpuset ?? '', 'cpuset.mems'), 'utf8').trim(),
    };
  }
  const dir = join(mounts.v2[0] ?? root, own.get('') ?? '/');
  const controllers = readFileSync(join(dir, 'cgroup.controllers'), 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const c of ['memory', 'pids', 'cpu']) {
    if (!controllers.includes(c))
      throw new Error(`cgroup v2 controller "${c}" is not available in ${dir} (is the judge's cgroup delegated?)`);
  }
  // Only the real root lacks cgroup.type (a cgroup namespace's root has one).
  const isRoot = !existsSync(join(dir, 'cgroup.type'));
  return { mode, v1: {}, v2: dir, v2IsRoot: isRoot, v2Controllers: controllers, memoryFiles: [], cpusetMems: '' };
}

function listFiles(dir: string): string[] {
  return ['memory.memsw.limit_in_bytes'].filter((n) => existsSync(join(dir, n)));
}

/** The cgroups of worker N with its runs pinned to `cpu`. Pure. */
export function planWorker(host: HostCgroups, worker: number, cpu: number | null): WorkerPlan {
  return host.mode === 'v1' ? planV1(host, worker, cpu) : planV2(host, worker, cpu);
}

function planV1(host: HostCgroups, worker: number, cpu: number | null): WorkerPlan {
  const steps: Step[] = [];
  const dirsOf = (ctrl: string, ...rest: string[]) => join(host.v1[ctrl] ?? '', GROUP, `w${worker}`, ...rest);
  // Controllers mounted together (e.g. cpu,cpuacct) share directories: create each once.
  const hierarchies = [...new Set(V1_CONTROLLERS.map((c) => host.v1[c] ?? ''))];
  const slotDir = (ctrl: string, slot: number) => dirsOf(ctrl, `run${slot}`);
  const cpusetParent = host.v1.cpuset ?? '';
  const cpus = cpu === null ? null : String(cpu);

  for (const h of hierarchies) {
    const isCpuset = h === cpusetParent;
    for (const rel of [[GROUP], [GROUP, `w${worker}`], [GROUP, `w${worker}`, 'run0'], [GROUP, `w${worker}`, 'run1']]) {
      const dir = join(h, ...rel);
      steps.push({ op: 'mkdir', dir });
      if (isCpuset) {
        // A v1 cpuset accepts no task before both are set; the group itself spans the parent's CPUs.
        const value = rel.length === 1 || cpus === null ? readCpusLater : cpus;
        steps.push({ op: 'write', file: join(dir, 'cpuset.cpus'), value });
        steps.push({ op: 'write', file: join(dir, 'cpuset.mems'), value: host.cpusetMems });
      }
    }
  }
  const memsw = host.memoryFiles.includes('memory.memsw.limit_in_bytes');
  const slot = (s: number): SlotFiles => {
    const mem = slotDir('memory', s);
    steps.push({ op: 'write', file: join(mem, 'memory.swappiness'), value: '0', optional: true });
    return {
      procs: hierarchies.map((h) => join(h, GROUP, `w${worker}`, `run${s}`, 'cgroup.procs')),
      memoryLimit: [join(mem, 'memory.limit_in_bytes'), ...(memsw ? [join(mem, 'memory.memsw.limit_in_bytes')] : [])],
      pidsMax: join(slotDir('pids', s), 'pids.max'),
      cpu: { path: join(slotDir('cpuacct', s), 'cpuacct.usage'), key: '', scale: 1 },
      peak: { path: join(mem, 'memory.max_usage_in_bytes'), key: '', scale: 1 },
      oomKills: { path: join(mem, 'memory.oom_control'), key: 'oom_kill', scale: 1 },
      pidsRefused: { path: join(slotDir('pids', s), 'pids.events'), key: 'max', scale: 1 },
    };
  };
  const slots: [SlotFiles, SlotFiles] = [slot(0), slot(1)];
  const dirs = hierarchies.flatMap((h) => [2, 1, 0].map((i) => join(h, GROUP, `w${worker}`, ...(i === 0 ? [] : [`run${i - 1}`]))));
  return {
    mode: 'v1',
    steps,
    supervisorProcs: hierarchies.map((h) => join(h, GROUP, `w${worker}`, 'cgroup.procs')),
    slots,
    dirs,
    killFiles: dirs.map(() => null),
  };
}

/** Placeholder value: "the parent's cpuset.cpus", resolved by `applyPlan` (it is host state). */
const readCpusLater = '<parent cpus>';

function planV2(host: HostCgroups, worker: number, cpu: number | null): WorkerPlan {
  const own = host.v2 ?? '';
  const group = join(own, GROUP);
  const w = join(group, `w${worker}`);
  const enable = V2_CONTROLLERS.filter((c) => host.v2Controllers.includes(c));
  const steps: Step[] = [];
  // The judge's own cgroup gets controllers for its children, so its processes go to a leaf first
  // (the real root is exempt, and moving the whole machine would be wrong).
  if (!host.v2IsRoot) {
    steps.push({ op: 'mkdir', dir: join(own, 'judge') });
    steps.push({ op: 'moveAll', from: own, to: join(own, 'judge') });
  }
  for (const dir of [own, group, w]) {
    if (dir !== own) steps.push({ op: 'mkdir', dir });
    for (const c of enable)
      steps.push({ op: 'write', file: join(dir, 'cgroup.subtree_control'), value: `+${c}`, optional: c === 'cpuset' });
  }
  if (cpu !== null && enable.includes('cpuset')) steps.push({ op: 'write', file: join(w, 'cpuset.cpus'), value: String(cpu) });
  steps.push({ op: 'mkdir', dir: join(w, 'supervisor') });
  const slot = (s: number): SlotFiles => {
    const dir = join(w, `run${s}`);
    steps.push({ op: 'mkdir', dir });
    // Absent when the kernel has no swap accounting; then there is no swap to limit either.
    steps.push({ op: 'write', file: join(dir, 'memory.swap.max'), value: '0', optional: true });
    return {
      procs: [join(dir, 'cgroup.procs')],
      memoryLimit: [join(dir, 'memory.max')],
      pidsMax: join(dir, 'pids.max'),
      cpu: { path: join(dir, 'cpu.stat'), key: 'usage_usec', scale: 1000 },
      // memory.peak exists from 5.19 and can be reset per open file from 6.12; the helper skips a
      // counter it cannot open, and users are shown maxrss anyway.
      peak: { path: join(dir, 'memory.peak'), key: '', scale: 1 },
      oomKills: { path: join(dir, 'memory.events'), key: 'oom_kill', scale: 1 },
      pidsRefused: { path: join(dir, 'pids.events'), key: 'max', scale: 1 },
    };
  };
  const slots: [SlotFiles, SlotFiles] = [slot(0), slot(1)];
  const dirs = [join(w, 'run0'), join(w, 'run1'), join(w, 'supervisor'), w];
  return {
    mode: 'v2',
    steps,
    supervisorProcs: [join(w, 'supervisor', 'cgroup.procs')],
    slots,
    dirs,
    killFiles: dirs.map((d) => join(d, 'cgroup.kill')),
  };
}

/** Creates and configures the worker's cgroups. Idempotent. */
export function applyPlan(plan: WorkerPlan): void {
  for (const step of plan.steps) {
    if (step.op === 'mkdir') {
      mkdirSync(step.dir, { recursive: true });
    } else if (step.op === 'moveAll') {
      moveAll(step.from, step.to);
    } else {
      let value = step.value;
      if (value === readCpusLater) value = readFileSync(join(step.file, '..', '..', 'cpuset.cpus'), 'utf8').trim();
      try {
        writeFileSync(step.file, value);
      } catch (e) {
        if (step.optional) continue;
        throw new Error(`cannot write ${value} to ${step.file}: ${(e as Error).message}`, { cause: e });
      }
    }
  }
}

function moveAll(from: string, to: string): void {
  // Processes may appear while we move (children of the judge); a few passes settle it.
  for (let pass = 0; pass < 10; pass++) {
    const pids = readPids(join(from, 'cgroup.procs'));
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        writeFileSync(join(to, 'cgroup.procs'), String(pid));
      } catch {
        // exited meanwhile, or a kernel thread: nothing to move
      }
    }
  }
}

function readPids(procsFile: string): number[] {
  try {
    return readFileSync(procsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Kills whatever a previous supervisor left in the worker's cgroups and removes them. */
export async function removeWorker(plan: WorkerPlan, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const [i, dir] of plan.dirs.entries()) {
    if (!existsSync(dir)) continue;
    for (;;) {
      const pids = readPids(join(dir, 'cgroup.procs'));
      if (pids.length === 0) {
        try {
          rmdirSync(dir);
          break;
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') break;
          if ((e as NodeJS.ErrnoException).code !== 'EBUSY') throw e;
        }
      } else {
        const kill = plan.killFiles[i];
        if (kill && existsSync(kill)) writeFileSync(kill, '1');
        else
          for (const pid of pids) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }
      }
      if (Date.now() > deadline) throw new Error(`cgroup ${dir} did not empty`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}
