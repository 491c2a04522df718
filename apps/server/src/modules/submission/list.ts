import { type SQL, and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import {
  SUBMISSION_COUNT_CAP,
  SUBMISSION_LIST_PAGE_SIZE,
  clampPage,
  type Page,
  type SubmissionListItem,
  type SubmissionListQuery,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { judge, problem, userInfo } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { MSG, accessDenied, page } from '../../http/envelope.ts';
import { escapeLike } from '../../db/like.ts';
import { visibleTo } from './view.ts';

/**
 * GET /api/get-submission-list (hoj-api §5): practice submissions (cid 0), newest first, without
 * code. A submission of a problem that is not public (hidden, contest-only, group) shows only to its
 * author, to the problem's author, and to root and problem_admin: its title and verdicts are not
 * for everyone. Rows of deleted problems are left out. A list naming a contest (contestID) or a
 * group (gid) is that scope's, with its own view rights.
 */

/**
 * Authors whose username contains the text: matched among the users first (a few thousand rows), so
 * that their submissions come through the (uid, submit_time) index instead of a scan of every
 * submission's name.
 */
function byAuthor(text: string): SQL {
  const authors = sql`select ${userInfo.uuid} from ${userInfo} where ${ilike(userInfo.username, `%${escapeLike(text)}%`)}`;
  return sql`${judge.uid} in (${authors})`;
}

function problemMatch(problemID: string | undefined, complete: boolean): SQL | undefined {
  if (!problemID) return undefined;
  if (complete) return sql`upper(${judge.displayPid}) = ${problemID.toUpperCase()}`;
  return ilike(judge.displayPid, `%${escapeLike(problemID)}%`);
}

/** The submission columns of a list row (JudgeVO); each list adds the title it shows. */
export const listItemColumns = {
  submitId: judge.submitId,
  uid: judge.uid,
  username: judge.username,
  pid: judge.pid,
  displayPid: judge.displayPid,
  submitTime: judge.submitTime,
  status: judge.status,
  share: judge.share,
  time: judge.time,
  memory: judge.memory,
  score: judge.score,
  oiRankScore: judge.oiRankScore,
  length: judge.length,
  language: judge.language,
  cid: judge.cid,
  cpid: judge.cpid,
  judger: judge.judger,
  isManual: judge.isManual,
};

/** A list naming no contest and no group: the bank's practice submissions. */
export const isBankList = (q: SubmissionListQuery) => !q.contestID && !q.gid;

export async function submissionList(ctx: AppContext, user: AuthUser | null, q: SubmissionListQuery): Promise<Page<SubmissionListItem>> {
  const named = ctx.scopes.named('submissions', [
    ['contest', q.contestID],
    ['group', q.gid],
  ]);
  if (named) return named.scope.submissions(ctx, user, named.id, q);
  return practiceSubmissionList(ctx, user, q, and(isNull(judge.gid), visibleTo(user)));
}

/**
 * A page of practice submissions (cid 0) within `scope`: the bank's (no group, what the user may
 * read) or a group's (its gid, for its members).
 */
export async function practiceSubmissionList(
  ctx: AppContext,
  user: AuthUser | null,
  q: SubmissionListQuery,
  scope: SQL | undefined,
): Promise<Page<SubmissionListItem>> {
  const { current, size } = clampPage(q.currentPage, q.limit, SUBMISSION_LIST_PAGE_SIZE);
  if (q.onlyMine && !user) throw accessDenied(MSG.loginFirst);
  const where = and(
    eq(judge.cid, 0),
    scope,
    q.onlyMine && user ? eq(judge.uid, user.uid) : undefined,
    problemMatch(q.problemID, q.completeProblemID),
    q.status === undefined ? undefined : eq(judge.status, q.status),
    q.username ? byAuthor(q.username) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        ...listItemColumns,
        title: problem.title,
      })
      .from(judge)
      .innerJoin(problem, eq(problem.id, judge.pid))
      .where(where)
      .orderBy(desc(judge.submitTime), desc(judge.submitId))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(
      ctx.db
        .select({ one: sql`1` })
        .from(judge)
        .innerJoin(problem, eq(problem.id, judge.pid))
        .where(where)
        .limit(SUBMISSION_COUNT_CAP)
        .as('capped'),
    ),
  ]);
  const records = rows.map((r): SubmissionListItem => ({ ...r, submitTime: r.submitTime.toISOString() }));
  return page(records, totals[0]?.n ?? 0, current, size);
}
