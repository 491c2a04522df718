import { ACM_PENALTY_SECONDS, ContestType, JudgeStatus, type AwardLevel, type OiRankScoreType, type RankShowName } from '@arbiter/contract';

/**
 * The scoreboard rules of hoj-data-and-judge B.12 and B.16 as pure functions over one user's records
 * on one problem. Everything else (rows, ranks, awards, keeping boards) is built on these.
 */

/** The three boards a contest can show: the real one, the real one with after-end submissions, the sealed one. */
export type ViewName = 'real' | 'end' | 'sealed';
export const VIEW_NAMES: readonly ViewName[] = ['real', 'end', 'sealed'];

/** What a contest's boards need of the contest row, fixed until its version changes. */
export interface BoardSettings {
  type: number;
  startMs: number;
  endMs: number;
  /** Seconds. */
  duration: number;
  /** Seconds from the start to the seal time; null when the contest has no seal. */
  sealSec: number | null;
  oiRankScoreType: OiRankScoreType;
  rankShowName: RankShowName;
  /** Star usernames: ranked -1, never awarded. */
  stars: ReadonlySet<string>;
  /** Uids never on the board: the creator, site super admins, group owners. */
  excluded: ReadonlySet<string>;
  awardType: number;
  /** Sorted by priority. */
  awards: readonly AwardLevel[];
  /** The visible problems in display order (display id ascending, as strings). */
  problems: readonly { pid: number; displayId: string }[];
}

/** A submission as the judge table holds it: what the boards read. */
export interface SubmissionRow {
  submitId: number;
  uid: string;
  /** Stands in for the user's identity until one is set. */
  username?: string;
  pid: number;
  status: number;
  submitTime: Date;
  score: number | null;
  /** Milliseconds. */
  time: number | null;
}

/** How a verdict counts (B.12): solved, a wrong try that costs 20 minutes, or neither. */
export type StatusClass = 'ac' | 'penalty' | 'none';

const PENDING = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);
const PENALTY = new Set<number>([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

function isPending(status: number): boolean {
  return PENDING.has(status);
}

export function statusClass(status: number): StatusClass {
  if (status === JudgeStatus.ACCEPTED) return 'ac';
  return PENALTY.has(status) ? 'penalty' : 'none';
}

/** A counted record: judged, not before the start, of a visible problem, by a user who may be on the board. */
export interface Rec {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  cls: StatusClass;
  /** Whole seconds since the start. */
  time: number;
  /** Submitted at or after the end: counted only when after-end submissions are asked for. */
  afterEnd: boolean;
  score: number;
  /** Milliseconds. */
  useTime: number;
}

/** The counted record a submission stands for, or null when it does not count at all. */
export function toRec(row: SubmissionRow, s: BoardSettings, visiblePids: ReadonlySet<number>): Rec | null {
  if (isPending(row.status) || s.excluded.has(row.uid) || !visiblePids.has(row.pid)) return null;
  const at = row.submitTime.getTime();
  if (at < s.startMs) return null;
  return {
    submitId: row.submitId,
    uid: row.uid,
    pid: row.pid,
    status: row.status,
    cls: statusClass(row.status),
    time: Math.floor((at - s.startMs) / 1000),
    afterEnd: at >= s.endMs,
    score: row.score ?? 0,
    useTime: row.time ?? 0,
  };
}

export function sameRec(a: Rec | null | undefined, b: Rec | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.uid === b.uid &&
    a.pid === b.pid &&
    a.status === b.status &&
    a.time === b.time &&
    a.afterEnd === b.afterEnd &&
    a.score === b.score &&
    a.useTime === b.useTime
  );
}

/** Records of a cell are kept by contest time, then by submission id (the order the judge saw them). */
export function recOrder(a: Rec, b: Rec): number {
  return a.time - b.time || a.submitId - b.submitId;
}

/** Whether a record takes part in a view at all (after-end records only with containsEnd; OI sealed boards stop at the seal). */
function inView(r: Rec, view: ViewName, s: BoardSettings): boolean {
  if (r.afterEnd && view !== 'end') return false;
  if (view === 'sealed' && s.sealSec !== null && s.type === ContestType.OI) return r.time <= s.sealSec - 1;
  return true;
}

/** An ACM record inside the sealed window shows only as a pending try. */
function hiddenBySeal(r: Rec, view: ViewName, s: BoardSettings): boolean {
  return view === 'sealed' && s.sealSec !== null && r.time >= s.sealSec && r.time < s.duration;
}

/** Whether a record counts in a problem's accepted/total numbers of a view (sealed: only before the seal time). */
export function countsInView(r: Rec, view: ViewName, s: BoardSettings): boolean {
  if (r.afterEnd && view !== 'end') return false;
  return !(view === 'sealed' && s.sealSec !== null && r.time >= s.sealSec);
}

export interface AcmCellState {
  isAC: boolean;
  /** Seconds since the start; null until accepted. */
  ACTime: number | null;
  errorNum: number;
  tryNum: number;
  isAfterContest: boolean;
  /** Counted submissions of the cell. */
  total: number;
  /** errorNum × 1200 + ACTime when solved, else 0. */
  penalty: number;
}

export interface OiCellState {
  score: number;
  /** The fastest accepted run (ms), null without one. */
  acTime: number | null;
}

export type CellState = AcmCellState | OiCellState;

/** One user's ACM cell from the cell's records in order; null when no record counts in this view. */
export function evalAcm(recs: readonly Rec[], view: ViewName, s: BoardSettings): AcmCellState | null {
  let cell: AcmCellState | null = null;
  for (const r of recs) {
    if (!inView(r, view, s)) continue;
    cell ??= { isAC: false, ACTime: null, errorNum: 0, tryNum: 0, isAfterContest: false, total: 0, penalty: 0 };
    cell.total += 1;
    if (hiddenBySeal(r, view, s)) {
      cell.tryNum += 1;
      continue;
    }
    if (cell.isAC) continue;
    if (r.cls === 'ac') {
      cell.isAC = true;
      cell.ACTime = r.time;
      cell.isAfterContest = r.afterEnd;
      cell.penalty = cell.errorNum * ACM_PENALTY_SECONDS + r.time;
    } else if (r.cls === 'penalty') {
      cell.errorNum += 1;
    }
  }
  return cell;
}

/** One user's OI cell: the Recent or Highest record's score and the fastest accepted run; null when none counts. */
export function evalOi(recs: readonly Rec[], view: ViewName, s: BoardSettings): OiCellState | null {
  let chosen: Rec | null = null;
  let acTime: number | null = null;
  const highest = s.oiRankScoreType === 'Highest';
  for (const r of recs) {
    if (!inView(r, view, s)) continue;
    // Records come by time then id: the last one seen is the most recent; a higher score replaces only when strictly higher.
    if (!chosen || (highest ? r.score > chosen.score : true)) chosen = r;
    if (r.cls === 'ac' && (acTime === null || r.useTime < acTime)) acTime = r.useTime;
  }
  return chosen ? { score: chosen.score, acTime } : null;
}

export function sameCell(a: CellState | null | undefined, b: CellState | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if ('score' in a && 'score' in b) return a.score === b.score && a.acTime === b.acTime;
  if ('score' in a || 'score' in b) return false;
  return (
    a.isAC === b.isAC &&
    a.ACTime === b.ACTime &&
    a.errorNum === b.errorNum &&
    a.tryNum === b.tryNum &&
    a.isAfterContest === b.isAfterContest &&
    a.total === b.total
  );
}
