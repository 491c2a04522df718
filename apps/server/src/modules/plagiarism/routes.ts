import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { checkSimilarity, comparePairOf } from './service.ts';

/** The similarity check (contract `endpoints/plagiarism.ts`). */
export async function plagiarismRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.adminPlagiarismCheck, async ({ body, request }) => ok(await checkSimilarity(ctx, currentUser(request), body)));
  route(app, endpoints.adminPlagiarismPair, async ({ query, request }) =>
    ok(await comparePairOf(ctx, currentUser(request), query.a, query.b)),
  );
}
