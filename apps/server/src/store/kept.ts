/**
 * What a server process keeps in memory and follows from the database by revision: the contests'
 * scoreboards and the trainings' ranks. Every insert and update of a submission (and of a training
 * record) takes the next value of the sequence `judge_rev_seq`, so before a read a kept view asks
 * only for the rows whose revision is above its watermark and applies them, keyed by submission.
 *
 * A transaction that took a lower revision may commit after a higher one was seen, so the watermark
 * stays behind: it is the highest revision seen by a sync at least LATE_COMMIT_MS ago, and the rows
 * of that window are read again (applying a row twice changes nothing). Rows the first full read
 * could have missed the same way are found once, LATE_COMMIT_MS after it, by comparing the count and
 * the sum of revisions up to the build's highest revision with what the view holds.
 */

/** A transaction commits within this time of taking its revision. */
export const LATE_COMMIT_MS = 3000;

/** A row as a source hands it over: one submission's state and the revision of that state. */
export interface RevRow {
  submitId: number;
  rev: number;
}

/** Where a kept view reads its rows and how it takes them in. */
export interface RevSource<R extends RevRow> {
  /** Rows whose revision is above `afterRev` (and at most `upToRev` when given). */
  load(afterRev: number, upToRev?: number): Promise<R[]>;
  /** How many rows carry a revision up to `rev`, and the sum of those revisions. */
  digest(rev: number): Promise<{ n: number; sum: number }>;
  /** Takes rows whose state is newer than the one held. */
  apply(rows: readonly R[]): Promise<void>;
}

/**
 * The revision above which a sync reads: the highest one seen by a sync at least LATE_COMMIT_MS
 * before `now` (older entries are dropped on the way). Until the build itself is that old it is the
 * build's revision, which the late-commit check covers once the window has passed.
 */
export function watermark(k: { history: { at: number; rev: number }[] }, now: number): number {
  const h = k.history;
  while (h.length >= 2 && h[1]!.at <= now - LATE_COMMIT_MS) h.shift();
  return h[0]?.rev ?? 0;
}

/** Follows one source: what was applied (submit id → revision), the watermark's history, the sync under way. */
export class RevFollower<R extends RevRow> {
  readonly #source: RevSource<R>;
  /** submit id → the revision of the state applied. */
  readonly revs = new Map<number, number>();
  /** (sync start, highest revision seen by then), oldest first; the first entry is the watermark. */
  readonly history: { at: number; rev: number }[] = [];
  #buildAt = 0;
  #buildRev = 0;
  #maxRev = 0;
  #verified = false;
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(source: RevSource<R>) {
    this.#source = source;
  }

  /** The first full read. */
  async build(): Promise<void> {
    this.#buildAt = Date.now();
    await this.#take(await this.#source.load(-1));
    this.#buildRev = this.#maxRev;
    this.history.push({ at: this.#buildAt, rev: this.#buildRev });
  }

  /**
   * Brings the view up to date. A sync already under way may have read before the caller's change
   * committed, so callers that arrive during one wait for the next (shared by all of them).
   */
  sync(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#runSync().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.sync();
      });
    return this.#queued;
  }

  async #take(rows: readonly R[]): Promise<void> {
    const fresh = rows.filter((r) => (this.revs.get(r.submitId) ?? -1) < r.rev);
    if (fresh.length === 0) return;
    await this.#source.apply(fresh);
    for (const r of fresh) {
      this.revs.set(r.submitId, r.rev);
      if (r.rev > this.#maxRev) this.#maxRev = r.rev;
    }
  }

  async #runSync(): Promise<void> {
    const at = Date.now();
    await this.#take(await this.#source.load(watermark(this, at)));
    if (!this.#verified && at - this.#buildAt >= LATE_COMMIT_MS) await this.#verifyBuild();
    const last = this.history[this.history.length - 1];
    if (!last || this.#maxRev > last.rev) this.history.push({ at, rev: this.#maxRev });
  }

  /** Rows with a revision up to the build's that committed after the build read: found by count and sum. */
  async #verifyBuild(): Promise<void> {
    const digest = await this.#source.digest(this.#buildRev);
    let n = 0;
    let sum = 0;
    for (const rev of this.revs.values()) {
      if (rev > this.#buildRev) continue;
      n += 1;
      sum += rev;
    }
    if (digest.n !== n || digest.sum !== sum) await this.#take(await this.#source.load(-1, this.#buildRev));
    this.#verified = true;
  }
}

interface Slot<T> {
  version: number;
  ready: Promise<T>;
  /** Set once `ready` has resolved. */
  value?: T;
  lastUsed: number;
}

/**
 * The views one app keeps, by id (a contest's boards, a training's rank): built on first use (one
 * build shared by concurrent readers), rebuilt when the owner's version moved past the one they
 * were built from (a change of settings or problems), else synced. Views nobody read for IDLE_MS
 * are dropped, and the least recently read beyond `maxKept`.
 */
export class KeptStore<T> {
  static readonly IDLE_MS = 60 * 60_000;
  readonly #slots = new Map<number, Slot<T>>();
  readonly #maxKept: number;

  constructor(maxKept = 64) {
    this.#maxKept = maxKept;
  }

  async get(id: number, version: number, build: () => Promise<T>, sync: (kept: T) => Promise<void>): Promise<T> {
    const now = Date.now();
    this.#prune(now);
    const slot = this.#slots.get(id);
    if (!slot || version > slot.version) {
      const fresh: Slot<T> = { version, ready: build(), lastUsed: now };
      this.#slots.set(id, fresh);
      fresh.ready.then(
        (value) => {
          fresh.value = value;
        },
        () => {
          if (this.#slots.get(id) === fresh) this.#slots.delete(id);
        },
      );
      return fresh.ready;
    }
    slot.lastUsed = now;
    const kept = await slot.ready;
    await sync(kept);
    return kept;
  }

  /** The views built so far (one still building is left out: it reads everything fresh). */
  *built(): Iterable<T> {
    for (const slot of this.#slots.values()) if (slot.value !== undefined) yield slot.value;
  }

  #prune(now: number): void {
    for (const [id, slot] of this.#slots) if (slot.lastUsed < now - KeptStore.IDLE_MS) this.#slots.delete(id);
    if (this.#slots.size <= this.#maxKept) return;
    const byUse = [...this.#slots].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [id] of byUse.slice(0, this.#slots.size - this.#maxKept)) this.#slots.delete(id);
  }
}
