import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIVE, endpoints, type LiveEventName, type LiveEvents } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { type AuthUser, userForToken } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { readCacheOf } from '../../http/read-cache.ts';
import { assertCanView, isContestAdmin, visibleContest } from '../contest/access.ts';
import type { LiveStream } from './hub.ts';

const TICKET_KIND = 'live-ticket';
/** A client that stopped reading is dropped once this much waits unsent, not buffered without end. */
const MAX_UNSENT_BYTES = 1 << 20;

/** The caller of a ticket: the token it was issued for, checked as a header token is. */
async function userOfTicket(ctx: AppContext, ticket: string): Promise<AuthUser> {
  const entry = await ctx.expiring.get(TICKET_KIND, ticket);
  const found = entry ? await userForToken(ctx.db, ctx.tokens, readCacheOf(ctx), entry.value) : null;
  if (!found?.user) throw new ApiError(401, 'The stream ticket has expired or is not valid', { httpStatus: 401 });
  return found.user;
}

/** Live push (contract `live.ts`): the event stream, and tickets for clients that cannot send a header. */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { hub } = ctx.live;
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => ctx.live.close());

  rawRoute(app, endpoints.events, async ({ query, user, request, reply }) => {
    const viewer = user ?? (query.ticket ? await userOfTicket(ctx, query.ticket) : null);
    let contestAdmin = false;
    if (query.cid) {
      const c = await visibleContest(ctx, query.cid, viewer);
      await assertCanView(ctx, c, viewer);
      contestAdmin = isContestAdmin(c, viewer);
    }
    try {
      await ctx.live.start();
    } catch {
      throw new ApiError(503, 'Live updates are unavailable now: pages refresh by themselves', { httpStatus: 503 });
    }

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Proxies must pass each event on as it comes (nginx reads X-Accel-Buffering).
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const write = (text: string) => {
      if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
      else raw.write(text);
    };
    const stream: LiveStream = {
      uid: viewer?.uid ?? null,
      cid: query.cid ?? null,
      contestAdmin,
      send: <N extends LiveEventName>(name: N, data: LiveEvents[N]) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => raw.end(),
    };
    write(`retry: ${LIVE.retryMs}\n\n`);
    hub.add(stream);
    stream.send('hello', { uid: stream.uid, cid: stream.cid });
    // A comment line: no event for the client, but traffic for every proxy between.
    const beat = setInterval(() => write(':\n\n'), LIVE.heartbeatMs);
    request.raw.once('close', () => {
      clearInterval(beat);
      hub.remove(stream);
    });
    return reply;
  });

  route(app, endpoints.eventsTicket, async ({ request }) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    const ticket = randomBytes(24).toString('base64url');
    await ctx.expiring.set(TICKET_KIND, ticket, token, LIVE.ticketSeconds);
    return ok({ ticket, expiresInSeconds: LIVE.ticketSeconds });
  });
}
