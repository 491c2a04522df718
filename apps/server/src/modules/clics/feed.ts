import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClicsType } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/envelope.ts';
import { LATE_COMMIT_MS } from '../contest/scoreboard/index.ts';
import { type LogEvent, type Position, comparePos, cutAt, withAwards } from './event-log.ts';
import { parseToken, tokenOf } from './token.ts';
import { awardsAt, openView, type ClicsView } from './view.ts';
import { viewerOf, type Viewer } from './viewer.ts';

/**
 * The event feed (NDJSON, one notification a line): the viewer's log (`event-log.ts`) from the
 * start or after `since_token`, cut `settleMs` before now, then (unless `stream=false`) what comes
 * after, as it comes, with a bare newline when nothing was sent for `keepAliveMs`.
 *
 * New events are found by reading the contest again every `pollMs`. The live push
 * (`modules/live`) was weighed instead: it would only shorten a wait that the settle time makes
 * anyway, and it does not announce everything the feed shows (registrations, profile changes,
 * the clock reaching the freeze or the end), which a read of the rows covers in one place. A read
 * is a handful of indexed queries of one contest, and only open feeds make it.
 *
 * When the epoch changes (a rejudge, a changed setting or problem) the feed ends: the client's
 * reconnect with its last token is refused with HTTP 400 and it reads the new log from the start.
 */

interface FeedTiming {
  /** Events younger than this are held back, so a write that commits late is never skipped (LATE_COMMIT_MS). */
  settleMs: number;
  pollMs: number;
  /** The standard asks for a newline at least every 120 s of silence. */
  keepAliveMs: number;
}

function feedTiming(ctx: AppContext): FeedTiming {
  const t = ctx.config.clicsFeed ?? {};
  return { settleMs: t.settleMs ?? LATE_COMMIT_MS, pollMs: t.pollMs ?? 1000, keepAliveMs: t.keepAliveMs ?? 60_000 };
}

/** A client that stopped reading is dropped once this much waits unsent. */
const MAX_UNSENT_BYTES = 4 << 20;

export interface FeedQuery {
  since_token?: string | undefined;
  types?: string | undefined;
  stream?: boolean | undefined;
}

/** What one connection has sent: its place in the log, and the awards as last sent (an unchanged award is not sent again). */
class Cursor {
  since: Position | null;
  private readonly awards = new Map<string, string>();
  private readonly types: ReadonlySet<string> | null;

  constructor(since: Position | null, types: ReadonlySet<string> | null) {
    this.since = since;
    this.types = types;
  }

  /** The lines of the events after the cursor, moving it past those sent. */
  take(view: ClicsView, events: readonly LogEvent[]): string {
    let text = '';
    for (const e of events) {
      if (this.since && comparePos(e.pos, this.since) <= 0) continue;
      if (this.types && !this.types.has(e.type)) continue;
      if (e.type === 'awards') {
        const json = JSON.stringify(e.data);
        if (this.awards.get(e.id!) === json) continue;
        this.awards.set(e.id!, json);
      }
      text += `${JSON.stringify({ type: e.type, id: e.id, data: e.data, token: tokenOf(view.epoch, e.pos) })}\n`;
      this.since = e.pos;
    }
    return text;
  }
}

/** The open feeds of one app, ended when it closes. */
export class OpenFeeds {
  private readonly ends = new Set<() => void>();

  add(end: () => void): () => void {
    this.ends.add(end);
    return () => this.ends.delete(end);
  }

  endAll(): void {
    for (const end of [...this.ends]) end();
  }
}

async function eventsOf(ctx: AppContext, view: ClicsView, cut: number, types: ReadonlySet<ClicsType> | null): Promise<LogEvent[]> {
  const events = cutAt(view.log, cut);
  return types && !types.has('awards') ? events : withAwards(events, await awardsAt(ctx, view, cut));
}

export async function eventFeed(
  ctx: AppContext,
  feeds: OpenFeeds,
  call: { viewer: Viewer; query: FeedQuery; request: FastifyRequest; reply: FastifyReply },
): Promise<FastifyReply> {
  const { viewer, query, request, reply } = call;
  const timing = feedTiming(ctx);
  const types = query.types ? new Set(query.types.split(',') as ClicsType[]) : null;
  const token = query.since_token === undefined ? null : parseToken(query.since_token);
  if (query.since_token !== undefined && !token) throw badRequest('The since_token is not a token of this event feed');
  const cases = !types || types.has('runs');
  let view = await openView(ctx, viewer, { cases });
  if (token && token.epoch !== view.epoch) {
    throw badRequest('The contest changed since this token was given: read the event feed again from the start');
  }
  const cursor = new Cursor(token?.pos ?? null, types);
  let seen = cutAt(view.log, Date.now() - timing.settleMs).length;
  const first = cursor.take(view, await eventsOf(ctx, view, Date.now() - timing.settleMs, types));
  if (query.stream === false) {
    return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(first);
  }

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    // Proxies must pass each line on as it comes (nginx reads X-Accel-Buffering).
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  let lastWrite = Date.now();
  const write = (text: string) => {
    if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
    else raw.write(text);
    lastWrite = Date.now();
  };
  if (first) write(first);

  let timer: NodeJS.Timeout | undefined;
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearTimeout(timer);
    forget();
    raw.end();
  };
  const forget = feeds.add(end);
  request.raw.once('close', end);

  const tick = async () => {
    try {
      // Who may look is asked again: a contest hidden or a registration removed meanwhile ends the feed.
      const next = await openView(ctx, await viewerOf(ctx, String(viewer.c.id), viewer.user, 'view'), { cases });
      if (!open) return;
      if (next.epoch !== view.epoch) return end();
      // Nothing new stored and nothing newly settled: nothing to send, and the awards (a board read) cannot have moved.
      const settled = cutAt(next.log, Date.now() - timing.settleMs).length;
      const changed = next.log !== view.log || settled !== seen;
      view = next;
      seen = settled;
      const text = changed ? cursor.take(view, await eventsOf(ctx, view, Date.now() - timing.settleMs, types)) : '';
      if (!open) return;
      if (text) write(text);
      else if (Date.now() - lastWrite >= timing.keepAliveMs) write('\n');
    } catch {
      return end();
    }
    if (open) timer = setTimeout(() => void tick(), timing.pollMs);
  };
  timer = setTimeout(() => void tick(), timing.pollMs);
  return reply;
}
