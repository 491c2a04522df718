import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ResultStatus } from '@arbiter/contract';
import { envelope } from './envelope.ts';

/** Files under /assets/ carry a hash of their content in their name: a new build gives new names. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon) keeps its name across builds: ask each time, answered by 304 when unchanged. */
export const PAGE_CACHE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist) when there is one, and answers every request that no
 * route takes: a page of the app (GET or HEAD outside /api/ and /assets/) gets index.html, as
 * history-mode routing needs; anything else gets the API's 404 envelope.
 *
 * The build writes `x.br` and `x.gz` beside each file; the copy sent is chosen by Accept-Encoding
 * (br, then gzip, then the file itself), with `Vary: Accept-Encoding` so caches keep them apart.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per file found at start, so an unknown path falls through to the handler below.
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // The compressed copies are sent in place of their file, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const inAssets = relative(webDist, path).startsWith(`assets${sep}`);
        reply.header('cache-control', inAssets ? ASSET_CACHE : PAGE_CACHE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (!hasWeb || !isPage) return notFound(reply);
    // History-mode routing: every other page is the web app's index.
    return reply.sendFile('index.html');
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(envelope(ResultStatus.NOT_FOUND, 'Not Found', null));
}
