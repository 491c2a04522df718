import type { IDToken, UserInfoResponse } from 'openid-client';
import type { OidcSettings } from './settings.ts';

/** The person the provider vouched for, as this site reads them through the claim mapping. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  username: string | null;
  email: string | null;
  /** Only a verified email may name an existing account. */
  emailVerified: boolean;
  displayName: string | null;
}

type Claims = Partial<IDToken> & Record<string, unknown>;

/** A claim as text: strings as they are, numbers spelled out (some providers number their users), else nothing. */
function text(claims: Claims, name: string): string | null {
  if (!name) return null;
  const value = claims[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Something that can be an address: one @ with text on each side and no spaces, at most 320 characters. */
function emailOf(value: string | null): string | null {
  return value !== null && value.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null;
}

/** The claims the mapping needs that the ID token lacks: then the userinfo endpoint is asked too. */
export function missingClaims(settings: OidcSettings, idToken: Claims): boolean {
  return [settings.usernameClaim, settings.emailClaim, settings.displayNameClaim].some((name) => name !== '' && !(name in idToken));
}

/**
 * Reads the person from the ID token's claims, with the userinfo answer filling what the token
 * left out (the token is signed, so it wins where both speak). `email_verified` is the provider's
 * word that the address is the person's: some send it as the text "true".
 */
export function personOf(settings: OidcSettings, idToken: IDToken, userInfo: UserInfoResponse | null): ProviderPerson {
  const claims: Claims = { ...userInfo, ...idToken };
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    username: text(claims, settings.usernameClaim),
    email: emailOf(text(claims, settings.emailClaim)),
    emailVerified: verified,
    displayName: text(claims, settings.displayNameClaim),
  };
}
