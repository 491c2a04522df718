import { type SQL, and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, type UserProblemStatusMap, type userProblemStatusRequest } from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest } from '../../http/envelope.ts';

/**
 * get-user-problem-status (hoj-api §4): the caller's own status on each problem asked for, -10 when
 * never submitted. It reads only the caller's submissions, so a hidden problem's id tells nothing
 * that an unknown id would not. A contest's list (isContestProblemList with its cid) follows the
 * contest's rules (seal, end), and a group's (gid) the group's: their scopes answer those.
 */

const STATUS_MSG = {
  contestRequired: 'The contest id is required',
} as const;

type StatusRequest = z.output<typeof userProblemStatusRequest>;

/** The status row of each pid, one query: an accepted submission first, otherwise the latest. */
async function statusRows(ctx: AppContext, where: SQL) {
  return ctx.db
    .selectDistinctOn([judge.pid], { pid: judge.pid, status: judge.status })
    .from(judge)
    .where(where)
    .orderBy(judge.pid, sql`(${judge.status} = ${JudgeStatus.ACCEPTED}) desc`, desc(judge.submitTime), desc(judge.submitId));
}

export async function userProblemStatus(ctx: AppContext, user: AuthUser, req: StatusRequest): Promise<UserProblemStatusMap> {
  const pids = [...new Set(req.pidList)];
  if (req.isContestProblemList && !req.cid) throw badRequest(STATUS_MSG.contestRequired);
  const named = ctx.scopes.named('statuses', req.isContestProblemList ? [['contest', req.cid]] : [['group', req.gid]]);
  if (named) return named.scope.statuses(ctx, user, named.id, pids, req.containsEnd);
  return practiceStatuses(ctx, user.uid, pids, req.gid ?? null);
}

/** The user's status on each problem over practice submissions (in a group's when gid is given): -10 when never submitted. */
export async function practiceStatuses(
  ctx: AppContext,
  uid: string,
  pids: readonly number[],
  gid: number | null,
): Promise<UserProblemStatusMap> {
  const out: UserProblemStatusMap = {};
  for (const pid of pids) out[String(pid)] = { status: JudgeStatus.NOT_SUBMITTED };
  if (pids.length === 0) return out;
  const scope = and(eq(judge.cid, 0), gid ? eq(judge.gid, gid) : isNull(judge.gid));
  const rows = await statusRows(ctx, and(scope, eq(judge.uid, uid), inArray(judge.pid, [...pids]))!);
  for (const r of rows) out[String(r.pid)] = { status: r.status };
  return out;
}
