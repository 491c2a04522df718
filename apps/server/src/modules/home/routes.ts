import type { FastifyInstance } from 'fastify';
import { clampPage, endpoints, type LastWeekStatistics, inRoleGroup } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import {
  carousel,
  commonAnnouncements,
  lastWeekStatistics,
  recentContests,
  recentSevenAcRank,
  recentUpdatedProblems,
  websiteConfig,
} from './service.ts';

const STATISTICS_CACHE_MS = 30 * 60_000;

/** Home and site-info calls (hoj-api §3); every one works without a token. */
export async function homeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.websiteConfig, async () => ok(await websiteConfig(ctx)));
  route(app, endpoints.homeCarousel, async () => ok(await carousel(ctx)));
  route(app, endpoints.recentContest, async () => ok(await recentContests(ctx)));
  // Contests of other sites came from a service on the internet; this judge lists none.
  route(app, endpoints.recentOtherContest, async () => ok([]));

  route(app, endpoints.commonAnnouncement, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await commonAnnouncements(ctx, current, size));
  });

  route(app, endpoints.recentSevenAcRank, async () => ok(await recentSevenAcRank(ctx)));
  route(app, endpoints.recentUpdatedProblem, async () => ok(await recentUpdatedProblems(ctx)));

  // The weekly chart scans every submission of the week: keep it for 30 minutes (root may force a refresh).
  let cached: { at: number; value: LastWeekStatistics } | null = null;
  route(app, endpoints.lastWeekSubmissionStatistics, async ({ query, request }) => {
    const { forceRefresh } = query;
    const force = forceRefresh === 'true' && inRoleGroup('root', request.user?.roleName);
    if (!force && cached && Date.now() - cached.at < STATISTICS_CACHE_MS) return ok(cached.value);
    cached = { at: Date.now(), value: await lastWeekStatistics(ctx) };
    return ok(cached.value);
  });
}
