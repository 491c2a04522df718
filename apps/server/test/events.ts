import { splitEventText, type LiveEventName, type LiveEvents } from '@arbiter/contract';
import { Arrivals, readText } from './arrivals.ts';

/** One event as it came off a stream. */
interface ReceivedEvent {
  name: string;
  data: unknown;
  at: number;
}

export interface EventReader {
  http: number;
  /** The answer's body when the stream was refused (the envelope). */
  refusal: string | null;
  /** Waits for the next event named `name` (that `match` accepts), skipping others; fails after `ms`. */
  next<N extends LiveEventName>(name: N, match?: (data: LiveEvents[N]) => boolean, ms?: number): Promise<LiveEvents[N]>;
  /** Every event received so far. */
  received: ReceivedEvent[];
  close(): void;
}

/** Opens `GET /api/events` on `base` as a client would (fetch with the Authorization header). */
export async function openEvents(
  base: string,
  opts: { token?: string; query?: Record<string, string | number> } = {},
): Promise<EventReader> {
  const url = new URL('/api/events', base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const abort = new AbortController();
  const res = await fetch(url, { headers: opts.token ? { authorization: opts.token } : {}, signal: abort.signal });
  const arrivals = new Arrivals<ReceivedEvent>();
  const isStream = res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const refusal = isStream ? null : await res.text();
  if (isStream && res.body) {
    let buffer = '';
    readText(res.body, (text) => {
      const split = splitEventText(buffer + text);
      buffer = split.rest;
      for (const e of split.events) arrivals.push({ name: e.name, data: JSON.parse(e.data), at: performance.now() });
    });
  }
  return {
    http: res.status,
    refusal,
    received: arrivals.items,
    next: async (name, match, ms = 15_000) => {
      const e = await arrivals.next(
        (e) => e.name === name && (!match || match(e.data as never)),
        ms,
        () => `no ${name} event; got ${arrivals.items.map((e) => e.name).join(', ') || 'nothing'}`,
      );
      return e.data as never;
    },
    close: () => abort.abort(),
  };
}

/**
 * The text of an answer, for tests that call every endpoint: an event stream that let the caller
 * in is read up to its first event and closed (it would never end), anything else read whole.
 */
export async function answerText(res: Response): Promise<string> {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(first.value ?? new Uint8Array());
}
