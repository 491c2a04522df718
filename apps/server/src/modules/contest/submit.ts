import { ContestStatus } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import type { SubmitTarget } from '../problem/scope.ts';
import { CONTEST_MSG, hasAccess, isContestAdmin, passesAccountRule, statusOf, visibleContest } from './access.ts';
import { openableProblem } from './problems.ts';
import { runningRunIn } from './virtual/runs.ts';

/**
 * POST /api/submit-problem-judge with cid > 0 (hoj-api §5, spec part 2 §4 Submission flow): `pid`
 * is the contest display id. The contest must be visible and started (its admins may try the
 * problems before), not ended unless it accepts late submissions, and the user must have access
 * (public: the account rule; private and protected: a registration). Contest submissions have no
 * submit interval and are judged before practice ones. A user sitting the ended contest virtually
 * (`virtual/runs.ts`) submits to their run, whether or not the contest takes late submissions.
 */
export async function contestSubmitTarget(ctx: AppContext, user: AuthUser, cid: number, displayId: string): Promise<SubmitTarget> {
  const c = await visibleContest(ctx, cid, user);
  const admin = isContestAdmin(c, user);
  const status = statusOf(c);
  if (status === ContestStatus.SCHEDULED && !admin) throw forbidden(CONTEST_MSG.notStarted);
  // After the end, a user sitting the contest virtually submits to their run.
  const run = status === ContestStatus.ENDED ? await runningRunIn(ctx, c, user) : null;
  if (status === ContestStatus.ENDED && !c.allowEndSubmit && !run) throw forbidden(CONTEST_MSG.ended);
  if (!admin && !(await hasAccess(ctx, c, user))) {
    throw forbidden(passesAccountRule(c, user) ? CONTEST_MSG.noAccess : CONTEST_MSG.accountRule);
  }
  const { cp, prob } = await openableProblem(ctx, c, user, displayId);
  return {
    problem: prob,
    displayId: cp.displayId,
    gid: c.isGroup ? c.gid : null,
    contest: { cid: c.id, cpid: cp.id, virtualRun: run?.id },
    throttled: false,
  };
}
