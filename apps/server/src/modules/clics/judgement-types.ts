import { JudgeStatus } from '@arbiter/contract';
import type { ClicsJudgementType } from '@arbiter/contract';
import { statusClass } from '../contest/scoreboard/rules.ts';

/**
 * Our verdicts as the standard's judgement types. The ids are the standard's known ones where one
 * means the same (AC, WA, PE, TLE, MLE, RTE, CE, JE for a System Error, SE for a submission the
 * remote judge refused, CS when the result is unknown); PA (partially accepted, an OI verdict) and
 * CAN (cancelled by an admin) are ours. `penalty` and `solved` are the scoreboard's own rule
 * (`statusClass`): a type costs 20 minutes exactly when our board counts it as a wrong try, so a
 * client that scores the feed by these flags scores it as we do.
 */

const S = JudgeStatus;

const NAMES: Record<string, string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  PE: 'Presentation Error',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RTE: 'Run-Time Error',
  CE: 'Compile Error',
  PA: 'Partially Accepted',
  JE: 'Judging Error',
  SE: 'Submission Error',
  CS: 'Contact Staff',
  CAN: 'Cancelled',
};

/** One status each type stands for, to read its flags from the board's rule. */
const SAMPLE: Record<string, number> = {
  AC: S.ACCEPTED,
  WA: S.WRONG_ANSWER,
  PE: S.PRESENTATION_ERROR,
  TLE: S.TIME_LIMIT_EXCEEDED,
  MLE: S.MEMORY_LIMIT_EXCEEDED,
  RTE: S.RUNTIME_ERROR,
  CE: S.COMPILE_ERROR,
  PA: S.PARTIAL_ACCEPTED,
  JE: S.SYSTEM_ERROR,
  SE: S.SUBMITTED_FAILED,
  CS: S.SUBMITTED_UNKNOWN_RESULT,
  CAN: S.CANCELLED,
};

const BY_STATUS = new Map<number, string>(Object.entries(SAMPLE).map(([id, status]) => [status, id]));
BY_STATUS.set(S.NOT_SUBMITTED, 'CS');
BY_STATUS.set(S.NO_STATUS, 'CS');

/** Statuses of a submission not judged yet: its judgement has no type. */
const WAITING = new Set<number>([S.PENDING, S.COMPILING, S.JUDGING, S.SUBMITTING]);

export function isJudged(status: number): boolean {
  return !WAITING.has(status);
}

/** The judgement type of a final status; null while it waits or is judged. */
export function judgementTypeOf(status: number): string | null {
  if (!isJudged(status)) return null;
  return BY_STATUS.get(status) ?? 'CS';
}

/** A test case's verdict: only cases that ran have one (a case skipped by a subtask rule has none). */
export function runTypeOf(status: number): string | null {
  const id = BY_STATUS.get(status);
  return id && id !== 'CS' && id !== 'CAN' && id !== 'SE' ? id : null;
}

export const JUDGEMENT_TYPES: readonly ClicsJudgementType[] = Object.keys(NAMES).map((id) => {
  const cls = statusClass(SAMPLE[id]!);
  return { id, name: NAMES[id]!, penalty: cls === 'penalty', solved: cls === 'ac' };
});
