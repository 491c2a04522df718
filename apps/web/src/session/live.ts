import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE, LIVE_EVENT_NAMES, splitEventText, type LiveEventName, type LiveEvents } from '@arbiter/contract';
import { openEventStream } from '../api/live.ts';

/**
 * Live push (contract `live.ts`): one event stream for the tab, opened with the session's token
 * (and the contest a page watches), whose events tell pages to refetch. Pages keep their polls and
 * turn them off while the stream is live (`usePollUnlessLive`): when it cannot open, does not greet
 * within LIVE.helloWithinMs (a proxy that buffers) or breaks, the polls run again and the stream is
 * tried again later, waiting longer each time.
 */

export type LiveStatus = 'off' | 'connecting' | 'live' | 'down';

type Handler = (data: unknown) => void;

let status: LiveStatus = 'off';
let token: string | null = null;
/** Watched contests, counted by the pages that watch them; the stream follows the newest. */
const watched = new Map<number, number>();
const statusListeners = new Set<() => void>();
const handlers = new Map<string, Set<Handler>>();
let abort: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs: number = LIVE.retryMs;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
/** A stream that comes back after a break missed what happened meanwhile. */
let missed = false;
/** What the open (or opening) stream was opened for. */
let opened: { token: string | null; cid: number | null } | null = null;

function setStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const l of statusListeners) l();
}

function emit(name: string, data: unknown): void {
  for (const h of handlers.get(name) ?? []) h(data);
}

function watchedContest(): number | null {
  let last: number | null = null;
  for (const cid of watched.keys()) last = cid;
  return last;
}

/** Reads the events off the body as they arrive (contract `splitEventText`), skipping names it does not know. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string, data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const split = splitEventText(rest + decoder.decode(value, { stream: true }));
    rest = split.rest;
    for (const e of split.events) {
      if (!(LIVE_EVENT_NAMES as readonly string[]).includes(e.name)) continue;
      try {
        onEvent(e.name, JSON.parse(e.data));
      } catch {
        // a malformed event is skipped, as a browser's EventSource skips one
      }
    }
  }
}

function close(): void {
  abort?.abort();
  abort = null;
  clearTimeout(retryTimer);
}

function failed(ac: AbortController): void {
  if (abort !== ac) return;
  abort = null;
  ac.abort();
  missed = true;
  setStatus('down');
  clearTimeout(retryTimer);
  retryTimer = setTimeout(open, retryMs);
  retryMs = Math.min(retryMs * 2, LIVE.retryMaxMs);
}

function open(): void {
  close();
  const cid = watchedContest();
  // An anonymous visitor has nothing of their own to hear: only a watched contest's changes.
  if (token === null && cid === null) {
    setStatus('off');
    return;
  }
  const ac = new AbortController();
  abort = ac;
  opened = { token, cid };
  setStatus('connecting');
  const greeted = setTimeout(() => failed(ac), LIVE.helloWithinMs);
  void (async () => {
    try {
      const res = await openEventStream({ token, cid, signal: ac.signal });
      if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new Error('no stream');
      await readEvents(res.body, (name, data) => {
        if (abort !== ac) return;
        if (name === 'hello') {
          clearTimeout(greeted);
          retryMs = LIVE.retryMs;
          setStatus('live');
          if (missed) emit('resync', {});
          missed = false;
          return;
        }
        emit(name, data);
      });
      throw new Error('the stream ended');
    } catch {
      clearTimeout(greeted);
      failed(ac);
    }
  })();
}

/** Opens the stream again soon (a burst of watch changes on navigation costs one stream). */
function reopenSoon(): void {
  if (abort && opened?.token === token && opened.cid === watchedContest()) return;
  clearTimeout(reopenTimer);
  reopenTimer = setTimeout(open, 50);
}

export const liveConnection = {
  /** The session's token changed (null: signed out). */
  setToken(next: string | null): void {
    token = next;
    retryMs = LIVE.retryMs;
    reopenSoon();
  },
  stop(): void {
    clearTimeout(reopenTimer);
    close();
    setStatus('off');
  },
  status: (): LiveStatus => status,
  subscribe(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.status, liveConnection.status);
}

/** A poll's interval while the stream is not live, none while it is (its events say when to refetch). */
export function usePollUnlessLive(ms: number): number | false {
  return useLiveStatus() === 'live' ? false : ms;
}

/** Calls `handler` with each event named `name` while the calling component is mounted. */
export function useLiveEvent<N extends Exclude<LiveEventName, 'hello'>>(name: N, handler: (data: LiveEvents[N]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const h: Handler = (data) => latest.current(data as LiveEvents[N]);
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    set.add(h);
    return () => void set.delete(h);
  }, [name]);
}

/** Watches a contest's board, announcements and clarifications while the calling page is shown. */
export function useWatchContest(cid: number | null | undefined): void {
  useEffect(() => {
    if (!cid) return;
    watched.set(cid, (watched.get(cid) ?? 0) + 1);
    reopenSoon();
    return () => {
      const n = (watched.get(cid) ?? 1) - 1;
      if (n > 0) watched.set(cid, n);
      else watched.delete(cid);
      reopenSoon();
    };
  }, [cid]);
}
