import { z } from 'zod';
import { id, idOrZero, optionalQueryId, pageQuery } from './ids.ts';
import { JudgeStatus } from './judge-status.ts';

/**
 * A list's verdict filter: one of the judge status codes, else left out like any other filter that
 * is not one (the column is a smallint: a number past it must not reach the query).
 */
export const judgeStatusFilter = z.coerce
  .number()
  .pipe(z.literal(Object.values(JudgeStatus)))
  .optional()
  .catch(undefined);

/** Requests and shapes of the submission calls (hoj-api §5, spec part 2 §3–§5). */

export const CODE_MAX = 65_535;
export const CODE_MIN = 50;
export const TEST_INPUT_MAX = 1000;

/** The 50-character minimum does not apply to these languages, whose shortest programs are tiny. */
export function codeMinApplies(language: string): boolean {
  return !/Py|PHP|Ruby|Rust|JavaScript/.test(language);
}

const codeField = z
  .string('Code can not be empty')
  .refine((c) => c.trim().length > 0, 'Code can not be empty')
  .refine((c) => c.length <= CODE_MAX, `Code Length can not exceed ${CODE_MAX}`);

export const submitRequest = z.object({
  /** The problem's display id (the contest display id when cid is set). */
  pid: z
    .union([z.string(), z.number()], 'The problem is required')
    .transform(String)
    .pipe(z.string().trim().min(1, 'The problem is required').max(255)),
  language: z.string().trim().min(1, 'The language is required').max(64),
  code: codeField,
  cid: idOrZero('The contest id').optional().default(0),
  tid: idOrZero('The training id').optional().nullable(),
  gid: idOrZero('The group id').optional().nullable(),
  isRemote: z.boolean().optional().default(false),
});
export type SubmitRequest = z.infer<typeof submitRequest>;

export const testJudgeRequest = z.object({
  /** The problem's numeric id. */
  pid: id('The problem'),
  type: z.enum(['public', 'contest', 'group']).optional().default('public'),
  code: codeField,
  language: z.string().trim().min(1, 'The language is required').max(64),
  userInput: z.string().max(TEST_INPUT_MAX, `The input can not exceed ${TEST_INPUT_MAX} characters`).default(''),
  expectedOutput: z.string().max(65_535).optional().nullable(),
  isRemoteJudge: z.boolean().optional(),
  mode: z.string().max(64).optional(),
});

export const submitIdQuery = z.object({ submitId: id('The submission id') });

export const checkStatusRequest = z.object({
  submitIds: z.array(id('The submission id')).max(200, 'At most 200 submissions at a time'),
  cid: idOrZero('The contest id').optional().nullable(),
});

export const shareRequest = z.object({ submitId: id('The submission id'), share: z.boolean('share must be true or false') });

export const manualJudgeQuery = z.object({
  submitId: id('The submission id'),
  status: z.coerce.number().int(),
  score: z.coerce.number().int().optional(),
});

export const lastAcCodeQuery = z.object({
  pid: id('The problem id'),
  cid: idOrZero('The contest id').optional(),
});

/** A submission as the client receives it (the `Judge` entity). */
export interface JudgeVO {
  submitId: number;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  submitTime: string;
  status: number;
  share: boolean;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  score: number | null;
  length: number;
  code: string | null;
  language: string;
  cid: number;
  cpid: number;
  gid: number | null;
  judger: string | null;
  ip: string | null;
  version: number;
  oiRankScore: number | null;
  isManual: boolean;
  /** A remote submission's run id on its judge (hoj's vjudgeSubmitId; the account stays private). */
  vjudgeSubmitId?: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/**
 * Where the last judging of a submission spent its time (milliseconds), shown to admins so that
 * a slow judge host or a long queue is visible. The host's parts are null when it did not say.
 */
export interface JudgeTiming {
  /** From submit (or rejudge) to a host's claim. */
  queueMs: number;
  /** The checker's and the program's compile. */
  compileMs: number | null;
  /** Every case, each from its test files to its verdict. */
  runMs: number | null;
  cases: number;
  slowestCaseMs: number | null;
  /** The host's work around compiling and running (fetching test data, reporting progress). */
  hostOtherMs: number | null;
  /** Handing the task over and the result back: the claim to the result's arrival, less the host's time. */
  transferMs: number | null;
  /** The server writing the verdict. */
  writeMs: number;
  /** From submit (or rejudge) to the verdict written. */
  totalMs: number;
}

export const SUBMISSION_LIST_PAGE_SIZE = 15;

/**
 * A submission list's total is counted up to this many rows: an exact count reads every matching
 * submission (75 ms over 200,000 on the embedded database), and no one pages past the first ten
 * thousand; narrower filters (problem, author, status) reach older ones. The web shows "10000+".
 */
export const SUBMISSION_COUNT_CAP = 10_000;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .catch(undefined)
  .transform((v) => v === 'true');

/** GET /api/get-submission-list (and the contest list that reuses it). */
export const submissionListQuery = z.object({
  ...pageQuery,
  /** true needs login. */
  onlyMine: flag,
  /** The problem's display id: exact with completeProblemID, otherwise a prefix/substring match. */
  problemID: z.string().trim().max(255).optional().catch(undefined),
  status: judgeStatusFilter,
  /** Matches the author's username (LIKE). */
  username: z.string().trim().max(100).optional().catch(undefined),
  completeProblemID: flag,
  gid: optionalQueryId('The group id'),
  contestID: optionalQueryId('The contest id'),
  beforeContestSubmit: flag,
  containsEnd: flag,
});
export type SubmissionListQuery = z.output<typeof submissionListQuery>;

/** One row of a submission list (the contract's list `JudgeVO`). */
export interface SubmissionListItem {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  /** The contest display id in contest lists. */
  displayId?: string | null;
  title: string;
  submitTime: string;
  status: number;
  share: boolean;
  time: number | null;
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  length: number;
  language: string;
  cid: number;
  cpid: number;
  source?: string | null;
  judger: string | null;
  ip?: string | null;
  isManual: boolean;
}
