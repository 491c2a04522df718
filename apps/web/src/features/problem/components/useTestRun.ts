import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEST_INPUT_MAX, type TestJudgeVO } from '@arbiter/contract';
import { getTestJudgeResult, submitTestJudge, type TestJudgeType } from '../api/problem.ts';
import { authDialog } from '@/session/authDialog.ts';
import { session, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { isRunning } from '@/features/submission/index.ts';
import { languageMode } from '@/components/editor/starterCode.ts';
import { checkCode } from './codeRules.ts';
import { passedSampleIndex, sampleIndexOfInput, type Sample } from './samples.ts';

/** Spec part 2 §9: the online test is polled every second. A pending run is kept 10 minutes at most. */
const TEST_POLL_MS = 1000;
const TEST_POLL_ROUNDS = 600;

export interface TestRunOptions {
  /** The problem's numeric id; null while it is missing. */
  pid: number | null;
  type: TestJudgeType;
  samples: readonly Sample[];
  /** An accepted run matched this sample. */
  onSamplePassed?: (index: number) => void;
}

export interface TestRunResult extends TestJudgeVO {
  /** The input the run used. */
  input: string;
  /** The sample an accepted run matched, or -1. */
  passedSample: number;
}

/**
 * The online test (spec part 2 §4): run the code on the input, sending the matching sample's output
 * as the expected output, and poll the result every second until it is no longer pending.
 */
export function useTestRun({ pid, type, samples, onSamplePassed }: TestRunOptions) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestRunResult | null>(null);
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const passed = useRef(onSamplePassed);
  useEffect(() => {
    passed.current = onSamplePassed;
  }, [onSamplePassed]);

  const stop = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const { pathname } = useLocation();
  const { token } = useSession();
  useEffect(
    () => () => {
      stop();
      setRunning(false);
      setResult(null);
    },
    [pathname, token, stop],
  );

  const poll = useCallback(
    (myRun: number, key: string, used: string, round: number) => {
      timer.current = setTimeout(async () => {
        if (run.current !== myRun) return;
        try {
          const res = await getTestJudgeResult(key);
          if (run.current !== myRun) return;
          if (isRunning(res.status) && round + 1 < TEST_POLL_ROUNDS) {
            poll(myRun, key, used, round + 1);
            return;
          }
          const judgedPlainly = (res.problemJudgeMode ?? 'default') === 'default';
          const passedSample = res.status === 0 && judgedPlainly ? passedSampleIndex(samples, used, res.expectedOutput) : -1;
          setResult({ ...res, input: used, passedSample });
          setRunning(false);
          if (passedSample >= 0) passed.current?.(passedSample);
        } catch {
          if (run.current === myRun) setRunning(false);
        }
      }, TEST_POLL_MS);
    },
    [samples],
  );

  const start = useCallback(
    async (code: string, language: string): Promise<boolean> => {
      if (pid === null || running) return false;
      if (!session.get().token) {
        toast.warning(t('problem.submit.pleaseLogin'));
        authDialog.open('login');
        return false;
      }
      const problem = checkCode(code);
      if (problem) {
        toast.error(t(problem === 'empty' ? 'problem.submit.codeEmpty' : 'problem.submit.codeTooLong'));
        return false;
      }
      if (input.length > TEST_INPUT_MAX) {
        toast.error(t('problem.test.inputTooLong', { max: TEST_INPUT_MAX }));
        return false;
      }
      stop();
      const myRun = run.current;
      const sample = samples[sampleIndexOfInput(samples, input)];
      setRunning(true);
      setResult(null);
      try {
        const key = await submitTestJudge({
          pid,
          type,
          code,
          language,
          userInput: input,
          expectedOutput: sample ? sample.output : null,
          isRemoteJudge: false,
          ...(languageMode(language) ? { mode: languageMode(language) } : {}),
        });
        if (run.current !== myRun) return false;
        poll(myRun, key, input, 0);
        return true;
      } catch {
        if (run.current === myRun) setRunning(false);
        return false;
      }
    },
    [pid, running, input, samples, type, stop, poll, t],
  );

  return { input, setInput, running, result, start };
}

export type TestRun = ReturnType<typeof useTestRun>;
