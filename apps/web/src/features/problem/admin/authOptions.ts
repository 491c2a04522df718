import { PROBLEM_DEFAULTS, ProblemAuth } from '@arbiter/contract';

/** A problem's auth (hoj-api §1.8): 1 public, 2 private, 3 contest only. */
export type AuthValue = (typeof ProblemAuth)[keyof typeof ProblemAuth];

export interface AuthOption {
  value: AuthValue;
  label: string;
  disabled: boolean;
}

/**
 * The auths a problem whose auth is `current` can be given from the problem pages (spec part 3 §4,
 * hoj-api §13.4). Public is for those who may publish (root and problem_admin; the server refuses
 * others); it stays listed, disabled, so that a public problem still shows its auth. Contest is set
 * only from a contest: there it is offered (`inContest`); elsewhere it is listed, disabled, only for
 * a problem that has it already.
 */
export function authOptions(
  labels: Record<AuthValue, string>,
  current: number | null,
  canPublish: boolean,
  inContest = false,
): AuthOption[] {
  const options: AuthOption[] = [
    { value: ProblemAuth.PUBLIC, label: labels[ProblemAuth.PUBLIC], disabled: !canPublish },
    { value: ProblemAuth.PRIVATE, label: labels[ProblemAuth.PRIVATE], disabled: false },
  ];
  // The problem form opened from a contest may pick contest (spec part 3 §4).
  if (inContest || current === ProblemAuth.CONTEST)
    options.push({ value: ProblemAuth.CONTEST, label: labels[ProblemAuth.CONTEST], disabled: !inContest });
  return options;
}

/** The auth a new problem starts with: the default (public) when its creator may publish, else private, which the server accepts. */
export function newProblemAuth(canPublish: boolean): AuthValue {
  return canPublish ? PROBLEM_DEFAULTS.auth : ProblemAuth.PRIVATE;
}
