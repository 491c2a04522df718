import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { HomeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { adminLogin } from '../../api/admin-problem.ts';
import { loginFailures } from '../../components/auth/loginFailures.ts';
import { SlidePuzzle } from '../../components/auth/SlidePuzzle.tsx';
import { passwordRules, usernameRules } from '../../components/auth/validation.ts';
import { BrandMark } from '../../components/common/BrandMark.tsx';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.tsx';
import { session, useSession } from '../../session/session.ts';
import { toast } from '../../ui/feedback.ts';
import { allows } from './access.ts';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * /admin/login (hoj-api §13.1): only admin-role accounts get in; anyone else sees the server's
 * refusal. Failures count like the site login's, so the slide puzzle comes in from the 5th.
 */
export default function AdminLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [needPuzzle, setNeedPuzzle] = useState(loginFailures.needsPuzzle());
  const [puzzleToken, setPuzzleToken] = useState<string | null>(null);
  const [puzzleRound, setPuzzleRound] = useState(0);
  const signedInAdmin = token !== null && user !== null && allows(user.roleList ?? [], 'admin');

  const doLogin = async (values: LoginValues, puzzle: string | null) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const result = await adminLogin({
        username: values.username.trim(),
        password: values.password.trim(),
        ...(puzzle ? { puzzleToken: puzzle } : {}),
      });
      loginFailures.reset();
      session.login(result.token, result.user);
      toast.success(t('auth.welcomeBack'));
      void queryClient.invalidateQueries();
      void navigate('/admin/problems', { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.kind === 'body' || err.kind === 'http') loginFailures.recordFailure(err.data);
        setRefusal(err.message);
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
    form
      .validateFields()
      .then((values) => doLogin(values, verified))
      .catch(() => undefined);
  };

  return (
    <div className="admin-login" data-testid="admin-login">
      <div className="admin-login__lang">
        <LanguageSwitch testId="admin-login-lang" />
      </div>
      <Card className="admin-login__card">
        <div className="admin-login__head">
          <BrandMark size={44} />
          <h1 className="admin-login__title">{t('admin.login.title')}</h1>
          <p className="admin-login__subtitle">{t('admin.login.subtitle')}</p>
        </div>
        {signedInAdmin ? (
          <Alert
            type="info"
            showIcon
            className="admin-login__alert"
            title={t('admin.login.signedInAs', { username: user.username })}
            action={
              <Button size="small" type="primary" onClick={() => void navigate('/admin/problems')} data-testid="admin-login-enter">
                {t('admin.login.enter')}
              </Button>
            }
          />
        ) : null}
        {refusal ? <Alert type="error" showIcon className="admin-login__alert" title={refusal} data-testid="admin-login-error" /> : null}
        <Form<LoginValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: '', password: '' }}
          onFinish={onFinish}
          data-testid="admin-login-form"
        >
          <Form.Item name="username" label={t('auth.username')} rules={usernameRules(t)}>
            <Input
              prefix={<UserOutlined />}
              placeholder={t('auth.usernamePlaceholder')}
              autoComplete="username"
              size="large"
              data-testid="admin-login-username"
            />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={passwordRules(t)}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="current-password"
              size="large"
              data-testid="admin-login-password"
            />
          </Form.Item>
          {needPuzzle ? (
            <Form.Item>
              <SlidePuzzle key={puzzleRound} onVerified={onVerified} />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="admin-login-submit">
            {t('admin.login.submit')}
          </Button>
        </Form>
        <div className="admin-login__foot">
          <Link to="/home">
            <HomeOutlined /> {t('admin.layout.backToSite')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
