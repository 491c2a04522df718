import { JudgeStatus, type EffectiveLimits, type JudgeStatusCode } from '@arbiter/contract';
import { describeAbnormalEnd, exitedNormally, parseDecimal, type CheckerRunResult, type CheckerVerdict } from './checker.ts';
import { userFailed, userLimitVerdict, userVerdict, type InteractiveVerdict } from './interactive.ts';
import { exitMessage, type SandboxRunResult } from './run-verdict.ts';

/**
 * The Kattis output validator protocol (problems with `checkerProtocol: 'kattis'`, imported from
 * Kattis / ICPC packages).
 *
 * The validator is called `validator input_file answer_file feedback_dir/` with the contestant's
 * output on its stdin (an interactor: its stdin and stdout crossed with the contestant's). Exit 42
 * accepts, 43 rejects (Wrong Answer); any other ending is the package's fault: System Error.
 * `feedback_dir/judgemessage.txt` becomes the case's message. In scored (OI) problems,
 * `feedback_dir/score.txt` holds the share of the case earned, 0 to 1 (clamped); an accepting
 * validator that writes none gives the whole case.
 */

const KATTIS_ACCEPTED = 42;
const KATTIS_WRONG_ANSWER = 43;

/** The feedback files the judge reads back after the validator ran. */
export const FEEDBACK_FILES = { message: 'judgemessage.txt', score: 'score.txt' } as const;

/** What the validator left in its feedback dir; null for a file it did not write. */
export interface KattisFeedback {
  judgeMessage: string | null;
  score: string | null;
}

export interface KattisOptions {
  /** Only changes the wording of System Error messages. */
  role: 'spj' | 'interactive';
  /** Whether score.txt counts (OI problems); otherwise it is ignored. */
  scored: boolean;
}

/** argv of a validator or interactor: input, answer, then the feedback dir with its trailing slash. */
export function kattisValidatorArgv(exe: string, files: { input: string; answer: string; feedbackDir: string }): string[] {
  return [exe, files.input, files.answer, files.feedbackDir.endsWith('/') ? files.feedbackDir : `${files.feedbackDir}/`];
}

/** The share (0–1) score.txt gives, clamped into range; null when it does not hold a number. */
export function parseKattisScore(text: string): number | null {
  const n = parseDecimal(text);
  if (n === null || Number.isNaN(n)) return null;
  return Math.min(1, Math.max(0, n));
}

function verdict(status: JudgeStatusCode, message: string, percentage: number | null = null): CheckerVerdict {
  return { status, percentage, message };
}

/** The verdict a Kattis output validator (or interactor) gave, from its run and its feedback files. */
export function interpretKattisValidator(run: CheckerRunResult, feedback: KattisFeedback, opts: KattisOptions): CheckerVerdict {
  const who = opts.role === 'spj' ? 'The output validator' : 'The interactor';
  const message = feedback.judgeMessage ?? '';
  const detail = (message || run.stderr).trim();
  const withDetail = (text: string) => (detail ? `${text} ${detail}` : text);

  if (!exitedNormally(run)) return verdict(JudgeStatus.SYSTEM_ERROR, withDetail(`${who} ${describeAbnormalEnd(run)}.`));
  if (run.exitCode === KATTIS_WRONG_ANSWER) return verdict(JudgeStatus.WRONG_ANSWER, message);
  if (run.exitCode !== KATTIS_ACCEPTED) {
    return verdict(
      JudgeStatus.SYSTEM_ERROR,
      withDetail(`${who} exited with code ${run.exitCode} (${KATTIS_ACCEPTED} accepts, ${KATTIS_WRONG_ANSWER} rejects).`),
    );
  }
  if (!opts.scored || feedback.score === null) return verdict(JudgeStatus.ACCEPTED, message);
  const share = parseKattisScore(feedback.score);
  if (share === null) {
    const shown = JSON.stringify(feedback.score.trim().slice(0, 40));
    return verdict(
      JudgeStatus.SYSTEM_ERROR,
      withDetail(`${who} wrote ${shown} to ${FEEDBACK_FILES.score}, which is not a number from 0 to 1.`),
    );
  }
  if (share >= 1) return verdict(JudgeStatus.ACCEPTED, message);
  return verdict(JudgeStatus.PARTIAL_ACCEPTED, message, share);
}

/**
 * One interactive case under the Kattis protocol, from the user's run and the interactor's verdict:
 * 1. the user's limits first (TLE, MLE, output limit), as for every interaction;
 * 2. a rejecting (or failing) interactor decides next, whatever the program did after it was
 *    caught: a program that reads on after a wrong answer often dies of a broken pipe;
 * 3. a program that ended badly (non-zero exit or a signal) is a Runtime Error even when the
 *    interactor accepted;
 * 4. otherwise the interactor's verdict (AC, or its share of the case).
 */
export function kattisInteractiveVerdict(user: SandboxRunResult, interactor: CheckerVerdict, limits: EffectiveLimits): InteractiveVerdict {
  const limited = userLimitVerdict(user, limits);
  if (limited) return limited;
  const done = userVerdict(user);
  const message = interactor.message.length > 0 ? interactor.message : null;
  if (interactor.status === JudgeStatus.WRONG_ANSWER || interactor.status === JudgeStatus.SYSTEM_ERROR) {
    return done(interactor.status, message);
  }
  if (userFailed(user)) return done(JudgeStatus.RUNTIME_ERROR, exitMessage(user.exitCode, user.signal));
  return done(interactor.status, message, interactor.percentage);
}
