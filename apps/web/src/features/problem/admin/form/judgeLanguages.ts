import { ACCOUNT_POOL, OWN_OJ, remoteKeyOf, type Language, type Problem } from '@arbiter/contract';

/**
 * The languages the form offers: a problem of our own (or a new one) is judged here in the site's
 * languages, a remote problem by its judge in that judge's (Gym shares the Codeforces rows). The
 * language list holds all of them, and the server refuses another judge's language on a problem.
 */
export function judgeLanguages(all: readonly Language[], problem: Pick<Problem, 'problemId' | 'isRemote'> | null): Language[] {
  const key = problem?.isRemote ? remoteKeyOf(problem.problemId) : null;
  const oj = key ? ACCOUNT_POOL[key] : OWN_OJ;
  return all.filter((l) => l.oj === oj);
}
