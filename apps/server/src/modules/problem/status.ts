import { type SQL, and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, type UserProblemStatusMap, type userProblemStatusRequest } from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contest, judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/envelope.ts';

/**
 * get-user-problem-status (hoj-api §4): the caller's own status on each problem asked for, -10 when
 * never submitted. It reads only the caller's submissions, so a hidden problem's id tells nothing
 * that an unknown id would not.
 */

export const STATUS_MSG = {
  contestRequired: 'The contest id is required',
  noContest: 'The contest does not exist',
} as const;

/** contest.type of an OI contest. */
const CONTEST_OI = 1;

type StatusRequest = z.output<typeof userProblemStatusRequest>;

/**
 * The status row of each pid, one query: `acWins` (practice and ACM contests) puts an accepted
 * submission first, otherwise the latest submission counts (OI contests, with its score).
 */
async function statusRows(ctx: AppContext, where: SQL, acWins: boolean) {
  return ctx.db
    .selectDistinctOn([judge.pid], { pid: judge.pid, status: judge.status, score: judge.score })
    .from(judge)
    .where(where)
    .orderBy(
      judge.pid,
      ...(acWins ? [sql`(${judge.status} = ${JudgeStatus.ACCEPTED}) desc`] : []),
      desc(judge.submitTime),
      desc(judge.submitId),
    );
}

/** Which submissions count, and whether the latest one wins with its score (OI contests). */
async function scope(ctx: AppContext, req: StatusRequest): Promise<{ where: SQL; latestWithScore: boolean }> {
  if (!req.isContestProblemList) {
    return { where: and(eq(judge.cid, 0), req.gid ? eq(judge.gid, req.gid) : isNull(judge.gid))!, latestWithScore: false };
  }
  // Sealing, end times and registration come with the contest area; this is the caller's own record.
  if (!req.cid) throw badRequest(STATUS_MSG.contestRequired);
  const found = await ctx.db.select({ type: contest.type }).from(contest).where(eq(contest.id, req.cid)).limit(1);
  if (!found[0]) throw notFound(STATUS_MSG.noContest);
  return { where: eq(judge.cid, req.cid), latestWithScore: found[0].type === CONTEST_OI };
}

export async function userProblemStatus(ctx: AppContext, user: AuthUser, req: StatusRequest): Promise<UserProblemStatusMap> {
  const { where, latestWithScore } = await scope(ctx, req);
  const pids = [...new Set(req.pidList)];
  const out: UserProblemStatusMap = {};
  const none = latestWithScore ? { status: JudgeStatus.NOT_SUBMITTED, score: null } : { status: JudgeStatus.NOT_SUBMITTED };
  for (const pid of pids) out[String(pid)] = { ...none };
  if (pids.length === 0) return out;
  const rows = await statusRows(ctx, and(where, eq(judge.uid, user.uid), inArray(judge.pid, pids))!, !latestWithScore);
  for (const r of rows) out[String(r.pid)] = latestWithScore ? { status: r.status, score: r.score } : { status: r.status };
  return out;
}
