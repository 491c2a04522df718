import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Ties a sign-in to the browser that started it. Without this, anyone could start a sign-in as
 * themselves, stop at the provider's redirect and send its callback address to a victim, whose
 * browser would then be signed into the attacker's account (login CSRF). The start leaves a random
 * secret in a short-lived cookie; the pending sign-in keeps its hash; the callback
 * is accepted only from a browser that sends it back. SameSite=Lax still sends it on the
 * provider's top-level redirect.
 */

const COOKIE = 'arbiter_sso';
// The whole site: behind a proxy that serves it under a path prefix, a narrower path would not match.
const PATH = '/';

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Leaves a fresh secret in the browser; answers the hash the pending sign-in keeps. */
export function bindBrowser(reply: FastifyReply, secure: boolean, maxAgeSeconds: number): string {
  const secret = randomBytes(24).toString('base64url');
  reply.header(
    'set-cookie',
    `${COOKIE}=${secret}; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`,
  );
  return digest(secret);
}

/** Whether the browser sent the secret whose hash is `expected`; the cookie is cleared either way. */
export function isSameBrowser(request: FastifyRequest, reply: FastifyReply, expected: string): boolean {
  reply.header('set-cookie', `${COOKIE}=; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=0`);
  const sent = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!sent) return false;
  const [a, b] = [Buffer.from(digest(sent)), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
