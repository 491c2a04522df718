import { JudgeStatus, type TrainingRankCell } from '@arbiter/contract';

/**
 * The training rank's rules (hoj-data-and-judge, training rank): a cell is one user's records on
 * one problem in submission order. Until the first accepted run it shows the latest counted
 * status (and score); from then on it is accepted and keeps the fastest accepted run time. A row
 * counts its accepted cells and sums their fastest times; rows sort by accepted cells (more first),
 * then total time (less first).
 */

/** The verdicts a training rank counts: final ones a student caused (not pending, system errors or cancels). */
const COUNTED_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.ACCEPTED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
]);

/** A submission recorded for the training, as the rank reads it. */
export interface RecordRow {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  /** Milliseconds of the run. */
  time: number | null;
  submitTime: Date;
}

/** Submission order: time, then id. */
export function recordOrder(a: RecordRow, b: RecordRow): number {
  return a.submitTime.getTime() - b.submitTime.getTime() || a.submitId - b.submitId;
}

/** A cell from its records in submission order; null when none is counted. */
export function evaluateCell(records: readonly RecordRow[]): TrainingRankCell | null {
  let cell: TrainingRankCell | null = null;
  for (const r of records) {
    if (!COUNTED_STATUSES.has(r.status)) continue;
    const accepted = r.status === JudgeStatus.ACCEPTED;
    if (cell?.isAC) {
      if (accepted && r.time !== null && (cell.runTime === null || r.time < cell.runTime)) cell.runTime = r.time;
      continue;
    }
    cell = { status: r.status, score: r.score, isAC: accepted, runTime: accepted ? r.time : null };
  }
  return cell;
}

export function sameCell(a: TrainingRankCell | null, b: TrainingRankCell | null): boolean {
  if (a === null || b === null) return a === b;
  return a.status === b.status && a.score === b.score && a.isAC === b.isAC && a.runTime === b.runTime;
}

/** What a row sorts by. */
export interface RankKeys {
  uid: string;
  ac: number;
  totalRunTime: number;
}

export function rankOrder(a: RankKeys, b: RankKeys): number {
  return b.ac - a.ac || a.totalRunTime - b.totalRunTime || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

/** A cell's share of its row's totals. */
export function cellTotals(cell: TrainingRankCell | null): { ac: number; time: number } {
  return cell?.isAC ? { ac: 1, time: cell.runTime ?? 0 } : { ac: 0, time: 0 };
}
