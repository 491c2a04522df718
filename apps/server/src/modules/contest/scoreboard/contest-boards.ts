import { ContestType } from '@arbiter/contract';
import { CellRecords } from '../../../store/cell-records.ts';
import { type Identity, sameIdentity } from '../../../store/identity-follower.ts';
import { ViewBoard } from './board.ts';
import {
  VIEW_NAMES,
  countsInView,
  evalAcm,
  evalOi,
  recOrder,
  sameRec,
  toRec,
  type BoardSettings,
  type CellState,
  type Rec,
  type SubmissionRow,
  type ViewName,
} from './rules.ts';

const unknownIdentity = (uid: string): Identity => ({
  uid,
  username: '',
  realname: null,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
});

export interface ProblemCount {
  ac: number;
  total: number;
}

/** Which kept view answers a viewer: sealed wins (after-end records never show on a sealed board), then containsEnd. */
export function viewFor(s: BoardSettings, opts: { sealed: boolean; containsEnd: boolean }): ViewName {
  if (opts.sealed && s.sealSec !== null) return 'sealed';
  return opts.containsEnd ? 'end' : 'real';
}

/**
 * All boards of one contest, held in memory: its counted records by user and problem, the views
 * built so far, and each problem's accepted/total numbers per view. `apply` is the one way a
 * submission gets in, moves or leaves: the first build, a new verdict, a rejudge, a manual judge
 * and a cancel all pass through it, and it re-evaluates only the cell the submission belongs to.
 */
export class ContestBoards {
  readonly settings: BoardSettings;
  private readonly visiblePids: ReadonlySet<number>;
  /** submit id → its counted record. */
  private readonly recs = new Map<number, Rec>();
  private readonly cells = new CellRecords<Rec>(recOrder);
  private readonly identities = new Map<string, Identity>();
  private readonly views = new Map<ViewName, ViewBoard>();
  private readonly counts = new Map<ViewName, Map<number, ProblemCount>>();
  /** Bumped by every change of a record or an identity: what was derived from these boards (a virtual board) is stale once it moves. */
  changes = 0;

  constructor(settings: BoardSettings) {
    this.settings = settings;
    this.visiblePids = new Set(settings.problems.map((p) => p.pid));
    for (const view of VIEW_NAMES) this.counts.set(view, new Map(settings.problems.map((p) => [p.pid, { ac: 0, total: 0 }])));
  }

  hasIdentity(uid: string): boolean {
    return this.identities.has(uid);
  }

  /** Who a uid is; set before its first submission is applied (otherwise the submission's username stands in). */
  setIdentity(ident: Identity): void {
    this.identities.set(ident.uid, ident);
  }

  /** Profile changes of users on these boards (others are skipped); true when a board changed. */
  renew(changed: readonly Identity[]): boolean {
    let any = false;
    for (const ident of changed) {
      const held = this.identities.get(ident.uid);
      if (!held || sameIdentity(held, ident)) continue;
      this.identities.set(ident.uid, ident);
      for (const board of this.views.values()) board.renew(ident);
      any = true;
    }
    if (any) this.changes += 1;
    return any;
  }

  /** Who the held users are (a virtual board starts from them). */
  knownIdentities(): IterableIterator<Identity> {
    return this.identities.values();
  }

  /**
   * The held records made before `sec` seconds of the contest's clock, as submission rows again:
   * the field a virtual run competes against at that elapsed time (`virtual-board.ts`). A record
   * keeps whole seconds, which is all `toRec` reads of the submit time.
   */
  rowsBefore(sec: number): SubmissionRow[] {
    return this.rowsBetween(0, sec);
  }

  /** `rowsBefore` for the records made from `fromSec` (included) to `toSec` (excluded). */
  rowsBetween(fromSec: number, toSec: number): SubmissionRow[] {
    const out: SubmissionRow[] = [];
    for (const r of this.recs.values()) {
      if (r.afterEnd || r.time < fromSec || r.time >= toSec) continue;
      out.push({
        submitId: r.submitId,
        uid: r.uid,
        pid: r.pid,
        status: r.status,
        submitTime: new Date(this.settings.startMs + r.time * 1000),
        score: r.score,
        time: r.useTime,
      });
    }
    return out;
  }

  /** Counted records held (for tests and the bench). */
  get recordCount(): number {
    return this.recs.size;
  }

  /**
   * Takes a submission's current state (idempotent: the same state again changes nothing). Returns
   * whether any board could have changed.
   */
  apply(row: SubmissionRow): boolean {
    const next = toRec(row, this.settings, this.visiblePids);
    const prev = this.recs.get(row.submitId) ?? null;
    if (sameRec(prev, next)) return false;
    this.changes += 1;
    if (next && !this.identities.has(next.uid)) {
      this.identities.set(next.uid, { ...unknownIdentity(next.uid), username: row.username ?? '' });
    }
    if (prev) {
      this.cells.remove(prev);
      this.count(prev, -1);
      this.recs.delete(prev.submitId);
    }
    if (next) {
      this.cells.add(next);
      this.count(next, 1);
      this.recs.set(next.submitId, next);
    }
    for (const board of this.views.values()) {
      if (prev) this.reevaluate(board, prev.uid, prev.pid);
      if (next && (!prev || prev.uid !== next.uid || prev.pid !== next.pid)) this.reevaluate(board, next.uid, next.pid);
    }
    return true;
  }

  /** The kept board of a view, built from the held records the first time it is asked for. */
  view(name: ViewName): ViewBoard {
    let board = this.views.get(name);
    if (board) return board;
    board = new ViewBoard(name, this.settings);
    for (const [uid, byPid] of this.cells.byUser) {
      const states: [number, CellState][] = [];
      for (const [pid, recs] of byPid) {
        const state = this.evaluate(recs, name);
        if (state) states.push([pid, state]);
      }
      board.addUnsorted(this.identity(uid), states);
    }
    board.sortAll();
    this.views.set(name, board);
    return board;
  }

  /** Accepted and total counted records per visible problem under a view. */
  problemCounts(name: ViewName): Map<number, ProblemCount> {
    const counts = this.counts.get(name)!;
    return new Map([...counts].map(([pid, c]) => [pid, { ...c }]));
  }

  private evaluate(recs: readonly Rec[], view: ViewName): CellState | null {
    return this.settings.type === ContestType.OI ? evalOi(recs, view, this.settings) : evalAcm(recs, view, this.settings);
  }

  private reevaluate(board: ViewBoard, uid: string, pid: number): void {
    const recs = this.cells.of(uid, pid);
    board.setCell(this.identity(uid), pid, this.evaluate(recs, board.view));
  }

  private identity(uid: string): Identity {
    return this.identities.get(uid) ?? unknownIdentity(uid);
  }

  private count(r: Rec, sign: 1 | -1): void {
    for (const view of VIEW_NAMES) {
      if (!countsInView(r, view, this.settings)) continue;
      const c = this.counts.get(view)!.get(r.pid)!;
      c.total += sign;
      if (r.cls === 'ac') c.ac += sign;
    }
  }
}

/** A fresh set of boards from a full list of submissions: what the kept boards must always equal. */
export function buildBoards(settings: BoardSettings, rows: Iterable<SubmissionRow>, identities: Iterable<Identity> = []): ContestBoards {
  const boards = new ContestBoards(settings);
  for (const ident of identities) boards.setIdentity(ident);
  for (const row of rows) boards.apply(row);
  return boards;
}
