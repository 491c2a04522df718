import {
  CANCELLED_CASE_MESSAGE,
  ERROR_MESSAGE_STATUSES,
  isSubtaskMode,
  JudgeStatus,
  oiRankScore,
  ProblemType,
  type CaseResult,
  type EffectiveLimits,
  type JudgeCaseMode,
  type JudgeStatusCode,
} from '@arbiter/contract';

/**
 * Case modes and scoring (hoj-data-and-judge §B.11): which cases run and when judging stops, the
 * points of each case, the submission's final status, time, memory and OI score, the OI rank score,
 * and `io_score` recomputation (the subtask summaries of `get-all-case-result` live in the contract).
 */

/** A test case as the judge runs it. */
export interface TestCaseSpec {
  caseId: number | null;
  /** 1-based position in the test data. */
  seq: number;
  inputName: string;
  outputName: string;
  /** OI points of the case. */
  score: number;
  /** Subtask group (1 when the data has no groups). */
  groupNum: number;
}

/** What running and checking one case gave. */
export interface CaseOutcome {
  status: JudgeStatusCode;
  /** ms */
  time: number;
  /** KB */
  memory: number;
  /** Share 0–1 of the case score, for Partial Accepted; null when none was given. */
  percentage: number | null;
  message: string | null;
}

export interface JudgedCase {
  spec: TestCaseSpec;
  outcome: CaseOutcome;
}

/**
 * The case mode judging uses: ACM problems take the problem's own mode, OI problems the mode of the
 * test data's `info` file; when the problem has none, the info file's mode applies to both.
 */
export function finalCaseMode(
  problemType: number,
  problemMode: JudgeCaseMode | null | undefined,
  infoMode: JudgeCaseMode | null | undefined,
): JudgeCaseMode {
  const fromInfo = infoMode ?? 'default';
  if (problemMode === null || problemMode === undefined) return fromInfo;
  return problemType === ProblemType.OI ? fromInfo : problemMode;
}

/**
 * How the cases run:
 * - `parallel`: all of them, in any order (default, subtask_average);
 * - `until_failure`: one by one, stopping after the first case that is not AC (ergodic_without_error);
 * - `groups`: group by group in data order, one by one inside a group; the first case of a group
 *   that is neither AC nor Partial Accepted with a share above 0 ends the group, its remaining cases
 *   are Cancelled; the next group goes on (subtask_lowest, OI problems only).
 */
export type Execution = 'parallel' | 'until_failure' | 'groups';

export function executionOf(mode: JudgeCaseMode, isOI: boolean): Execution {
  if (mode === 'ergodic_without_error') return 'until_failure';
  if (mode === 'subtask_lowest' && isOI) return 'groups';
  return 'parallel';
}

/** In subtask_lowest, whether the group goes on after this case. */
export function groupContinuesAfter(outcome: Pick<CaseOutcome, 'status' | 'percentage'>): boolean {
  if (outcome.status === JudgeStatus.ACCEPTED) return true;
  return outcome.status === JudgeStatus.PARTIAL_ACCEPTED && outcome.percentage !== null && outcome.percentage > 0;
}

/** The outcome written for a case that subtask_lowest skipped. */
export function cancelledOutcome(): CaseOutcome {
  return { status: JudgeStatus.CANCELLED, time: 0, memory: 0, percentage: null, message: CANCELLED_CASE_MESSAGE };
}

/** Cases grouped by groupNum, groups in order of first appearance, cases in seq order. */
export function groupCases<T extends { seq: number; groupNum: number | null }>(cases: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const c of [...cases].sort((a, b) => a.seq - b.seq)) {
    const key = c.groupNum ?? 1;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }
  return [...groups.values()];
}

