import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, type JudgeVO, type SubmissionInfoVO } from '@arbiter/contract';
import { submitProblemJudge } from '../api/problem.ts';
import { getSubmissionDetail, isRunning, resubmitSubmission, unsealed } from '@/features/submission/index.ts';
import { authDialog } from '@/session/authDialog.ts';
import { session, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { checkCode } from './codeRules.ts';

/** Where a submission goes: pid is the display id (the contest display id in a contest). */
export interface SubmitTarget {
  submitPid: string;
  cid?: number;
  tid?: number | null;
  gid?: number | null;
  isRemote?: boolean;
}

export interface SubmitFlowOptions {
  /** null while the problem is missing: submitting is off. */
  target: SubmitTarget | null;
  /**
   * Asked after validation and before sending; false cancels quietly. The OI contest area plugs
   * its cover confirmation ('You have submission in this problem, sure to cover it') in here.
   */
  confirmBeforeSubmit?: () => Promise<boolean>;
  /** Called once with the final submission, maybe sealed (the page refreshes the problem data and statuses). */
  onFinished?: (submission: SubmissionInfoVO['submission']) => void;
}

export interface SubmitFlowState {
  submitting: boolean;
  /** The status box is shown (hidden again after an error). */
  visible: boolean;
  submitId: number | null;
  /** The local Submitting (9) until the server answers, then the polled status. */
  status: number;
  /** The polled row; null before it comes, and for a result its contest keeps sealed (only the status). */
  submission: JudgeVO | null;
}

/** Spec part 2 §9: poll every 2 s, at most 300 rounds. */
const SUBMISSION_POLL_MS = 2000;
const SUBMISSION_POLL_ROUNDS = 300;

const IDLE: SubmitFlowState = { submitting: false, visible: false, submitId: null, status: JudgeStatus.NOT_SUBMITTED, submission: null };

/**
 * The submit flow of the problem pages (spec part 2 §4): validate, show the local Submitting
 * status, send, then poll the submission until it is no longer Pending, Compiling or Judging.
 * An error stops it and hides the status box; a route change or a login starts over. A remote
 * submission that ended Submitted Failed can be resubmitted from the box: it is polled again.
 */
export function useSubmitFlow({ target, confirmBeforeSubmit, onFinished }: SubmitFlowOptions) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmitFlowState>(IDLE);
  // Each submit (and each reset) gets a new run number; a poll of an older run stops by itself.
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  const stop = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  const { pathname } = useLocation();
  const { token } = useSession();
  useEffect(() => reset, [pathname, token, reset]);

  const poll = useCallback((myRun: number, submitId: number, round: number) => {
    timer.current = setTimeout(async () => {
      if (run.current !== myRun) return;
      try {
        const { submission } = await getSubmissionDetail(submitId);
        if (run.current !== myRun) return;
        const done = !isRunning(submission.status) || round + 1 >= SUBMISSION_POLL_ROUNDS;
        setState((s) => ({ ...s, status: submission.status, submission: unsealed(submission), submitting: !done }));
        if (!done) poll(myRun, submitId, round + 1);
        else finished.current?.(submission);
      } catch {
        // A polling error stops polling; the client has reported it.
        if (run.current === myRun) setState((s) => ({ ...s, submitting: false }));
      }
    }, SUBMISSION_POLL_MS);
  }, []);

  const submit = useCallback(
    async (code: string, language: string) => {
      if (!target || state.submitting) return;
      if (!session.get().token) {
        toast.warning(t('problem.submit.pleaseLogin'));
        authDialog.open('login');
        return;
      }
      const problem = checkCode(code);
      if (problem) {
        toast.error(t(problem === 'empty' ? 'problem.submit.codeEmpty' : 'problem.submit.codeTooLong'));
        return;
      }
      if (confirmBeforeSubmit && !(await confirmBeforeSubmit())) return;
      stop();
      const myRun = run.current;
      setState({ submitting: true, visible: true, submitId: null, status: JudgeStatus.SUBMITTING, submission: null });
      try {
        const created = await submitProblemJudge({
          pid: target.submitPid,
          language,
          code,
          cid: target.cid ?? 0,
          tid: target.tid ?? null,
          gid: target.gid ?? null,
          isRemote: target.isRemote ?? false,
        });
        if (run.current !== myRun) return;
        toast.success(t('problem.submit.submitted'));
        setState((s) => ({ ...s, submitId: created.submitId, status: created.status, submission: created }));
        poll(myRun, created.submitId, 0);
      } catch {
        if (run.current === myRun) setState(IDLE);
      }
    },
    [target, state.submitting, confirmBeforeSubmit, stop, poll, t],
  );

  const resubmit = useCallback(async () => {
    const { submitId, status } = state;
    if (submitId === null || state.submitting || status !== JudgeStatus.SUBMITTED_FAILED) return;
    stop();
    const myRun = run.current;
    setState((s) => ({ ...s, submitting: true, status: JudgeStatus.SUBMITTING }));
    try {
      const again = await resubmitSubmission(submitId);
      if (run.current !== myRun) return;
      toast.success(t('submission.resubmit.done'));
      setState((s) => ({ ...s, status: again.status, submission: again }));
      poll(myRun, submitId, 0);
    } catch {
      // The client reported the refusal; the box shows the failure it had.
      if (run.current === myRun) setState((s) => ({ ...s, submitting: false, status }));
    }
  }, [state, stop, poll, t]);

  return { ...state, submit, reset, resubmit };
}
