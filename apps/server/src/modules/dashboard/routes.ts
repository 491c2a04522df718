import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { listHosts } from '../judgehost/hosts.ts';
import { dashboardInfo, previousLogin } from './info.ts';
import { serviceInfo } from './service-info.ts';

/** The back office's dashboard (hoj-api §13.1): counts, the caller's previous login, the server and the judge hosts. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminDashboardInfo, async () => ok(await dashboardInfo(ctx)));

  route(app, endpoints.adminSessions, async ({ request }) => ok(await previousLogin(ctx, currentUser(request).uid)));

  route(app, endpoints.adminServiceInfo, async ({ request }) => ok(await serviceInfo(ctx, request)));
  route(app, endpoints.adminServiceInfoPost, async ({ request }) => ok(await serviceInfo(ctx, request)));

  const judges = async () => ok(await listHosts(ctx.db));
  route(app, endpoints.adminJudgeServiceInfo, judges);
  route(app, endpoints.adminJudgeServiceInfoPost, judges);
}
