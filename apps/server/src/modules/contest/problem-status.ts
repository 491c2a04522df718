import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ContestType, JudgeStatus, type FullScreenProblem, type UserProblemStatusMap } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { assertCanView, isContestAdmin, isSealedFor, loadContest, visibleContest, type ContestRow } from './access.ts';
import { listedProblems } from './problems.ts';
import { runningRunIn } from './virtual/runs.ts';
import { realContestRows } from './real-rows.ts';

/**
 * The caller's own status on each problem of a contest (get-user-problem-status with
 * isContestProblemList, and the focus page's strip). ACM: an accepted submission wins, else the
 * latest. OI: the latest with its score, shown as Submitted Unknown Result (-5) without a score
 * when it was made while the board is sealed for the caller. Submissions after the end count only
 * when the contest allows them and the caller asks for them. A caller sitting the contest
 * virtually sees the statuses of their run.
 */
async function ownContestStatuses(
  ctx: AppContext,
  c: ContestRow,
  user: AuthUser,
  pids: readonly number[],
  containsEnd: boolean,
): Promise<UserProblemStatusMap> {
  const oi = c.type === ContestType.OI;
  const out: UserProblemStatusMap = {};
  for (const pid of pids)
    out[String(pid)] = oi ? { status: JudgeStatus.NOT_SUBMITTED, score: null } : { status: JudgeStatus.NOT_SUBMITTED };
  if (pids.length === 0) return out;
  // While the caller sits the contest virtually, their statuses are those of the run.
  const run = await runningRunIn(ctx, c, user);
  const rows = await ctx.db
    .selectDistinctOn([judge.pid], { pid: judge.pid, status: judge.status, score: judge.score, submitTime: judge.submitTime })
    .from(judge)
    .where(
      and(
        run ? eq(judge.virtualRun, run.id) : realContestRows(c.id),
        eq(judge.uid, user.uid),
        inArray(judge.pid, [...pids]),
        run || (c.allowEndSubmit && containsEnd) ? undefined : lt(judge.submitTime, c.endTime),
      ),
    )
    .orderBy(
      judge.pid,
      ...(oi ? [] : [sql`(${judge.status} = ${JudgeStatus.ACCEPTED}) desc`]),
      desc(judge.submitTime),
      desc(judge.submitId),
    );
  const sealedFrom = !run && oi && c.sealRankTime && isSealedFor(c, user) ? c.sealRankTime.getTime() : null;
  for (const r of rows) {
    if (!oi) out[String(r.pid)] = { status: r.status };
    else if (sealedFrom !== null && r.submitTime.getTime() >= sealedFrom)
      out[String(r.pid)] = { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null };
    else out[String(r.pid)] = { status: r.status, score: r.score };
  }
  return out;
}

/** get-user-problem-status for a contest: the contest must be one the caller can see. */
export async function contestProblemStatus(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  pids: readonly number[],
  containsEnd: boolean,
): Promise<UserProblemStatusMap> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  return ownContestStatuses(ctx, c, user, [...new Set(pids)], containsEnd);
}

/**
 * The contest focus page's strip: each listed problem under its display id and title with the
 * caller's status. Null when there is no such contest (or it is hidden from the caller); a contest
 * the caller may not look at is refused.
 */
export async function contestStrip(ctx: AppContext, user: AuthUser, cid: number): Promise<FullScreenProblem[] | null> {
  const c = await loadContest(ctx.db, cid);
  if (!c || (!c.visible && !isContestAdmin(c, user))) return null;
  await assertCanView(ctx, c, user);
  const entries = await listedProblems(ctx.db, c.id);
  const statuses = await ownContestStatuses(
    ctx,
    c,
    user,
    entries.map((e) => e.cp.pid),
    false,
  );
  return entries.map(({ cp }) => ({
    pid: cp.pid,
    problemId: cp.displayId,
    title: cp.displayTitle,
    status: statuses[String(cp.pid)]?.status ?? JudgeStatus.NOT_SUBMITTED,
    score: statuses[String(cp.pid)]?.score ?? null,
  }));
}
