import type { z } from 'zod';
import {
  type OidcSettingsVO,
  type RoleId,
  type SsoLoginVO,
  Role,
  SSO_DEFAULTS,
  SSO_ROLE_IDS,
  type oidcSettingsRequest,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';

/** The single sign-on settings as kept in `site_config` (key `sso_oidc`), the client secret included. */
export interface OidcSettings {
  enabled: boolean;
  buttonLabel: string;
  issuer: string;
  clientId: string;
  /** '' for a public client (PKCE alone). Never sent to a browser. */
  clientSecret: string;
  scopes: string;
  usernameClaim: string;
  emailClaim: string;
  displayNameClaim: string;
  newUserRole: RoleId;
}

const KEY = 'sso_oidc';

const DEFAULTS: OidcSettings = {
  enabled: false,
  buttonLabel: SSO_DEFAULTS.buttonLabel,
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: SSO_DEFAULTS.scopes,
  usernameClaim: SSO_DEFAULTS.usernameClaim,
  emailClaim: SSO_DEFAULTS.emailClaim,
  displayNameClaim: '',
  newUserRole: Role.DEFAULT_USER,
};

/**
 * The settings in force, read through the site settings (kept a second, so a save on another
 * replica counts within it). A stored role that is no longer a user role reads as the default.
 */
export async function oidcSettings(ctx: AppContext): Promise<OidcSettings> {
  const stored = await ctx.site.areaSettings(KEY, DEFAULTS);
  const role = SSO_ROLE_IDS.includes(stored.newUserRole) ? stored.newUserRole : Role.DEFAULT_USER;
  return { ...stored, newUserRole: role };
}

/** Whether sign-in through the provider can be offered: switched on, with an issuer and a client. */
export function isActive(settings: OidcSettings): boolean {
  return settings.enabled && settings.issuer !== '' && settings.clientId !== '';
}

export function loginVO(settings: OidcSettings): SsoLoginVO {
  const enabled = isActive(settings);
  return { enabled, buttonLabel: enabled ? settings.buttonLabel || SSO_DEFAULTS.buttonLabel : '' };
}

export function settingsVO(settings: OidcSettings, redirectUri: string): OidcSettingsVO {
  const { clientSecret, ...shown } = settings;
  return { ...shown, clientSecretSet: clientSecret !== '', redirectUri };
}

/**
 * Saves what the back office sent. The secret is write-only: a blank one keeps the saved secret
 * (the form never has it to send back), `clearClientSecret` removes it for a public client.
 */
export async function saveOidcSettings(ctx: AppContext, sent: z.output<typeof oidcSettingsRequest>): Promise<OidcSettings> {
  const current = await oidcSettings(ctx);
  const typed = sent.clientSecret?.trim() ?? '';
  const next: OidcSettings = {
    enabled: sent.enabled,
    buttonLabel: sent.buttonLabel || SSO_DEFAULTS.buttonLabel,
    issuer: sent.issuer,
    clientId: sent.clientId,
    clientSecret: sent.clearClientSecret ? '' : typed || current.clientSecret,
    scopes: sent.scopes.split(/\s+/).filter(Boolean).join(' '),
    usernameClaim: sent.usernameClaim,
    emailClaim: sent.emailClaim,
    displayNameClaim: sent.displayNameClaim,
    newUserRole: sent.newUserRole as RoleId,
  };
  await ctx.site.write(KEY, next);
  return next;
}
