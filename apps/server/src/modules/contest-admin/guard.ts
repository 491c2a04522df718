import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/envelope.ts';
import { CONTEST_MSG, assertContestAdmin, loadContest, type ContestRow } from '../contest/access.ts';

/**
 * Finds the contest behind a call for one who may change it, or refuses (body 404 / 403): the back
 * office's `administeredContest`, or a group's guard (modules/group-contest), so that the same
 * saves serve both.
 */
export type ContestGuard = (ctx: AppContext, user: AuthUser, cid: number) => Promise<ContestRow>;

/**
 * The contest behind a back-office call, for its creator or a super admin only (hoj-api §13.5
 * Root*): body 404 when it does not exist, body 403 for anyone else.
 */
export async function administeredContest(ctx: AppContext, user: AuthUser, cid: number): Promise<ContestRow> {
  const c = await loadContest(ctx.db, cid);
  if (!c) throw notFound(CONTEST_MSG.notFound);
  assertContestAdmin(c, user);
  return c;
}
