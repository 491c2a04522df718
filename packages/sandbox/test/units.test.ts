import { describe, expect, it } from 'vitest';
import { modeFromStatfs, parseCgroupMounts, parseProcCgroup, planWorker, type HostCgroups, type Step } from '../src/cgroups.ts';
import { classify, type Limits, type RawResult } from '../src/verdict.ts';
import { encodeFrame, LineSplitter } from '../src/wire.ts';
import { splitRelative } from '../src/workdir.ts';

/** Pure parts: no root, no cgroups needed. */

// Captured on the development VM (cgroup v1 hybrid) and on a systemd cgroup v2 host.
const HYBRID_CGROUP = `9:name=systemd:/
8:pids:/
4:memory:/process_api/282b02c0
3:cpuset:/
2:cpuacct:/
1:cpu:/
0::/
`;
const HYBRID_MOUNTS = `31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
34 31 0:31 / /sys/fs/cgroup/cpuset rw,relatime - cgroup cgroup rw,cpuset
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
`;
const COMBINED_MOUNTS = `25 24 0:22 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid,nodev,noexec,relatime shared:8 - cgroup cgroup rw,cpu,cpuacct
`;
const V2_CGROUP = '0::/system.slice/arbiter-judge.service\n';
const V2_MOUNTS =
  '35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n';

const v1Host: HostCgroups = {
  mode: 'v1',
  v1: {
    memory: '/sys/fs/cgroup/memory/process_api/282b02c0',
    cpuacct: '/sys/fs/cgroup/cpuacct',
    pids: '/sys/fs/cgroup/pids',
    cpuset: '/sys/fs/cgroup/cpuset',
  },
  v2: null,
  v2IsRoot: false,
  v2Controllers: [],
  memoryFiles: ['memory.memsw.limit_in_bytes'],
  cpusetMems: '0',
};

const v2Host: HostCgroups = {
  mode: 'v2',
  v1: {},
  v2: '/sys/fs/cgroup/system.slice/arbiter-judge.service',
  v2IsRoot: false,
  v2Controllers: ['cpuset', 'cpu', 'io', 'memory', 'pids'],
  memoryFiles: [],
  cpusetMems: '',
};

describe('cgroup discovery', () => {
  it('reads each controller own path from /proc/self/cgroup', () => {
    const own = parseProcCgroup(HYBRID_CGROUP);
    expect(own.get('memory')).toBe('/process_api/282b02c0');
    expect(own.get('pids')).toBe('/');
    expect(own.get('')).toBe('/');
    expect(parseProcCgroup(V2_CGROUP).get('')).toBe('/system.slice/arbiter-judge.service');
  });

  it('finds v1 hierarchies and v2 mounts in mountinfo', () => {
    const m = parseCgroupMounts(HYBRID_MOUNTS);
    expect(m.v1.get('memory')).toBe('/sys/fs/cgroup/memory');
    expect(m.v1.get('cpuset')).toBe('/sys/fs/cgroup/cpuset');
    expect(m.v2).toEqual(['/sys/fs/cgroup/unified']);
    const c = parseCgroupMounts(COMBINED_MOUNTS);
    expect(c.v1.get('cpu')).toBe('/sys/fs/cgroup/cpu,cpuacct');
    expect(c.v1.get('cpuacct')).toBe('/sys/fs/cgroup/cpu,cpuacct');
    expect(parseCgroupMounts(V2_MOUNTS).v2).toEqual(['/sys/fs/cgroup']);
  });

  it('tells the mode from the file system at /sys/fs/cgroup', () => {
    expect(modeFromStatfs(0x63677270, false)).toBe('v2');
    expect(modeFromStatfs(0x01021994, true)).toBe('v1');
    expect(modeFromStatfs(0x01021994, false)).toBeNull();
  });
});

