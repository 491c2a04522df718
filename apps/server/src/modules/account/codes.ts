import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { ApiError, accessDenied, fail } from '../../http/envelope.ts';
import { ResultStatus } from '@arbiter/contract';
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
  const lock = await ctx.expiring.get(`${opts.kind}_lock`, opts.key);
  if (lock) {
    const left = Math.max(1, Math.ceil((lock.expiresAt.getTime() - Date.now()) / 1000));
    throw fail(`Please wait ${left} seconds before asking for another mail`);
  }
  await ctx.expiring.set(`${opts.kind}_lock`, opts.key, '1', opts.lockSeconds);
  await ctx.expiring.set(opts.kind, opts.key, opts.code, opts.ttlSeconds);
  try {
    await ctx.mailer.send(opts.mail);
  } catch (error) {
    await ctx.expiring.delete(`${opts.kind}_lock`, opts.key);
    await ctx.expiring.delete(opts.kind, opts.key);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(ResultStatus.SYSTEM_ERROR, `The mail could not be sent: ${reason}`);
  }
}

/** Whether a code matches the one kept for the key (constant-length comparison of short strings). */
export async function codeMatches(ctx: AppContext, kind: string, key: string, code: string): Promise<boolean> {
  const kept = await ctx.expiring.get(kind, key);
  return kept !== null && kept.value === code.trim();
}
