import { and, asc, desc, eq } from 'drizzle-orm';
import { OWN_OJ, type CodeTemplate, type Language } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { codeTemplate, language, problemLanguage } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { toCodeTemplate, toLanguage } from './vo.ts';
import { readableProblem } from './visibility.ts';

/**
 * GET /api/languages (hoj-api §4): every language, or only those of one judge (`all=false`): the
 * judge of the problem `pid` names (own problems: ME; remote ones: the key before the '-' of their
 * id, Gym problems using Codeforces' languages), or ME without a problem. Display order: seq DESC,
 * id ASC.
 */
export async function languageList(
  ctx: AppContext,
  q: { pid?: number | undefined; all: boolean },
  user: AuthUser | null,
): Promise<Language[]> {
  let oj: string | null = null;
  if (!q.all) {
    oj = OWN_OJ;
    if (q.pid !== undefined) {
      const row = await readableProblem(ctx, q.pid, user);
      if (row.isRemote) oj = row.problemId.split('-')[0]!.toUpperCase();
      if (oj === 'GYM') oj = 'CF';
    }
  }
  const rows = await ctx.db
    .select()
    .from(language)
    .where(oj === null ? undefined : eq(language.oj, oj))
    .orderBy(desc(language.seq), asc(language.id));
  return rows.map(toLanguage);
}

/** The languages a problem accepts, in display order (seq DESC, id ASC). */
export async function problemLanguages(db: Db, pid: number): Promise<Language[]> {
  const rows = await db
    .select({ language })
    .from(problemLanguage)
    .innerJoin(language, eq(language.id, problemLanguage.lid))
    .where(eq(problemLanguage.pid, pid))
    .orderBy(desc(language.seq), asc(language.id));
  return rows.map((r) => toLanguage(r.language));
}

/**
 * The starter code of a problem, one per language: the enabled templates that students get, or
 * (`all`) the disabled ones too, which the edit form must send back for a save to keep them.
 */
export async function problemCodeTemplates(db: Db, pid: number, which: 'enabled' | 'all' = 'enabled'): Promise<CodeTemplate[]> {
  const ofProblem = eq(codeTemplate.pid, pid);
  const rows = await db
    .select()
    .from(codeTemplate)
    .where(which === 'all' ? ofProblem : and(ofProblem, eq(codeTemplate.status, true)))
    .orderBy(asc(codeTemplate.id));
  return rows.map(toCodeTemplate);
}
