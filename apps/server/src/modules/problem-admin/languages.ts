import { and, eq, inArray, sql } from 'drizzle-orm';
import { LANGUAGES, OWN_OJ, type LanguageInfo } from '@arbiter/contract';
import type { Db } from '../../db/client.ts';
import { language } from '../../db/schema.ts';

/** What a `language` row is made from. */
export interface LanguageSeed {
  name: string;
  description: string;
  contentType: string;
  compileCommand: string;
  template: string;
  codeTemplate: string;
  isSpj: boolean;
  oj: string;
}

export function languageSeed(info: LanguageInfo): LanguageSeed {
  const { name, description, contentType, compileCommand, template, codeTemplate, isSpj, oj } = info;
  return { name, description, contentType, compileCommand, template, codeTemplate, isSpj, oj };
}

/**
 * Makes the `language` table match the contract's language table: one row per (name, oj), inserted
 * or brought up to date, ids kept. Listed first means shown first (seq DESC). Rows of languages no
 * longer in the table are left alone: problems may still name them. Safe to run at every start.
 * `topSeq` is the first row's seq (the rest count down from it): the own languages end at 1, so
 * remote judges' rows, seeded from 0 down, list after them.
 */
export async function seedLanguages(
  db: Db,
  seeds: readonly LanguageSeed[] = LANGUAGES.map(languageSeed),
  topSeq = seeds.length,
): Promise<void> {
  if (seeds.length === 0) return;
  const now = new Date();
  await db
    .insert(language)
    .values(seeds.map((s, i) => ({ ...s, seq: topSeq - i, gmtModified: now })))
    .onConflictDoUpdate({
      target: [language.name, language.oj],
      set: {
        description: sql`excluded.description`,
        contentType: sql`excluded.content_type`,
        compileCommand: sql`excluded.compile_command`,
        template: sql`excluded.template`,
        codeTemplate: sql`excluded.code_template`,
        isSpj: sql`excluded.is_spj`,
        seq: sql`excluded.seq`,
        gmtModified: now,
      },
    });
}

/** Ids among `ids` that are not languages of judge `oj` (this judge's own by default). */
export async function unknownLanguageIds(db: Db, ids: readonly number[], oj: string = OWN_OJ): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: language.id })
    .from(language)
    .where(and(inArray(language.id, [...ids]), eq(language.oj, oj)));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
