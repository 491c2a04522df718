import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';

/**
 * What a sign-in keeps between its start and the provider's answer, in the expiring store so that
 * any replica may receive the callback: under the random `state`, the PKCE verifier and the nonce
 * that only this server knows, the issuer it was started with and the page to land on. Taken
 * once: a replayed or forged state finds nothing.
 */
export interface PendingSignIn {
  verifier: string;
  nonce: string;
  issuer: string;
  redirect: string;
  /** SHA-256 of the secret the start left in this browser's cookie (`browser-binding.ts`). */
  browser: string;
}

const STATE_KIND = 'sso_state';
/** Time enough to sign in at the provider (a password manager, a second factor), no more. */
export const STATE_TTL_SECONDS = 10 * 60;
/** A state is 43 characters (openid-client's randomState); anything much longer is not ours. */
const STATE_MAX = 200;

const TICKET_KIND = 'sso_ticket';
/** The web page redeems its ticket at once: a minute covers a slow page load. */
const TICKET_TTL_SECONDS = 60;

export async function rememberSignIn(ctx: AppContext, state: string, pending: PendingSignIn): Promise<void> {
  await ctx.expiring.set(STATE_KIND, state, JSON.stringify(pending), STATE_TTL_SECONDS);
}

function isPending(value: unknown): value is PendingSignIn {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['verifier', 'nonce', 'issuer', 'redirect', 'browser'].every((k) => typeof v[k] === 'string');
}

/** The sign-in started under `state`, spent by this call; null when there is none (any more). */
export async function takeSignIn(ctx: AppContext, state: string | null): Promise<PendingSignIn | null> {
  if (!state || state.length > STATE_MAX) return null;
  const kept = await ctx.expiring.take(STATE_KIND, state);
  if (kept === null) return null;
  try {
    const parsed: unknown = JSON.parse(kept);
    return isPending(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A one-time ticket for the account's session. The callback puts it in the web page's address
 * instead of a token: it is good once, for a minute, and only for the redeem call, so an address
 * left in a history or a log is worth nothing.
 */
export async function issueTicket(ctx: AppContext, uid: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await ctx.expiring.set(TICKET_KIND, ticket, uid, TICKET_TTL_SECONDS);
  return ticket;
}

/** The account a ticket was issued for, spent by this call; null for an unknown, used or old ticket. */
export function redeemTicket(ctx: AppContext, ticket: string): Promise<string | null> {
  return ctx.expiring.take(TICKET_KIND, ticket);
}