describe('cgroup v1 plan', () => {
  const plan = planWorker(v1Host, 3, 1);
  const mem = '/sys/fs/cgroup/memory/process_api/282b02c0/arbiter-sandbox/w3';

  it('creates the worker below the judge own cgroup of every hierarchy', () => {
    const mkdirs = plan.steps.filter((s) => s.op === 'mkdir').map((s) => (s as { dir: string }).dir);
    expect(mkdirs).toContain(`${mem}/run0`);
    expect(mkdirs).toContain('/sys/fs/cgroup/cpuacct/arbiter-sandbox/w3/run1');
    expect(mkdirs).toContain('/sys/fs/cgroup/pids/arbiter-sandbox/w3');
    expect(plan.supervisorProcs).toEqual([
      `${mem}/cgroup.procs`,
      '/sys/fs/cgroup/cpuacct/arbiter-sandbox/w3/cgroup.procs',
      '/sys/fs/cgroup/pids/arbiter-sandbox/w3/cgroup.procs',
      '/sys/fs/cgroup/cpuset/arbiter-sandbox/w3/cgroup.procs',
    ]);
  });

  it('pins the worker cpuset, setting cpus and mems of each level before any task joins', () => {
    const cpuset = plan.steps.filter((s): s is Extract<Step, { op: 'write' }> => s.op === 'write' && s.file.includes('/cpuset/'));
    expect(cpuset.map((s) => [s.file.replace('/sys/fs/cgroup/cpuset/arbiter-sandbox', ''), s.value])).toEqual([
      ['/cpuset.cpus', '<parent cpus>'],
      ['/cpuset.mems', '0'],
      ['/w3/cpuset.cpus', '1'],
      ['/w3/cpuset.mems', '0'],
      ['/w3/run0/cpuset.cpus', '1'],
      ['/w3/run0/cpuset.mems', '0'],
      ['/w3/run1/cpuset.cpus', '1'],
      ['/w3/run1/cpuset.mems', '0'],
    ]);
  });

  it('maps the counters and limits of a slot to v1 files', () => {
    expect(plan.slots[0]).toEqual({
      procs: [
        `${mem}/run0/cgroup.procs`,
        '/sys/fs/cgroup/cpuacct/arbiter-sandbox/w3/run0/cgroup.procs',
        '/sys/fs/cgroup/pids/arbiter-sandbox/w3/run0/cgroup.procs',
        '/sys/fs/cgroup/cpuset/arbiter-sandbox/w3/run0/cgroup.procs',
      ],
      memoryLimit: [`${mem}/run0/memory.limit_in_bytes`, `${mem}/run0/memory.memsw.limit_in_bytes`],
      pidsMax: '/sys/fs/cgroup/pids/arbiter-sandbox/w3/run0/pids.max',
      cpu: { path: '/sys/fs/cgroup/cpuacct/arbiter-sandbox/w3/run0/cpuacct.usage', key: '', scale: 1 },
      peak: { path: `${mem}/run0/memory.max_usage_in_bytes`, key: '', scale: 1 },
      oomKills: { path: `${mem}/run0/memory.oom_control`, key: 'oom_kill', scale: 1 },
      pidsRefused: { path: '/sys/fs/cgroup/pids/arbiter-sandbox/w3/run0/pids.events', key: 'max', scale: 1 },
    });
    expect(plan.steps).toContainEqual({ op: 'write', file: `${mem}/run1/memory.swappiness`, value: '0', optional: true });
  });

  it('leaves memsw out without swap accounting, and shares directories of co-mounted controllers', () => {
    const noSwap = planWorker({ ...v1Host, memoryFiles: [] }, 3, 1);
    expect(noSwap.slots[0].memoryLimit).toEqual([`${mem}/run0/memory.limit_in_bytes`]);
    const combined = planWorker({ ...v1Host, v1: { ...v1Host.v1, cpuacct: '/sys/fs/cgroup/cpu,cpuacct' } }, 3, 1);
    expect(combined.slots[0].cpu.path).toBe('/sys/fs/cgroup/cpu,cpuacct/arbiter-sandbox/w3/run0/cpuacct.usage');
  });

  it('removes the deepest directories first', () => {
    expect(plan.dirs.slice(0, 3)).toEqual([`${mem}/run1`, `${mem}/run0`, mem]);
    expect(plan.killFiles.every((k) => k === null)).toBe(true);
  });
});

