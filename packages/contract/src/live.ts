/**
 * Live push: one Server-Sent Events stream per signed-in tab (`GET /api/events`) that says what
 * changed, so that a page refetches when there is something to fetch instead of polling on a
 * timer. Each event names what changed, never its content: the page reads it through the usual
 * call, which checks who may see it. A client without the stream (a proxy that buffers, an old
 * client) polls as the spec says; the stream only makes the polls unnecessary.
 */

export const LIVE = {
  /** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
  heartbeatMs: 15_000,
  /** How long a stream ticket (for an EventSource, which cannot send headers) may open streams. */
  ticketSeconds: 60,
  /** Board changes of one contest are pushed at most this often: one refetch covers a burst of verdicts. */
  boardGapMs: 1_000,
  /** A client that has not seen the stream's first event this long after opening it polls instead. */
  helloWithinMs: 5_000,
  /** The client's first wait before opening a stream again after it broke; doubled up to `retryMaxMs`. */
  retryMs: 2_000,
  retryMaxMs: 60_000,
} as const;

/** Each event's name and its data (JSON in the event's `data:` line). */
export interface LiveEvents {
  /** First on every stream: who it is for and which contest it watches. */
  hello: { uid: string | null; cid: number | null };
  /** A submission of the stream's user changed status. */
  verdict: { submitId: number; status: number; cid: number };
  /** The watched contest's board changed (its revision); refetch the page shown. */
  board: { cid: number; rev: number };
  /** The watched contest's announcements changed (cid 0: the site's). */
  announcement: { cid: number };
  /** A clarification of the watched contest was asked or answered where the user may see it. */
  clarification: { cid: number; id: number };
  /** The user's unread message counts may have changed; refetch them. */
  unread: Record<string, never>;
  /** Events may have been missed (the server lost its database's notifications): refetch everything shown. */
  resync: Record<string, never>;
}

export type LiveEventName = keyof LiveEvents;

export const LIVE_EVENT_NAMES = [
  'hello',
  'verdict',
  'board',
  'announcement',
  'clarification',
  'unread',
  'resync',
] as const satisfies readonly LiveEventName[];

/** What `POST /api/events/ticket` answers: a ticket for `GET /api/events?ticket=…`. */
export interface LiveTicketVO {
  ticket: string;
  expiresInSeconds: number;
}

/**
 * Splits the text of an event stream as it arrives into whole events: a block ends with a blank
 * line, `event:` names it (`message` when absent), its `data:` lines joined are its data, and a
 * block without data (a comment, the `retry:` line) is none. Answers the events and the unfinished
 * rest, to be prefixed to the next chunk.
 */
export function splitEventText(text: string): { events: { name: string; data: string }[]; rest: string } {
  const events: { name: string; data: string }[] = [];
  let rest = text.replace(/\r\n/g, '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ name, data: data.join('\n') });
  }
  return { events, rest };
}
