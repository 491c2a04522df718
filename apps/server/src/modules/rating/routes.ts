import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { resolveUser } from '../account/profile.ts';
import { ratingRankList, userRatingOf } from './reads.ts';
import { recomputeRatings } from './service.ts';

/** Ratings (contract `endpoints/rating.ts`). */
export async function ratingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.userRating, async ({ query, request }) => ok(await userRatingOf(ctx, await resolveUser(ctx, query, request.user))));
  route(app, endpoints.ratingRankList, async ({ query }) => ok(await ratingRankList(ctx, query)));
  route(app, endpoints.adminRecomputeRatings, async () => {
    const started = performance.now();
    const done = await recomputeRatings(ctx);
    return ok({ ...done, tookMs: Math.round(performance.now() - started) });
  });
}
