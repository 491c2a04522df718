import type { Identity } from '../../../store/identity-follower.ts';
import { buildBoards, type ContestBoards } from './contest-boards.ts';
import type { SubmissionRow } from './rules.ts';

/**
 * The board of a virtual run: the contest's real board as it stood `elapsedSec` seconds into the
 * contest, with the run's user in it as they are doing now. Built fresh on each read from the kept
 * real boards (no query) and the run's own submissions, so it needs no upkeep of its own; the
 * rules (ACM, OI, seals, stars, awards) are the real board's, applied by `buildBoards`.
 */

export interface VirtualRun {
  uid: string;
  /** When the run's clock started (ms). */
  startMs: number;
  /** Seconds of the contest's clock the run has used. */
  elapsedSec: number;
  /** The run's submissions at their real submit times. */
  rows: readonly SubmissionRow[];
  identity?: Identity | undefined;
}

/** A virtual submission's time moved onto the contest's clock: as long after the contest's start as it was after the run's. */
export function onContestClock(row: SubmissionRow, contestStartMs: number, runStartMs: number): SubmissionRow {
  return { ...row, submitTime: new Date(contestStartMs + (row.submitTime.getTime() - runStartMs)) };
}

/** The run's own submissions on the contest's clock, those made before its elapsed time. */
function ownRows(startMs: number, run: VirtualRun): SubmissionRow[] {
  const cutoff = startMs + run.elapsedSec * 1000;
  return run.rows.map((r) => onContestClock(r, startMs, run.startMs)).filter((r) => r.submitTime.getTime() < cutoff);
}

export function virtualBoards(real: ContestBoards, run: VirtualRun): ContestBoards {
  const s = real.settings;
  // The run's user is on its board even when the real board keeps them off (its author, a super admin).
  const excluded = new Set(s.excluded);
  excluded.delete(run.uid);
  // The user's real submissions (if they took part) give way to the run's.
  const field = real.rowsBefore(run.elapsedSec).filter((r) => r.uid !== run.uid);
  const identities = [...real.knownIdentities()];
  if (run.identity) identities.push(run.identity);
  return buildBoards({ ...s, excluded }, [...field, ...ownRows(s.startMs, run)], identities);
}

interface KeptRun {
  /** The real boards it was built from, and their change count then. */
  real: ContestBoards;
  changes: number;
  elapsedSec: number;
  boards: ContestBoards;
}

/**
 * Runs' boards kept between reads. A run's clock only moves forward, and an ended contest's real
 * boards rarely change, so a read applies the field's records of the seconds passed since the last
 * one and the run's own submissions again (`apply` is idempotent), instead of building the board
 * anew (that is kept for a first read, a change of the real boards, or a clock set back). The
 * boards held are bounded by the records they hold, the least recently read dropped first.
 */
export class VirtualBoardKeeper {
  private readonly kept = new Map<number, KeptRun>();
  private held = 0;

  private readonly recordBudget: number;

  constructor(recordBudget = 1_000_000) {
    this.recordBudget = recordBudget;
  }

  boardOf(runId: number, real: ContestBoards, run: VirtualRun): ContestBoards {
    const prev = this.kept.get(runId);
    this.kept.delete(runId);
    if (prev) this.held -= prev.boards.recordCount;
    let next: KeptRun;
    if (prev && prev.real === real && prev.changes === real.changes && prev.elapsedSec <= run.elapsedSec) {
      for (const r of real.rowsBetween(prev.elapsedSec, run.elapsedSec)) if (r.uid !== run.uid) prev.boards.apply(r);
      for (const r of ownRows(real.settings.startMs, run)) prev.boards.apply(r);
      next = { ...prev, elapsedSec: run.elapsedSec };
    } else {
      next = { real, changes: real.changes, elapsedSec: run.elapsedSec, boards: virtualBoards(real, run) };
    }
    this.kept.set(runId, next);
    this.held += next.boards.recordCount;
    // A Map iterates in insertion order: the first entry is the least recently read.
    for (const [id, old] of this.kept) {
      if (this.held <= this.recordBudget || id === runId) break;
      this.kept.delete(id);
      this.held -= old.boards.recordCount;
    }
    return next.boards;
  }

  /** Boards held (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
