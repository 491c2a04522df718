import { and, eq, sql } from 'drizzle-orm';
import { GroupLevel, ProblemAuth } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/envelope.ts';
import { emptyCount, problemCounts } from '../problem/counts.ts';
import { problemInfo } from '../problem/detail.ts';
import type { ProblemScope, SubmissionView, SubmitTarget } from '../problem/scope.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { practiceSubmissionList } from '../submission/list.ts';
import { type GroupSeat, memberSeat, seatOf, loadGroup } from './access.ts';

/**
 * A group as the problem and submission calls see it (`gid`): its own problems by their display
 * ids, open to its members (hidden ones to its admins), submissions made there carrying the gid,
 * its submission list for its members, and those submissions' code for their authors and its roots.
 */

const SCOPE_MSG = {
  noProblem: 'The problem does not exist',
  hidden: 'The problem is not public and can not be viewed',
} as const;

/** A problem of the group by display id, as the seat may open it: body 404 when absent, 403 when hidden from a plain member. */
async function groupProblem(ctx: AppContext, seat: GroupSeat, displayId: string): Promise<ProblemRow> {
  const rows = await ctx.db
    .select()
    .from(problem)
    .where(and(eq(problem.gid, seat.group.id), sql`upper(${problem.problemId}) = ${displayId.toUpperCase()}`))
    .limit(1);
  const p = rows[0];
  if (!p) throw notFound(SCOPE_MSG.noProblem);
  if (p.auth !== ProblemAuth.PUBLIC && seat.level < GroupLevel.ADMIN) throw forbidden(SCOPE_MSG.hidden);
  return p;
}

async function submitTarget(ctx: AppContext, user: AuthUser, gid: number, displayId: string): Promise<SubmitTarget> {
  const seat = await memberSeat(ctx, gid, user);
  const p = await groupProblem(ctx, seat, displayId);
  return { problem: p, displayId: p.problemId, gid, throttled: true };
}

/**
 * Who reads a submission made in the group: its author always (even once the group is gone), its
 * members otherwise; the code of others only its roots (and the share rules of the problem).
 */
async function submissionView(ctx: AppContext, user: AuthUser | null, sub: typeof judge.$inferSelect): Promise<SubmissionView> {
  const plain = { unknown: false, hideCode: false, hideStats: false, hideCases: false };
  const g = sub.gid === null ? null : await loadGroup(ctx.db, sub.gid);
  if (user && sub.uid === user.uid) {
    const level = g ? (await seatOf(ctx.db, g, user)).level : GroupLevel.NONE;
    return { admin: level >= GroupLevel.ROOT, ...plain };
  }
  if (!g) throw notFound('The submission does not exist');
  const seat = await memberSeat(ctx, g.id, user);
  return { admin: seat.level >= GroupLevel.ROOT, ...plain };
}

export const groupScope: ProblemScope = {
  kind: 'group',
  submit: { judgeSwitch: 'openGroupJudge', target: submitTarget },
  async problemDetail(ctx, user, gid, displayId) {
    const seat = await memberSeat(ctx, gid, user);
    const p = await groupProblem(ctx, seat, displayId);
    const counts = await problemCounts(ctx.db, [p.id], gid);
    return problemInfo(ctx, p, counts.get(p.id) ?? emptyCount(p.id));
  },
  async submissions(ctx, user, gid, q) {
    await memberSeat(ctx, gid, user);
    return practiceSubmissionList(ctx, user, q, eq(judge.gid, gid));
  },
  submissionView,
};
