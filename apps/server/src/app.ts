import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ResultStatus } from '@arbiter/contract';
import type { AppContext } from './context.ts';
import { registerAuth } from './http/auth.ts';
import { registerCors } from './http/cors.ts';
import { ApiError, MSG } from './http/envelope.ts';
import { registerMessageLanguage } from './http/i18n.ts';
import { registerNulCheck } from './http/nul-bytes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { fileRoutes } from './modules/file/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { judgeHostRoutes } from './modules/judgehost/routes.ts';
import { problemRoutes } from './modules/problem/routes.ts';
import { problemAdminRoutes } from './modules/problem-admin/routes.ts';
import { problemTransferRoutes } from './modules/problem-transfer/routes.ts';
import { contestRoutes } from './modules/contest/routes.ts';
import { contestAdminRoutes } from './modules/contest-admin/routes.ts';
import { rankRoutes } from './modules/rank/routes.ts';
import { submissionRoutes } from './modules/submission/routes.ts';
import { tagRoutes } from './modules/tag/routes.ts';

/** Builds the HTTP server: the `/api` calls of every area and, when built, the web app. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 8 * 1024 * 1024,
    // Unknown query fields are ignored by the schemas; keep the raw values as strings.
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerCors(app, ctx.config.corsOrigins ?? []);
  registerSecurityHeaders(app, ctx.site);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send({ status: error.bodyStatus, msg: error.message, data: error.data });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ status: ResultStatus.FAIL, msg: 'Too many requests, please try again later', data: null });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
    ) {
      return reply.code(400).send({ status: ResultStatus.FAIL, msg: MSG.badFormat, data: null });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(400).send({ status: ResultStatus.FAIL, msg: 'File size exceeded', data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ status: ResultStatus.FAIL, msg: error.message, data: null });
    }
    request.log.error(error);
    return reply.code(500).send({ status: ResultStatus.SYSTEM_ERROR, msg: MSG.serverError, data: null });
  });

  registerMessageLanguage(app);
  registerNulCheck(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1 } });
  registerAuth(app, ctx.db, ctx.tokens);

  await app.register(async (api) => {
    await accountRoutes(api, ctx);
    await homeRoutes(api, ctx);
    await fileRoutes(api, ctx);
    await judgeHostRoutes(api, ctx);
    await problemAdminRoutes(api, ctx);
    await submissionRoutes(api, ctx);
    await problemRoutes(api, ctx);
    await tagRoutes(api, ctx);
    await rankRoutes(api, ctx);
    await contestRoutes(api, ctx);
    await contestAdminRoutes(api, ctx);
    await problemTransferRoutes(api, ctx);
  });

  const webDist = ctx.config.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ status: ResultStatus.NOT_FOUND, msg: 'Not Found', data: null });
    }
    // History-mode routing: every other page is the web app's index.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
