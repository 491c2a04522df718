import { JudgeStatus, type JudgeStatusCode } from './judge-status.ts';

/** Shapes of judging that server, web and judge share (spec part 2 §3, hoj-api §5, hoj-data-and-judge §B.7–§B.12). */

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

export const JUDGE_CASE_MODES = ['default', 'ergodic_without_error', 'subtask_lowest', 'subtask_average'] as const;
export type JudgeCaseMode = (typeof JUDGE_CASE_MODES)[number];

export function isJudgeMode(value: unknown): value is JudgeMode {
  return typeof value === 'string' && (JUDGE_MODES as readonly string[]).includes(value);
}

export function isJudgeCaseMode(value: unknown): value is JudgeCaseMode {
  return typeof value === 'string' && (JUDGE_CASE_MODES as readonly string[]).includes(value);
}

/** Case modes that group cases by `groupNum`. */
export function isSubtaskMode(mode: JudgeCaseMode): boolean {
  return mode === 'subtask_lowest' || mode === 'subtask_average';
}

/** The message of a case skipped by subtask_lowest after an earlier case of its group failed. */
export const CANCELLED_CASE_MESSAGE = 'Cancelled: Skipped Judging';

/** One row of `judge_case` as the judge writes it and `get-all-case-result` returns it. */
export interface CaseResult {
  status: JudgeStatusCode;
  /** ms */
  time: number;
  /** KB */
  memory: number;
  /** OI points of this case; null for ACM problems. */
  score: number | null;
  /** Subtask group; null outside the subtask modes. */
  groupNum: number | null;
  /** 1-based position of the case in the test data. */
  seq: number;
  /** problem_case.id; null when the case did not come from a row. */
  caseId: number | null;
  /** File names of the case's input and expected output. */
  inputData: string;
  outputData: string;
  /** Checker or interactor message, RE or output-limit message. Never the program's own output. */
  userOutput: string | null;
  mode: JudgeCaseMode;
}

/** One subtask's summary in `JudgeCaseVO.subTaskJudgeCaseVoList` (`C`: the case rows as the caller may see them). */
export interface SubTaskJudgeCaseVO<C = CaseResult> {
  groupNum: number;
  time: number;
  memory: number;
  score: number;
  status: JudgeStatusCode;
  /** Accepted cases in the group (cancelled cases never count). */
  ac: number;
  /** Cases in the group, cancelled ones included. */
  total: number;
  subtaskDetailList: C[];
}

/** `get-all-case-result`: the flat list in default/ergodic modes, subtask summaries in the subtask modes. */
export interface JudgeCaseVO {
  judgeCaseList?: CaseResult[];
  subTaskJudgeCaseVoList?: SubTaskJudgeCaseVO[];
  judgeCaseMode: JudgeCaseMode;
}

/** One entry of `testCases` in the test data's `info` file. The four digest keys exist in default judge mode only. */
export interface TestCaseInfoEntry {
  caseId: number | null;
  inputName: string;
  outputName: string;
  score: number;
  groupNum?: number;
  outputMd5?: string;
  outputSize?: number;
  allStrippedOutputMd5?: string;
  EOFStrippedOutputMd5?: string;
}

/** The test data's `info` file. */
export interface TestCaseInfo {
  mode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  version: string;
  testCasesSize: number;
  testCases: TestCaseInfoEntry[];
}

/** contest_record.status: 1 accepted, -1 a wrong try that costs penalty, 0 neither (§B.12). */
export type ContestRecordStatus = 1 | 0 | -1;

/** Statuses that count as a penalised try on an ACM scoreboard. */
export const PENALTY_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
];

/** Maps a final submission status to contest_record.status: AC ⇒ 1; PE, WA, TLE, MLE, RE ⇒ −1; anything else ⇒ 0. */
export function contestRecordStatus(status: number): ContestRecordStatus {
  if (status === JudgeStatus.ACCEPTED) return 1;
  return (PENALTY_STATUSES as readonly number[]).includes(status) ? -1 : 0;
}

/** Statuses a super admin may set by hand (spec part 2 §4): every verdict but the placeholders, CE and the running ones. */
export const MANUAL_JUDGE_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.SUBMITTED_FAILED,
];

/** Statuses whose error message is kept on the submission (`judge.error_message`). */
export const ERROR_MESSAGE_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
];
