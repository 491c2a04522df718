import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ResultStatus } from '@arbiter/contract';
import type { AppContext } from './context.ts';
import { registerAuth } from './http/auth.ts';
import { registerCors } from './http/cors.ts';
import { ApiError, MSG, envelope } from './http/envelope.ts';
import { inClientLanguage, registerMessageLanguage } from './http/i18n.ts';
import { readCacheOf, registerReadCache } from './http/read-cache.ts';
import { fastifyRefusal } from './http/messages/common.ts';
import { registerNulCheck } from './http/nul-bytes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { announcementAdminRoutes } from './modules/announcement-admin/routes.ts';
import { noticeAdminRoutes } from './modules/notice-admin/routes.ts';
import { messageRoutes } from './modules/message/routes.ts';
import { fileRoutes } from './modules/file/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { judgeHostRoutes } from './modules/judgehost/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { problemRoutes } from './modules/problem/routes.ts';
import { problemAdminRoutes } from './modules/problem-admin/routes.ts';
import { problemTransferRoutes } from './modules/problem-transfer/routes.ts';
import { contestRoutes } from './modules/contest/routes.ts';
import { contestAdminRoutes } from './modules/contest-admin/routes.ts';
import { clarificationRoutes } from './modules/clarification/routes.ts';
import { virtualRoutes } from './modules/contest/virtual/routes.ts';
import { ratingRoutes } from './modules/rating/routes.ts';
import { clicsRoutes } from './modules/clics/routes.ts';
import { apiTokenRoutes } from './modules/api-token/routes.ts';
import { plagiarismRoutes } from './modules/plagiarism/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { rankRoutes } from './modules/rank/routes.ts';
import { submissionRoutes } from './modules/submission/routes.ts';
import { tagRoutes } from './modules/tag/routes.ts';
import { configAdminRoutes } from './modules/config-admin/routes.ts';
import { switchAdminRoutes } from './modules/switch-admin/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { discussionRoutes } from './modules/discussion/routes.ts';
import { groupRoutes } from './modules/group/routes.ts';
import { groupProblemRoutes } from './modules/group-problem/routes.ts';
import { groupTrainingRoutes } from './modules/group-training/routes.ts';
import { groupContestRoutes } from './modules/group-contest/routes.ts';
import { groupDiscussionRoutes } from './modules/group-discussion/routes.ts';
import { userAdminRoutes } from './modules/user-admin/routes.ts';
import { commentRoutes } from './modules/comment/routes.ts';
import { ssoRoutes } from './modules/sso/routes.ts';

/** What Fastify refuses before routing (a URL that is not valid percent-encoding) answers as every refusal does. */
function refuseUnrouted(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send(inClientLanguage(request, envelope(ResultStatus.FAIL, fastifyRefusal(error), null)));
}

/**
 * Builds the HTTP server: the `/api` calls of every area and, when built, the web app.
 * `onRoute` hears of every route as it is registered (the route-list test compares them with the
 * endpoint table).
 */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; onRoute?: (route: RouteOptions) => void } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 8 * 1024 * 1024,
    // Unknown query fields are ignored by the schemas; keep the raw values as strings.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: refuseUnrouted,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  registerCors(app, ctx.config.corsOrigins ?? []);
  registerSecurityHeaders(app, ctx.site);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(envelope(error.bodyStatus, error.text, error.data));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope(ResultStatus.FAIL, 'Too many requests, please try again later', null));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
    ) {
      return reply.code(400).send(envelope(ResultStatus.FAIL, MSG.badFormat, null));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(400).send(envelope(ResultStatus.FAIL, 'File size exceeded', null));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelope(ResultStatus.FAIL, fastifyRefusal(error), null));
    }
    request.log.error(error);
    return reply.code(500).send(envelope(ResultStatus.SYSTEM_ERROR, MSG.serverError, null));
  });

  registerMessageLanguage(app);
  registerNulCheck(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1 } });
  // Before the token check, so that a write's first invalidation comes before anything it reads.
  registerReadCache(app, readCacheOf(ctx));
  registerAuth(app, ctx.db, ctx.tokens, readCacheOf(ctx));

  await app.register(async (api) => {
    await accountRoutes(api, ctx);
    await homeRoutes(api, ctx);
    await announcementAdminRoutes(api, ctx);
    await noticeAdminRoutes(api, ctx);
    await messageRoutes(api, ctx);
    await fileRoutes(api, ctx);
    await judgeHostRoutes(api, ctx);
    await liveRoutes(api, ctx);
    await problemAdminRoutes(api, ctx);
    await submissionRoutes(api, ctx);
    await problemRoutes(api, ctx);
    await tagRoutes(api, ctx);
    await rankRoutes(api, ctx);
    await contestRoutes(api, ctx);
    await contestAdminRoutes(api, ctx);
    await clarificationRoutes(api, ctx);
    await virtualRoutes(api, ctx);
    await ratingRoutes(api, ctx);
    await clicsRoutes(api, ctx);
    await apiTokenRoutes(api, ctx);
    await plagiarismRoutes(api, ctx);
    await trainingRoutes(api, ctx);
    await problemTransferRoutes(api, ctx);
    await switchAdminRoutes(api, ctx);
    await dashboardRoutes(api, ctx);
    await configAdminRoutes(api, ctx);
    await userAdminRoutes(api, ctx);
    await commentRoutes(api, ctx);
    await discussionRoutes(api, ctx);
    await groupRoutes(api, ctx);
    await groupProblemRoutes(api, ctx);
    await groupTrainingRoutes(api, ctx);
    await groupContestRoutes(api, ctx);
    await groupDiscussionRoutes(api, ctx);
    await ssoRoutes(api, ctx);
  });

  await registerWebApp(app, ctx.config.webDist);

  return app;
}
