import type { TrainingRankCell } from '@arbiter/contract';
import { CellRecords } from '../../../store/cell-records.ts';
import { SortedRows } from '../../../store/sorted-rows.ts';
import { cellTotals, evaluateCell, rankOrder, recordOrder, sameCell, type RecordRow } from './rules.ts';

/**
 * One training's rank, held in memory: its counted records by user and problem, and the rows in
 * rank order. `apply` is the one way a record gets in, changes or leaves (the first build, a new
 * verdict, a rejudge): it re-evaluates only that user's cell of that problem and moves the row.
 */

export interface RankRow {
  uid: string;
  cells: Map<number, TrainingRankCell>;
  ac: number;
  totalRunTime: number;
}

export class TrainingRankBoard {
  /** uids kept off the rank: the training's author and the super admins. */
  readonly excluded: ReadonlySet<string>;
  readonly #records = new Map<number, RecordRow>();
  readonly #cells = new CellRecords<RecordRow>(recordOrder);
  readonly #rows = new Map<string, RankRow>();
  readonly #order = new SortedRows<RankRow>(rankOrder);
  /** Bumped by every change of a row. */
  revision = 0;
  #ranks: { revision: number; values: Int32Array } | null = null;

  constructor(excluded: Iterable<string>) {
    this.excluded = new Set(excluded);
  }

  /** The rows in rank order. */
  get rows(): readonly RankRow[] {
    return this.#order.rows;
  }

  /**
   * Each row's rank by position (equal accepted count and time share one), computed in one pass
   * and kept until the next change.
   */
  ranks(): Int32Array {
    if (this.#ranks?.revision === this.revision) return this.#ranks.values;
    const rows = this.#order.rows;
    const values = new Int32Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const prev = rows[i - 1];
      const row = rows[i]!;
      values[i] = prev && prev.ac === row.ac && prev.totalRunTime === row.totalRunTime ? values[i - 1]! : i + 1;
    }
    this.#ranks = { revision: this.revision, values };
    return values;
  }

  get recordCount(): number {
    return this.#records.size;
  }

  /** Many records at once, sorting once at the end (the first build). */
  applyAll(records: Iterable<RecordRow>): void {
    for (const r of records) {
      if (this.excluded.has(r.uid)) continue;
      this.#records.set(r.submitId, r);
      this.#cells.add(r);
    }
    const rows: RankRow[] = [];
    for (const [uid, byPid] of this.#cells.byUser) {
      const row = this.#newRow(uid);
      for (const [pid, recs] of byPid) {
        const cell = evaluateCell(recs);
        if (!cell) continue;
        row.cells.set(pid, cell);
        const t = cellTotals(cell);
        row.ac += t.ac;
        row.totalRunTime += t.time;
      }
      if (row.cells.size === 0) continue;
      this.#rows.set(uid, row);
      rows.push(row);
    }
    this.#order.addAll(rows);
    this.revision += 1;
  }

  /** Takes a record's current state (the same state again changes nothing). */
  apply(r: RecordRow): void {
    if (this.excluded.has(r.uid)) return;
    const prev = this.#records.get(r.submitId);
    if (prev) this.#cells.remove(prev);
    this.#records.set(r.submitId, r);
    this.#cells.add(r);
    if (prev && (prev.uid !== r.uid || prev.pid !== r.pid)) this.#reevaluate(prev.uid, prev.pid);
    this.#reevaluate(r.uid, r.pid);
  }

  #reevaluate(uid: string, pid: number): void {
    const next = evaluateCell(this.#cells.of(uid, pid));
    let row = this.#rows.get(uid);
    const prev = row?.cells.get(pid) ?? null;
    if (sameCell(prev, next)) return;
    this.revision += 1;
    const present = row !== undefined;
    row ??= this.#newRow(uid);
    const target = row;
    this.#order.move(target, present, () => {
      const before = cellTotals(prev);
      const after = cellTotals(next);
      target.ac += after.ac - before.ac;
      target.totalRunTime += after.time - before.time;
      if (next) target.cells.set(pid, next);
      else target.cells.delete(pid);
    });
    if (target.cells.size === 0) {
      this.#order.remove(target);
      this.#rows.delete(uid);
    } else this.#rows.set(uid, target);
  }

  #newRow(uid: string): RankRow {
    return { uid, cells: new Map(), ac: 0, totalRunTime: 0 };
  }
}

/** A fresh rank from a full list of records: what the kept rank must always equal. */
export function buildRank(excluded: Iterable<string>, records: Iterable<RecordRow>): TrainingRankBoard {
  const board = new TrainingRankBoard(excluded);
  board.applyAll(records);
  return board;
}
