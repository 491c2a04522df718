import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, clampPage, type LastWeekStatistics } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import {
  carousel,
  commonAnnouncements,
  lastWeekStatistics,
  recentContests,
  recentSevenAcRank,
  recentUpdatedProblems,
  websiteConfig,
} from './service.ts';

const pageQuery = z.object({
  currentPage: z.coerce.number().int().optional().catch(undefined),
  limit: z.coerce.number().int().optional().catch(undefined),
});
const statisticsQuery = z.object({ forceRefresh: z.enum(['true', 'false']).optional().catch(undefined) });

const STATISTICS_CACHE_MS = 30 * 60_000;

/** Home and site-info calls (hoj-api §3); every one works without a token. */
export async function homeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const anon = { config: { auth: 'anon' as const } };

  app.get(API.websiteConfig, anon, async () => ok(await websiteConfig(ctx)));
  app.get(API.homeCarousel, anon, async () => ok(await carousel(ctx)));
  app.get(API.recentContest, anon, async () => ok(await recentContests(ctx)));
  // Contests of other sites came from a service on the internet; this judge lists none.
  app.get(API.recentOtherContest, anon, async () => ok([]));

  app.get(API.commonAnnouncement, anon, async (request) => {
    const q = parse(pageQuery, request.query);
    const { current, size } = clampPage(q.currentPage, q.limit, 10);
    return ok(await commonAnnouncements(ctx, current, size));
  });

  app.get(API.recentSevenAcRank, anon, async () => ok(await recentSevenAcRank(ctx)));
  app.get(API.recentUpdatedProblem, anon, async () => ok(await recentUpdatedProblems(ctx)));

  // The weekly chart scans every submission of the week: keep it for 30 minutes (root may force a refresh).
  let cached: { at: number; value: LastWeekStatistics } | null = null;
  app.get(API.lastWeekSubmissionStatistics, anon, async (request) => {
    const { forceRefresh } = parse(statisticsQuery, request.query);
    const force = forceRefresh === 'true' && request.user?.roleName === 'root';
    if (!force && cached && Date.now() - cached.at < STATISTICS_CACHE_MS) return ok(cached.value);
    cached = { at: Date.now(), value: await lastWeekStatistics(ctx) };
    return ok(cached.value);
  });
}
