import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ProblemAuth } from '@arbiter/contract';
import type { DbLike } from '../../db/client.ts';
import { contest, contestProblem, problem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { managesAllProblems } from '../problem/visibility.ts';
import type { ProblemRow } from '../problem/vo.ts';

/**
 * Which bank problems an admin may take into a contest of theirs (hoj-api §13.5). A contest-only
 * problem belongs to its contests: taking it into another contest would show its statement there,
 * before its own contest starts or past its password. So only public problems and the problems the
 * admin manages may be taken: those they wrote and those of contests they administer. Super admins
 * and problem admins manage every problem.
 */

/** The problems of the contests the user created (only `pid` when given). */
function problemsOfContestsOf(db: DbLike, user: AuthUser, pid?: number) {
  const mine = eq(contest.uid, user.uid);
  return db
    .select({ pid: contestProblem.pid })
    .from(contestProblem)
    .innerJoin(contest, eq(contest.id, contestProblem.cid))
    .where(pid === undefined ? mine : and(mine, eq(contestProblem.pid, pid)));
}

/** The SQL condition of the problems the user may take; null when every problem may be taken. */
export function takeableBy(db: DbLike, user: AuthUser): SQL | null {
  if (managesAllProblems(user)) return null;
  return or(eq(problem.auth, ProblemAuth.PUBLIC), eq(problem.author, user.username), inArray(problem.id, problemsOfContestsOf(db, user)))!;
}

/** Whether the user may take this problem into a contest of theirs. */
export async function mayTake(db: DbLike, user: AuthUser, p: ProblemRow): Promise<boolean> {
  if (p.auth === ProblemAuth.PUBLIC || managesAllProblems(user) || p.author === user.username) return true;
  const rows = await problemsOfContestsOf(db, user, p.id).limit(1);
  return rows.length > 0;
}
