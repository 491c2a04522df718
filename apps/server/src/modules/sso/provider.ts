import * as oidc from 'openid-client';
import type { OidcSettings } from './settings.ts';
import { SsoFailure } from './failure.ts';

/** How long a provider's discovery document is trusted before it is read again. */
const DISCOVERY_TTL_MS = 5 * 60_000;
/** Seconds any one request to the provider may take: a sign-in must not hang on a dead provider. */
const TIMEOUT_SECONDS = 10;

interface Kept {
  at: number;
  config: Promise<oidc.Configuration>;
}

/**
 * Per app, as everything a request leaves for later ones (two apps in one process, as the tests
 * build them, share nothing). Keyed by what the configuration is built from, so a save of other
 * settings starts afresh.
 */
const keptByApp = new WeakMap<object, Map<string, Kept>>();

/** Plain http is only allowed for a provider on this machine (a developer's, a test's). */
function isLocalHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * How the client proves itself at the token endpoint: with no secret as a public client (PKCE
 * carries the proof), else HTTP Basic, the specification's default, unless the provider lists only
 * the secret in the form.
 */
function clientAuth(server: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  if (!secret) return oidc.None();
  const methods = server.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  return oidc.ClientSecretBasic(secret);
}

async function discover(settings: OidcSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = isLocalHttp(issuer);
  if (issuer.protocol !== 'https:' && !insecure) throw new SsoFailure('provider');
  let server: oidc.ServerMetadata;
  try {
    const found = await oidc.discovery(issuer, settings.clientId, undefined, oidc.None(), {
      timeout: TIMEOUT_SECONDS,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    server = found.serverMetadata();
  } catch (error) {
    throw new SsoFailure('provider', error);
  }
  const metadata = settings.clientSecret ? { client_secret: settings.clientSecret } : undefined;
  const config = new oidc.Configuration(server, settings.clientId, metadata, clientAuth(server, settings.clientSecret));
  config.timeout = TIMEOUT_SECONDS;
  if (insecure) oidc.allowInsecureRequests(config);
  return config;
}

/** The provider's configuration for these settings: discovered once and kept a few minutes. */
export function providerConfig(app: object, settings: OidcSettings): Promise<oidc.Configuration> {
  let kept = keptByApp.get(app);
  if (!kept) keptByApp.set(app, (kept = new Map()));
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
  // One entry per app: a new key means the settings changed, and the old ones are of no use.
  kept.clear();
  const config = discover(settings);
  kept.set(key, { at: now, config });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => {
    if (kept.get(key)?.config === config) kept.delete(key);
  });
  return config;
}
