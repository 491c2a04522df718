import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { LoginRequest } from '@arbiter/contract';
import type { LoginResult } from '../../api/account.ts';
import { session } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { loginFailures } from './loginFailures.ts';

export interface LoginValues {
  username: string;
  password: string;
}

/**
 * The login flow the site dialog and the back office share: failures are counted, and from the 5th
 * the slide puzzle must be solved first (its token is good for one login only, so a failed login
 * draws a new one). `call` is the login endpoint; `onSignedIn` runs after the session starts;
 * `onRefused` gets the server's refusal.
 */
export function usePuzzleLogin(opts: {
  form: FormInstance<LoginValues>;
  call: (req: LoginRequest) => Promise<LoginResult>;
  onSignedIn: () => void;
  onRefused?: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [needPuzzle, setNeedPuzzle] = useState(loginFailures.needsPuzzle());
  const [puzzleToken, setPuzzleToken] = useState<string | null>(null);
  const [puzzleRound, setPuzzleRound] = useState(0);

  const doLogin = async (values: LoginValues, puzzle: string | null) => {
    setSubmitting(true);
    opts.onRefused?.(null);
    try {
      const result = await opts.call({
        username: values.username.trim(),
        password: values.password.trim(),
        ...(puzzle ? { puzzleToken: puzzle } : {}),
      });
      loginFailures.reset();
      session.login(result.token, result.user);
      toast.success(t('auth.welcomeBack'));
      opts.onSignedIn();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.kind === 'body' || err.kind === 'http') loginFailures.recordFailure(err.data);
        opts.onRefused?.(err.message);
      }
      setPuzzleToken(null);
      setPuzzleRound((r) => r + 1);
      setNeedPuzzle(loginFailures.needsPuzzle());
    } finally {
      setSubmitting(false);
    }
  };

  const onFinish = (values: LoginValues) => {
    if (needPuzzle && !puzzleToken) {
      toast.warning(t('auth.puzzleFirst'));
      return;
    }
    void doLogin(values, puzzleToken);
  };

  const onVerified = (verified: string) => {
    setPuzzleToken(verified);
    opts.form
      .validateFields()
      .then((values) => doLogin(values, verified))
      .catch(() => undefined);
  };

  return { submitting, needPuzzle, puzzleRound, onFinish, onVerified };
}
