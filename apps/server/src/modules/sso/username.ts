import { randomInt } from 'node:crypto';
import { LIMITS } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { findByUsername } from '../account/users.ts';
import { SsoFailure } from './failure.ts';

/**
 * Our usernames are 1 to 20 characters and unique regardless of case; they appear in addresses
 * (`/user-home?username=`) and on boards, so one made from a provider's claim keeps letters (of any
 * script), digits, '_', '.' and '-' and drops the rest.
 */
export function usernameBase(claim: string | null, email: string | null): string {
  const tidy = (value: string | null) =>
    (value ?? '')
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}_.-]+/gu, '')
      .replace(/^[.-]+/, '');
  const fromClaim = tidy(claim);
  const fromEmail = tidy(email?.split('@')[0] ?? null);
  return [...(fromClaim || fromEmail || 'user')].slice(0, LIMITS.usernameMax).join('');
}

/** `base` cut so that `suffix` fits within the length limit, counted in characters. */
function withSuffix(base: string, suffix: string): string {
  return [...base].slice(0, LIMITS.usernameMax - suffix.length).join('') + suffix;
}

/**
 * The first free name of `base`, `base_2`, `base_3`, … (a short run), then `base_` and six random
 * digits. Free when looked at: the unique index has the last word when two sign-ins race.
 */
export async function freeUsername(db: Db, base: string): Promise<string> {
  if (!(await findByUsername(db, base))) return base;
  for (let n = 2; n <= 9; n++) {
    const name = withSuffix(base, `_${n}`);
    if (!(await findByUsername(db, name))) return name;
  }
  for (let tries = 0; tries < 20; tries++) {
    const name = withSuffix(base, `_${randomInt(100_000, 1_000_000)}`);
    if (!(await findByUsername(db, name))) return name;
  }
  throw new SsoFailure('failed');
}
