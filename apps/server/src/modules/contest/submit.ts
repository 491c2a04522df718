import { ContestStatus, type JudgeVO, type SubmitRequest } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { fail, forbidden } from '../../http/envelope.ts';
import { SUBMIT_MSG, allowedLanguage, checkCodeLength, queueSubmission } from '../submission/submit.ts';
import { toJudgeVO } from '../submission/vo.ts';
import { CONTEST_MSG, hasAccess, isContestAdmin, passesAccountRule, statusOf, visibleContest } from './access.ts';
import { openableProblem } from './problems.ts';

/**
 * POST /api/submit-problem-judge with cid > 0 (hoj-api §5, spec part 2 §4 Submission flow): `pid`
 * is the contest display id. The contest must be visible and started (its admins may try the
 * problems before), not ended unless it accepts late submissions, and the user must have access
 * (public: the account rule; private and protected: a registration). Contest submissions have no
 * submit interval and are judged before practice ones.
 */
export async function submitToContest(ctx: AppContext, user: AuthUser, input: SubmitRequest, ip: string): Promise<JudgeVO> {
  if (!(await ctx.site.switches()).openContestJudge) throw forbidden(SUBMIT_MSG.closed);
  checkCodeLength(input.code, input.language);
  const c = await visibleContest(ctx, input.cid, user);
  const admin = isContestAdmin(c, user);
  const status = statusOf(c);
  if (status === ContestStatus.SCHEDULED && !admin) throw forbidden(CONTEST_MSG.notStarted);
  if (status === ContestStatus.ENDED && !c.allowEndSubmit) throw forbidden(CONTEST_MSG.ended);
  if (!admin && !(await hasAccess(ctx, c, user))) {
    throw forbidden(passesAccountRule(c, user) ? CONTEST_MSG.noAccess : CONTEST_MSG.accountRule);
  }
  const { cp, prob } = await openableProblem(ctx, c, user, input.pid);
  if (!(await allowedLanguage(ctx, prob.id, input.language))) throw fail(SUBMIT_MSG.language);
  const row = await ctx.db.transaction((tx) =>
    queueSubmission(tx, {
      pid: prob.id,
      problemId: cp.displayId,
      user,
      code: input.code,
      language: input.language,
      ip,
      gid: c.isGroup ? c.gid : null,
      contest: { cid: c.id, cpid: cp.id },
    }),
  );
  ctx.queueSignal.emit('task');
  return toJudgeVO(row);
}
