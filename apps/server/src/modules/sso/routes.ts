import type { FastifyInstance } from 'fastify';
import { endpoints } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { rawRoute, route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { bindBrowser } from './browser-binding.ts';
import { finishSignIn } from './callback.ts';
import { STATE_TTL_SECONDS } from './pending.ts';
import { SsoFailure } from './failure.ts';
import { redeem } from './redeem.ts';
import { callbackPageOf, redirectUriOf, siteBase } from './site-address.ts';
import { loginVO, oidcSettings, saveOidcSettings, settingsVO } from './settings.ts';
import { authorizationUrl } from './start.ts';

/**
 * Single sign-on with an OpenID Connect provider (authorization code flow with PKCE): the login
 * dialog's question, the start and the callback a browser navigates through, the ticket's redeem,
 * and the back office's settings. Sign-in calls are limited as the login is.
 */
export async function ssoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limited = { config: { rateLimit: { max: ctx.config.rateLimits.login, timeWindow: 60_000 } } };

  route(app, endpoints.ssoOidc, async () => ok(loginVO(await oidcSettings(ctx))));

  rawRoute(app, endpoints.ssoOidcStart, limited, async ({ query, request, reply }) => {
    const base = await siteBase(ctx, request);
    const redirect = query.redirect ?? '/';
    try {
      return reply.redirect(
        await authorizationUrl(ctx, redirectUriOf(base), redirect, () => bindBrowser(reply, base.startsWith('https:'), STATE_TTL_SECONDS)),
      );
    } catch (error) {
      // Whatever stopped it, the browser lands on the page that explains it, never on an HTTP 500.
      const code = error instanceof SsoFailure ? error.code : 'failed';
      request.log.warn({ err: error instanceof SsoFailure ? error.cause : error, code }, 'single sign-on not started');
      return reply.redirect(callbackPageOf(base, { error: code }));
    }
  });

  rawRoute(app, endpoints.ssoOidcCallback, limited, async ({ request, reply }) => {
    const base = await siteBase(ctx, request);
    return reply.redirect(callbackPageOf(base, await finishSignIn(ctx, request, reply, redirectUriOf(base))));
  });

  route(app, endpoints.ssoOidcRedeem, limited, async ({ body, request, reply }) => {
    const result = await redeem(ctx, body.ticket, { ip: request.ip, userAgent: request.headers['user-agent'] });
    reply.header('Authorization', result.token);
    return ok(result.user, 'Welcome back');
  });

  route(app, endpoints.adminSsoOidc, async ({ request }) =>
    ok(settingsVO(await oidcSettings(ctx), redirectUriOf(await siteBase(ctx, request)))),
  );

  route(app, endpoints.adminSsoOidcUpdate, async ({ body, request }) => {
    const saved = await saveOidcSettings(ctx, body);
    return ok(settingsVO(saved, redirectUriOf(await siteBase(ctx, request))), 'The single sign-on settings were saved');
  });
}
