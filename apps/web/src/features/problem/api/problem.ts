import { endpoints } from '@/api/endpoints.ts';
import { call, type CallBody } from '@/api/call.ts';

/**
 * The problem bank calls (hoj-api §4) and the judging calls of the problem page (§5).
 * Failures are reported by the client; callers only decide what the screen shows.
 */

export interface ProblemListParams {
  currentPage: number;
  limit: number;
  keyword?: string | undefined;
  difficulty?: number | undefined;
  /** "ALL", a remote judge key, or absent for own problems. */
  oj?: string | undefined;
  /** Every id must be on the problem (AND); sent as a repeated `tagId`. */
  tagId?: readonly number[] | undefined;
}

export const getProblemList = ({ tagId, ...params }: ProblemListParams) =>
  call(endpoints.problemList, { query: { ...params, tagId: tagId?.length ? tagId.map(String) : undefined } });

export const getRandomProblem = () => call(endpoints.randomProblem);

export const getUserProblemStatus = (body: CallBody<typeof endpoints.userProblemStatus>) => call(endpoints.userProblemStatus, { body });

export const getProblemDetail = (problemId: string, gid?: number | null) =>
  call(endpoints.problemDetail, { query: { problemId, gid: gid ?? undefined } });

export const getProblemTags = (pid: number) => call(endpoints.problemTags, { query: { pid } });

/** oj: "ME" (own problems), a remote key, or "ALL". */
export const getAllProblemTags = (oj: string) => call(endpoints.allProblemTags, { query: { oj } });

export const getProblemTagsAndClassification = (oj: string) => call(endpoints.problemTagsAndClassification, { query: { oj } });

export const getLanguages = (pid?: number, all?: boolean) => call(endpoints.languages, { query: { pid, all } });

export const getProblemLanguages = (pid: number) => call(endpoints.problemLanguages, { query: { pid } });

// ---------------------------------------------------------------------------------------------
// Judging

/** The submit (spec part 2 §3): pid is the display id (the contest display id in contests). */
export const submitProblemJudge = (body: CallBody<typeof endpoints.submitProblemJudge>) => call(endpoints.submitProblemJudge, { body });

/** Where an online test runs: the bank, a contest or a group. */
export type TestJudgeType = NonNullable<CallBody<typeof endpoints.submitTestJudge>['type']>;

/** Answers the key to poll with. */
export const submitTestJudge = (body: CallBody<typeof endpoints.submitTestJudge>) => call(endpoints.submitTestJudge, { body });

/** Only `status` (Pending) until the run is over; read once, then forgotten. */
export const getTestJudgeResult = (testJudgeKey: string) => call(endpoints.testJudgeResult, { query: { testJudgeKey } });

export const getLastAcCode = (pid: number, cid?: number) => call(endpoints.lastAcCode, { query: { pid, cid: cid || undefined } });
