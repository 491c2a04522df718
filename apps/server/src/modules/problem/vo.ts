import type { CheckerProtocol, CodeTemplate, Language, Problem } from '@arbiter/contract';
import type { codeTemplate, language, problem } from '../../db/schema.ts';

/** Rows of the problem bank as the client reads them (hoj-api §4). */

export type ProblemRow = typeof problem.$inferSelect;

const iso = (d: Date) => d.toISOString();

/**
 * A problem as the calls answer it. A problem saved without a hint answers an empty hint: the
 * contract's client edits it as text and breaks on null.
 */
export function toProblem(row: ProblemRow): Problem {
  const { gmtCreate, gmtModified, ...rest } = row;
  return {
    ...rest,
    hint: rest.hint ?? '',
    checkerProtocol: rest.checkerProtocol as CheckerProtocol,
    gmtCreate: iso(gmtCreate),
    gmtModified: iso(gmtModified),
  };
}

export function toLanguage(row: typeof language.$inferSelect): Language {
  return { ...row, gmtCreate: iso(row.gmtCreate), gmtModified: iso(row.gmtModified) };
}

export function toCodeTemplate(row: typeof codeTemplate.$inferSelect): CodeTemplate {
  return { ...row, gmtCreate: iso(row.gmtCreate), gmtModified: iso(row.gmtModified) };
}
