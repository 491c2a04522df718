import { JudgeStatus, type EffectiveLimits, type JudgeStatusCode } from '@arbiter/contract';
import { interpretChecker, type CheckerRunResult } from './checker.ts';
import { exitMessage, OUTPUT_LIMIT_MESSAGE, SIGPIPE, signalNumber, type SandboxRunResult } from './run-verdict.ts';

/**
 * The verdict of one interactive case from the user's run and the interactor's run
 * (hoj-data-and-judge §B.10). Reported time and memory are always the user's.
 */

export interface InteractiveVerdict {
  status: JudgeStatusCode;
  percentage: number | null;
  message: string | null;
  time: number;
  memory: number;
}

function brokenPipe(user: SandboxRunResult): boolean {
  return signalNumber(user.signal) === SIGPIPE;
}

/** Builds verdicts that report the user's time and memory. */
export function userVerdict(user: SandboxRunResult) {
  return (status: JudgeStatusCode, message: string | null, percentage: number | null = null): InteractiveVerdict => ({
    status,
    percentage,
    message,
    time: user.cpuMs,
    memory: user.memoryKb,
  });
}

/**
 * What the user's side of an interaction decides before the interactor is asked: a sandbox
 * failure (SE), the time or memory limit, the output limit (RE); null when it stayed within them.
 */
export function userLimitVerdict(user: SandboxRunResult, limits: EffectiveLimits): InteractiveVerdict | null {
  const done = userVerdict(user);
  if (user.status === 'error') return done(JudgeStatus.SYSTEM_ERROR, user.error ?? 'The sandbox failed to run the program');
  if (user.status === 'time' || user.cpuMs > limits.timeLimitMs) return done(JudgeStatus.TIME_LIMIT_EXCEEDED, null);
  if (user.status === 'memory' || user.memoryKb > limits.memoryLimitMB * 1024) return done(JudgeStatus.MEMORY_LIMIT_EXCEEDED, null);
  if (user.status === 'output') return done(JudgeStatus.RUNTIME_ERROR, OUTPUT_LIMIT_MESSAGE);
  return null;
}

/** Whether the user's program ended badly: a non-zero exit or a signal. */
export function userFailed(user: SandboxRunResult): boolean {
  return (user.signal !== null && user.signal !== undefined) || user.exitCode !== 0;
}

/**
 * 1. The user's run hit the time limit (sandbox or CPU time over TL) ⇒ TLE; the memory limit ⇒ MLE.
 * 2. The user's program ended badly (non-zero exit or a signal other than SIGPIPE), or died of
 *    SIGPIPE while the interactor exited 0 ⇒ RE.
 * 3. Otherwise the interactor decides, read exactly like a special judge; when it exited non-zero
 *    with something on stderr, "Interactive program exited with code: N" is added to the message.
 */
export function interactiveVerdict(user: SandboxRunResult, interactor: CheckerRunResult, limits: EffectiveLimits): InteractiveVerdict {
  const done = userVerdict(user);
  const limited = userLimitVerdict(user, limits);
  if (limited) return limited;

  const interactorExitedZero = interactor.exitCode === 0 && (interactor.signal === null || interactor.signal === undefined);
  if (userFailed(user) && (!brokenPipe(user) || interactorExitedZero)) {
    return done(JudgeStatus.RUNTIME_ERROR, exitMessage(user.exitCode, user.signal));
  }

  const checked = interpretChecker(interactor, 'interactive');
  let message = checked.message;
  if (interactor.exitCode !== null && interactor.exitCode !== 0 && interactor.stderr.length > 0) {
    message = `${message.trimEnd()} Interactive program exited with code: ${interactor.exitCode}`;
  }
  return done(checked.status, message.length > 0 ? message : null, checked.percentage);
}
