import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a remote judge's site on 127.0.0.1: a table of routes answering recorded pages
 * (fixture files with `{{name}}` holes), keeping every request for the tests to look at.
 */

export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  cookies: Record<string, string>;
  body: Buffer;
  /** The body as a form (application/x-www-form-urlencoded). */
  form(): URLSearchParams;
  json<T = Record<string, unknown>>(): T;
}

export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Set-Cookie name=value pairs. */
  cookies?: Record<string, string>;
  /** Never answer (a site that hangs): the client's time limit must end the exchange. */
  hang?: boolean;
}

export interface FakeRoute {
  method: 'GET' | 'POST';
  /** Matched against the path without the query. */
  path: string | RegExp;
  handle(req: FakeRequest): FakeResponse | Promise<FakeResponse>;
}

export interface FakeSite {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** `port` 0 (the default) takes a free one. */
export async function startFakeSite(routes: FakeRoute[], port = 0): Promise<FakeSite> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const fake: FakeRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        url,
        headers: req.headers,
        cookies: parseCookies(req.headers.cookie),
        body,
        form: () => new URLSearchParams(body.toString('utf8')),
        json: <T>() => JSON.parse(body.toString('utf8')) as T,
      };
      requests.push(fake);
      const route = routes.find(
        (r) => r.method === fake.method && (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
      );
      void Promise.resolve(route ? route.handle(fake) : { status: 404, body: 'no such page' })
        .then((answer) => {
          if (answer.hang) {
            hanging.add(res);
            return;
          }
          const headers: Record<string, string | string[]> = { 'content-type': 'text/html; charset=utf-8', ...answer.headers };
          if (answer.cookies) headers['set-cookie'] = Object.entries(answer.cookies).map(([k, v]) => `${k}=${v}; Path=/`);
          res.writeHead(answer.status ?? 200, headers);
          res.end(answer.body ?? '');
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`fake site failed: ${(error as Error).message}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A recorded page from `dir` (a judge's fixtures folder), its `{{name}}` holes filled. Fixtures
 * keep placeholders for handles, passwords, tokens and cookies: no real account is recorded.
 */
export function fixture(dir: URL, name: string, vars: Record<string, string | number> = {}): string {
  const text = readFileSync(new URL(name, dir), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

/** A fixture's raw bytes (a GBK page is kept as GBK). */
export function fixtureBytes(dir: URL, name: string): Buffer {
  return readFileSync(new URL(name, dir));
}
