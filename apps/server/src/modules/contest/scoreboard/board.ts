import { ContestType, awardCounts, type AwardLevel } from '@arbiter/contract';
import type { Identity } from '../../../store/identity-follower.ts';
import { sameCell, type BoardSettings, type CellState, type ViewName } from './rules.ts';

/**
 * One view of a contest's board: its rows kept sorted, each change moving one row with a binary
 * search and a splice, and what is derived from the whole order (ranks, first-blood times, awards)
 * computed in one pass and kept until the next change.
 */

export interface Row {
  uid: string;
  ident: Identity;
  star: boolean;
  cells: Map<number, CellState>;
  /** ACM: solved problems. */
  ac: number;
  /** ACM: counted submissions. */
  total: number;
  /** ACM: seconds with penalties; OI: milliseconds of the fastest accepted runs. */
  totalTime: number;
  /** OI. */
  totalScore: number;
  /** Sort key: solved problems (ACM) or score (OI), negated so that smaller sorts first. */
  key: number;
  /** Derived: -1 for star users. */
  rank: number;
  /** Derived. */
  award: AwardLevel | null;
}

/** The derived pass's results, valid for one revision of the board. */
export interface Derived {
  /** displayed pid → the earliest accepted time (ACM). */
  firstAc: Map<number, number>;
  /** Rows that are not star users, in order. */
  nonStar: Row[];
}

const byOrder = (a: Row, b: Row): number => a.key - b.key || a.totalTime - b.totalTime || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

function addCell(row: Row, cell: CellState, sign: 1 | -1): void {
  if ('score' in cell) {
    row.totalScore += sign * cell.score;
    row.totalTime += sign * (cell.acTime ?? 0);
    row.key = -row.totalScore;
  } else {
    row.ac += sign * (cell.isAC ? 1 : 0);
    row.total += sign * cell.total;
    row.totalTime += sign * cell.penalty;
    row.key = -row.ac;
  }
}

export class ViewBoard {
  readonly view: ViewName;
  readonly settings: BoardSettings;
  /** Sorted: the board's order. */
  readonly rows: Row[] = [];
  /** Bumped by every change of a row. */
  revision = 0;
  private readonly byUid = new Map<string, Row>();
  private derived: Derived | null = null;
  private derivedRevision = -1;

  constructor(view: ViewName, settings: BoardSettings) {
    this.view = view;
    this.settings = settings;
  }

  row(uid: string): Row | undefined {
    return this.byUid.get(uid);
  }

  get size(): number {
    return this.rows.length;
  }

  /** Adds a user's row with all its cells, leaving the order to `sortAll` (the bulk build). */
  addUnsorted(ident: Identity, cells: Iterable<[number, CellState]>): void {
    const row = this.newRow(ident);
    for (const [pid, cell] of cells) {
      row.cells.set(pid, cell);
      addCell(row, cell, 1);
    }
    if (row.cells.size === 0) return;
    this.byUid.set(row.uid, row);
    this.rows.push(row);
  }

  sortAll(): void {
    this.rows.sort(byOrder);
    this.revision += 1;
  }

  /**
   * Puts one cell's new state in its row (null: no counted record left) and moves the row to its
   * place. Returns whether anything changed.
   */
  setCell(ident: Identity, pid: number, next: CellState | null): boolean {
    let row = this.byUid.get(ident.uid);
    const prev = row?.cells.get(pid) ?? null;
    if (sameCell(prev, next)) return false;
    if (row) this.rows.splice(this.indexOf(row), 1);
    else {
      row = this.newRow(ident);
      this.byUid.set(row.uid, row);
    }
    if (prev) {
      addCell(row, prev, -1);
      row.cells.delete(pid);
    }
    if (next) {
      row.cells.set(pid, next);
      addCell(row, next, 1);
    }
    this.revision += 1;
    if (row.cells.size === 0) {
      this.byUid.delete(row.uid);
      return true;
    }
    this.rows.splice(this.lowerBound(row), 0, row);
    return true;
  }

  /**
   * A user's new name, school or avatar. A new username may make the row a star row or no longer
   * one, which moves ranks, so the derived pass runs again.
   */
  renew(ident: Identity): void {
    const row = this.byUid.get(ident.uid);
    if (!row) return;
    row.ident = ident;
    row.star = this.settings.stars.has(ident.username);
    this.revision += 1;
  }

  /** Where a row stands (binary search on its current keys). */
  indexOf(row: Row): number {
    const i = this.lowerBound(row);
    if (this.rows[i] !== row) throw new Error(`scoreboard row of ${row.uid} is out of place`);
    return i;
  }

  /** Ranks, first-blood times and awards, from one pass over the order; kept until the next change. */
  derive(): Derived {
    if (this.derived && this.derivedRevision === this.revision) return this.derived;
    const s = this.settings;
    const acm = s.type === ContestType.ACM;
    const firstAc = new Map<number, number>();
    const nonStar: Row[] = [];
    let prev: Row | null = null;
    for (const row of this.rows) {
      if (acm) {
        for (const [pid, cell] of row.cells) {
          if (!('score' in cell) && cell.ACTime !== null) {
            const best = firstAc.get(pid);
            if (best === undefined || cell.ACTime < best) firstAc.set(pid, cell.ACTime);
          }
        }
      }
      if (row.star) {
        row.rank = -1;
        continue;
      }
      nonStar.push(row);
      // Competition ranking: equal keys share a rank, the next row takes its position among non-star rows.
      row.rank = prev && prev.key === row.key && prev.totalTime === row.totalTime ? prev.rank : nonStar.length;
      prev = row;
    }
    this.award(nonStar);
    for (const row of this.rows) if (row.star) row.award = null;
    this.derived = { firstAc, nonStar };
    this.derivedRevision = this.revision;
    return this.derived;
  }

  /** Awards down the non-star order: rows that solved or scored something take the current level until it is used up. */
  private award(nonStar: readonly Row[]): void {
    const s = this.settings;
    const counts = awardCounts(s.awardType, s.awards, nonStar.length);
    const levels = s.awards.map((level, i) => ({ level, count: counts[i] ?? 0 })).filter((l) => l.count > 0);
    let li = 0;
    let used = 0;
    for (const row of nonStar) {
      const earned = s.type === ContestType.ACM ? row.ac > 0 : row.totalScore > 0;
      const current = levels[li];
      if (!earned || !current) {
        row.award = null;
        continue;
      }
      row.award = current.level;
      used += 1;
      if (used === current.count) {
        li += 1;
        used = 0;
      }
    }
  }

  private newRow(ident: Identity): Row {
    return {
      uid: ident.uid,
      ident,
      star: this.settings.stars.has(ident.username),
      cells: new Map(),
      ac: 0,
      total: 0,
      totalTime: 0,
      totalScore: 0,
      key: 0,
      rank: 0,
      award: null,
    };
  }

  private lowerBound(row: Row): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byOrder(this.rows[mid]!, row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
