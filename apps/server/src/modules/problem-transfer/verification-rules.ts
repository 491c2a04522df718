import { JudgeStatus, type KattisExpected } from '@arbiter/contract';

/**
 * How a reference submission's judging compares with what its package expects (the folder it
 * sits in under submissions/). Where the package's words and this judge's verdicts differ:
 * - presentation_error: the default comparison here ignores trailing blanks only and a Kattis
 *   validator has no PE exit code, so a package's PE submission shows as Wrong Answer (or PE);
 * - memory_limit_exceeded: the judge reports MLE when the memory limit stopped the program, but a
 *   program whose allocation failed inside its runtime (C++ bad_alloc, Java OutOfMemoryError
 *   outside -Xmx detection) ends as Runtime Error: both match;
 * - output_limit_exceeded: the judge has no Output Limit Exceeded status (judge-status.ts) to
 *   match; it reports an output over its limit as Runtime Error ("The output character length of
 *   the program exceeds the limit"). Its limit is its own for every problem (twice the answer, at
 *   least 32 MiB), not the package's `limits.output`: a submission that writes less than that is
 *   judged on its output and shows as a mismatch;
 * - partial: the points must equal the NN of the file's name `scoreNN_…`.
 */

/** Statuses of a submission still on its way to a verdict. */
const RUNNING: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];

/** Case statuses that fail a test (Partial Accepted and Cancelled do not decide a verdict). */
const FAILING: readonly number[] = [
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
];

const STATUSES_FOR: Readonly<Record<Exclude<KattisExpected, 'partial'>, readonly number[]>> = {
  accepted: [JudgeStatus.ACCEPTED],
  wrong_answer: [JudgeStatus.WRONG_ANSWER],
  presentation_error: [JudgeStatus.PRESENTATION_ERROR, JudgeStatus.WRONG_ANSWER],
  time_limit_exceeded: [JudgeStatus.TIME_LIMIT_EXCEEDED],
  memory_limit_exceeded: [JudgeStatus.MEMORY_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR],
  run_time_error: [JudgeStatus.RUNTIME_ERROR],
  compile_error: [JudgeStatus.COMPILE_ERROR],
  output_limit_exceeded: [JudgeStatus.RUNTIME_ERROR],
};

export function isJudged(status: number): boolean {
  return !RUNNING.includes(status);
}

/**
 * The verdict an expectation is checked against. An OI submission that failed some tests is
 * Partial Accepted here, but a package's judges give it the verdict of its first failing test
 * (by case order): that one decides. Otherwise the submission's own status.
 */
export function decidingStatus(status: number, cases: readonly { seq: number; status: number }[]): number {
  if (status !== JudgeStatus.PARTIAL_ACCEPTED) return status;
  const failing = [...cases].sort((a, b) => a.seq - b.seq).find((c) => FAILING.includes(c.status));
  return failing?.status ?? status;
}

/** Whether the judging matches the expectation; null while the submission is not judged yet. */
export function verdictMatches(
  expected: KattisExpected,
  expectedScore: number | null,
  status: number,
  score: number | null,
): boolean | null {
  if (!isJudged(status)) return null;
  if (expected === 'partial') return expectedScore !== null && score === expectedScore;
  return STATUSES_FOR[expected].includes(status);
}
