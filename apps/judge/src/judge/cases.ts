import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProblemType, type EffectiveLimits, type TaskProblem } from '@arbiter/contract';
import { expandArgv, languageEnv } from '../languages/argv.ts';
import type { JudgeLanguage } from '../languages/toolchain.ts';
import {
  CHECKER_LIMITS,
  checkerArgv,
  interactorArgv,
  interactorLimits,
  interpretChecker,
  type CheckerRunResult,
  type CheckerVerdict,
} from '../rules/checker.ts';
import { compareOutput } from '../rules/compare.ts';
import { interactiveVerdict, type InteractiveVerdict } from '../rules/interactive.ts';
import {
  FEEDBACK_FILES,
  interpretKattisValidator,
  kattisInteractiveVerdict,
  kattisValidatorArgv,
  type KattisFeedback,
} from '../rules/kattis-validator.ts';
import { runVerdict, sandboxLimits } from '../rules/run-verdict.ts';
import type { CaseOutcome, TestCaseSpec } from '../rules/scoring.ts';
import { clip, forRules, toLimits, type Box, type RunResult } from './box.ts';
import { WORK, languageVars } from './compile.ts';

/** Where the judge keeps a compiled program between cases (a host path outside the sandbox). */
export interface Prepared {
  lang: JudgeLanguage;
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

/**
 * The checker's private folder in /work (the auxiliary identity's, mode 0700): its copy of the
 * input and the answer, and under the Kattis protocol the feedback dir it writes into.
 */
const JUDGE_DIR = '.judge';
const FEEDBACK_DIR = `${JUDGE_DIR}/feedback`;
const inJudgeDir = (name: string) => `${WORK}/${JUDGE_DIR}/${name}`;
/** How much of a feedback file the judge reads back. */
const FEEDBACK_MAX_BYTES = 1 << 20;
/** Room kept under the case message limit of the judge-host API (65,536). */
const MESSAGE_MAX = 60_000;

/** Puts the input, the answer and the checker (or interactor) binary where only the checker reaches them. */
async function stageChecker(ctx: CaseContext, input: Buffer, expected: Buffer, exeName: string): Promise<void> {
  const { box, prepared } = ctx;
  await box.writeFile(`${JUDGE_DIR}/input`, input, { aux: true, mode: 0o600 });
  await box.writeFile(`${JUDGE_DIR}/answer`, expected, { aux: true, mode: 0o600 });
  await box.copyIn(prepared.checker!, `${JUDGE_DIR}/${exeName}`, { aux: true, mode: 0o700 });
  if (ctx.problem.checkerProtocol === 'kattis') await box.mkdir(FEEDBACK_DIR, { aux: true, mode: 0o700 });
}

/** argv of a Kattis validator or interactor staged by `stageChecker`. */
function kattisArgv(exeName: string): string[] {
  return kattisValidatorArgv(inJudgeDir(exeName), {
    input: inJudgeDir('input'),
    answer: inJudgeDir('answer'),
    feedbackDir: `${WORK}/${FEEDBACK_DIR}`,
  });
}

/** One feedback file, null when the validator did not write it; one that cannot be read says so. */
async function feedbackFile(box: Box, name: string): Promise<string | null> {
  try {
    return (await box.readFile(`${FEEDBACK_DIR}/${name}`, FEEDBACK_MAX_BYTES)).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return `(${name} is not a regular file of at most ${FEEDBACK_MAX_BYTES} bytes)`;
  }
}

/** Reads back what a Kattis validator wrote into its feedback dir. */
async function readFeedback(box: Box): Promise<KattisFeedback> {
  const message = await feedbackFile(box, FEEDBACK_FILES.message);
  return { judgeMessage: message === null ? null : clip(message, MESSAGE_MAX), score: await feedbackFile(box, FEEDBACK_FILES.score) };
}

/** How a Kattis validator's feedback counts: score.txt only in OI problems. */
function kattisOptions(ctx: CaseContext, role: 'spj' | 'interactive') {
  return { role, scored: ctx.problem.type === ProblemType.OI };
}

/**
 * Runs the checker on a finished run. HOJ protocol: it reads the input, the program's output and
 * the answer from files. Kattis protocol: input and answer files, the output on its stdin and a
 * feedback dir. `output.file` is a host file already holding the output (the program's stdout), if any.
 */
async function check(
  ctx: CaseContext,
  input: Buffer,
  output: { data: Buffer; file: string | null },
  expected: Buffer,
): Promise<CheckerVerdict> {
  const { box } = ctx;
  await stageChecker(ctx, input, expected, 'checker');
  const common = { cwd: `${WORK}/${JUDGE_DIR}`, env: { PATH: '/usr/bin:/bin' }, aux: true, limits: toLimits(CHECKER_LIMITS) };
  if (ctx.problem.checkerProtocol === 'kattis') {
    let stdinFile = output.file;
    if (stdinFile === null) {
      stdinFile = join(ctx.scratch, 'file-output');
      await writeFile(stdinFile, output.data);
    }
    const run = await box.run({ ...common, argv: kattisArgv('checker'), stdinFile });
    if (run.status === 'error') throw new Error(`the sandbox could not run the output validator: ${run.reason ?? 'unknown'}`);
    return interpretKattisValidator(checkerResult(run), await readFeedback(box), kattisOptions(ctx, 'spj'));
  }
  await box.writeFile(`${JUDGE_DIR}/user_output`, output.data, { aux: true, mode: 0o600 });
  const run = await box.run({
    ...common,
    argv: checkerArgv(inJudgeDir('checker'), {
      input: inJudgeDir('input'),
      userOutput: inJudgeDir('user_output'),
      expectedOutput: inJudgeDir('answer'),
    }),
  });
  if (run.status === 'error') throw new Error(`the sandbox could not run the checker: ${run.reason ?? 'unknown'}`);
  return interpretChecker(checkerResult(run), 'spj');
}

/** Runs the program against the interactor, their stdin and stdout crossed. */
async function interact(ctx: CaseContext, spec: JudgeCaseSpec, input: Buffer, expected: Buffer): Promise<InteractiveVerdict> {
  const { box, prepared } = ctx;
  const kattis = ctx.problem.checkerProtocol === 'kattis';
  await stageChecker(ctx, input, expected, 'interactor');
  // HOJ interactors get a log file where the user output would be.
  if (!kattis) await box.writeFile(`${JUDGE_DIR}/log`, '', { aux: true, mode: 0o600 });
  const { user, interactor } = await box.runInteractive(programSpec(ctx, spec.outputSize), {
    argv: kattis
      ? kattisArgv('interactor')
      : interactorArgv(inJudgeDir('interactor'), {
          input: inJudgeDir('input'),
          userOutput: inJudgeDir('log'),
          expectedOutput: inJudgeDir('answer'),
        }),
    cwd: `${WORK}/${JUDGE_DIR}`,
    env: { PATH: '/usr/bin:/bin' },
    aux: true,
    limits: toLimits(interactorLimits(prepared.limits)),
  });
  if (user.status === 'error' || interactor.status === 'error')
    throw new Error(`the sandbox could not run the interaction: ${user.reason ?? interactor.reason}`);
  if (!kattis) return interactiveVerdict(forRules(user), checkerResult(interactor), prepared.limits);
  const said = interpretKattisValidator(checkerResult(interactor), await readFeedback(box), kattisOptions(ctx, 'interactive'));
  return kattisInteractiveVerdict(forRules(user), said, prepared.limits);
}

/** Runs and judges one test case; anything the sandbox cannot do throws (the task becomes System Error). */
export async function judgeCase(ctx: CaseContext, spec: JudgeCaseSpec): Promise<CaseOutcome> {
  const { box, problem, prepared } = ctx;
  const inputPath = await ctx.data(spec.inputHash);
  const expected = await readFile(await ctx.data(spec.outputHash));
  await freshWork(ctx);

  if (problem.judgeMode === 'interactive') {
    const v = await interact(ctx, spec, await readFile(inputPath), expected);
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
  const fileOutput = problem.isFileIO && problem.ioWriteFileName;
  if (fileOutput) {
    // A program that wrote no output file simply answered nothing.
    output = await box.readFile(problem.ioWriteFileName!, 2 * expected.length + (32 << 20)).catch(() => Buffer.alloc(0));
  } else {
    output = await readFile(stdoutFile);
  }
  if (problem.judgeMode === 'spj') {
    const v = await check(ctx, await readFile(inputPath), { data: output, file: fileOutput ? null : stdoutFile }, expected);
    return { ...base, status: v.status, percentage: v.percentage, message: v.message };
  }
  const status = compareOutput(output, expected, problem.isRemoveEndBlank);
  return { ...base, status, percentage: null, message: null };
}
