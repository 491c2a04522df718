import { join } from 'node:path';
import {
  JudgeStatus,
  ProblemType,
  effectiveLimits,
  outcomeWithoutCases,
  type ClaimedTask,
  type HostTiming,
  type JudgeCaseMode,
  type SubmissionOutcome,
  type TaskProblem,
} from '@arbiter/contract';
import { checkerLanguage } from '../languages/checkers.ts';
import type { JudgeLanguage } from '../languages/toolchain.ts';
import { finalCaseMode, finalResult, runCases, toCaseResults } from '../rules/scoring.ts';
import type { Box } from './box.ts';
import { judgeCase, type CaseContext, type JudgeCaseSpec, type Prepared } from './cases.ts';
import { checkerBinary, checkerKey, compileSubmission } from './compile.ts';

export interface WorkerEnv {
  box: Box;
  data: (hash: string) => Promise<string>;
  /** The worker's own host directory for outputs and the compiled program. */
  scratch: string;
  /** Where compiled checkers and interactors are kept, shared by the host's workers. */
  checkerCache: string;
  /** The languages this host offers (those that passed their self-test), by name. */
  languages: ReadonlyMap<string, JudgeLanguage>;
}

const MISSING_CHECKER = 'The special judge or interactive program code does not exist.';

/**
 * Compiles the problem's checker (if any) and the submission, keeping host copies of both so each
 * case can start from a clean sandbox. Returns a finished outcome when judging cannot go on.
 */
export async function prepare(
  env: WorkerEnv,
  problem: Omit<TaskProblem, 'cases'>,
  language: string,
  code: string,
): Promise<{ prepared: Prepared } | { done: { status: number; message: string } }> {
  const lang = env.languages.get(language);
  if (!lang) return { done: { status: JudgeStatus.SYSTEM_ERROR, message: `The language ${language} is not offered by this judge host.` } };
  const limits = effectiveLimits(lang, problem.timeLimit, problem.memoryLimit);
  let checker: string | null = null;
  if (problem.judgeMode !== 'default') {
    const spec = checkerLanguage(problem.judgeMode === 'spj' ? 'spj' : 'interactive', problem.spjLanguage ?? '');
    if (!spec || !problem.spjCode) return { done: { status: JudgeStatus.SYSTEM_ERROR, message: MISSING_CHECKER } };
    const key = checkerKey(spec, problem.spjCode, problem.judgeExtraFile);
    const built = await checkerBinary(env.box, spec, problem.spjCode, problem.judgeExtraFile, env.checkerCache, key);
    if (!built.ok) return { done: { status: JudgeStatus.SYSTEM_ERROR, message: `The checker does not compile:\n${built.message}` } };
    checker = built.hostPath;
  }
  await env.box.reset();
  const compiled = await compileSubmission(env.box, lang, code, problem.userExtraFile, limits.memoryLimitMB, problem.stackLimit);
  if (!compiled.ok) return { done: { status: JudgeStatus.COMPILE_ERROR, message: compiled.message } };
  const program = join(env.scratch, 'program');
  await env.box.copyOut(lang.exeName, program);
  return { prepared: { lang, limits, program, checker } };
}

/** Judges a submission: Compiling, then Judging every case the case mode asks for, then the verdict. */
export async function judgeSubmission(
  env: WorkerEnv,
  task: Extract<ClaimedTask, { kind: 'judge' }>,
  progress: (status: 6 | 7) => Promise<void>,
): Promise<SubmissionOutcome> {
  const problem = task.problem;
  // Reported, not waited for: the server shows the stage while the host already works on it.
  void progress(JudgeStatus.COMPILING);
  const compileStarted = performance.now();
  const ready = await prepare(env, problem, task.language, task.code);
  const timing: HostTiming = { compileMs: performance.now() - compileStarted, caseMs: [] };
  if ('done' in ready) {
    const { status, message } = ready.done;
    return { ...outcomeWithoutCases(status, message), timing };
  }
  void progress(JudgeStatus.JUDGING);
  const isOI = problem.type === ProblemType.OI;
  const mode = finalCaseMode(problem.type, problem.judgeCaseMode as JudgeCaseMode, problem.judgeCaseMode as JudgeCaseMode);
  const ctx: CaseContext = { box: env.box, problem, prepared: ready.prepared, data: env.data, scratch: env.scratch };
  const specs: JudgeCaseSpec[] = problem.cases.map((c) => ({
    caseId: c.caseId,
    seq: c.seq,
    inputName: c.inputName,
    outputName: c.outputName,
    score: c.score ?? 0,
    groupNum: c.groupNum,
    inputHash: c.inputHash,
    outputHash: c.outputHash,
    outputSize: c.outputSize,
  }));
  const timed = async (spec: JudgeCaseSpec) => {
    const started = performance.now();
    try {
      return await judgeCase(ctx, spec);
    } finally {
      timing.caseMs.push(performance.now() - started);
    }
  };
  // One sandbox per worker: its cases run one after another.
  const judged = await runCases(specs, mode, isOI, (spec) => timed(spec as JudgeCaseSpec), 1);
  const rows = toCaseResults(judged, mode, isOI);
  const final = finalResult(rows, { isOI, mode, ioScore: problem.ioScore, difficulty: problem.difficulty, limits: ready.prepared.limits });
  return {
    status: final.status,
    time: final.time,
    memory: final.memory,
    score: final.score,
    errorMessage: final.errorMessage,
    cases: rows.map((r) => ({
      caseId: r.caseId,
      seq: r.seq,
      status: r.status,
      time: r.time,
      memory: r.memory,
      score: r.score,
      groupNum: r.groupNum,
      mode: r.mode,
      inputData: r.inputData,
      outputData: r.outputData,
      userOutput: r.userOutput,
    })),
    timing,
  };
}
