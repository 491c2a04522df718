import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import { CONTEST_MSG, loadContest } from '../contest/access.ts';
import { notFound } from '../../http/envelope.ts';
import { rejudge } from '../submission/admin-judge.ts';
import { CONTEST_PROBLEM_MSG, contestHasProblem } from './problems.ts';

/**
 * Rejudges every submission of one problem in one contest (super admins; hoj-data B.14), each the
 * way a single rejudge does it: a new version, Pending with its results cleared, queued again.
 * The kept boards follow through the submissions' revisions. Answers how many were queued.
 */
export async function rejudgeContestProblem(ctx: AppContext, cid: number, pid: number): Promise<number> {
  const c = await loadContest(ctx.db, cid);
  if (!c) throw notFound(CONTEST_MSG.notFound);
  if (!(await contestHasProblem(ctx.db, cid, pid))) throw notFound(CONTEST_PROBLEM_MSG.notInContest);
  const rows = await ctx.db
    .select({ submitId: judge.submitId })
    .from(judge)
    .where(and(eq(judge.cid, cid), eq(judge.pid, pid)))
    .orderBy(asc(judge.submitId));
  // One after another, oldest first, so the queue judges them in submission order.
  for (const { submitId } of rows) await rejudge(ctx, submitId);
  return rows.length;
}
