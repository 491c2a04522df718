import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expandArgv, languageEnv, type ArgvVars } from '../languages/argv.ts';
import type { CheckerLanguage } from '../languages/checkers.ts';
import type { CompileSpec, JudgeLanguage } from '../languages/toolchain.ts';
import { clip, toLimits, type Box } from './box.ts';

export const WORK = '/work';

/** Placeholders of a language's commands inside the sandbox. */
export function languageVars(lang: { srcName: string; exeName: string }, memoryMB: number, stackMB: number): ArgvVars {
  return { src: `${WORK}/${lang.srcName}`, exe: `${WORK}/${lang.exeName}`, workDir: WORK, maxMemoryMB: memoryMB, stackMB };
}

export type CompileOutcome =
  | { ok: true }
  | {
      ok: false;
      /** The compiler's output (what a Compile Error shows). */
      message: string;
      /** How the failing step ended, e.g. `/usr/bin/javac exited with status 1` (for the host's log). */
      ended: string;
    };

/** What a compiler that hit a compile limit is told (the message), and how its step ended (the log). */
const COMPILE_LIMIT_HIT = {
  time: { why: 'Compilation took too long.', ended: 'ran out of time' },
  memory: { why: 'Compilation used too much memory.', ended: 'ran out of memory' },
  output: { why: 'The compiler printed too much.', ended: 'printed too much' },
} as const;

/**
 * Runs a compile's steps in the sandbox with the compile limits; the first step that fails makes a
 * compile error whose message is the compiler's output (cut to a sane size).
 */
async function runCompile(box: Box, spec: CompileSpec, vars: ArgvVars, env: Record<string, string>, aux = false): Promise<CompileOutcome> {
  for (const step of spec.steps) {
    const argv = expandArgv(step, vars);
    const result = await box.run({
      argv,
      cwd: WORK,
      env,
      stderrFile: 'stdout',
      aux,
      limits: toLimits({
        cpuMs: spec.cpuMs,
        wallMs: spec.wallMs,
        memoryMB: spec.memoryMB,
        stackMB: 256,
        outputBytes: 16 << 20,
        processes: 64,
      }),
    });
    if (result.status === 'error') throw new Error(`the sandbox could not compile: ${result.reason ?? 'unknown'}`);
    if (result.status !== 'ok' || result.exitCode !== 0) {
      const output = (result.stdout ?? '') || (result.stderr ?? '');
      const limit = result.status in COMPILE_LIMIT_HIT ? COMPILE_LIMIT_HIT[result.status as keyof typeof COMPILE_LIMIT_HIT] : null;
      const why = limit?.why ?? '';
      const ended =
        limit?.ended ??
        (result.exitCode !== null ? `exited with status ${result.exitCode}` : `was killed by ${result.signalName ?? 'a signal'}`);
      return { ok: false, message: clip([why, output].filter(Boolean).join('\n')), ended: `${argv[0]} ${ended}` };
    }
  }
  return { ok: true };
}

/** Compiles a submission in /work: its source, the problem's user extra files, then the steps. */
export async function compileSubmission(
  box: Box,
  lang: JudgeLanguage,
  code: string,
  extraFiles: Record<string, string>,
  memoryMB: number,
  stackMB: number,
): Promise<CompileOutcome> {
  for (const [name, content] of Object.entries(extraFiles)) await box.writeFile(name, content);
  await box.writeFile(lang.srcName, code);
  if (!lang.compile) return { ok: true };
  const vars = languageVars(lang, memoryMB, stackMB);
  return runCompile(box, lang.compile, vars, languageEnv(lang, 'compile', vars));
}

/** The cache key of a compiled checker: its language, code and extra files. */
export function checkerKey(spec: CheckerLanguage, code: string, extraFiles: Record<string, string>): string {
  return createHash('sha256')
    .update(`${spec.name}\0${code}\0${JSON.stringify(extraFiles)}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * The problem's special judge or interactor, compiled once per problem version and kept on the
 * host; each submission gets a copy owned by the auxiliary identity, out of the program's reach.
 * Workers may build the same checker at once: each writes its own file and renames it into
 * place, so no worker ever runs a half-written binary.
 */
export async function checkerBinary(
  box: Box,
  spec: CheckerLanguage,
  code: string,
  extraFiles: Record<string, string>,
  cacheDir: string,
  key: string,
): Promise<{ ok: true; hostPath: string } | { ok: false; message: string }> {
  const hostPath = join(cacheDir, `${spec.exeName}-${key}`);
  try {
    await access(hostPath);
    return { ok: true, hostPath };
  } catch {
    // not built yet
  }
  await box.reset();
  for (const [name, content] of Object.entries(extraFiles)) await box.writeFile(name, content, { aux: true });
  await box.writeFile(spec.srcName, code, { aux: true });
  const vars = { src: `${WORK}/${spec.srcName}`, exe: `${WORK}/${spec.exeName}`, workDir: WORK };
  const env = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', HOME: WORK };
  const outcome = await runCompile(box, spec.compile, vars, env, true);
  if (!outcome.ok) return outcome;
  await mkdir(cacheDir, { recursive: true });
  const partial = `${hostPath}.${randomBytes(6).toString('hex')}.part`;
  try {
    await box.copyOut(spec.exeName, partial);
    await rename(partial, hostPath);
  } finally {
    await rm(partial, { force: true });
  }
  await box.reset();
  return { ok: true, hostPath };
}
