import { z } from 'zod';
import { get, post, shape } from '../endpoint.ts';
import { id } from '../ids.ts';
import { plagiarismPaths } from '../paths/plagiarism.ts';

/**
 * The similarity check (plagiarism): after a contest, its admins compare the submissions of each
 * problem and language family and list the pairs above a threshold; a pair opens side by side with
 * the matching regions marked. For a contest its admins; for a bank problem (all its submissions
 * outside contests) the site's admins.
 */

export const PLAGIARISM_LIMITS = {
  /** The most pairs one check lists, the most similar first. */
  maxPairs: 500,
  defaultThreshold: 0.7,
} as const;

/** Which submissions are compared: each user's accepted ones, or every one that ran. */
export const PLAGIARISM_SCOPES = ['accepted', 'final'] as const;
export type PlagiarismScope = (typeof PLAGIARISM_SCOPES)[number];

export const plagiarismCheckBody = z
  .object({
    cid: id('The contest id').optional().nullable(),
    pid: id('The problem id').optional().nullable(),
    scope: z.enum(PLAGIARISM_SCOPES, 'The scope must be accepted or final').default('accepted'),
    threshold: z
      .number('The threshold must be a number from 0.3 to 1')
      .min(0.3, 'The threshold must be a number from 0.3 to 1')
      .max(1, 'The threshold must be a number from 0.3 to 1')
      .default(PLAGIARISM_LIMITS.defaultThreshold),
  })
  .refine((b) => Boolean(b.cid) !== Boolean(b.pid), { message: 'Check either a contest or a problem', path: ['cid'] });
export type PlagiarismCheckBody = z.input<typeof plagiarismCheckBody>;

export const plagiarismPairQuery = z.object({ a: id('The first submission'), b: id('The second submission') });

/** One side of a pair. */
export interface PlagiarismSide {
  submitId: number;
  username: string;
  language: string;
  /** The problem as the check names it (the contest's display id, or the bank's problem id). */
  problem: string;
  status: number;
}

export interface PlagiarismPairVO {
  a: PlagiarismSide;
  b: PlagiarismSide;
  /** 0–1: the share of the smaller submission found in the other. */
  similarity: number;
}

export interface PlagiarismReportVO {
  /** Submissions compared. */
  checked: number;
  problems: number;
  /** The pairs at or above the threshold, the most similar first (at most PLAGIARISM_LIMITS.maxPairs). */
  pairs: PlagiarismPairVO[];
  /** More pairs passed the threshold than are listed. */
  truncated: boolean;
  tookMs: number;
}

/** A pair side by side: both codes and the 1-based line ranges that match, in the same order. */
export interface PlagiarismCompareVO {
  a: PlagiarismSide & { code: string };
  b: PlagiarismSide & { code: string };
  similarity: number;
  regions: { a: { from: number; to: number }; b: { from: number; to: number } }[];
}

const P = plagiarismPaths;
const login = { auth: 'login' } as const;

export const plagiarismEndpoints = {
  adminPlagiarismCheck: post(P.adminPlagiarismCheck, { ...login, body: plagiarismCheckBody, response: shape<PlagiarismReportVO>() }),
  adminPlagiarismPair: get(P.adminPlagiarismPair, { ...login, query: plagiarismPairQuery, response: shape<PlagiarismCompareVO>() }),
};
