import type { TestServer } from '../../../../test/harness.ts';
import { Arrivals, readText } from '../../../../test/arrivals.ts';

/** Reading the event feed as a client does: NDJSON over plain fetch. */

export interface FeedLine {
  type: string;
  id: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever an event carries
  data: any;
  token: string;
}

export interface FeedAnswer {
  http: number;
  contentType: string;
  /** The body's lines, the empty last one dropped. */
  lines: string[];
  events: FeedLine[];
  text: string;
}

function feedUrl(server: TestServer, cid: number, query: Record<string, string | undefined>): URL {
  const url = new URL(`/api/clics/contests/${cid}/event-feed`, server.url);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url;
}

/** The feed's current events (`stream=false`). */
export async function readFeed(
  server: TestServer,
  cid: number,
  opts: { token?: string | undefined; since?: string; types?: string } = {},
): Promise<FeedAnswer> {
  const res = await fetch(feedUrl(server, cid, { since_token: opts.since, types: opts.types, stream: 'false' }), {
    headers: opts.token ? { authorization: opts.token } : {},
  });
  const text = await res.text();
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const ok = res.status === 200;
  return {
    http: res.status,
    contentType: res.headers.get('content-type') ?? '',
    lines,
    events: ok ? lines.filter((l) => l !== '').map((l) => JSON.parse(l) as FeedLine) : [],
    text,
  };
}

export interface FeedStream {
  http: number;
  contentType: string;
  /** Every line so far, keep-alive blank lines included. */
  lines: string[];
  /** Whether the server ended the body. */
  readonly ended: boolean;
  /** Waits for a line that `match` accepts (among those not yet waited past), failing after `ms`. */
  next(match: (line: string) => boolean, ms?: number): Promise<string>;
  close(): void;
}

/** An open feed (streaming), read line by line as it comes. */
export async function openFeed(server: TestServer, cid: number, opts: { token?: string; since?: string } = {}): Promise<FeedStream> {
  const abort = new AbortController();
  const res = await fetch(feedUrl(server, cid, { since_token: opts.since }), {
    headers: opts.token ? { authorization: opts.token } : {},
    signal: abort.signal,
  });
  const arrivals = new Arrivals<string>();
  let ended = false;
  if (res.body) {
    let buffer = '';
    readText(
      res.body,
      (text) => {
        buffer += text;
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          arrivals.push(buffer.slice(0, nl));
          buffer = buffer.slice(nl + 1);
        }
      },
      () => {
        ended = true;
      },
    );
  }
  return {
    http: res.status,
    contentType: res.headers.get('content-type') ?? '',
    lines: arrivals.items,
    get ended() {
      return ended;
    },
    next: (match, ms = 15_000) => arrivals.next(match, ms, () => `no such line; got ${arrivals.items.length} lines`),
    close: () => abort.abort(),
  };
}
