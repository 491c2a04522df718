import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../http/auth.ts';
import { route } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { virtualRank } from './board.ts';
import { VIRTUAL_MSG, startVirtualRun, virtualRunState } from './runs.ts';
import { virtualSubmissions } from './submissions.ts';

/** Virtual participation (contract `endpoints/virtual.ts`). */
export async function virtualRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.contestVirtualRun, async ({ query, request }) => ok(await virtualRunState(ctx, currentUser(request), query.cid)));
  route(app, endpoints.startContestVirtualRun, async ({ body, request }) =>
    ok(await startVirtualRun(ctx, currentUser(request), body.cid), VIRTUAL_MSG.started),
  );
  route(app, endpoints.contestVirtualRank, async ({ body, request }) => ok(await virtualRank(ctx, currentUser(request), body)));
  route(app, endpoints.contestVirtualSubmissions, async ({ query, request }) =>
    ok(await virtualSubmissions(ctx, currentUser(request), query)),
  );
}
