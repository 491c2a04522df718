import { asc, desc, eq } from 'drizzle-orm';
import { OWN_OJ, type Language } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { language } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { toLanguage } from '../problem-admin/vo.ts';
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
