import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountFor } from './accounts.ts';
import { isSameBrowser } from './browser-binding.ts';
import { exchangeCode } from './exchange.ts';
import { SsoFailure } from './failure.ts';
import { issueTicket, takeSignIn } from './pending.ts';
import { isActive, oidcSettings } from './settings.ts';

/**
 * The provider's answer, to the web page's query: `{ ticket, redirect }` when the person is signed
 * in, `{ error }` (with the page to go back to, when the sign-in is known) otherwise. Whatever went
 * wrong, the browser lands on the page with a code it can explain; nothing becomes an HTTP 500.
 */
export async function finishSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  redirectUri: string,
): Promise<Record<string, string>> {
  // The provider's parameters are OpenID Connect's, read from the raw query: the first value of
  // each, whatever else came along.
  const search = new URL(request.url, 'http://callback.invalid').search;
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const pending = await takeSignIn(ctx, state);
  // A callback carried to another browser is refused like a forged one: the sign-in is spent.
  if (!pending || !state || !isSameBrowser(request, reply, pending.browser)) return { error: 'state' };
  const back = { redirect: pending.redirect };
  // The person cancelled, or the provider refused (`error=access_denied` and the like).
  if (params.has('error')) return { error: 'denied', ...back };
  try {
    const settings = await oidcSettings(ctx);
    // Switched off or pointed elsewhere since this sign-in started.
    if (!isActive(settings) || settings.issuer !== pending.issuer) throw new SsoFailure('disabled');
    const person = await exchangeCode(ctx, settings, pending, state, redirectUri, search);
    const user = await accountFor(ctx, person, settings);
    return { ticket: await issueTicket(ctx, user.uuid), ...back };
  } catch (error) {
    if (error instanceof SsoFailure) {
      request.log.warn({ err: error.cause, code: error.code }, 'single sign-on refused');
      return { error: error.code, ...back };
    }
    request.log.error(error);
    return { error: 'failed', ...back };
  }
}