async function runPool(cases: readonly TestCaseSpec[], concurrency: number, run: RunCase): Promise<JudgedCase[]> {
  const results: JudgedCase[] = new Array<JudgedCase>(cases.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const index = next++;
      const spec = cases[index]!;
      results[index] = { spec, outcome: await run(spec) };
    }
  };
  const workers = Math.max(1, Math.min(concurrency, cases.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

export type RunCase = (spec: TestCaseSpec) => Promise<CaseOutcome>;

/**
 * Runs the cases the mode asks for and returns one entry per case that has a row, in seq order
 * (ergodic_without_error leaves no row for the cases after its stop; subtask_lowest writes Cancelled
 * rows). `concurrency` bounds parallel runs. A failing `run` rejects the whole judging.
 */
export async function runCases(
  cases: readonly TestCaseSpec[],
  mode: JudgeCaseMode,
  isOI: boolean,
  run: RunCase,
  concurrency = Number.POSITIVE_INFINITY,
): Promise<JudgedCase[]> {
  const ordered = [...cases].sort((a, b) => a.seq - b.seq);
  const execution = executionOf(mode, isOI);
  if (execution === 'parallel') return runPool(ordered, concurrency, run);

  const judged: JudgedCase[] = [];
  if (execution === 'until_failure') {
    for (const spec of ordered) {
      const outcome = await run(spec);
      judged.push({ spec, outcome });
      if (outcome.status !== JudgeStatus.ACCEPTED) break;
    }
    return judged;
  }

  for (const group of groupCases(ordered)) {
    let stopped = false;
    for (const spec of group) {
      if (stopped) {
        judged.push({ spec, outcome: cancelledOutcome() });
        continue;
      }
      const outcome = await run(spec);
      judged.push({ spec, outcome });
      if (!groupContinuesAfter(outcome)) stopped = true;
    }
  }
  return judged.sort((a, b) => a.spec.seq - b.spec.seq);
}

/** Points of one case: AC ⇒ the full score; PA ⇒ floor(share × score); anything else ⇒ 0. */
export function caseScore(status: number, percentage: number | null, score: number): number {
  if (status === JudgeStatus.ACCEPTED) return score;
  if (status === JudgeStatus.PARTIAL_ACCEPTED && percentage !== null) {
    // The epsilon keeps 29% of 100 at 29 rather than 28.999999999999996 → 28.
    return Math.max(0, Math.floor(percentage * score + 1e-9));
  }
  return 0;
}

/** The `judge_case` rows of a judging. ACM rows have no score; groupNum is kept in the subtask modes only. */
export function toCaseResults(judged: readonly JudgedCase[], mode: JudgeCaseMode, isOI: boolean): CaseResult[] {
  const subtask = isSubtaskMode(mode);
  return judged.map(({ spec, outcome }) => ({
    status: outcome.status,
    time: outcome.time,
    memory: outcome.memory,
    score: isOI ? caseScore(outcome.status, outcome.percentage, spec.score) : null,
    groupNum: subtask ? spec.groupNum : null,
    seq: spec.seq,
    caseId: spec.caseId,
    inputData: spec.inputName,
    outputData: spec.outputName,
    userOutput: outcome.message,
    mode,
  }));
}

function groupsOf(rows: readonly { groupNum: number | null; score: number | null }[]): number[][] {
  const groups = new Map<number, number[]>();
  for (const r of rows) {
    const key = r.groupNum ?? 1;
    const list = groups.get(key);
    if (list) list.push(r.score ?? 0);
    else groups.set(key, [r.score ?? 0]);
  }
  return [...groups.values()];
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Σ of case scores (default, ergodic), Σ of each group's minimum (subtask_lowest), Σ of each group's rounded mean (subtask_average). */
export function sumScores(rows: readonly { groupNum: number | null; score: number | null }[], mode: JudgeCaseMode): number {
  if (mode === 'subtask_lowest') return sum(groupsOf(rows).map((g) => Math.min(...g)));
  if (mode === 'subtask_average') return sum(groupsOf(rows).map((g) => Math.round(sum(g) / g.length)));
  return sum(rows.map((r) => r.score ?? 0));
}

/** A problem's `io_score` recomputed from its cases when it is saved. */
export function ioScoreOf(cases: readonly { score: number | null; groupNum?: number | null }[], mode: JudgeCaseMode): number {
  return sumScores(
    cases.map((c) => ({ score: c.score, groupNum: c.groupNum ?? null })),
    mode,
  );
}

export interface FinalResultOptions {
  isOI: boolean;
  mode: JudgeCaseMode;
  /** The problem's total OI score. */
  ioScore: number;
  difficulty: number;
  /** The effective (factored) limits: reported time and memory never exceed them. */
  limits: EffectiveLimits;
}

export interface FinalResult {
  status: JudgeStatusCode;
  /** Kept only for CE, SE, RE and SF. */
  errorMessage: string | null;
  /** ms, clamped to the time limit. */
  time: number;
  /** KB, clamped to the memory limit. */
  memory: number;
  /** OI only. */
  score: number | null;
  /** OI only. */
  oiRankScore: number | null;
}

export const NO_CASE_MESSAGE = 'The problem has no test case to judge.';

/**
 * The submission's result from its case rows.
 * - No failing case ⇒ Accepted.
 * - ACM, or OI where every case failed ⇒ the status of the failing case with the smallest seq; its
 *   message becomes the error message for CE, SE, RE and SF only.
 * - Otherwise (OI, some cases failed) ⇒ Partial Accepted.
 * Time and memory are the largest over the cases, clamped to the limits. OI score: `ioScore` when
 * nothing failed in default mode, else the mode's sum capped at `ioScore` (when it is not 0).
 */
export function finalResult(rows: readonly CaseResult[], options: FinalResultOptions): FinalResult {
  const { isOI, mode, ioScore, difficulty, limits } = options;
  if (rows.length === 0) {
    return { status: JudgeStatus.SYSTEM_ERROR, errorMessage: NO_CASE_MESSAGE, time: 0, memory: 0, score: null, oiRankScore: null };
  }
  const failing = rows.filter((r) => r.status !== JudgeStatus.ACCEPTED).sort((a, b) => a.seq - b.seq);
  let status: JudgeStatusCode;
  let errorMessage: string | null = null;
  if (failing.length === 0) {
    status = JudgeStatus.ACCEPTED;
  } else if (!isOI || failing.length === rows.length) {
    const first = failing[0]!;
    status = first.status;
    if ((ERROR_MESSAGE_STATUSES as readonly number[]).includes(status)) errorMessage = first.userOutput ?? '';
  } else {
    status = JudgeStatus.PARTIAL_ACCEPTED;
  }

  const time = Math.min(Math.max(...rows.map((r) => r.time)), limits.timeLimitMs);
  const memory = Math.min(Math.max(...rows.map((r) => r.memory)), limits.memoryLimitMB * 1024);

  if (!isOI) return { status, errorMessage, time, memory, score: null, oiRankScore: null };

  if (failing.length === 0 && mode === 'default') {
    return { status, errorMessage, time, memory, score: ioScore, oiRankScore: Math.round(ioScore * 0.1 + 2 * difficulty) };
  }
  let score = sumScores(rows, mode);
  if (ioScore !== 0 && score > ioScore) score = ioScore;
  return { status, errorMessage, time, memory, score, oiRankScore: oiRankScore(score, difficulty, ioScore) };
}

/** The subtask summaries of `get-all-case-result` are a contract rule: the server builds them from the case rows. */
export { subtaskSummaries } from '@arbiter/contract';
