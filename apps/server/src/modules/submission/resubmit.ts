import { eq } from 'drizzle-orm';
import { JudgeStatus, inRoleGroup, type JudgeVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden, notFound } from '../../http/envelope.ts';
import { rejudge } from './admin-judge.ts';

const RESUBMIT_MSG = {
  missing: 'The submission does not exist',
  notYours: 'Only the author can resubmit this submission',
  contest: 'In a contest only a remote problem can be resubmitted',
  running: 'The submission is still being judged',
} as const;

const RUNNING = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]);

/**
 * GET /api/resubmit (hoj-api §5): the author (or an admin) tries a submission again, typically a
 * remote one that ended as Submitted Failed. A remote run that is known and unfinished is polled
 * again, otherwise it is sent again; in a contest only remote problems may be tried again (a local
 * verdict does not change by asking twice).
 */
export async function resubmit(ctx: AppContext, user: AuthUser, submitId: number): Promise<JudgeVO> {
  const rows = await ctx.db
    .select({ uid: judge.uid, cid: judge.cid, status: judge.status, isRemote: problem.isRemote })
    .from(judge)
    .innerJoin(problem, eq(problem.id, judge.pid))
    .where(eq(judge.submitId, submitId))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(RESUBMIT_MSG.missing);
  if (row.uid !== user.uid && !inRoleGroup('admins', user.roleName)) throw forbidden(RESUBMIT_MSG.notYours);
  if (row.cid !== 0 && !row.isRemote) throw forbidden(RESUBMIT_MSG.contest);
  // A remote run that is still followed is left to finish (a Submitted Failed one is no longer followed).
  if (RUNNING.has(row.status) && !row.isRemote) throw fail(RESUBMIT_MSG.running);
  return rejudge(ctx, submitId);
}
