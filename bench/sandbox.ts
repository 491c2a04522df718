/**
 * Per-run overhead of the judging sandbox over a bare `child_process.spawn` of the same binary
 * (a C program that reads two ints and prints their sum), measured in two patterns:
 *   realistic     each measured run comes right after a ~50 ms program in the same mode, as
 *                 tests follow one another in a judge;
 *   back to back  measured runs follow each other directly.
 * A run's time is the whole cost seen by the caller: opening the io files, running, collecting
 * the result. Overhead = sandboxed minus bare (medians, and p90s). Prints numbers, asserts none.
 *
 *   npm run bench -- sandbox          (root, cgroups; builds the helper if needed)
 *   BENCH_SANDBOX_RUNS=500 npm run bench -- sandbox
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Sandbox } from '../packages/sandbox/src/index.ts';

const RUNS = Number(process.env.BENCH_SANDBOX_RUNS ?? 300);
const WARMUP = 30;
const BLOCK = 25;

const SUM_C = `#include <stdio.h>
int main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\\n", a + b); return 0; }
`;
const SPIN_C = `#include <time.h>
static double cpu(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(void) { volatile unsigned long x = 0; while (cpu() < 0.05) for (int i = 0; i < 10000; i++) x += i; return 0; }
`;

function stats(xs: number[]): { median: number; p90: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9) };
}

const f = (x: number) => x.toFixed(2);

const dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-sandbox-'));
const helperBuild = join(import.meta.dirname, '..', 'packages', 'sandbox', 'build.sh');
execFileSync('bash', [helperBuild], { stdio: 'inherit' });
await writeFile(join(dir, 'sum.c'), SUM_C);
await writeFile(join(dir, 'spin.c'), SPIN_C);
execFileSync('gcc', ['-O2', '-o', join(dir, 'sum'), join(dir, 'sum.c')]);
execFileSync('gcc', ['-O2', '-o', join(dir, 'spin'), join(dir, 'spin.c')]);
const input = join(dir, 'in.txt');
const output = join(dir, 'out.txt');
await writeFile(input, '20 22\n');

const box = await Sandbox.start({ worker: 90 });
await box.copyIn(join(dir, 'sum'), 'sum', { mode: 0o755 });
await box.copyIn(join(dir, 'spin'), 'spin', { mode: 0o755 });
const limits = { cpuMs: 1000, wallMs: 3000, memoryBytes: 64 << 20 };

/** The program's own part of each measured sandboxed run (exec to exit, as the helper saw it). */
const programWall: number[] = [];

async function sandboxed(name: string, measured = true): Promise<number> {
  const t0 = performance.now();
  const r = await box.run({ argv: [`/work/${name}`], stdinFile: input, stdoutFile: output, limits });
  const ms = performance.now() - t0;
  if (r.status !== 'ok') throw new Error(`sandboxed ${name}: ${r.status} ${r.reason ?? ''}`);
  if (measured) {
    programWall.push(r.wallMs);
    await check();
  }
  return ms;
}

async function bare(name: string, measured = true): Promise<number> {
  const t0 = performance.now();
  const [inFh, outFh] = await Promise.all([open(input, 'r'), open(output, 'w')]);
  const child = spawn(join(dir, name), [], { stdio: [inFh.fd, outFh.fd, 'ignore'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('exit', resolve);
    child.once('error', reject);
  });
  await Promise.all([inFh.close(), outFh.close()]);
  const ms = performance.now() - t0;
  if (code !== 0) throw new Error(`bare ${name}: exit ${code}`);
  if (measured) await check();
  return ms;
}

async function check(): Promise<void> {
  const out = await readFile(output, 'utf8');
  if (out !== '42\n') throw new Error(`wrong output ${JSON.stringify(out)}`);
}

try {
  for (let i = 0; i < WARMUP; i++) {
    await sandboxed('sum');
    await bare('sum');
  }
  await sandboxed('spin', false);
  await bare('spin', false);

  // Realistic: alternate the modes run by run, each measured run right after a 50 ms program.
  const real = { sandbox: [] as number[], bare: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    await sandboxed('spin', false);
    real.sandbox.push(await sandboxed('sum'));
    await bare('spin', false);
    real.bare.push(await bare('sum'));
  }

  // Back to back: blocks of consecutive runs per mode, alternating blocks.
  const b2b = { sandbox: [] as number[], bare: [] as number[] };
  while (b2b.sandbox.length < RUNS) {
    for (let i = 0; i < BLOCK; i++) b2b.sandbox.push(await sandboxed('sum'));
    for (let i = 0; i < BLOCK; i++) b2b.bare.push(await bare('sum'));
  }

  const rs = stats(real.sandbox);
  const rb = stats(real.bare);
  const bs = stats(b2b.sandbox);
  const bb = stats(b2b.bare);
  const pw = stats(programWall);
  console.log(`sandbox bench: ${RUNS} measured runs per mode and pattern, ${WARMUP} warm-up runs; times in ms (caller's view)`);
  console.log(`  realistic     sandboxed median ${f(rs.median)} p90 ${f(rs.p90)} | bare median ${f(rb.median)} p90 ${f(rb.p90)}`);
  console.log(`  back-to-back  sandboxed median ${f(bs.median)} p90 ${f(bs.p90)} | bare median ${f(bb.median)} p90 ${f(bb.p90)}`);
  console.log(
    `  where the sandboxed time goes: the program itself (exec to exit) median ${f(pw.median)}; ` +
      `the rest (request, open io files, fork into a new PID namespace, rlimits, uid, seccomp, reaping, counters, reply) ` +
      `about ${f(bs.median - pw.median)}`,
  );
  console.log(
    `sandbox overhead: realistic median ${f(rs.median - rb.median)} ms p90 ${f(rs.p90 - rb.p90)} ms; ` +
      `back-to-back median ${f(bs.median - bb.median)} ms; bare median ${f(bb.median)} ms; ${RUNS} runs`,
  );
} finally {
  await box.close();
  await rm(dir, { recursive: true, force: true });
}
