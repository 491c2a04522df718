import { z } from 'zod';
import { get, post, shape, stream } from '../endpoint.ts';
import { optionalQueryId } from '../ids.ts';
import type { LiveTicketVO } from '../live.ts';
import { livePaths } from '../paths/live.ts';

/**
 * Live push (`live.ts`). The stream is open to anyone: a signed-in caller (its `Authorization`
 * header, or a ticket for a client that cannot send one) gets its own verdicts and unread counts;
 * anyone gets the changes of a contest they may see the board of (`cid`).
 */

export const liveEventsQuery = z.object({
  cid: optionalQueryId('The contest'),
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The stream ticket is not valid')
    .optional(),
});
export type LiveEventsQuery = z.output<typeof liveEventsQuery>;

const P = livePaths;

export const liveEndpoints = {
  events: get(P.events, { auth: 'optional', query: liveEventsQuery, response: stream() }),
  eventsTicket: post(P.eventsTicket, { auth: 'login', response: shape<LiveTicketVO>() }),
};
