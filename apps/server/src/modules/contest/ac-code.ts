import { type SQL, and, eq, lt } from 'drizzle-orm';
import { ContestType } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { assertCanView, isSealedFor, visibleContest } from './access.ts';

/**
 * get-last-ac-code with a contest: the contest must be one the caller can see, and the code is
 * taken from its submissions. While an OI board is sealed for the caller, verdicts from the seal on
 * are unknown to them, so only code accepted before the seal time counts.
 */
export async function contestAcceptedCodeRows(ctx: AppContext, user: AuthUser, cid: number): Promise<SQL> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  const cutoff = c.type === ContestType.OI && isSealedFor(c, user) ? c.sealRankTime : null;
  return and(eq(judge.cid, c.id), cutoff ? lt(judge.submitTime, cutoff) : undefined)!;
}
