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

export function virtualBoards(real: ContestBoards, run: VirtualRun): ContestBoards {
  const s = real.settings;
  // The run's user is on its board even when the real board keeps them off (its author, a super admin).
  const excluded = new Set(s.excluded);
  excluded.delete(run.uid);
  const cutoff = s.startMs + run.elapsedSec * 1000;
  // The user's real submissions (if they took part) give way to the run's.
  const field = real.rowsBefore(run.elapsedSec).filter((r) => r.uid !== run.uid);
  const own = run.rows.map((r) => onContestClock(r, s.startMs, run.startMs)).filter((r) => r.submitTime.getTime() < cutoff);
  const identities = [...real.knownIdentities()];
  if (run.identity) identities.push(run.identity);
  return buildBoards({ ...s, excluded }, [...field, ...own], identities);
}
