import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_TOKEN_PREFIX,
  type AuthLevel,
  type Endpoint,
  type PermissionName,
  type RoleId,
  type TokenScope,
  hasPermission,
  isRoleId,
  roleName,
  tokenScopeOf,
} from '@arbiter/contract';
import type { Db } from '../db/client.ts';
import { group, groupMember, userInfo } from '../db/schema.ts';
import { API_TOKEN_TEXT } from './messages/api-token.ts';
import { cachedGrant, noteUse } from '../modules/api-token/grants.ts';
import { MSG, noPermission, unauthenticated } from './envelope.ts';
import type { ReadCache } from './read-cache.ts';
import type { TokenService } from './tokens.ts';

export interface AuthUser {
  uid: string;
  username: string;
  role: RoleId;
  roleName: string;
  /**
   * The live groups the user is a root of (owner or member auth 5), read with the user on every
   * request: a group root administers the group's contests and trainings, which those areas check
   * without a query of their own.
   */
  groupRoots: readonly number[];
  /**
   * The scopes of the API token the call came with; null for a signed-in session, which may do
   * all its user may. Contest areas ask `isContestAdmin`, which honours them.
   */
  tokenScopes: readonly TokenScope[] | null;
}

/** How a route treats the token: the contract's levels (`endpoint.ts`), set from the route's row. */
declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    roles?: readonly string[];
    permission?: PermissionName;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The user row a token names, with the groups it is a root of. */
async function userRow(db: Db, uid: string) {
  return db
    .select({
      uid: userInfo.uuid,
      username: userInfo.username,
      roleId: userInfo.roleId,
      status: userInfo.status,
      tokenVersion: userInfo.tokenVersion,
      groupRoots: sql<number[] | null>`(select array_agg(m.gid) from ${groupMember} m join ${group} g on g.id = m.gid
        where m.uid = ${userInfo.uuid} and m.auth = 5 and g.status = 0)`,
    })
    .from(userInfo)
    .where(eq(userInfo.uuid, uid))
    .limit(1);
}

/** The user of a uid as a request sees them, or why they may not act (gone, banned). */
async function activeUser(db: Db, reads: ReadCache, uid: string, tokenVersion: number | null) {
  const rows = await reads.get(`user:${uid}`, () => userRow(db, uid));
  const row = rows[0];
  if (!row || (tokenVersion !== null && row.tokenVersion !== tokenVersion) || !isRoleId(row.roleId)) {
    return { user: null, reason: MSG.sessionExpired };
  }
  if (row.status !== 0) return { user: null, reason: MSG.banned };
  const user: AuthUser = {
    uid: row.uid,
    username: row.username,
    role: row.roleId,
    roleName: roleName(row.roleId),
    groupRoots: row.groupRoots ?? [],
    tokenScopes: null,
  };
  return { user, reason: null };
}

/**
 * Loads the user behind a token through the read cache: a role change, ban or logout made through
 * this process counts at once, one made through another replica within the cache's second.
 */
export async function userForToken(db: Db, tokens: TokenService, reads: ReadCache, token: string) {
  // A token's signature stays valid: checked once per read-cache second (its expiry counts as late).
  const claims = await reads.get(`token:${token}`, () => tokens.verify(token));
  if (!claims) return { user: null, claims: null, reason: MSG.sessionExpired };
  const { user, reason } = await activeUser(db, reads, claims.uid, claims.ver);
  return user ? { user, claims, reason: null } : { user: null, claims: null, reason };
}

/**
 * The user behind a personal API token, for a call of `row`: refused (401) when the token is
 * unknown, revoked or expired, and (403) when its scopes do not open the call. The user then acts
 * with the token's scopes.
 */
async function userForApiToken(db: Db, reads: ReadCache, token: string, row: Endpoint | undefined) {
  const grant = await cachedGrant(reads, db, token);
  const now = Date.now();
  if (!grant || grant.uid === null) return { user: null, reason: 'This API token is not valid' as const, status: 401 };
  if (grant.revokedAt) return { user: null, reason: 'This API token has been revoked' as const, status: 401 };
  if (grant.expiresAt && grant.expiresAt.getTime() <= now)
    return { user: null, reason: 'This API token has expired' as const, status: 401 };
  const needed = row ? tokenScopeOf(row) : null;
  if (!needed) return { user: null, reason: 'API tokens cannot make this call' as const, status: 403 };
  if (!grant.scopes.includes(needed)) return { user: null, reason: API_TOKEN_TEXT.lacksScope(needed), status: 403 };
  const { user, reason } = await activeUser(db, reads, grant.uid, null);
  if (!user) return { user: null, reason, status: 401 };
  noteUse(db, grant.id, now);
  return { user: { ...user, tokenScopes: grant.scopes }, reason: null, status: 200 };
}

export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService, reads: ReadCache): void {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const needsRole = Boolean(config.roles?.length || config.permission);
    const level: AuthLevel = needsRole ? 'login' : (config.auth ?? 'anon');
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : header;

    if (token?.startsWith(API_TOKEN_PREFIX)) {
      const { user, reason, status } = await userForApiToken(db, reads, token, config.endpoint);
      // On a call anyone may make, a token that does not open it is ignored, as a stale session is.
      if (user) request.user = user;
      else if (level !== 'anon' && status === 403) throw noPermission(reason ?? undefined);
      else if (level !== 'anon') throw unauthenticated(reason ?? MSG.sessionExpired);
    } else if (token) {
      const { user, claims, reason } = await userForToken(db, tokens, reads, token);
      if (user && claims) {
        request.user = user;
        if (level !== 'anon' && tokens.needsRefresh(claims)) {
          const fresh = await tokens.sign(user.uid, claims.ver);
          reply.header('Authorization', fresh).header('Refresh-Token', 'true');
        }
      } else if (level !== 'anon') {
        reply.header('Url-Type', request.headers['url-type'] ?? 'general');
        throw unauthenticated(reason ?? MSG.sessionExpired);
      }
    }
    if (!request.user && level === 'login') {
      reply.header('Url-Type', request.headers['url-type'] ?? 'general');
      throw unauthenticated(MSG.loginFirst);
    }
    const user = request.user;
    if (user && needsRole) {
      const roleOk = !config.roles?.length || config.roles.includes(user.roleName);
      const permOk = !config.permission || hasPermission(user.role, config.permission);
      if (!roleOk || !permOk) {
        reply.header('Url-Type', request.headers['url-type'] ?? 'general');
        throw noPermission();
      }
    }
  });
}

/** The signed-in user of a route that requires login (the hook guarantees it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
