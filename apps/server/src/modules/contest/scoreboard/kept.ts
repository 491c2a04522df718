import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import type { DbLike } from '../../../db/client.ts';
import type { ContestRow } from '../access.ts';
import { ContestBoards } from './contest-boards.ts';
import { loadIdentities, loadSettings, loadSubmissions, revisionDigest, type RevRow } from './load.ts';

/**
 * The boards each server process keeps per contest, and how they follow the database. Every contest
 * submission gets a new revision from a sequence on each insert and update, so before a read a
 * replica asks only for rows whose revision is above its watermark and applies them one by one.
 *
 * A transaction that took a lower revision may commit after a higher one was seen, so the watermark
 * stays behind: it is the highest revision seen by a sync at least LATE_COMMIT_MS ago, and the rows
 * of that window are read again (applying a row twice changes nothing). Rows the first full read
 * could have missed the same way are found once, LATE_COMMIT_MS after it, by comparing the count and
 * the sum of revisions up to the build's highest revision with what the board holds.
 */

/** A transaction commits within this time of taking its revision. */
export const LATE_COMMIT_MS = 3000;
/** Boards not read for this long are dropped. */
const IDLE_MS = 60 * 60_000;
/** At most this many contests' boards are kept per app. */
const MAX_KEPT = 64;

export interface Kept {
  cid: number;
  /** The contest version the boards were built from. */
  version: number;
  boards: ContestBoards;
  /** Different for every build in every process, so etags of two builds never meet. */
  generation: string;
  /** submit id → the revision of the state applied. */
  revs: Map<number, number>;
  buildAt: number;
  buildRev: number;
  maxRev: number;
  /** Whether the build's late-commit check has run. */
  verified: boolean;
  /** (sync start, highest revision seen by then), oldest first; the first entry is the watermark. */
  history: { at: number; rev: number }[];
  running: Promise<void> | null;
  queued: Promise<void> | null;
}

interface Slot {
  version: number;
  ready: Promise<Kept>;
  lastUsed: number;
}

/** The boards one app keeps, by contest id: the app context holds them (`ctx.scoreboards`). */
export type KeptScoreboards = Map<number, Slot>;

export function keptScoreboards(): KeptScoreboards {
  return new Map();
}

/** Applies changed rows (skipping states already applied), loading who the new submitters are first. */
async function applyRows(db: DbLike, k: Kept, rows: readonly RevRow[]): Promise<void> {
  const fresh = rows.filter((r) => (k.revs.get(r.submitId) ?? -1) < r.rev);
  const unknown = new Set<string>();
  for (const r of fresh) {
    if (!k.boards.hasIdentity(r.uid) && !k.boards.settings.excluded.has(r.uid)) unknown.add(r.uid);
  }
  for (const ident of await loadIdentities(db, k.cid, [...unknown])) k.boards.setIdentity(ident);
  for (const r of fresh) {
    k.revs.set(r.submitId, r.rev);
    k.boards.apply(r);
    if (r.rev > k.maxRev) k.maxRev = r.rev;
  }
}

/** A contest's boards built from the database: its settings, then every submission through `apply`. */
export async function buildKept(db: DbLike, c: ContestRow): Promise<Kept> {
  const buildAt = Date.now();
  const settings = await loadSettings(db, c);
  const rows = await loadSubmissions(db, c.id, -1);
  const k: Kept = {
    cid: c.id,
    version: c.version,
    boards: new ContestBoards(settings),
    generation: randomBytes(12).toString('base64url'),
    revs: new Map(),
    buildAt,
    buildRev: 0,
    maxRev: 0,
    verified: false,
    history: [],
    running: null,
    queued: null,
  };
  await applyRows(db, k, rows);
  k.buildRev = k.maxRev;
  k.history.push({ at: buildAt, rev: k.buildRev });
  return k;
}

/**
 * The revision above which a sync reads: the highest one seen by a sync at least LATE_COMMIT_MS
 * before `now` (older entries are dropped on the way). Until the build itself is that old it is the
 * build's revision, which verifyBuild checks once the window has passed.
 */
export function watermark(k: Pick<Kept, 'history'>, now: number): number {
  const h = k.history;
  while (h.length >= 2 && h[1]!.at <= now - LATE_COMMIT_MS) h.shift();
  return h[0]?.rev ?? 0;
}

/** Rows with a revision up to the build's that committed after the build read: found by count and sum. */
async function verifyBuild(db: DbLike, k: Kept): Promise<void> {
  const digest = await revisionDigest(db, k.cid, k.buildRev);
  let n = 0;
  let sum = 0;
  for (const rev of k.revs.values()) {
    if (rev > k.buildRev) continue;
    n += 1;
    sum += rev;
  }
  if (digest.n !== n || digest.sum !== sum) await applyRows(db, k, await loadSubmissions(db, k.cid, -1, k.buildRev));
  k.verified = true;
}

async function runSync(db: DbLike, k: Kept): Promise<void> {
  const at = Date.now();
  await applyRows(db, k, await loadSubmissions(db, k.cid, watermark(k, at)));
  if (!k.verified && at - k.buildAt >= LATE_COMMIT_MS) await verifyBuild(db, k);
  const last = k.history[k.history.length - 1];
  if (!last || k.maxRev > last.rev) k.history.push({ at, rev: k.maxRev });
}

/**
 * Brings the boards up to date. A sync already under way may have read before the caller's change
 * committed, so callers that arrive during one wait for the next (shared by all of them).
 */
function syncKept(db: DbLike, k: Kept): Promise<void> {
  if (!k.running) {
    k.running = runSync(db, k).finally(() => {
      k.running = null;
    });
    return k.running;
  }
  k.queued ??= k.running
    .catch(() => undefined)
    .then(() => {
      k.queued = null;
      return syncKept(db, k);
    });
  return k.queued;
}

/** Drops boards nobody read for a while, and the least recently read beyond MAX_KEPT. */
function prune(store: KeptScoreboards, now: number): void {
  for (const [cid, slot] of store) if (slot.lastUsed < now - IDLE_MS) store.delete(cid);
  if (store.size <= MAX_KEPT) return;
  const byUse = [...store].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
  for (const [cid] of byUse.slice(0, store.size - MAX_KEPT)) store.delete(cid);
}

/**
 * The kept boards of a contest, up to date: built on first use (one build shared by concurrent
 * readers), rebuilt when the contest's version moved past the one they were built from, else synced.
 */
export async function keptBoards(ctx: AppContext, c: ContestRow): Promise<Kept> {
  const store = ctx.scoreboards;
  const now = Date.now();
  prune(store, now);
  const slot = store.get(c.id);
  if (!slot || c.version > slot.version) {
    const fresh: Slot = { version: c.version, ready: buildKept(ctx.db, c), lastUsed: now };
    store.set(c.id, fresh);
    fresh.ready.catch(() => {
      if (store.get(c.id) === fresh) store.delete(c.id);
    });
    return fresh.ready;
  }
  slot.lastUsed = now;
  const k = await slot.ready;
  await syncKept(ctx.db, k);
  return k;
}
