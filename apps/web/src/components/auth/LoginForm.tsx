import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/account.ts';
import { authDialog } from '../../session/authDialog.ts';
import { LoginFields } from './LoginFields.tsx';
import { SsoLogin } from './SsoLogin.tsx';
import { usePuzzleLogin, type LoginValues } from './usePuzzleLogin.ts';
import './auth.css';

export function LoginForm({ initialUsername }: { initialUsername: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginValues>();
  const { submitting, needPuzzle, puzzleRound, onFinish, onVerified } = usePuzzleLogin({
    form,
    call: login,
    onSignedIn: () => {
      authDialog.close();
      void queryClient.invalidateQueries();
    },
  });

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername, password: '' }}
      onFinish={onFinish}
      data-testid="login-form"
    >
      <LoginFields testIdPrefix="login" needPuzzle={needPuzzle} puzzleRound={puzzleRound} onVerified={onVerified} />
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth.loginAction')}
        </Button>
      </Form.Item>
      <SsoLogin />
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
