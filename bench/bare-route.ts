/**
 * The yardstick of `npm run bench -- reads`: a bare Fastify app, run in its own process, with one
 * route answering GET /api/get-website-config with the same JSON as the real server
 * (BARE_BODY), serialized per request as the real route's answer is. Listens on BARE_PORT.
 */
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/get-website-config', async () => body);
await app.listen({ port: Number(process.env.BARE_PORT ?? 8198), host: '127.0.0.1' });
