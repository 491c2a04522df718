import { z } from 'zod';
import { customIssue } from './messages.ts';
import { Role, type RoleId } from './roles.ts';

/**
 * Single sign-on with an OpenID Connect provider (authorization code flow with PKCE): the back
 * office's settings, what the login dialog reads, and the errors the callback page explains.
 */

export const SSO_LIMITS = {
  labelMax: 50,
  urlMax: 255,
  clientIdMax: 255,
  secretMax: 1000,
  scopesMax: 255,
  claimMax: 64,
  /** The one-time ticket the callback page redeems. */
  ticketMax: 100,
  /** The same-site path to land on after signing in. */
  redirectMax: 1000,
} as const;

export const SSO_DEFAULTS = {
  buttonLabel: 'SSO',
  scopes: 'openid email profile',
  usernameClaim: 'preferred_username',
  emailClaim: 'email',
} as const;

/** The roles an account made by single sign-on may get: never an administrator's. */
export const SSO_ROLE_IDS: readonly RoleId[] = [
  Role.DEFAULT_USER,
  Role.NO_SUBMIT_USER,
  Role.NO_DISCUSS_USER,
  Role.MUTE_USER,
  Role.NO_SUBMIT_NO_DISCUSS_USER,
  Role.NO_SUBMIT_MUTE_USER,
];

/**
 * Why a sign-in through the provider did not finish, as the callback page is told
 * (`/sso/callback?error=<code>`): the page says each in the reader's language.
 */
export const SSO_ERRORS = [
  /** Single sign-on is off, or not fully set up. */
  'disabled',
  /** The page to return to was not a path of this site. */
  'redirect',
  /** The provider could not be reached, or its discovery document was not usable. */
  'provider',
  /** The sign-in was not started here, took too long, or was already used. */
  'state',
  /** The person cancelled at the provider, or the provider refused. */
  'denied',
  /** The code could not be exchanged, or the provider's tokens did not check out. */
  'exchange',
  /** The provider did not say who the person is (no subject). */
  'claims',
  /** An account has this email but the provider has not verified it. */
  'unverifiedEmail',
  /** The account is banned. */
  'banned',
  /** Anything else went wrong on the way (no account could be made, the database failed). */
  'failed',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export function isSsoError(value: unknown): value is SsoError {
  return typeof value === 'string' && (SSO_ERRORS as readonly string[]).includes(value);
}

/**
 * A path of this site to land on: one leading `/` and never a second one or a backslash right
 * after it (`//host` and `/\host` are other sites to a browser), no control characters.
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.length <= SSO_LIMITS.redirectMax &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}

/** What the login dialog needs: whether to offer the provider, and the button's words. */
export interface SsoLoginVO {
  enabled: boolean;
  buttonLabel: string;
}

/** The settings as the back office shows them: the client secret never leaves the server. */
export interface OidcSettingsVO {
  enabled: boolean;
  buttonLabel: string;
  issuer: string;
  clientId: string;
  /** Whether a client secret is saved (a public client has none). */
  clientSecretSet: boolean;
  scopes: string;
  usernameClaim: string;
  emailClaim: string;
  /** '' when the nickname is not taken from the provider. */
  displayNameClaim: string;
  newUserRole: RoleId;
  /** The address to register at the provider as the redirect URI. */
  redirectUri: string;
}

/** https://, or http:// on this machine alone (a provider a developer runs locally). The form checks with it too. */
export function isIssuerAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const CLAIM = /^[A-Za-z0-9_.:-]+$/;
const claimField = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(SSO_LIMITS.claimMax, `${label} can not exceed ${SSO_LIMITS.claimMax} characters`)
    .refine((v) => v === '' || CLAIM.test(v), `${label} may hold only letters, digits and _ . : -`);

/** Space-separated scope names, `openid` among them (without it there is no ID token). */
function scopesOk(value: string): boolean {
  const names = value.split(/\s+/).filter(Boolean);
  return names.includes('openid') && names.every((n) => /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(n));
}

const ISSUE = {
  issuerRequired: { en: 'Enter the issuer URL to turn single sign-on on', zh: '开启单点登录前请填写签发者地址' },
  clientIdRequired: { en: 'Enter the client ID to turn single sign-on on', zh: '开启单点登录前请填写客户端 ID' },
} as const;

/**
 * A save of the single sign-on settings. Every field but the secret is sent, as the form shows
 * them; a blank secret keeps the saved one, and `clearClientSecret` removes it (a public client).
 */
export const oidcSettingsRequest = z
  .object({
    enabled: z.boolean('The single sign-on switch must be true or false'),
    buttonLabel: z
      .string('The button label must be text')
      .trim()
      .max(SSO_LIMITS.labelMax, `The button label can not exceed ${SSO_LIMITS.labelMax} characters`),
    issuer: z
      .string('The issuer URL must be text')
      .trim()
      .max(SSO_LIMITS.urlMax, `The issuer URL can not exceed ${SSO_LIMITS.urlMax} characters`)
      .refine((v) => v === '' || isIssuerAddress(v), 'The issuer must be an https:// address (http:// only on localhost)'),
    clientId: z
      .string('The client ID must be text')
      .trim()
      .max(SSO_LIMITS.clientIdMax, `The client ID can not exceed ${SSO_LIMITS.clientIdMax} characters`),
    clientSecret: z
      .string('The client secret must be text')
      .max(SSO_LIMITS.secretMax, `The client secret can not exceed ${SSO_LIMITS.secretMax} characters`)
      .nullish(),
    clearClientSecret: z.boolean('The clear-secret switch must be true or false').nullish(),
    scopes: z
      .string('The scopes must be text')
      .trim()
      .max(SSO_LIMITS.scopesMax, `The scopes can not exceed ${SSO_LIMITS.scopesMax} characters`)
      .refine(scopesOk, 'The scopes must be names separated by spaces, openid among them'),
    usernameClaim: claimField('The username claim').refine((v) => v !== '', 'The username claim is required'),
    emailClaim: claimField('The email claim').refine((v) => v !== '', 'The email claim is required'),
    displayNameClaim: claimField('The display name claim'),
    newUserRole: z
      .number('The role of new accounts must be a user role')
      .refine((v) => (SSO_ROLE_IDS as readonly number[]).includes(v), 'The role of new accounts must be a user role'),
  })
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (!v.issuer) customIssue(ctx, ISSUE.issuerRequired, ['issuer']);
    if (!v.clientId) customIssue(ctx, ISSUE.clientIdRequired, ['clientId']);
  });
export type OidcSettingsRequest = z.input<typeof oidcSettingsRequest>;

/** Where the sign-in started from: the path to land on afterwards (checked by the handler). */
export const ssoStartQuery = z.object({
  redirect: z.string('The page to return to must be text').optional(),
});

export const ssoRedeemRequest = z.object({
  ticket: z
    .string('The sign-in ticket must be text')
    .trim()
    .min(1, 'The sign-in ticket is required')
    .max(SSO_LIMITS.ticketMax, `The sign-in ticket can not exceed ${SSO_LIMITS.ticketMax} characters`),
});
