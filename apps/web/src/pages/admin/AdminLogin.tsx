import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminLogin } from '../../api/admin.ts';
import { LoginFields } from '../../components/auth/LoginFields.tsx';
import { usePuzzleLogin, type LoginValues } from '../../components/auth/usePuzzleLogin.ts';
import { BrandMark } from '../../components/common/BrandMark.tsx';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.tsx';
import { useSession } from '../../session/session.ts';
import { allows } from '@/components/admin/access.ts';

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const signedInAdmin = token !== null && user !== null && allows(user.roleList ?? [], 'admin');
  const { submitting, needPuzzle, puzzleRound, onFinish, onVerified } = usePuzzleLogin({
    form,
    call: adminLogin,
    onSignedIn: () => {
      void queryClient.invalidateQueries();
      void navigate('/admin/dashboard', { replace: true });
    },
    onRefused: setRefusal,
  });

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
              <Button size="small" type="primary" onClick={() => void navigate('/admin/dashboard')} data-testid="admin-login-enter">
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
          <LoginFields testIdPrefix="admin-login" size="large" needPuzzle={needPuzzle} puzzleRound={puzzleRound} onVerified={onVerified} />
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
