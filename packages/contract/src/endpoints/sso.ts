import type { UserInfoVO } from '../account.ts';
import { get, post, put, redirect, shape } from '../endpoint.ts';
import { ssoPaths } from '../paths/sso.ts';
import { Permission } from '../roles.ts';
import { type OidcSettingsVO, type SsoLoginVO, oidcSettingsRequest, ssoRedeemRequest, ssoStartQuery } from '../sso.ts';

/**
 * Single sign-on with an OpenID Connect provider. The browser navigates to `start` (a link), the
 * provider sends it back to `callback`, which sends it on to the web page `/sso/callback` with a
 * one-time ticket (or an error code); the page redeems the ticket for a session as a login does.
 * The settings are the super admin's, as the other site settings are.
 */

const P = ssoPaths;
const systemAdmin = { auth: 'login', permission: Permission.SYSTEM_INFO_ADMIN } as const;

export const ssoEndpoints = {
  ssoOidc: get(P.ssoOidc, { auth: 'anon', response: shape<SsoLoginVO>() }),
  // HTTP 302 to the provider, or to the web page with `?error=` when it cannot start.
  ssoOidcStart: get(P.ssoOidcStart, { auth: 'anon', query: ssoStartQuery, response: redirect() }),
  // The provider's answer (code, state, iss or error, as OpenID Connect names them), read from the
  // raw URL: HTTP 302 to the web page with a ticket or an error code, whatever came.
  ssoOidcCallback: get(P.ssoOidcCallback, { auth: 'anon', response: redirect() }),
  // Answers as /api/login does: the token in the Authorization header, the user in data.
  ssoOidcRedeem: post(P.ssoOidcRedeem, { auth: 'anon', body: ssoRedeemRequest, response: shape<UserInfoVO>() }),
  adminSsoOidc: get(P.adminSsoOidc, { ...systemAdmin, response: shape<OidcSettingsVO>() }),
  adminSsoOidcUpdate: put(P.adminSsoOidc, { ...systemAdmin, body: oidcSettingsRequest, response: shape<OidcSettingsVO>() }),
} as const;
