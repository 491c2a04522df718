import { type SQL, and, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { clampPage, type Page, type SubmissionListItem, type SubmissionStatusMap, type contestSubmissionsQuery } from '@arbiter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { contestProblem, judge } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { page } from '../../http/envelope.ts';
import { listItemColumns } from '../submission/list.ts';
import { toJudgeVO } from '../submission/vo.ts';
import { assertCanView, visibleContest, type ContestRow } from './access.ts';
import { lensFor, maskRow, shownStatus, visibleRows, type SubmissionLens } from './submission-rules.ts';
import { realContestRows, rowsSeenBy } from './real-rows.ts';

/** GET /api/contest-submissions and POST /api/check-contest-submissions-status (hoj-api §5, §6). */

const CONTEST_SUBMISSION_PAGE_SIZE = 30;

type ListQuery = z.output<typeof contestSubmissionsQuery>;

/** Rows of the contest the viewer may see; the contest's own (from the start) unless the trial runs before it are asked for. */
function scope(c: ContestRow, lens: SubmissionLens, q: ListQuery): SQL {
  return and(
    realContestRows(c.id),
    q.beforeContestSubmit ? lt(judge.submitTime, c.startTime) : gte(judge.submitTime, c.startTime),
    q.containsEnd ? undefined : lt(judge.submitTime, c.endTime),
    visibleRows(lens),
  )!;
}

function problemMatch(problemID: string | undefined, complete: boolean): SQL | undefined {
  if (!problemID) return undefined;
  if (complete) return eq(contestProblem.displayId, problemID);
  return ilike(contestProblem.displayId, `%${escapeLike(problemID)}%`);
}

const listColumns = {
  ...listItemColumns,
  displayId: contestProblem.displayId,
  title: contestProblem.displayTitle,
};

/**
 * The contest's submissions, newest first, each under its contest display id and title. The
 * problem filter is the display id (exact with completeProblemID), the author filter a part of the
 * username, and the status filter matches what the viewer is shown.
 */
export async function contestSubmissions(ctx: AppContext, user: AuthUser, q: ListQuery): Promise<Page<SubmissionListItem>> {
  const c = await visibleContest(ctx, q.contestID, user);
  await assertCanView(ctx, c, user);
  const lens = lensFor(c, user);
  const { current, size } = clampPage(q.currentPage, q.limit, CONTEST_SUBMISSION_PAGE_SIZE);
  const where = and(
    scope(c, lens, q),
    q.onlyMine ? eq(judge.uid, user.uid) : undefined,
    problemMatch(q.problemID, q.completeProblemID ?? false),
    q.status === undefined ? undefined : sql`${shownStatus(lens)} = ${q.status}`,
    q.username ? ilike(judge.username, `%${escapeLike(q.username)}%`) : undefined,
  );
  return listPage(ctx, where, current, size, (r) => maskRow(lens, r));
}

/**
 * A page of contest submissions, newest first, each under its contest display id and title (the
 * contest's list, a virtual run's), with what the viewer may not learn hidden by `shown`.
 */
export async function listPage(
  ctx: AppContext,
  where: SQL | undefined,
  current: number,
  size: number,
  shown: <T extends Parameters<typeof maskRow>[1]>(row: T) => T = (row) => row,
): Promise<Page<SubmissionListItem>> {
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(judge)
      .innerJoin(contestProblem, eq(contestProblem.id, judge.cpid))
      .where(where)
      .orderBy(desc(judge.submitTime), desc(judge.submitId))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(judge).innerJoin(contestProblem, eq(contestProblem.id, judge.cpid)).where(where),
  ]);
  const records = rows.map((r): SubmissionListItem => ({ ...shown(r), submitTime: r.submitTime.toISOString() }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/**
 * The status of several of the contest's submissions at once (the list polls what is still
 * running), under the same rules as the list, and the caller's own in their virtual run (its tab
 * polls them here); code and messages are left out.
 */
export async function checkContestStatuses(
  ctx: AppContext,
  user: AuthUser,
  cid: number,
  submitIds: readonly number[],
): Promise<SubmissionStatusMap> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanView(ctx, c, user);
  if (submitIds.length === 0) return {};
  const lens = lensFor(c, user);
  const rows = await ctx.db
    .select()
    .from(judge)
    .where(and(rowsSeenBy(c.id, user.uid), inArray(judge.submitId, [...submitIds]), visibleRows(lens)));
  const out: SubmissionStatusMap = {};
  for (const row of rows) {
    const shown = maskRow(lens, { ...toJudgeVO(row), submitTime: row.submitTime });
    out[String(row.submitId)] = { ...shown, submitTime: row.submitTime.toISOString(), code: null, errorMessage: null, ip: null };
  }
  return out;
}
