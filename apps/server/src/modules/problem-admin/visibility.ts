import { eq, inArray, sql } from 'drizzle-orm';
import { ProblemAuth } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { contest, contestProblem, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { checkAuthChange, manageableProblem } from './access.ts';

/**
 * change-problem-auth: 1 public (root and problem_admin only), 2 private, 3 contest only. A group
 * problem comes as its row, which the caller found the user may manage by the group's rule; in a
 * group, "public" is public to its members, the group's to choose.
 */
export async function changeProblemAuth(ctx: AppContext, user: AuthUser, pid: number, auth: number, groupRow?: ProblemRow): Promise<void> {
  const row = groupRow ?? (await manageableProblem(ctx, user, pid));
  if (!groupRow) checkAuthChange(user, row.auth, auth);
  await ctx.db.transaction(async (tx) => {
    await tx.update(problem).set({ auth, modifiedUser: user.username, gmtModified: new Date() }).where(eq(problem.id, pid));
    // Hidden problems are left off contest boards: the boards of its contests rebuild when that changes.
    if ((row.auth === ProblemAuth.PRIVATE) !== (auth === ProblemAuth.PRIVATE)) {
      const cids = tx.select({ cid: contestProblem.cid }).from(contestProblem).where(eq(contestProblem.pid, pid));
      await tx
        .update(contest)
        .set({ version: sql`${contest.version} + 1` })
        .where(inArray(contest.id, cids));
    }
  });
}