describe('cgroup v2 plan', () => {
  const own = '/sys/fs/cgroup/system.slice/arbiter-judge.service';
  const w = `${own}/arbiter-sandbox/w3`;
  const plan = planWorker(v2Host, 3, 1);

  it('moves the judge into a leaf, then enables controllers down to the worker', () => {
    expect(plan.steps.slice(0, 6)).toEqual([
      { op: 'mkdir', dir: `${own}/judge` },
      { op: 'moveAll', from: own, to: `${own}/judge` },
      { op: 'write', file: `${own}/cgroup.subtree_control`, value: '+memory', optional: false },
      { op: 'write', file: `${own}/cgroup.subtree_control`, value: '+pids', optional: false },
      { op: 'write', file: `${own}/cgroup.subtree_control`, value: '+cpu', optional: false },
      { op: 'write', file: `${own}/cgroup.subtree_control`, value: '+cpuset', optional: true },
    ]);
    expect(plan.steps).toContainEqual({ op: 'write', file: `${w}/cgroup.subtree_control`, value: '+memory', optional: false });
    expect(plan.steps).toContainEqual({ op: 'write', file: `${w}/cpuset.cpus`, value: '1' });
    expect(plan.steps).toContainEqual({ op: 'write', file: `${w}/run0/memory.swap.max`, value: '0', optional: true });
  });

  it('keeps processes in leaves only: the supervisor in its own', () => {
    expect(plan.supervisorProcs).toEqual([`${w}/supervisor/cgroup.procs`]);
    const order = plan.steps.map((s) => (s.op === 'mkdir' ? s.dir : null)).filter(Boolean);
    expect(order).toEqual([`${own}/judge`, `${own}/arbiter-sandbox`, w, `${w}/supervisor`, `${w}/run0`, `${w}/run1`]);
  });

  it('maps the counters and limits of a slot to v2 files', () => {
    expect(plan.slots[1]).toEqual({
      procs: [`${w}/run1/cgroup.procs`],
      memoryLimit: [`${w}/run1/memory.max`],
      pidsMax: `${w}/run1/pids.max`,
      cpu: { path: `${w}/run1/cpu.stat`, key: 'usage_usec', scale: 1000 },
      peak: { path: `${w}/run1/memory.peak`, key: '', scale: 1 },
      oomKills: { path: `${w}/run1/memory.events`, key: 'oom_kill', scale: 1 },
      pidsRefused: { path: `${w}/run1/pids.events`, key: 'max', scale: 1 },
    });
    expect(plan.dirs).toEqual([`${w}/run0`, `${w}/run1`, `${w}/supervisor`, w]);
    expect(plan.killFiles).toEqual(plan.dirs.map((d) => `${d}/cgroup.kill`));
  });

  it('moves nobody out of the real root cgroup, and skips what the host lacks', () => {
    const root = planWorker({ ...v2Host, v2: '/sys/fs/cgroup', v2IsRoot: true, v2Controllers: ['memory', 'pids', 'cpu'] }, 0, null);
    expect(root.steps.some((s) => s.op === 'moveAll')).toBe(false);
    expect(root.steps.some((s) => s.op === 'write' && (s.value === '+cpuset' || s.file.endsWith('cpuset.cpus')))).toBe(false);
  });
});

