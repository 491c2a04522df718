import { endpoints } from './endpoints.ts';
import { buildUrl } from './url.ts';

/**
 * Opens the live event stream (`endpoints.events`), the one call that is not a request and its
 * answer: the response's body stays open and session/live.ts reads events off it. The token goes in
 * `Authorization`, as on every call; a refusal comes back as a response that is not a stream.
 */
export function openEventStream(opts: { token: string | null; cid: number | null; signal: AbortSignal }): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (opts.token) headers.Authorization = opts.token;
  return fetch(buildUrl(endpoints.events.path, opts.cid === null ? undefined : { cid: opts.cid }), {
    headers,
    signal: opts.signal,
    credentials: 'same-origin',
  });
}
