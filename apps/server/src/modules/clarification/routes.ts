import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import {
  CLARIFICATION_MSG,
  adminClarifications,
  announceClarification,
  answerClarification,
  askClarification,
  contestClarifications,
} from './service.ts';

/** Contest clarifications (contract `endpoints/clarification.ts`). */
export async function clarificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.contestClarifications, async ({ query, request }) =>
    ok(await contestClarifications(ctx, currentUser(request), query)),
  );
  route(app, endpoints.askContestClarification, async ({ body, request }) =>
    ok(await askClarification(ctx, currentUser(request), body), CLARIFICATION_MSG.asked),
  );
  route(app, endpoints.adminContestClarifications, async ({ query, request }) =>
    ok(await adminClarifications(ctx, currentUser(request), query)),
  );
  route(app, endpoints.answerContestClarification, async ({ body, request }) =>
    ok(await answerClarification(ctx, currentUser(request), body), CLARIFICATION_MSG.answered),
  );
  route(app, endpoints.announceContestClarification, async ({ body, request }) =>
    ok(await announceClarification(ctx, currentUser(request), body), CLARIFICATION_MSG.announced),
  );
}