describe('verdicts', () => {
  const limits: Limits = {
    cpuMs: 1000,
    wallMs: 3000,
    memoryBytes: 64 << 20,
    pids: 16,
    outputBytes: 1 << 20,
    stackBytes: 8 << 20,
    openFiles: 64,
  };
  const ran = (over: Partial<RawResult>): RawResult => ({
    exec: true,
    statusKnown: true,
    exited: true,
    code: 0,
    signal: 0,
    utimeUs: 1000,
    stimeUs: 500,
    maxrssKb: 1000,
    wallUs: 2000,
    wallKilled: false,
    cpuKilled: false,
    cgCpuUs: 1800,
    oomKills: 0,
    pidsRefused: 0,
    stdoutBytes: 10,
    stderrBytes: 0,
    ...over,
  });

  it('converts times to ms and memory to KiB', () => {
    const r = classify(ran({ utimeUs: 1234, stimeUs: 766, wallUs: 5432, cgPeakBytes: 2 << 20 }), limits);
    expect(r).toMatchObject({ status: 'ok', cpuMs: 2, wallMs: 5.432, memoryKb: 1000, cgroupMemoryKb: 2048, exitCode: 0, signal: null });
  });

  it('checks memory first, then output, then time, then the exit', () => {
    const all = { oomKills: 1, exited: false, signal: 25, wallKilled: true, cpuKilled: true };
    expect(classify(ran(all), limits).status).toBe('memory');
    expect(classify(ran({ ...all, oomKills: 0 }), limits).status).toBe('output');
    expect(classify(ran({ ...all, oomKills: 0, signal: 9 }), limits)).toMatchObject({ status: 'time', limitHit: 'wall' });
    expect(classify(ran({ exited: false, signal: 9, cpuKilled: true }), limits)).toMatchObject({ status: 'time', limitHit: 'cpu' });
    expect(classify(ran({ exited: false, signal: 11 }), limits)).toMatchObject({
      status: 'runtime',
      signalName: 'SIGSEGV',
      exitCode: null,
    });
  });

  it('judges memory on maxrss and output on file sizes too', () => {
    expect(classify(ran({ maxrssKb: 64 * 1024 + 1 }), limits).status).toBe('memory');
    expect(classify(ran({ stdoutBytes: 1 << 20 }), limits).status).toBe('output');
    expect(classify(ran({ stderrBytes: 1 << 20 }), limits).status).toBe('output');
  });

  it('judges CPU time on SIGXCPU and on the measured time', () => {
    expect(classify(ran({ exited: false, signal: 24 }), limits)).toMatchObject({ status: 'time', limitHit: 'cpu' });
    expect(classify(ran({ utimeUs: 1_000_500 }), limits)).toMatchObject({ status: 'time', limitHit: 'cpu' });
  });

  it('notes refused forks, and reports setup failures as errors', () => {
    expect(classify(ran({ code: 3, pidsRefused: 5 }), limits)).toMatchObject({ status: 'runtime', limitHit: 'pids', forksRefused: 5 });
    expect(classify(ran({ exec: false, setupError: 'exec: No such file or directory' }), limits)).toMatchObject({
      status: 'error',
      reason: 'exec: No such file or directory',
    });
  });

  it('falls back on the cgroup when the status was lost', () => {
    const r = classify(
      ran({ statusKnown: false, cgCpuUs: 3_100_000, wallKilled: true, maxrssKb: undefined, cgPeakBytes: 3 << 20 }),
      limits,
    );
    expect(r).toMatchObject({ status: 'time', signal: 9, cpuMs: 3100, memoryKb: 3072 });
  });
});

describe('wire', () => {
  it('frames requests as a length and NUL-terminated fields', () => {
    const f = encodeFrame([
      ['op', 'run'],
      ['cpu', 1000],
    ]);
    expect(f.readUInt32LE(0)).toBe(f.length - 4);
    expect(f.subarray(4).toString()).toBe('op=run\0cpu=1000\0');
    expect(() => encodeFrame([['arg', 'a\0b']])).toThrow(/NUL/);
  });

  it('splits replies into lines across chunks', () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l));
    s.push('{"a":');
    s.push('1}\n{"b"');
    s.push(':2}\n');
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
  });
});

describe('paths in /work', () => {
  it('accepts plain relative paths only', () => {
    expect(splitRelative('a/b.txt')).toEqual(['a', 'b.txt']);
    for (const bad of ['/etc/passwd', '../x', 'a/../b', './a', 'a//b', 'a/', '', 'a\0b']) expect(() => splitRelative(bad)).toThrow();
  });
});
