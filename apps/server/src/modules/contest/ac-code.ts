import { ContestType } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { assertCanView, isSealedFor, visibleContest } from './access.ts';

/**
 * get-last-ac-code with a contest: the contest must be one the caller can see. While an OI board
 * is sealed for the caller, verdicts from the seal on are unknown to them, so only code accepted
 * before the seal time counts (the returned cutoff); otherwise null.
 */
export async function contestAcCutoff(ctx: AppContext, user: AuthUser, cid: number): Promise<Date | null> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  return c.type === ContestType.OI && isSealedFor(c, user) ? c.sealRankTime : null;
}
