import { LIMITS } from '@arbiter/contract';

/**
 * The benchmarks' HTTP client for a server they did not start in-process: one call, its envelope
 * read, and whether it succeeded the way the web app judges it (HTTP 2xx or 304, and a body status
 * of 200). Node's fetch keeps connections alive, as a browser does.
 */

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Milliseconds before the call counts as failed; the web app's own limit by default. */
  timeoutMs?: number;
}

export interface Reply {
  http: number;
  status: number | undefined;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmarks read whatever shape a call returns
  data: any;
  headers: Headers;
  ok: boolean;
}

export type Api = (method: string, path: string, opts?: CallOptions) => Promise<Reply>;

/** A client of the server at `base`. A network failure or a timeout answers `http` 0, never throws. */
export function apiClient(base: string): Api {
  return async (method, path, opts = {}) => {
    const target = new URL(path, base);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(target, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? LIMITS.requestTimeoutMs),
      });
      const text = await res.text();
      if (res.status === 304) return { http: 304, status: 200, msg: 'not modified', data: null, headers: res.headers, ok: true };
      let json: { status?: number; msg?: string; data?: unknown } = {};
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        json = { msg: text.slice(0, 120) };
      }
      return {
        http: res.status,
        status: json.status,
        msg: json.msg ?? '',
        data: json.data,
        headers: res.headers,
        ok: res.ok && json.status === 200,
      };
    } catch (error) {
      const msg = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String((error as Error).cause ?? error);
      return { http: 0, status: undefined, msg, data: null, headers: new Headers(), ok: false };
    }
  };
}

/** Throws with the call and its message unless it succeeded: for setting up, where nothing may fail. */
export function must(reply: Reply, what: string): Reply {
  if (!reply.ok) throw new Error(`${what}: HTTP ${reply.http}, status ${reply.status}, ${reply.msg}`);
  return reply;
}
