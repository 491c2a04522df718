import { JudgeStatus } from '@arbiter/contract';

/**
 * How each judge status looks (spec part 2 §3): its short name, its translation key and its colour.
 * Every screen that shows a verdict reads it from here.
 */
export interface StatusLook {
  short: string;
  /** Key under `submission.status` in the i18n files. */
  key: StatusKey;
  /** antd Tag colour (a preset name or a CSS colour). */
  color: string;
}

type StatusKey =
  | 'notSubmitted'
  | 'submittedUnknown'
  | 'cancelled'
  | 'presentationError'
  | 'compileError'
  | 'wrongAnswer'
  | 'accepted'
  | 'timeLimitExceeded'
  | 'memoryLimitExceeded'
  | 'runtimeError'
  | 'systemError'
  | 'pending'
  | 'compiling'
  | 'judging'
  | 'partialAccepted'
  | 'submitting'
  | 'submittedFailed'
  | 'noStatus';

const LOOKS: Record<number, StatusLook> = {
  [JudgeStatus.NOT_SUBMITTED]: { short: 'NS', key: 'notSubmitted', color: 'default' },
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: { short: 'SNR', key: 'submittedUnknown', color: 'default' },
  [JudgeStatus.CANCELLED]: { short: 'CA', key: 'cancelled', color: 'purple' },
  [JudgeStatus.PRESENTATION_ERROR]: { short: 'PE', key: 'presentationError', color: '#d48806' },
  [JudgeStatus.COMPILE_ERROR]: { short: 'CE', key: 'compileError', color: 'blue' },
  [JudgeStatus.WRONG_ANSWER]: { short: 'WA', key: 'wrongAnswer', color: 'red' },
  [JudgeStatus.ACCEPTED]: { short: 'AC', key: 'accepted', color: 'green' },
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: { short: 'TLE', key: 'timeLimitExceeded', color: 'orange' },
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: { short: 'MLE', key: 'memoryLimitExceeded', color: 'gold' },
  [JudgeStatus.RUNTIME_ERROR]: { short: 'RE', key: 'runtimeError', color: 'blue' },
  [JudgeStatus.SYSTEM_ERROR]: { short: 'SE', key: 'systemError', color: 'volcano' },
  [JudgeStatus.PENDING]: { short: 'PD', key: 'pending', color: 'cyan' },
  [JudgeStatus.COMPILING]: { short: 'CP', key: 'compiling', color: 'cyan' },
  [JudgeStatus.JUDGING]: { short: 'JG', key: 'judging', color: 'processing' },
  [JudgeStatus.PARTIAL_ACCEPTED]: { short: 'PAC', key: 'partialAccepted', color: 'geekblue' },
  [JudgeStatus.SUBMITTING]: { short: 'SM', key: 'submitting', color: 'default' },
  [JudgeStatus.SUBMITTED_FAILED]: { short: 'SF', key: 'submittedFailed', color: 'magenta' },
  [JudgeStatus.NO_STATUS]: { short: '--', key: 'noStatus', color: 'default' },
};

export function statusLook(status: number): StatusLook {
  return LOOKS[status] ?? { short: String(status), key: 'noStatus', color: 'default' };
}

/** Statuses still on their way to a verdict: lists and pages poll these. */
const RUNNING_STATUSES: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export function isRunning(status: number): boolean {
  return RUNNING_STATUSES.includes(status);
}
