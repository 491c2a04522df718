import type { FastifyInstance } from 'fastify';
import { API, RANK_LIST_PAGE_SIZE, clampPage, rankListQuery } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { parse } from '../../http/validate.ts';
import { rankPageCache } from './cache.ts';
import { rankList } from './list.ts';

/** The ACM and OI ranking lists (hoj-api §8). */
export async function rankRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cached = rankPageCache(ctx.config.rankCacheSeconds);
  app.get(API.rankList, { config: { auth: 'anon' } }, async (request) => {
    const q = parse(rankListQuery, request.query);
    const { current, size } = clampPage(q.currentPage, q.limit, RANK_LIST_PAGE_SIZE);
    const read = () => rankList(ctx, q.type, q.searchUser, current, size);
    return ok(await (q.searchUser ? read() : cached(`${q.type}:${current}:${size}`, read)));
  });
}
