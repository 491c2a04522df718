import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/envelope.ts';
import { CONTEST_MSG, loadContest, type ContestRow } from '../contest/access.ts';
import type { ContestGuard } from '../contest-admin/guard.ts';
import { managingSeat } from '../group/access.ts';

/**
 * The group contest behind a call, for the group root or the contest's creator while a group admin
 * (hoj-api §11 Root*): body 404 for a site contest or one that does not exist, the group's own
 * refusals (modules/group/access.ts) for anyone else. The contest's own gid names the group.
 */
export const groupContestGuard: ContestGuard = async (ctx: AppContext, user: AuthUser, cid: number): Promise<ContestRow> => {
  const c = await loadContest(ctx.db, cid);
  if (!c || c.gid === null) throw notFound(CONTEST_MSG.notFound);
  await managingSeat(ctx, c, user, CONTEST_MSG.notFound);
  return c;
};
