import type { ProblemCountVO, ProblemInfoVO } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../http/auth.ts';
import { tagsOfProblem } from '../tag/read.ts';
import { emptyCount, problemCounts } from './counts.ts';
import { problemCodeTemplates, problemLanguages } from './languages.ts';
import { readableProblemByDisplayId } from './visibility.ts';
import { toProblem, type ProblemRow } from './vo.ts';

/**
 * get-problem-detail (hoj-api §4): the problem as a student reads it, with the checker's code and
 * language and the judge's extra files left out, its tags, the names of its languages, its verdict
 * counts and the starter code of each language that has one enabled. A group's problem (gid) is the
 * group scope's to show.
 */
export async function problemDetail(
  ctx: AppContext,
  q: { problemId: string; gid?: number | undefined },
  user: AuthUser | null,
): Promise<ProblemInfoVO> {
  const named = ctx.scopes.named('problemDetail', [['group', q.gid]]);
  if (named) return named.scope.problemDetail(ctx, user, named.id, q.problemId);
  const row = await readableProblemByDisplayId(ctx, q.problemId, user);
  const counts = await problemCounts(ctx.db, [row.id]);
  return problemInfo(ctx, row, counts.get(row.id) ?? emptyCount(row.id));
}

/**
 * The detail shape of a problem the caller may read, with the verdict counts the page shows (the
 * practice counts here, a contest's own counts on the contest problem page).
 */
export async function problemInfo(ctx: AppContext, row: ProblemRow, problemCount: ProblemCountVO): Promise<ProblemInfoVO> {
  const [tags, languages, templates] = await Promise.all([
    tagsOfProblem(ctx.db, row.id),
    problemLanguages(ctx.db, row.id),
    problemCodeTemplates(ctx.db, row.id),
  ]);
  const nameOf = new Map(languages.map((l) => [l.id, l.name]));
  const codeTemplate: Record<string, string> = {};
  // A template of a language the problem no longer accepts has nowhere to go.
  for (const t of templates) {
    const name = nameOf.get(t.lid);
    if (name !== undefined) codeTemplate[name] = t.code;
  }
  return {
    problem: { ...toProblem(row), spjCode: null, spjLanguage: null, judgeExtraFile: null },
    tags,
    languages: languages.map((l) => l.name),
    problemCount,
    codeTemplate,
  };
}
