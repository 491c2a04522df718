import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 for the single sign-on
 * tests: one confidential client whose PKCE is required, accounts whose claims each test sets,
 * and an interaction of our own in place of a login form: it signs in the account the test named
 * with `nextLogin` (or refuses, for `deny`) and consents to what the client asked.
 */

export const TEST_CLIENT = { id: 'arbiter', secret: 'provider-client-secret' } as const;

/** The claims of an account: `email_verified` among them, as the test decides. */
export type AccountClaims = Record<string, unknown>;

export interface TestProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>`. */
  issuer: string;
  /** The claims of each account, by subject: set before the account signs in. */
  accounts: Map<string, AccountClaims>;
  /** Who the next interaction signs in, or that it refuses. */
  nextLogin: { subject: string } | { deny: true };
  close: () => Promise<void>;
}

/** Finishes an interaction as a person at the provider would: sign in, then consent. */
async function interact(provider: Provider, state: TestProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const next = state.nextLogin;
  if ('deny' in next) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person said no' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: next.subject } }, { mergeWithLastSubmission: false });
    return;
  }
  const accountId = details.session?.accountId ?? next.subject;
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

export async function startTestProvider(opts: { redirectUri: string }): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const state: TestProvider = {
    issuer,
    accounts: new Map(),
    nextLogin: { deny: true },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Every client must prove its code with PKCE, public or not.
    pkce: { required: () => true },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name', 'login_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const claims = state.accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ ...claims, sub }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, state, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      callback(req, res);
    }
  };
  return state;
}
