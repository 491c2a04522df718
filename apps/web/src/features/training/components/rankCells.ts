import type { TrainingRankCell, TrainingRankVO } from '@arbiter/contract';

/**
 * What the training rank's cells show (spec part 2 §2.15): a problem's short status with the
 * fastest accepted run time, and the totals. Numbers and signs only; words come from i18n.
 */

/** A run time in milliseconds as the rank shows it under a status: `(12ms)`. */
export function formatRankTime(ms: number | null | undefined): string {
  const n = ms !== null && ms !== undefined && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : 0;
  return `(${n}ms)`;
}

export interface RankCellView {
  status: number;
  solved: boolean;
  /** The fastest accepted run, or null while the problem is not solved. */
  time: string | null;
}

/** A user's cell of one problem; null when the user has not tried it. */
export function rankCellView(cell: TrainingRankCell | undefined): RankCellView | null {
  if (!cell) return null;
  return { status: cell.status, solved: cell.isAC, time: cell.isAC ? formatRankTime(cell.runTime) : null };
}

/**
 * Real names are shown to the training's admins only: the server sends them to no one else, so a
 * row carrying one also says the viewer is an admin.
 */
export function showsRealName(rows: readonly Pick<TrainingRankVO, 'realname'>[], isAdmin: boolean): boolean {
  return isAdmin || rows.some((r) => r.realname !== null);
}

/** Where a user's submissions lead from the rank: all accepted ones, or those of one problem. */
export function rankSubmissionsPath(username: string, problemId?: string): string {
  const q = new URLSearchParams({ username });
  if (problemId === undefined) q.set('status', '0');
  else {
    q.set('problemID', problemId);
    q.set('completeProblemID', 'true');
  }
  return `/status?${q.toString()}`;
}
