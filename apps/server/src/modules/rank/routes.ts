import type { FastifyInstance } from 'fastify';
import { RANK_LIST_PAGE_SIZE, clampPage, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { rankPageCache } from './cache.ts';
import { rankList } from './list.ts';

/** The ACM and OI ranking lists (hoj-api §8). */
export async function rankRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cached = rankPageCache(ctx.config.rankCacheSeconds);
  route(app, endpoints.rankList, async ({ query: q }) => {
    const { current, size } = clampPage(q.currentPage, q.limit, RANK_LIST_PAGE_SIZE);
    const read = () => rankList(ctx, q.type, q.searchUser, current, size);
    return ok(await (q.searchUser ? read() : cached(`${q.type}:${current}:${size}`, read)));
  });
}
