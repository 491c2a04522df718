import { type SQL, and, count, desc, eq, ilike, isNotNull, like, or } from 'drizzle-orm';
import { REMOTE_OJS, type Page, type Problem } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { escapeLike } from '../../db/like.ts';
import { problem } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { toProblem } from '../problem/vo.ts';

export interface AdminProblemFilter {
  keyword?: string | undefined;
  /** 0 or absent: every auth. */
  auth?: number | undefined;
  /** "All" or absent: every problem; a remote judge key: its problems; anything else: own problems. */
  oj?: string | undefined;
  /** A group's problems instead of the site's (a group's admin list). */
  gid?: number | undefined;
  /** The group problems proposed to the public bank (of the group `gid`, or of every group). */
  proposed?: boolean;
}

/** Whose problems the list holds: the site's, a group's, or the proposals of groups. */
function bankOf(filter: AdminProblemFilter): SQL[] {
  const group = filter.gid === undefined ? [] : [eq(problem.gid, filter.gid)];
  if (filter.proposed) return [eq(problem.isGroup, true), isNotNull(problem.applyPublicProgress), ...group];
  if (filter.gid !== undefined) return [eq(problem.isGroup, true), ...group];
  return [eq(problem.isGroup, false)];
}

/** The admin problem list (hoj-api §13.4): site problems only (or a group's, see the filter), newest id first. */
export async function adminProblemList(ctx: AppContext, filter: AdminProblemFilter, current: number, size: number): Promise<Page<Problem>> {
  const where: SQL[] = bankOf(filter);
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    where.push(or(ilike(problem.problemId, pattern), ilike(problem.title, pattern), ilike(problem.author, pattern))!);
  }
  if (filter.auth) where.push(eq(problem.auth, filter.auth));
  const oj = filter.oj?.toUpperCase();
  if (oj && oj !== 'ALL') {
    if ((REMOTE_OJS as readonly string[]).includes(oj)) where.push(eq(problem.isRemote, true), like(problem.problemId, `${oj}-%`));
    else where.push(eq(problem.isRemote, false));
  }
  const condition = and(...where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(problem)
      .where(condition)
      .orderBy(desc(problem.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(problem).where(condition),
  ]);
  return page(rows.map(toProblem), totals[0]?.n ?? 0, current, size);
}
