import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { checkAuthChange, manageableProblem } from './access.ts';

/** change-problem-auth: 1 public (root and problem_admin only), 2 private, 3 contest only. */
export async function changeProblemAuth(ctx: AppContext, user: AuthUser, pid: number, auth: number): Promise<void> {
  const row = await manageableProblem(ctx, user, pid);
  checkAuthChange(user, row.auth, auth);
  await ctx.db.update(problem).set({ auth, modifiedUser: user.username, gmtModified: new Date() }).where(eq(problem.id, pid));
}
