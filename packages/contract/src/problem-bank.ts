import { z } from 'zod';
import { ID_MAX, id, idOrZero, idRangeMessage, optionalQueryId } from './ids.ts';
import { customIssue, schemaMessageZh } from './messages.ts';
import type { Problem, Tag } from './problem.ts';

/**
 * The problem bank as students read it (hoj-api §4, spec part 2 §2.1–§2.2, §3, §7): the list with
 * its filters, the detail, tags and their classifications, the per-user status map and the
 * language list.
 */

export const PROBLEM_LIST_PAGE_SIZE = 30;

const pageField = z.coerce.number().int().optional().catch(undefined);

/**
 * Tag ids arrive as a repeated query field (`tagId=1&tagId=2`), a comma list or a JSON array
 * (`tagId=[1,2]`, the web app's URL form). A problem must carry every one of them (AND). Each one
 * must be an id (empty items are skipped).
 */
export const tagIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw, ctx): number[] => {
    if (raw === undefined) return [];
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((s) => s.replace(/[[\]\s]/g, '').split(',')).filter((s) => s !== '');
    const ids = parts.map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : NaN));
    if (ids.some((n) => !(n >= 1 && n <= ID_MAX))) {
      // The same sentence the id schema gives, with the Chinese its message family gives it.
      const en = idRangeMessage('The tag id');
      customIssue(ctx, { en, zh: schemaMessageZh(en) ?? en });
      return z.NEVER;
    }
    return [...new Set(ids)].slice(0, 30);
  });

export const problemListQuery = z.object({
  currentPage: pageField,
  limit: pageField,
  /** Matches the problem ID or the title. */
  keyword: z.string().trim().max(255).optional().catch(undefined),
  /** 0 Easy, 1 Mid, 2 Hard; anything else means every level. */
  difficulty: z.coerce.number().int().min(0).max(2).optional().catch(undefined),
  /** A remote judge key lists that judge's problems; "ALL" lists every problem; anything else own problems. */
  oj: z.string().trim().max(16).optional().catch(undefined),
  tagId: tagIdList,
});
export type ProblemListQuery = z.output<typeof problemListQuery>;

/** The verdict counts of one problem (ProblemCountVO). */
export interface ProblemCountVO {
  pid: number;
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
}

/** One row of `get-problem-list` (ProblemVO): counts over non-contest, non-group submissions. */
export interface ProblemListItem extends ProblemCountVO {
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: Tag[];
  /** Unused by the list; kept for the contract's shape. */
  score: number | null;
  gmtModified: string;
}

export const problemDetailQuery = z.object({
  problemId: z.string('The problem id is required').trim().min(1, 'The problem id is required').max(255),
  gid: optionalQueryId('The group id'),
});

/** `get-problem-detail`: the problem (spjCode, spjLanguage and judgeExtraFile nulled) and what the page shows beside it. */
export interface ProblemInfoVO {
  problem: Problem;
  tags: Tag[];
  /** Names of the languages the problem accepts, in display order. */
  languages: string[];
  problemCount: ProblemCountVO;
  /** Language name → starter code, for the enabled templates. */
  codeTemplate: Record<string, string>;
}

export interface RandomProblemVO {
  problemId: string;
}

export const userProblemStatusRequest = z.object({
  pidList: z.array(id('The problem id'), 'pidList must be a list of problem ids').max(500, 'At most 500 problems at a time'),
  isContestProblemList: z.boolean('isContestProblemList is required'),
  cid: idOrZero('The contest id').optional().nullable(),
  gid: idOrZero('The group id').optional().nullable(),
  containsEnd: z.boolean().optional().default(false),
});

/** The caller's status on one problem: -10 when never submitted; score in OI contests (null while sealed). */
export interface UserProblemStatus {
  status: number;
  score?: number | null;
}
/** pid (as a JSON key) → status. */
export type UserProblemStatusMap = Record<string, UserProblemStatus>;

export const ojQuery = z.object({
  /** "ME" (default; "Mine" means the same), a remote key, or "ALL". */
  oj: z
    .string()
    .trim()
    .max(16)
    .optional()
    .catch(undefined)
    .transform((v) => (!v || v === 'Mine' ? 'ME' : v.toUpperCase())),
});

export const problemTagsQuery = z.object({ pid: optionalQueryId('The problem id') });

export interface TagClassification {
  id: number;
  name: string;
  oj: string;
  /** Smaller first. */
  rank: number;
  gmtCreate: string;
  gmtModified: string;
}

/** One group of the classified tag panel; unclassified tags come last with `classification: null`. */
export interface TagGroup {
  classification: TagClassification | null;
  tagList: Tag[];
}

export const languagesQuery = z.object({
  pid: optionalQueryId('The problem id'),
  /** false: only the languages of the problem's judge; absent or true: every language. */
  all: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v !== 'false'),
});

export const fullScreenProblemListQuery = z.object({ tid: optionalQueryId('The training id'), cid: optionalQueryId('The contest id') });

/** One entry of the focus page's problem strip (problemId is the contest display id in contests). */
export interface FullScreenProblem {
  pid: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}
