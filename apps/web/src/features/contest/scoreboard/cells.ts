import type { ACMCell, ContestRankVO, RankShowName } from '@arbiter/contract';
import { displayNameOf } from './rolling.ts';

/**
 * What the scoreboard cells show and how they are coloured (spec part 2 §2.8, §9; B.16).
 * The strings here are numbers and signs only; words come from i18n in the components.
 */

/** Whole minutes of a span in seconds (ACM times and totals are shown in minutes). */
export function toMinutes(seconds: number | null | undefined): number {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds / 60);
}

type AcmCellKind = 'firstBlood' | 'solved' | 'pending' | 'failed' | 'empty';

export interface AcmCellView {
  kind: AcmCellKind;
  /** The big line: solved minute, '?' for pending, the wrong tries otherwise. */
  main: string;
  /** The small line: wrong tries under a solve, wrong and pending tries under a '?'. */
  sub: string;
  afterContest: boolean;
  errorNum: number;
  tryNum: number;
}

/**
 * An ACM cell: a solve shows its minute and (-wrong tries); sealed tries show '?' with the counts;
 * only wrong tries show (-n). A solve wins over anything sealed after it.
 */
export function acmCellView(cell: ACMCell | undefined): AcmCellView {
  const errorNum = cell?.errorNum ?? 0;
  const tryNum = cell?.tryNum ?? 0;
  const afterContest = Boolean(cell?.isAfterContest);
  const wrong = errorNum > 0 ? `(-${errorNum})` : '';
  if (cell?.isAC) {
    return {
      kind: cell.isFirstAC ? 'firstBlood' : 'solved',
      main: String(toMinutes(cell.ACTime)),
      sub: wrong,
      afterContest,
      errorNum,
      tryNum,
    };
  }
  if (tryNum > 0) {
    return {
      kind: 'pending',
      main: '?',
      sub: [errorNum > 0 ? `-${errorNum}` : '', `+${tryNum}`].filter(Boolean).join(' '),
      afterContest,
      errorNum,
      tryNum,
    };
  }
  if (errorNum > 0) return { kind: 'failed', main: wrong, sub: '', afterContest, errorNum, tryNum };
  return { kind: 'empty', main: '', sub: '', afterContest, errorNum, tryNum };
}

export type ScoreLevel = 'none' | 'zero' | 'between' | 'full';

/** OI cells are coloured by score: zero, between, full (100 or more). */
export function oiScoreLevel(score: number | null | undefined): ScoreLevel {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'none';
  if (score <= 0) return 'zero';
  return score >= 100 ? 'full' : 'between';
}

/** Star users (rank -1) show '*'. */
export function rankLabel(rank: number): string {
  return rank === -1 ? '*' : String(rank);
}

export function isStarRow(row: Pick<ContestRankVO, 'rank'>): boolean {
  return row.rank === -1;
}

export function isGirl(row: Pick<ContestRankVO, 'gender'>): boolean {
  return row.gender === 'female';
}

export function rowName(row: Pick<ContestRankVO, 'username' | 'nickname' | 'realname'>, show: RankShowName): string {
  return displayNameOf(row, show);
}

/** The row classes, strongest first: the viewer's own row, followed users, star users, girls. */
export function rowTones(
  row: Pick<ContestRankVO, 'uid' | 'rank' | 'gender'>,
  followed: ReadonlySet<string>,
  selfUid: string | null,
): string[] {
  const tones: string[] = [];
  if (selfUid !== null && row.uid === selfUid) tones.push('self');
  if (followed.has(row.uid)) tones.push('followed');
  if (isStarRow(row)) tones.push('star');
  if (isGirl(row)) tones.push('girl');
  return tones;
}

/** Milliseconds as the OI board shows them. */
export function formatMs(ms: number | null | undefined): string {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? '' : `${Math.max(0, Math.round(ms))}ms`;
}
