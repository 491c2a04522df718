/** The paths of live push (`live.ts`); their rows are in `endpoints/live.ts`. */
export const livePaths = {
  events: '/api/events',
  eventsTicket: '/api/events/ticket',
} as const;
