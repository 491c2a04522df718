import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/account.ts';
import { authDialog } from '../../session/authDialog.ts';
import { session } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { loginFailures } from './loginFailures.ts';
import { SlidePuzzle } from './SlidePuzzle.tsx';
import { passwordRules, usernameRules } from './validation.ts';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginForm({ initialUsername }: { initialUsername: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [needPuzzle, setNeedPuzzle] = useState(loginFailures.needsPuzzle());
  const [puzzleToken, setPuzzleToken] = useState<string | null>(null);
  const [puzzleRound, setPuzzleRound] = useState(0);

  const doLogin = async (values: LoginValues, token: string | null) => {
    setSubmitting(true);
    try {
      const result = await login({
        username: values.username.trim(),
        password: values.password.trim(),
        ...(token ? { puzzleToken: token } : {}),
      });
      loginFailures.reset();
      session.login(result.token, result.user);
      toast.success(t('auth.welcomeBack'));
      authDialog.close();
      void queryClient.invalidateQueries();
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'body' || err.kind === 'http')) {
        loginFailures.recordFailure(err.data);
      }
      // A puzzle token is good for one login only.
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

  const onVerified = (token: string) => {
    setPuzzleToken(token);
    form
      .validateFields()
      .then((values) => doLogin(values, token))
      .catch(() => undefined);
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername, password: '' }}
      onFinish={onFinish}
      data-testid="login-form"
    >
      <Form.Item name="username" label={t('auth.username')} rules={usernameRules(t)}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.usernamePlaceholder')} autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={passwordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {needPuzzle ? (
        <Form.Item>
          <SlidePuzzle key={puzzleRound} onVerified={onVerified} />
        </Form.Item>
      ) : null}
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth.loginAction')}
        </Button>
      </Form.Item>
      <div className="auth-form__links">
        <Button type="link" size="small" onClick={() => authDialog.switchMode('register')} data-testid="goto-register">
          {t('auth.noAccount')}
        </Button>
        <Button type="link" size="small" onClick={() => authDialog.switchMode('reset')} data-testid="goto-reset">
          {t('auth.forgotPassword')}
        </Button>
      </div>
    </Form>
  );
}
