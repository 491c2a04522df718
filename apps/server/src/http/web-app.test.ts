import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ASSET_CACHE, PAGE_CACHE } from './web-app.ts';

/**
 * The built web app as a browser receives it, from a dist directory laid out as the web build
 * writes it: hashed files under assets/ with their .br and .gz copies beside them.
 */

const INDEX = `<!doctype html><html><head><title>Arbiter</title></head><body>${'<div id="root">shell</div>'.repeat(40)}</body></html>`;
const APP_JS = `export const answer = 42;\n${'console.log("the app, long enough to compress");\n'.repeat(60)}`;
/** A file the build left without compressed copies (compressing it would not have made it smaller). */
const TINY_JS = 'export{};';
/** Only a gzip copy: a request that prefers br gets the next accepted encoding. */
const APP_CSS = `body{margin:0}\n${'.page{color:#1f2328;background:#f4f6fa}\n'.repeat(40)}`;

const copies = (body: string) => ({ br: brotliCompressSync(body), gz: gzipSync(body) });
const index = copies(INDEX);
const appJs = copies(APP_JS);
const appCss = copies(APP_CSS);

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'arbiter-web-'));
  await mkdir(join(dist, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': INDEX,
    'index.html.br': index.br,
    'index.html.gz': index.gz,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/app-3f9c2a1b.js': APP_JS,
    'assets/app-3f9c2a1b.js.br': appJs.br,
    'assets/app-3f9c2a1b.js.gz': appJs.gz,
    'assets/tiny-0d1e2f3a.js': TINY_JS,
    'assets/app-77aa88bb.css': APP_CSS,
    'assets/app-77aa88bb.css.gz': appCss.gz,
  };
  for (const [name, body] of Object.entries(files)) await writeFile(join(dist, name), body);
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the given headers (fetch would add its own Accept-Encoding and decode the body). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = 'gzip, deflate, br, zstd';
const varyTokens = (res: Raw) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((t) => t.trim());

describe('hashed assets', () => {
  it('sends the brotli copy when br is accepted, typed as the file it stands for, cached for a year', async () => {
    const res = await get('/assets/app-3f9c2a1b.js', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.body.equals(appJs.br)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(appJs.br.length);
    expect(varyTokens(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/assets/app-3f9c2a1b.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body.equals(appJs.gz)).toBe(true);
    expect(varyTokens(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('sends gzip when br is accepted with q=0', async () => {
    const res = await get('/assets/app-3f9c2a1b.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(appJs.gz)).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, or with identity only, and still says it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/app-3f9c2a1b.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(APP_JS);
      expect(varyTokens(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(ASSET_CACHE);
    }
  });

  it('falls back to the next accepted copy, then to the file, when the build left a copy out', async () => {
    const css = await get('/assets/app-77aa88bb.css', { 'accept-encoding': BROWSER });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.equals(appCss.gz)).toBe(true);

    const tiny = await get('/assets/tiny-0d1e2f3a.js', { 'accept-encoding': BROWSER });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY_JS);
    expect(varyTokens(tiny)).toContain('accept-encoding');
    expect(tiny.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('answers a missing asset, or a compressed copy asked for by name, with the 404 envelope (not the index page)', async () => {
    for (const path of ['/assets/app-00000000.js', '/assets/app-3f9c2a1b.js.br', '/assets/app-3f9c2a1b.js.gz']) {
      const res = await get(path, { 'accept-encoding': BROWSER });
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({ status: 404, msg: 'Not Found', data: null });
    }
  });
});

describe('index.html', () => {
  it('is compressed and revalidated at / and at /index.html', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path, { 'accept-encoding': BROWSER });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body.equals(index.br)).toBe(true);
      expect(varyTokens(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    }
  });

  it('is the answer to every page route (history mode), compressed and revalidated', async () => {
    for (const path of ['/problem/1000', '/contest/3/problem/A?lang=en-US', '/home']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.equals(index.gz)).toBe(true);
      expect(varyTokens(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    }
    const plain = await get('/problem/1000');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
  });

  it('answers a revalidation with 304 while it is unchanged', async () => {
    const first = await get('/problem/1000', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/problem/1000', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: its tag does not match.
    const gzip = await get('/problem/1000', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(gzip.status).toBe(200);
  });

  it('answers HEAD for a page route like GET, without a body', async () => {
    const res = await get('/problem/1000', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    expect(res.body.length).toBe(0);
  });

  it('revalidates the other files outside assets/ too', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
  });
});

describe('what is not a page', () => {
  it('an unknown /api/ path is the 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await get('/api/no-such-call', { 'accept-encoding': BROWSER }, method);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({ status: 404, msg: 'Not Found', data: null });
    }
  });

  it('a page route asked with another method than GET or HEAD is the 404 envelope', async () => {
    const res = await get('/problem/1000', {}, 'POST');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 404, msg: 'Not Found' });
  });

  it('the API is still answered as before next to the web app', async () => {
    const res = await server.call('GET', '/api/get-website-config');
    expect(res.http).toBe(200);
    expect(res.status).toBe(200);
  });
});
