import { type SQL, and, asc, count, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { ProblemAuth, REMOTE_OJS, type Page, type ProblemListItem, type ProblemListQuery, type RandomProblemVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { problem, problemTag } from '../../db/schema.ts';
import { notFound, page } from '../../http/envelope.ts';
import { escapeLike } from '../../db/like.ts';
import { tagsOfProblems } from '../tag/read.ts';
import { emptyCount, problemCounts } from './counts.ts';
import { publicProblem } from './visibility.ts';

/** The problem bank's list and random pick (hoj-api §4): public site problems only. */

const LIST_MSG = { noRandom: 'There is no public problem to pick from' } as const;

/** A remote judge key lists that judge's problems, "ALL" every problem, anything else (or none) own problems. */
function ofJudge(oj: string | undefined): SQL | undefined {
  const key = oj?.toUpperCase();
  if (key === 'ALL') return undefined;
  if (key && (REMOTE_OJS as readonly string[]).includes(key)) return and(eq(problem.isRemote, true), like(problem.problemId, `${key}-%`));
  return eq(problem.isRemote, false);
}

/** Problems carrying every one of the tags. */
function withAllTags(tagIds: readonly number[]): SQL | undefined {
  if (tagIds.length === 0) return undefined;
  const carriers = sql`select ${problemTag.pid} from ${problemTag} where ${inArray(problemTag.tid, [...tagIds])} group by ${problemTag.pid} having count(*) = ${tagIds.length}`;
  return sql`${problem.id} in (${carriers})`;
}

function matching(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(problem.problemId, pattern), ilike(problem.title, pattern));
}

/**
 * The bank's list, or a group's (`gid`: its public problems, counted over the group's submissions,
 * hoj-api §11 get-problem-list).
 */
export async function problemList(
  ctx: AppContext,
  q: ProblemListQuery,
  current: number,
  size: number,
  gid: number | null = null,
): Promise<Page<ProblemListItem>> {
  const where = and(
    gid === null ? publicProblem : and(eq(problem.isGroup, true), eq(problem.gid, gid), eq(problem.auth, ProblemAuth.PUBLIC)),
    ofJudge(q.oj),
    q.difficulty === undefined ? undefined : eq(problem.difficulty, q.difficulty),
    matching(q.keyword),
    withAllTags(q.tagId),
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        pid: problem.id,
        problemId: problem.problemId,
        title: problem.title,
        difficulty: problem.difficulty,
        type: problem.type,
        gmtModified: problem.gmtModified,
      })
      .from(problem)
      .where(where)
      .orderBy(sql`length(${problem.problemId})`, asc(problem.problemId))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(problem).where(where),
  ]);
  const pids = rows.map((r) => r.pid);
  const [tags, counts] = await Promise.all([tagsOfProblems(ctx.db, pids), problemCounts(ctx.db, pids, gid)]);
  const records = rows.map((r): ProblemListItem => ({
    ...(counts.get(r.pid) ?? emptyCount(r.pid)),
    problemId: r.problemId,
    title: r.title,
    difficulty: r.difficulty,
    type: r.type,
    tags: tags.get(r.pid) ?? [],
    score: null,
    gmtModified: r.gmtModified.toISOString(),
  }));
  return page(records, totals[0]?.n ?? 0, current, size);
}

/** get-random-problem: any public site problem. */
export async function randomProblem(ctx: AppContext): Promise<RandomProblemVO> {
  const rows = await ctx.db
    .select({ problemId: problem.problemId })
    .from(problem)
    .where(publicProblem)
    .orderBy(sql`random()`)
    .limit(1);
  if (!rows[0]) throw notFound(LIST_MSG.noRandom);
  return { problemId: rows[0].problemId };
}
