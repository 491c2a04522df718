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

/**
 * 1. The user's run hit the time limit (sandbox or CPU time over TL) ⇒ TLE; the memory limit ⇒ MLE.
 * 2. The user's program ended badly (non-zero exit or a signal other than SIGPIPE), or died of
 *    SIGPIPE while the interactor exited 0 ⇒ RE.
 * 3. Otherwise the interactor decides, read exactly like a special judge; when it exited non-zero
 *    with something on stderr, "Interactive program exited with code: N" is added to the message.
 */
export function interactiveVerdict(user: SandboxRunResult, interactor: CheckerRunResult, limits: EffectiveLimits): InteractiveVerdict {
  const base = { time: user.cpuMs, memory: user.memoryKb };
  const done = (status: JudgeStatusCode, message: string | null, percentage: number | null = null): InteractiveVerdict => ({
    status,
    percentage,
    message,
    ...base,
  });

  if (user.status === 'error') return done(JudgeStatus.SYSTEM_ERROR, user.error ?? 'The sandbox failed to run the program');
  if (user.status === 'time' || user.cpuMs > limits.timeLimitMs) return done(JudgeStatus.TIME_LIMIT_EXCEEDED, null);
  if (user.status === 'memory' || user.memoryKb > limits.memoryLimitMB * 1024) return done(JudgeStatus.MEMORY_LIMIT_EXCEEDED, null);
  if (user.status === 'output') return done(JudgeStatus.RUNTIME_ERROR, OUTPUT_LIMIT_MESSAGE);

  const userSignalled = user.signal !== null && user.signal !== undefined;
  const userFailed = userSignalled || user.exitCode !== 0;
  const interactorExitedZero = interactor.exitCode === 0 && (interactor.signal === null || interactor.signal === undefined);
  if (userFailed && (!brokenPipe(user) || interactorExitedZero)) {
    return done(JudgeStatus.RUNTIME_ERROR, exitMessage(user.exitCode, user.signal));
  }

  const checked = interpretChecker(interactor, 'interactive');
  let message = checked.message;
  if (interactor.exitCode !== null && interactor.exitCode !== 0 && interactor.stderr.length > 0) {
    message = `${message.trimEnd()} Interactive program exited with code: ${interactor.exitCode}`;
  }
  return done(checked.status, message.length > 0 ? message : null, checked.percentage);
}
