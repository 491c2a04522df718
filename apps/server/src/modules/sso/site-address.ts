import type { FastifyRequest } from 'fastify';
import { API } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';

/**
 * Where this site is, as the provider and the browser must reach it: the base URL saved in the
 * back office, else the environment's `BASE_URL`, else the request's own origin (as the password
 * reset mail does). Behind a proxy without a base URL, the origin needs TRUST_PROXY to be right.
 */
export async function siteBase(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const web = await ctx.site.web();
  return (web.baseUrl || ctx.config.baseUrl || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The redirect URI to register at the provider: the callback call of this site. */
export function redirectUriOf(base: string): string {
  return `${base}${API.ssoOidcCallback}`;
}

/**
 * The web page that finishes a sign-in (`?ticket=`) or explains why it did not (`?error=`), as a
 * path (under the base URL's own path, if it has one): the browser stays on the host it is on,
 * where its session is kept.
 */
export function callbackPageOf(base: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  return `${basePath(base)}/sso/callback?${params.toString()}`;
}

/** The base URL's path without its last '/' ('' for a site at the root, or a Host header that is no host). */
function basePath(base: string): string {
  try {
    return new URL(base).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
