import { z } from 'zod';

/**
 * API tokens: bearer secrets for scripts and tools (an ICPC resolver reading the CLICS feed, a
 * submission bot, a judge host). A personal token acts as its owner but only within its scopes;
 * which scope a call needs is the endpoint table's (`token-scopes.ts`). A judge token belongs to
 * no user and opens only the judge-host API.
 */

/** What a user may give a personal token. */
export const USER_TOKEN_SCOPES = ['read', 'submit', 'contest-admin'] as const;
export type UserTokenScope = (typeof USER_TOKEN_SCOPES)[number];
/** Every scope, the judge host's included. */
export type TokenScope = UserTokenScope | 'judge';

/** Every token starts with it, so the server tells it from a session's JWT without a lookup. */
export const API_TOKEN_PREFIX = 'arb_';
/** How many unrevoked tokens one user may hold. */
export const MAX_TOKENS_PER_USER = 20;

const tokenName = z.string().trim().min(1, 'The token name is required').max(64, 'The token name can not exceed 64 characters');

export const apiTokenCreateBody = z.object({
  name: tokenName,
  scopes: z
    .array(z.enum(USER_TOKEN_SCOPES, 'Unknown token scope'))
    .min(1, 'Choose at least one scope')
    .max(USER_TOKEN_SCOPES.length)
    .transform((s) => [...new Set(s)]),
  /** Days until the token stops working; none for a token that lasts until revoked. */
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});

export const judgeTokenCreateBody = z.object({ name: tokenName });

export const apiTokenIdQuery = z.object({ id: z.coerce.number().int().positive() });

export interface ApiTokenVO {
  id: number;
  name: string;
  scopes: TokenScope[];
  /** The token's first characters (`arb_Xy3…`), to tell tokens apart. */
  hint: string;
  gmtCreate: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to a creation: the secret is shown this once and never stored. */
export interface CreatedApiTokenVO {
  token: string;
  apiToken: ApiTokenVO;
}
