import { languageByName } from '@arbiter/contract';

/**
 * How a problem's limits are shown (spec part 2 §9): C and C++ get the limit as set, other
 * languages twice as much (time and memory). Remote-judge problems keep one limit for all.
 */
export interface LimitDisplay {
  /** Single limits: every language gets the same. */
  single: boolean;
  /** ms and MB for C/C++ (or everyone, when single). */
  cTime: number;
  cMemory: number;
  /** ms and MB for the other languages. */
  otherTime: number;
  otherMemory: number;
}

/** Problem ids beginning CF- or GYM- are remote-judge problems with single limits. */
export function hasSingleLimits(problem: { problemId: string; isRemote: boolean }): boolean {
  return problem.isRemote || /^(CF|GYM)-/i.test(problem.problemId);
}

export function limitDisplay(problem: { problemId: string; isRemote: boolean; timeLimit: number; memoryLimit: number }): LimitDisplay {
  const single = hasSingleLimits(problem);
  const factor = single ? 1 : 2;
  return {
    single,
    cTime: problem.timeLimit,
    cMemory: problem.memoryLimit,
    otherTime: problem.timeLimit * factor,
    otherMemory: problem.memoryLimit * factor,
  };
}

/** Whether the language gets the limit as set (C and C++ family). Unknown names count as "other". */
export function isCFamily(language: string): boolean {
  return languageByName(language)?.factor === 1;
}

/** A share as a percentage with 2 decimals ('0.00%' when there is nothing to divide). */
export function percent(part: number, total: number): string {
  if (!total || total <= 0) return '0.00%';
  return `${((part / total) * 100).toFixed(2)}%`;
}

/** A share as a number 0–100 with 2 decimals (progress bars). */
export function percentValue(part: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.round((part / total) * 10000) / 100;
}
