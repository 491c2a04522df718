import { type SQL, eq, lt, or, sql } from 'drizzle-orm';
import { ContestStatus, ContestType, JudgeStatus } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { MSG, accessDenied, notFound } from '../../http/envelope.ts';
import type { SubmissionView } from '../problem/scope.ts';
import { CONTEST_MSG, assertCanView, isContestAdmin, isSealedFor, loadContest, statusOf, type ContestRow } from './access.ts';

/**
 * What a viewer may learn from a contest's submissions (hoj-api §5, §6; hoj-data B.16). While the
 * board is sealed for the viewer, others' submissions made after the seal time are not shown at
 * all, and in OI contests the viewer's own show as Submitted Unknown Result (-5) without a score.
 * While the contest runs, others' time, memory and length are hidden. Contest admins see everything.
 */
export interface SubmissionLens {
  uid: string;
  admin: boolean;
  oi: boolean;
  running: boolean;
  /** The seal time when the board is sealed for the viewer. */
  sealedFrom: Date | null;
}

export function lensFor(c: ContestRow, user: AuthUser): SubmissionLens {
  const admin = isContestAdmin(c, user);
  return {
    uid: user.uid,
    admin,
    oi: c.type === ContestType.OI,
    running: statusOf(c) === ContestStatus.RUNNING,
    sealedFrom: c.sealRankTime && isSealedFor(c, user) ? c.sealRankTime : null,
  };
}

/** The rows the viewer may see: under a seal, others' only from before the seal time. */
export function visibleRows(lens: SubmissionLens): SQL | undefined {
  if (!lens.sealedFrom) return undefined;
  return or(lt(judge.submitTime, lens.sealedFrom), eq(judge.uid, lens.uid));
}

/** The status as the viewer sees it, in SQL, so that filtering by status tells no more than the rows show. */
export function shownStatus(lens: SubmissionLens): SQL {
  if (!lens.oi || !lens.sealedFrom) return sql`${judge.status}`;
  return sql`(case when ${judge.submitTime} >= ${lens.sealedFrom.toISOString()}::timestamptz then ${JudgeStatus.SUBMITTED_UNKNOWN_RESULT} else ${judge.status} end)`;
}

interface MaskableRow {
  uid: string;
  submitTime: Date;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  length: number | null;
}

/** Hides in one row what the viewer may not learn yet (the rows themselves were chosen by `visibleRows`). */
export function maskRow<T extends MaskableRow>(lens: SubmissionLens, row: T): T {
  if (lens.admin) return row;
  const out = { ...row };
  if (lens.oi && lens.sealedFrom && row.submitTime.getTime() >= lens.sealedFrom.getTime()) {
    Object.assign(out, { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null, oiRankScore: null, time: null, memory: null });
  }
  if (lens.running && row.uid !== lens.uid) Object.assign(out, { time: null, memory: null, length: null });
  return out;
}

/**
 * The contest of a contest submission the user may read: its author and the contest admins always
 * may, others need to be able to look at the contest.
 */
async function contestOfSubmission(ctx: AppContext, row: { cid: number; uid: string }, user: AuthUser): Promise<ContestRow> {
  const c = await loadContest(ctx.db, row.cid);
  if (!c) throw notFound(CONTEST_MSG.notFound);
  if (row.uid === user.uid || isContestAdmin(c, user)) return c;
  if (!c.visible) throw notFound(CONTEST_MSG.notFound);
  await assertCanView(ctx, c, user);
  return c;
}

/**
 * How the submission detail and the case results show a contest submission to the viewer: login
 * is required (body 401). Others' code stays hidden, others' time, memory and length while the
 * contest runs, and a result the board keeps sealed shows only as `{status: -5}`.
 */
export async function contestSubmissionView(
  ctx: AppContext,
  user: AuthUser | null,
  row: { cid: number; uid: string; submitTime: Date },
): Promise<SubmissionView> {
  if (!user) throw accessDenied(MSG.loginFirst);
  const c = await contestOfSubmission(ctx, row, user);
  const lens = lensFor(c, user);
  if (lens.admin) return { admin: true, unknown: false, hideCode: false, hideStats: false, hideCases: false };
  const own = row.uid === user.uid;
  const afterSeal = lens.sealedFrom !== null && row.submitTime.getTime() >= lens.sealedFrom.getTime();
  return {
    admin: false,
    unknown: afterSeal && (lens.oi || !own),
    hideCode: !own,
    hideStats: !own && lens.running,
    // Case by case results would tell the verdicts of a running ACM contest or a sealed OI board.
    hideCases: (!lens.oi && lens.running) || (lens.oi && lens.sealedFrom !== null),
  };
}
