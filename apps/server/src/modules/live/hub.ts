import { LIVE, type LiveEventName, type LiveEvents } from '@arbiter/contract';

/** The database channel the triggers of migration 0020 notify on. */
export const LIVE_CHANNEL = 'arbiter_live';

/** One open stream: whose it is, the contest it watches, and how to send it an event. */
export interface LiveStream {
  uid: string | null;
  cid: number | null;
  /** May see every clarification of the watched contest (its admins). */
  contestAdmin: boolean;
  send: <N extends LiveEventName>(name: N, data: LiveEvents[N]) => void;
  /** Ends the stream (the server is stopping). */
  end: () => void;
}

/** What the triggers send (migration 0020): `k` says what changed. */
type Notice =
  | { k: 'v'; u: string; s: number; st: number; c: number; r: number }
  | { k: 'a'; c: number }
  | { k: 'm'; u?: string }
  | { k: 'q'; c: number; id: number; u: string; p: boolean };

function parseNotice(payload: string): Notice | null {
  try {
    const n = JSON.parse(payload) as Partial<Notice> | null;
    return n && typeof n === 'object' && typeof n.k === 'string' ? (n as Notice) : null;
  } catch {
    return null;
  }
}

/**
 * The streams this process holds, indexed by user and by watched contest, and the fan-out of the
 * database's notifications to them. Every replica listens to the same channel and sends to the
 * streams it holds, so an event reaches a stream wherever it is open. A contest's board changes are
 * coalesced: a burst of verdicts becomes one `board` event a second per stream, one refetch each.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly byContest = new Map<number, Set<LiveStream>>();
  private readonly all = new Set<LiveStream>();
  /** Per contest: the newest revision not yet pushed, and the timer that will push it. */
  private readonly boardPending = new Map<number, { rev: number; timer: NodeJS.Timeout }>();
  private readonly lastBoardPush = new Map<number, number>();

  get size(): number {
    return this.all.size;
  }

  add(stream: LiveStream): void {
    this.all.add(stream);
    if (stream.uid) addTo(this.byUser, stream.uid, stream);
    if (stream.cid) addTo(this.byContest, stream.cid, stream);
  }

  remove(stream: LiveStream): void {
    this.all.delete(stream);
    if (stream.uid) removeFrom(this.byUser, stream.uid, stream);
    if (stream.cid) removeFrom(this.byContest, stream.cid, stream);
  }

  /** A notification from the database. */
  dispatch(payload: string): void {
    const n = parseNotice(payload);
    if (!n) return;
    switch (n.k) {
      case 'v':
        for (const s of this.byUser.get(n.u) ?? []) s.send('verdict', { submitId: n.s, status: n.st, cid: n.c });
        if (n.c) this.boardChanged(n.c, n.r);
        return;
      case 'a':
        if (n.c) for (const s of this.byContest.get(n.c) ?? []) s.send('announcement', { cid: n.c });
        return;
      case 'm':
        for (const s of n.u ? (this.byUser.get(n.u) ?? []) : this.all) if (s.uid) s.send('unread', {});
        return;
      case 'q':
        // A private answer goes to its asker and the contest's admins; a public one to every watcher.
        for (const s of this.byContest.get(n.c) ?? [])
          if (n.p || s.contestAdmin || s.uid === n.u) s.send('clarification', { cid: n.c, id: n.id });
        return;
    }
  }

  /** Notifications may have been lost: every stream refetches what it shows. */
  resync(): void {
    for (const s of this.all) s.send('resync', {});
  }

  private boardChanged(cid: number, rev: number): void {
    const pending = this.boardPending.get(cid);
    if (pending) {
      pending.rev = Math.max(pending.rev, rev);
      return;
    }
    const wait = Math.max(0, (this.lastBoardPush.get(cid) ?? 0) + LIVE.boardGapMs - Date.now());
    const timer = setTimeout(() => {
      const p = this.boardPending.get(cid);
      this.boardPending.delete(cid);
      this.lastBoardPush.set(cid, Date.now());
      for (const s of this.byContest.get(cid) ?? []) s.send('board', { cid, rev: p?.rev ?? rev });
    }, wait);
    timer.unref();
    this.boardPending.set(cid, { rev, timer });
  }

  /** Ends every stream: a stopping server does not wait for clients that would never hang up. */
  endAll(): void {
    for (const s of [...this.all]) s.end();
  }

  close(): void {
    for (const p of this.boardPending.values()) clearTimeout(p.timer);
    this.boardPending.clear();
  }
}

function addTo<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream): void {
  const set = index.get(key);
  set?.delete(stream);
  if (set?.size === 0) index.delete(key);
}
