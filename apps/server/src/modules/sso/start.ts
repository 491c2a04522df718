import * as oidc from 'openid-client';
import { isSameSitePath } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { SsoFailure } from './failure.ts';
import { rememberSignIn } from './pending.ts';
import { providerConfig } from './provider.ts';
import { isActive, oidcSettings } from './settings.ts';

/**
 * Starts a sign-in: the provider's authorization address for this browser to go to. The state
 * ties the answer to this start (and so to this server), the nonce ties the ID token to it, and
 * the PKCE verifier, kept here and only hashed in the address, makes a stolen code useless;
 * `browser` binds the sign-in to this browser (`browser-binding.ts`).
 */
export async function authorizationUrl(ctx: AppContext, redirectUri: string, redirect: string, browser: () => string): Promise<string> {
  const settings = await oidcSettings(ctx);
  if (!isActive(settings)) throw new SsoFailure('disabled');
  if (!isSameSitePath(redirect)) throw new SsoFailure('redirect');
  const config = await providerConfig(ctx, settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await rememberSignIn(ctx, state, { verifier, nonce, issuer: settings.issuer, redirect, browser: browser() });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: settings.scopes,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}
