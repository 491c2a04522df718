import {
  API,
  type CodeTemplate,
  type JudgeVO,
  type Language,
  type Page,
  type ProblemInfoVO,
  type ProblemListItem,
  type RandomProblemVO,
  type Tag,
  type TagGroup,
  type UserProblemStatusMap,
} from '@arbiter/contract';
import { http } from '@/api/client.ts';

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

export const getProblemList = (params: ProblemListParams) =>
  http.get<Page<ProblemListItem>>(API.problemList, { ...params, tagId: params.tagId?.length ? params.tagId : undefined });

export const getRandomProblem = () => http.get<RandomProblemVO>(API.randomProblem);

export interface UserProblemStatusParams {
  pidList: number[];
  isContestProblemList: boolean;
  cid?: number | null;
  gid?: number | null;
  containsEnd?: boolean;
}

export const getUserProblemStatus = (body: UserProblemStatusParams) => http.post<UserProblemStatusMap>(API.userProblemStatus, body);

export const getProblemDetail = (problemId: string, gid?: number | null) =>
  http.get<ProblemInfoVO>(API.problemDetail, { problemId, gid: gid ?? undefined });

export const getProblemTags = (pid: number) => http.get<Tag[]>(API.problemTags, { pid });

/** oj: "ME" (own problems), a remote key, or "ALL". */
export const getAllProblemTags = (oj: string) => http.get<Tag[]>(API.allProblemTags, { oj });

export const getProblemTagsAndClassification = (oj: string) => http.get<TagGroup[]>(API.problemTagsAndClassification, { oj });

export const getLanguages = (pid?: number, all?: boolean) => http.get<Language[]>(API.languages, { pid, all });

export const getProblemLanguages = (pid: number) => http.get<Language[]>(API.problemLanguages, { pid });

export const getProblemCodeTemplate = (pid: number) => http.get<CodeTemplate[]>(API.problemCodeTemplate, { pid });

// ---------------------------------------------------------------------------------------------
// Judging

/** The submit payload (spec part 2 §3): pid is the display id (the contest display id in contests). */
export interface SubmitPayload {
  pid: string;
  language: string;
  code: string;
  cid: number;
  tid?: number | null;
  gid?: number | null;
  isRemote: boolean;
  captcha?: string;
}

export const submitProblemJudge = (payload: SubmitPayload) => http.post<JudgeVO>(API.submitProblemJudge, payload);

export type TestJudgeType = 'public' | 'contest' | 'group';

export interface TestJudgePayload {
  /** The problem's numeric id. */
  pid: number;
  type: TestJudgeType;
  code: string;
  language: string;
  userInput: string;
  expectedOutput: string | null;
  isRemoteJudge: boolean;
  /** The CodeMirror mode of the language. */
  mode?: string;
}

/** Answers the key to poll with. */
export const submitTestJudge = (payload: TestJudgePayload) => http.post<string>(API.submitTestJudge, payload);

/** `get-test-judge-result`: only `status` (Pending) until the run is over; read once, then forgotten. */
export interface TestJudgeVO {
  status: number;
  time?: number | null;
  memory?: number | null;
  userInput?: string | null;
  userOutput?: string | null;
  expectedOutput?: string | null;
  stderr?: string | null;
  problemJudgeMode?: string | null;
}

export const getTestJudgeResult = (testJudgeKey: string) => http.get<TestJudgeVO>(API.testJudgeResult, { testJudgeKey });

export interface LastAcCodeVO {
  submitId: number | null;
  code: string;
  language: string | null;
}

export const getLastAcCode = (pid: number, cid?: number) => http.get<LastAcCodeVO>(API.lastAcCode, { pid, cid: cid || undefined });
