import type { FastifyInstance } from 'fastify';

const EXPOSED_HEADERS = 'Refresh-Token,Authorization,Url-Type,Content-disposition,Content-Type';

/**
 * CORS as the contract describes (the token headers exposed, credentials allowed), for the
 * configured origins only: the web app is served from the server's own origin and needs none, and
 * echoing any Origin would let every site call the API with the visitor's credentials.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // Caches must keep answers for different origins apart.
    if (allowed.size > 0) reply.header('Vary', 'Origin');
    if (origin && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
    }
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS,PUT,DELETE')
        .header('Access-Control-Allow-Headers', 'Authorization,Url-Type,Content-Type,Accept-Language,Refresh-Token')
        .code(200)
        .send();
    }
  });
}
