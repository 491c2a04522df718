import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expandArgv, languageEnv, type EffectiveLimits, type LanguageSpec, type TaskProblem } from '@arbiter/contract';
import { CHECKER_LIMITS, interactorLimits, interpretChecker, type CheckerRunResult } from '../rules/checker.ts';
import { compareOutput } from '../rules/compare.ts';
import { interactiveVerdict } from '../rules/interactive.ts';
import { runVerdict, sandboxLimits } from '../rules/run-verdict.ts';
import type { CaseOutcome, TestCaseSpec } from '../rules/scoring.ts';
import { forRules, toLimits, type Box, type RunResult } from './box.ts';
import { WORK, languageVars } from './compile.ts';

/** Where the judge keeps a compiled program between cases (a host path outside the sandbox). */
export interface Prepared {
  lang: LanguageSpec;
  limits: EffectiveLimits;
  /** Host copy of what runs (the executable, or the source for interpreted languages). */
  program: string;
  /** Host path of the compiled checker or interactor, if the problem has one. */
  checker: string | null;
}

export interface CaseContext {
  box: Box;
  problem: Omit<TaskProblem, 'cases'>;
  prepared: Prepared;
  /** Host path of a cached test-data file by hash. */
  data: (hash: string) => Promise<string>;
  /** A host directory of the worker's own for output files. */
  scratch: string;
}

/** A spec of the scoring rules plus what the judge needs to fetch the case's files. */
export interface JudgeCaseSpec extends TestCaseSpec {
  inputHash: string;
  outputHash: string;
  outputSize: number;
}

function checkerResult(r: RunResult): CheckerRunResult {
  return { status: r.status, exitCode: r.exitCode, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** Every case starts from a clean /work holding only the program and the problem's user files. */
async function freshWork(ctx: CaseContext): Promise<void> {
  const { box, prepared, problem } = ctx;
  await box.reset();
  for (const [name, content] of Object.entries(problem.userExtraFile)) await box.writeFile(name, content);
  await box.copyIn(prepared.program, prepared.lang.exeName, { mode: 0o755 });
}

function programSpec(ctx: CaseContext, outputSize: number) {
  const { prepared, problem } = ctx;
  const vars = languageVars(prepared.lang, prepared.limits.memoryLimitMB, problem.stackLimit);
  return {
    argv: expandArgv(prepared.lang.run, vars),
    cwd: WORK,
    env: languageEnv(prepared.lang, 'run', vars),
    limits: toLimits(sandboxLimits(prepared.limits, problem.stackLimit, outputSize)),
  };
}

const time = (r: RunResult) => Math.round(r.cpuMs);

/** Runs the checker on a finished run: it reads the input, the program's output and the answer. */
async function check(
  ctx: CaseContext,
  input: Buffer,
  userOutput: Buffer,
  expected: Buffer,
): Promise<{ status: number; percentage: number | null; message: string }> {
  const { box, prepared } = ctx;
  await box.writeFile('.judge/input', input, { aux: true, mode: 0o600 });
  await box.writeFile('.judge/user_output', userOutput, { aux: true, mode: 0o600 });
  await box.writeFile('.judge/answer', expected, { aux: true, mode: 0o600 });
  await box.copyIn(prepared.checker!, '.judge/checker', { aux: true, mode: 0o700 });
  const run = await box.run({
    argv: [`${WORK}/.judge/checker`, `${WORK}/.judge/input`, `${WORK}/.judge/user_output`, `${WORK}/.judge/answer`],
    cwd: `${WORK}/.judge`,
    env: { PATH: '/usr/bin:/bin' },
    aux: true,
    limits: toLimits(CHECKER_LIMITS),
  });
  if (run.status === 'error') throw new Error(`the sandbox could not run the checker: ${run.reason ?? 'unknown'}`);
  return interpretChecker(checkerResult(run), 'spj');
}

/** Runs and judges one test case; anything the sandbox cannot do throws (the task becomes System Error). */
export async function judgeCase(ctx: CaseContext, spec: JudgeCaseSpec): Promise<CaseOutcome> {
  const { box, problem, prepared } = ctx;
  const inputPath = await ctx.data(spec.inputHash);
  const expected = await readFile(await ctx.data(spec.outputHash));
  await freshWork(ctx);

  if (problem.judgeMode === 'interactive') {
    const input = await readFile(inputPath);
    await box.writeFile('.judge/input', input, { aux: true, mode: 0o600 });
    await box.writeFile('.judge/answer', expected, { aux: true, mode: 0o600 });
    await box.writeFile('.judge/log', '', { aux: true, mode: 0o600 });
    await box.copyIn(prepared.checker!, '.judge/interactor', { aux: true, mode: 0o700 });
    const lim = interactorLimits(prepared.limits);
    const { user, interactor } = await box.runInteractive(programSpec(ctx, spec.outputSize), {
      argv: [`${WORK}/.judge/interactor`, `${WORK}/.judge/input`, `${WORK}/.judge/log`, `${WORK}/.judge/answer`],
      cwd: `${WORK}/.judge`,
      env: { PATH: '/usr/bin:/bin' },
      aux: true,
      limits: toLimits(lim),
    });
    if (user.status === 'error' || interactor.status === 'error')
      throw new Error(`the sandbox could not run the interaction: ${user.reason ?? interactor.reason}`);
    const v = interactiveVerdict(forRules(user), checkerResult(interactor), prepared.limits);
    return { status: v.status, time: Math.round(v.time), memory: v.memory, percentage: v.percentage, message: v.message };
  }

  const stdoutFile = join(ctx.scratch, 'stdout');
  if (problem.isFileIO && problem.ioReadFileName) await box.copyIn(inputPath, problem.ioReadFileName);
  const program = programSpec(ctx, spec.outputSize);
  const result = await box.run({
    ...program,
    stdinFile: problem.isFileIO ? undefined : inputPath,
    stdoutFile,
  });
  if (result.status === 'error') throw new Error(`the sandbox could not run the program: ${result.reason ?? 'unknown'}`);
  const verdict = runVerdict(forRules(result), prepared.limits, program.limits.outputBytes);
  const base = { time: time(result), memory: result.memoryKb };
  if (verdict.kind === 'verdict') return { ...base, status: verdict.status, percentage: null, message: verdict.message };

  let output: Buffer;
  if (problem.isFileIO && problem.ioWriteFileName) {
    // A program that wrote no output file simply answered nothing.
    output = await box.readFile(problem.ioWriteFileName, 2 * expected.length + (32 << 20)).catch(() => Buffer.alloc(0));
  } else {
    output = await readFile(stdoutFile);
  }
  if (problem.judgeMode === 'spj') {
    const v = await check(ctx, await readFile(inputPath), output, expected);
    return { ...base, status: v.status as CaseOutcome['status'], percentage: v.percentage, message: v.message };
  }
  const status = compareOutput(output, expected, problem.isRemoveEndBlank);
  return { ...base, status, percentage: null, message: null };
}
