import type { FastifyInstance } from 'fastify';
import { PROBLEM_LIST_PAGE_SIZE, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { sendKept } from '../../http/read-cache.ts';
import { problemDetail } from './detail.ts';
import { fullScreenProblemList } from './full-screen.ts';
import { languageList } from './languages.ts';
import { problemList, randomProblem } from './list.ts';
import { userProblemStatus } from './status.ts';

/** The problem bank for students (hoj-api §4). */
export async function problemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The same for every viewer (public problems only): kept per query.
  rawRoute(app, endpoints.problemList, async ({ query: q, reply }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, PROBLEM_LIST_PAGE_SIZE);
    return sendKept(ctx, reply, `problem-list:${JSON.stringify([q, current, size])}`, () => problemList(ctx, q, current, size));
  });

  route(app, endpoints.randomProblem, async () => ok(await randomProblem(ctx)));

  route(app, endpoints.userProblemStatus, async ({ body, request }) => ok(await userProblemStatus(ctx, currentUser(request), body)));

  route(app, endpoints.problemDetail, async ({ query, request }) => ok(await problemDetail(ctx, query, request.user)));

  route(app, endpoints.languages, async ({ query, request }) => ok(await languageList(ctx, query, request.user)));

  route(app, endpoints.fullScreenProblemList, async ({ query, request }) =>
    ok(await fullScreenProblemList(ctx, currentUser(request), query)),
  );
}
