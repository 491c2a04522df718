import type { FastifyInstance } from 'fastify';
import { MAX_TOKENS_PER_USER, endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/endpoint.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import { API_TOKEN_TEXT } from '../../http/messages/api-token.ts';
import { readCacheOf } from '../../http/read-cache.ts';
import { activeTokenCount, createToken, listTokens, revokeToken } from './grants.ts';

const DAY_MS = 86_400_000;

/**
 * API tokens (contract `endpoints/api-token.ts`): each user's own, from settings; the judge hosts'
 * (no owner, scope `judge`), from the back office. A token cannot manage tokens: these calls are
 * closed to tokens by the scope table, so a leaked token cannot mint another.
 */
export async function apiTokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** A revocation counts at once in this process; other replicas follow within the cache's second. */
  const revoke = async (id: number, uid: string | null) => {
    if (!(await revokeToken(ctx.db, id, uid))) throw notFound('The API token does not exist');
    readCacheOf(ctx).invalidate();
    return ok(null, 'The API token has been revoked');
  };

  route(app, endpoints.apiTokens, async ({ user }) => ok(await listTokens(ctx.db, user.uid)));
  route(app, endpoints.apiTokenCreate, async ({ body, user }) => {
    if ((await activeTokenCount(ctx.db, user.uid)) >= MAX_TOKENS_PER_USER) throw fail(API_TOKEN_TEXT.tooMany(MAX_TOKENS_PER_USER));
    const expiresAt = body.expiresInDays ? new Date(Date.now() + body.expiresInDays * DAY_MS) : null;
    return ok(await createToken(ctx.db, { uid: user.uid, name: body.name, scopes: body.scopes, expiresAt }), 'Create Successfully');
  });
  route(app, endpoints.apiTokenDelete, async ({ query, user }) => revoke(query.id, user.uid));

  route(app, endpoints.adminJudgeTokens, async () => ok(await listTokens(ctx.db, null)));
  route(app, endpoints.adminJudgeTokenCreate, async ({ body }) =>
    ok(await createToken(ctx.db, { uid: null, name: body.name, scopes: ['judge'], expiresAt: null }), 'Create Successfully'),
  );
  route(app, endpoints.adminJudgeTokenDelete, async ({ query }) => revoke(query.id, null));
}
