import { z } from 'zod';
import { id, numberField, optionalQueryId, pageQuery, queryFlag } from './ids.ts';
import { ProblemAuth } from './problem.ts';

/**
 * A group's problems (spec part 3 §2.3, §4; hoj-api §11) and the back office's review of those
 * proposed to the public bank (hoj-api §13.4). The problem itself is the bank's (`problemDTO`,
 * `Problem`); these are the group calls' own queries and bodies.
 */

/** applyPublicProgress: none (null), applying, approved (now in the public bank), refused. */
export const ApplyPublicProgress = { APPLYING: 1, APPROVED: 2, REFUSED: 3 } as const;

/** get-problem-list and get-admin-problem-list of a group. */
export const groupProblemListQuery = z.object({
  ...pageQuery,
  gid: id('The group id'),
  /** Matches the display id or the title. */
  keyword: z.string().trim().max(255).optional().catch(undefined),
});
export type GroupProblemListQuery = z.infer<typeof groupProblemListQuery>;

/** PUT /api/group/change-problem-auth: in the query, as hoj sends it. */
export const groupProblemAuthQuery = z.object({
  pid: id('The problem id'),
  auth: numberField(
    z.literal(
      [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST],
      'The problem auth must be 1 (public), 2 (private) or 3 (contest)',
    ),
  ),
});

/** PUT /api/group/apply-public: propose the problem to the public bank (true) or withdraw the proposal (false). */
export const applyPublicQuery = z.object({
  pid: id('The problem id'),
  isApplied: queryFlag.transform((v) => v === true),
});

/** The compile calls of a group name the group in the query. */
export const groupCompileQuery = z.object({ gid: id('The group id') });

/** GET /api/admin/group-problem/list: the proposals. */
export const groupProblemReviewQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(255).optional().catch(undefined),
  gid: optionalQueryId('The group id'),
});
export type GroupProblemReviewQuery = z.infer<typeof groupProblemReviewQuery>;

/** PUT /api/admin/group-problem/change-progress. */
export const groupProblemProgressBody = z.object({
  pid: id('The problem id'),
  progress: numberField(z.literal([1, 2, 3], 'The progress must be 1 (applying), 2 (approved) or 3 (refused)')),
});
