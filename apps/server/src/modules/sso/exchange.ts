import * as oidc from 'openid-client';
import type { AppContext } from '../../context.ts';
import { type ProviderPerson, missingClaims, personOf } from './claims.ts';
import { SsoFailure } from './failure.ts';
import type { PendingSignIn } from './pending.ts';
import { providerConfig } from './provider.ts';
import type { OidcSettings } from './settings.ts';

/** Issuers and subjects are kept in columns of this size; anything longer is not a provider we can serve. */
const IDENTITY_MAX = 255;

/**
 * Turns the provider's answer into the person it vouches for: the code is exchanged with the
 * PKCE verifier, and openid-client checks the answer's state (and `iss` where the provider sends
 * it) and the ID token's signature, issuer, audience, expiry and nonce. `search` is the query
 * the provider sent to the callback, put back on the registered redirect URI, which the token
 * request must repeat exactly.
 */
export async function exchangeCode(
  ctx: AppContext,
  settings: OidcSettings,
  pending: PendingSignIn,
  state: string,
  redirectUri: string,
  search: string,
): Promise<ProviderPerson> {
  const config = await providerConfig(ctx, settings);
  const answered = new URL(redirectUri);
  answered.search = search;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, answered, {
      pkceCodeVerifier: pending.verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SsoFailure('exchange', error);
  }
  const idToken = tokens.claims();
  if (!idToken) throw new SsoFailure('exchange');
  let userInfo: oidc.UserInfoResponse | null = null;
  // Providers that conform to the specification put the profile claims in the userinfo answer,
  // not in the ID token, when they also issue an access token (the code flow always does).
  if (missingClaims(settings, idToken) && config.serverMetadata().userinfo_endpoint) {
    try {
      userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    } catch (error) {
      throw new SsoFailure('exchange', error);
    }
  }
  const person = personOf(settings, idToken, userInfo);
  if (!person.subject || person.subject.length > IDENTITY_MAX || person.issuer.length > IDENTITY_MAX) throw new SsoFailure('claims');
  return person;
}
