import { RemoteError, type RemoteSession } from './adapter.ts';

/**
 * The HTTP client every adapter uses: one site, one session's cookie jar, a time limit on every
 * exchange, and the failures a user should read (unreachable, 5xx, a Cloudflare challenge) thrown
 * as RemoteErrors instead of surfacing as parse errors three steps later.
 */

export interface RemoteResponse {
  status: number;
  /** The address that answered (after redirects when `follow` was set). */
  url: string;
  /** A redirect's target, absolute, or null. */
  location: string | null;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  headers?: Record<string, string>;
  /** The body's character set when the site does not say it right (HDU's pages are GBK). */
  charset?: string;
  /** Follow redirects (up to 5), keeping the cookies of each hop. Off by default: a 302 is often the answer. */
  follow?: boolean;
  /** Let 5xx answers through instead of throwing UNREACHABLE (a site that answers errors with 500). */
  allowServerError?: boolean;
}

/** Looks like a desktop browser: some sites refuse unknown agents outright. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** Markers of a Cloudflare (or similar) human check in place of the page asked for. */
const CHALLENGE_MARKERS = [
  'cf-chl',
  'challenge-platform',
  'cf_chl_opt',
  '<title>Just a moment...</title>',
  'Attention Required! | Cloudflare',
];

function isChallengePage(text: string): boolean {
  return CHALLENGE_MARKERS.some((m) => text.includes(m));
}

export interface HttpOptions {
  baseUrl: string;
  session: RemoteSession;
  /** Per exchange (default 15 s). */
  timeoutMs?: number;
}

export class RemoteHttp {
  readonly baseUrl: string;
  readonly session: RemoteSession;
  private readonly timeoutMs: number;

  constructor(opts: HttpOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.session = opts.session;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
  }

  /** An absolute address on this site (`path` may already be absolute). */
  url(path: string): string {
    return new URL(path, `${this.baseUrl}/`).toString();
  }

  get(path: string, opts: Omit<RequestOptions, 'method' | 'form' | 'json'> = {}): Promise<RemoteResponse> {
    return this.request(path, { ...opts, method: 'GET' });
  }

  post(path: string, opts: Omit<RequestOptions, 'method'> = {}): Promise<RemoteResponse> {
    return this.request(path, { ...opts, method: 'POST' });
  }

  /** A JSON answer, parsed; PARSE_ERROR when it is not JSON. */
  async postJson<T>(path: string, json: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const res = await this.request(path, { method: 'POST', json, headers: { accept: 'application/json', ...headers } });
    try {
      return { status: res.status, body: JSON.parse(res.text) as T };
    } catch {
      throw new RemoteError('PARSE_ERROR', `not JSON from ${path} (HTTP ${res.status})`);
    }
  }

  async request(path: string, opts: RequestOptions): Promise<RemoteResponse> {
    let url = this.url(path);
    let method = opts.method ?? 'GET';
    let body: string | undefined;
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...opts.headers };
    if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    for (let hop = 0; ; hop++) {
      const res = await this.exchange(url, method, body, headers);
      const location = res.headers.get('location');
      const target = location ? new URL(location, url).toString() : null;
      if (opts.follow && target && res.status >= 300 && res.status < 400 && hop < 5) {
        url = target;
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
        continue;
      }
      const text = decode(new Uint8Array(await res.arrayBuffer()), opts.charset ?? charsetOf(res.headers));
      if (isChallengePage(text)) throw new RemoteError('BLOCKED', `a human check at ${new URL(url).pathname}`);
      if (res.status === 429) throw new RemoteError('RATE_LIMITED', 'HTTP 429', retryAfterMs(res.headers));
      if (res.status >= 500 && !opts.allowServerError)
        throw new RemoteError('UNREACHABLE', `HTTP ${res.status} from ${new URL(url).pathname}`);
      return { status: res.status, url, location: target, headers: res.headers, text };
    }
  }

  private async exchange(url: string, method: string, body: string | undefined, headers: Record<string, string>): Promise<Response> {
    const cookie = Object.entries(this.session.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        body,
        headers: cookie ? { ...headers, cookie } : headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const e = error as Error;
      throw new RemoteError(
        'UNREACHABLE',
        e.name === 'TimeoutError' ? `no answer within ${Math.round(this.timeoutMs / 1000)} s` : networkWords(e),
      );
    }
    this.keepCookies(res.headers.getSetCookie());
    return res;
  }

  /** Takes the cookies a response sets; an expired or emptied one is dropped. */
  private keepCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.split('=').map((s) => s.trim());
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (expired || value === '' || value === 'deleted') delete this.session.cookies[name];
      else this.session.cookies[name] = value;
    }
  }
}

const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  UND_ERR_SOCKET: 'the connection was closed',
};

/** What went wrong on the network, in words: fetch hides the cause (and happy eyeballs an aggregate of causes). */
function networkWords(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  const code = cause?.code ?? cause?.errors?.find((e) => e.code)?.code;
  if (code) return NETWORK_WORDS[code] ?? code;
  return cause?.message ?? error.message;
}

/** A 429's Retry-After (seconds or a date), 5 s when it says nothing usable. */
function retryAfterMs(headers: Headers): number {
  const value = headers.get('retry-after') ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 5000;
}

function charsetOf(headers: Headers): string {
  const m = /charset=([\w-]+)/i.exec(headers.get('content-type') ?? '');
  return m?.[1] ?? 'utf-8';
}

function decode(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
