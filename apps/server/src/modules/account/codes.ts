import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { ApiError, accessDenied, fail } from '../../http/envelope.ts';
import { mailNotSent, mailWait } from '../../http/messages/account.ts';
import { LIMITS, ResultStatus } from '@arbiter/contract';
import type { Mail } from '../../mail/mailer.ts';

export const MAIL_NOT_CONFIGURED =
  'The mail server is not configured, so no mail can be sent. An administrator must set the SMTP settings (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS).';

export function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Sends a mail that carries a code, at most once per `lockSeconds` for the same key. The code is
 * kept for `ttlSeconds`; if the mail cannot be sent nothing is kept and the caller may retry.
 */
export async function sendCodeMail(
  ctx: AppContext,
  opts: { kind: string; key: string; code: string; ttlSeconds: number; lockSeconds: number; mail: Mail },
): Promise<void> {
  if (!(await ctx.mailer.isConfigured())) throw accessDenied(MAIL_NOT_CONFIGURED);
  if (!(await ctx.expiring.claim(`${opts.kind}_lock`, opts.key, '1', opts.lockSeconds))) {
    const lock = await ctx.expiring.get(`${opts.kind}_lock`, opts.key);
    const left = lock ? Math.max(1, Math.ceil((lock.expiresAt.getTime() - Date.now()) / 1000)) : 1;
    throw fail(mailWait(left));
  }
  await ctx.expiring.set(opts.kind, opts.key, opts.code, opts.ttlSeconds);
  await ctx.expiring.delete(`${opts.kind}_tries`, opts.key);
  try {
    await ctx.mailer.send(opts.mail);
  } catch (error) {
    await ctx.expiring.delete(`${opts.kind}_lock`, opts.key);
    await ctx.expiring.delete(opts.kind, opts.key);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(ResultStatus.SYSTEM_ERROR, mailNotSent(reason));
  }
}

/** Wrong answers a mailed code survives; then it is void and a new mail is needed. */
const CODE_TRIES = 5;

/**
 * Whether a code matches the one kept for the key. Each wrong answer counts: after CODE_TRIES the
 * code is thrown away, so six digits cannot be guessed within their ten minutes.
 */
export async function codeMatches(ctx: AppContext, kind: string, key: string, code: string): Promise<boolean> {
  const kept = await ctx.expiring.get(kind, key);
  if (kept === null) return false;
  if (kept.value === code.trim()) return true;
  const tries = await ctx.expiring.increment(`${kind}_tries`, key, LIMITS.codeTtlSeconds);
  if (tries >= CODE_TRIES) {
    await ctx.expiring.delete(kind, key);
    await ctx.expiring.delete(`${kind}_tries`, key);
  }
  return false;
}
