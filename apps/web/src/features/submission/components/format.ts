import { JudgeStatus } from '@arbiter/contract';
import { statusLook } from './judgeStatus.ts';

/** How a submission's numbers are shown (spec part 2 §9): time in ms, length in B, '--' when empty. */

export { formatMemory } from '@arbiter/contract';

const EMPTY = '--';

function present(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

export function formatRunTime(ms: number | null | undefined): string {
  return present(ms) ? `${ms}ms` : EMPTY;
}

export function formatLength(bytes: number | null | undefined): string {
  return present(bytes) ? `${bytes}B` : EMPTY;
}

export type ScoreTone = 'zero' | 'partial' | 'full';

/**
 * Score colours: zero, between 0 and 100, and 100 (spec part 2 §9). An accepted submission counts
 * as full whatever its problem's total, so a 60-point problem solved in full is not shown as partial.
 */
export function scoreTone(score: number, status?: number): ScoreTone {
  if (status === JudgeStatus.ACCEPTED || score >= 100) return 'full';
  return score <= 0 ? 'zero' : 'partial';
}

/** The CSS class that gives an element its verdict's colour as `var(--tone)` (submission.css). */
export function verdictToneClass(status: number): string {
  return `verdict-tone--${statusLook(status).key}`;
}
