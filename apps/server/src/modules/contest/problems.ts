import { and, asc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm';
import {
  ContestAuth,
  ContestStatus,
  JudgeStatus,
  ProblemAuth,
  type ContestProblemInfoVO,
  type ContestProblemVO,
  type ProblemCountVO,
} from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { DbLike } from '../../db/client.ts';
import { contestProblem, judge, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound, unauthenticated } from '../../http/envelope.ts';
import { emptyCount } from '../problem/counts.ts';
import { problemInfo } from '../problem/detail.ts';
import type { ProblemRow } from '../problem/vo.ts';
import { assertCanView, isContestAdmin, statusOf, visibleContest, type ContestRow } from './access.ts';
import { boardView, type BoardView } from './board-view.ts';
import { byContestants } from './counted.ts';
import { contestProblemCounts } from './scoreboard/index.ts';
import { realContestRows } from './real-rows.ts';

/** The contest's problems as contestants see them (hoj-api §6 get-contest-problem, get-contest-problem-details). */

const PROBLEM_IN_CONTEST_MSG = {
  noProblem: 'The problem does not exist in this contest',
  hidden: 'The problem is hidden in this contest',
} as const;

type ContestProblemRow = typeof contestProblem.$inferSelect;
export interface ContestProblemEntry {
  cp: ContestProblemRow;
  prob: ProblemRow;
}

/** Display ids sort as plain strings (byte order), whatever the database's collation. */
const displayOrder = sql`${contestProblem.displayId} collate "C"`;

/** The contest's problems in display order, hidden problems left out. */
export async function listedProblems(db: DbLike, cid: number): Promise<ContestProblemEntry[]> {
  return db
    .select({ cp: contestProblem, prob: problem })
    .from(contestProblem)
    .innerJoin(problem, eq(problem.id, contestProblem.pid))
    .where(and(eq(contestProblem.cid, cid), ne(problem.auth, ProblemAuth.PRIVATE)))
    .orderBy(asc(displayOrder), asc(contestProblem.id));
}

/** A problem of the contest by its display id (exact), hidden or not; null when the contest has none. */
async function problemByDisplayId(db: DbLike, cid: number, displayId: string): Promise<ContestProblemEntry | null> {
  const rows = await db
    .select({ cp: contestProblem, prob: problem })
    .from(contestProblem)
    .innerJoin(problem, eq(problem.id, contestProblem.pid))
    .where(and(eq(contestProblem.cid, cid), eq(contestProblem.displayId, displayId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A problem of the contest the user may open: body 404 when the contest has no such display id,
 * 403 when the problem is hidden (contest admins still open it).
 */
export async function openableProblem(
  ctx: AppContext,
  c: ContestRow,
  user: AuthUser | null,
  displayId: string,
): Promise<ContestProblemEntry> {
  const found = await problemByDisplayId(ctx.db, c.id, displayId);
  if (!found) throw notFound(PROBLEM_IN_CONTEST_MSG.noProblem);
  if (found.prob.auth === ProblemAuth.PRIVATE && !isContestAdmin(c, user)) throw forbidden(PROBLEM_IN_CONTEST_MSG.hidden);
  return found;
}

/**
 * The problem list is public with the contest's public board (openRank, once started), and in a
 * public contest once it started, as its problems are for every visitor (spec part 2 §6); otherwise
 * it needs login and view rights.
 */
async function assertCanListProblems(ctx: AppContext, c: ContestRow, user: AuthUser | null): Promise<void> {
  const started = statusOf(c) !== ContestStatus.SCHEDULED;
  if (c.openRank && started) return;
  if (!user) {
    if (c.auth === ContestAuth.PUBLIC && started) return;
    throw unauthenticated();
  }
  await assertCanView(ctx, c, user);
}

/** The listed problems with the accepted and total counts the viewer may see. */
export async function problemVOs(ctx: AppContext, c: ContestRow, view: BoardView): Promise<ContestProblemVO[]> {
  const entries = await listedProblems(ctx.db, c.id);
  if (entries.length === 0) return [];
  const counts = await contestProblemCounts(ctx, c, view);
  return entries.map(({ cp }) => ({
    id: cp.id,
    displayId: cp.displayId,
    cid: cp.cid,
    pid: cp.pid,
    displayTitle: cp.displayTitle,
    color: cp.color,
    ac: counts.get(cp.pid)?.ac ?? 0,
    total: counts.get(cp.pid)?.total ?? 0,
  }));
}

/** GET /api/get-contest-problem */
export async function contestProblems(
  ctx: AppContext,
  user: AuthUser | null,
  cid: number,
  containsEnd: boolean,
): Promise<ContestProblemVO[]> {
  const c = await visibleContest(ctx, cid, user);
  await assertCanListProblems(ctx, c, user);
  return problemVOs(ctx, c, boardView(c, user, { containsEnd }));
}

/** Which verdict each count of ProblemCountVO counts. */
const COUNTED: Record<number, keyof Omit<ProblemCountVO, 'pid' | 'total'>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};
const UNJUDGED = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.CANCELLED];

/**
 * The verdict breakdown of one contest problem over the judged submissions that count on the
 * board the viewer gets: contestants only, from the start, to the seal time when sealed, and to
 * the end unless after-end submissions count. The statistic dialog's pie reads it.
 */
async function verdictCounts(ctx: AppContext, c: ContestRow, pid: number, view: BoardView): Promise<ProblemCountVO> {
  const until = view.sealed && c.sealRankTime ? c.sealRankTime : view.containsEnd ? null : c.endTime;
  const rows = await ctx.db
    .select({ status: judge.status, n: sql<number>`count(*)::int` })
    .from(judge)
    .where(
      and(
        realContestRows(c.id),
        eq(judge.pid, pid),
        gte(judge.submitTime, c.startTime),
        until ? lt(judge.submitTime, until) : undefined,
        notInArray(judge.status, UNJUDGED),
        byContestants(c),
      ),
    )
    .groupBy(judge.status);
  const out = emptyCount(pid);
  for (const r of rows) {
    out.total += r.n;
    const key = COUNTED[r.status];
    if (key) out[key] += r.n;
  }
  return out;
}

/**
 * GET /api/get-contest-problem-details: the problem page's shape under the contest's display
 * title; source, author and difficulty stay hidden until the contest ends (they give hints), and
 * the counts are the contest's own as the viewer's board shows them.
 */
export async function contestProblemDetails(
  ctx: AppContext,
  user: AuthUser,
  q: { cid: number; displayId: string; containsEnd?: boolean | undefined },
): Promise<ContestProblemInfoVO> {
  const c = await visibleContest(ctx, q.cid, user);
  await assertCanView(ctx, c, user);
  const { cp, prob } = await openableProblem(ctx, c, user, q.displayId);
  const view = boardView(c, user, { containsEnd: q.containsEnd ?? false });
  const [breakdown, counts] = await Promise.all([verdictCounts(ctx, c, prob.id, view), contestProblemCounts(ctx, c, view)]);
  const board = counts.get(prob.id);
  const info = await problemInfo(ctx, prob, board ? { ...breakdown, ac: board.ac, total: board.total } : breakdown);
  const ended = statusOf(c) === ContestStatus.ENDED;
  return {
    ...info,
    problem: { ...info.problem, title: cp.displayTitle, ...(ended ? {} : { source: null, author: null, difficulty: null }) },
  };
}
