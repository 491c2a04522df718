import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/account.ts';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields.tsx';
import { existenceRule, usernameRules } from '../../components/auth/validation.ts';
import { authDialog } from '../../session/authDialog.ts';
import { toast } from '../../ui/feedback.ts';
import '../../components/auth/auth.css';
import './account.css';

interface ResetValues {
  username: string;
  password: string;
  passwordAgain: string;
}

/** /reset-password?username=&code= — the page the reset mail links to (spec part 1 §2.6). */
export default function ResetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetUsername = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: ResetValues) => {
    setSubmitting(true);
    try {
      await resetPassword({ username: values.username.trim(), password: values.password.trim(), code });
      toast.success(t('resetPassword.done'));
      void navigate('/home');
      authDialog.open('login', values.username.trim());
    } catch {
      // Reported by the client.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="page narrow-page" data-testid="reset-password-page">
      <Card title={t('resetPassword.title')} className="narrow-card">
        {!code ? <Alert type="warning" showIcon title={t('resetPassword.noCode')} className="auth-form__alert" /> : null}
        <Form<ResetValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: presetUsername }}
          onFinish={(v) => void onFinish(v)}
        >
          <Form.Item
            name="username"
            label={t('auth.username')}
            validateTrigger={['onChange', 'onBlur']}
            rules={[...usernameRules(t), existenceRule('username', true, t('validation.usernameNotExist'))]}
          >
            <Input
              prefix={<UserOutlined />}
              readOnly={Boolean(presetUsername)}
              placeholder={t('auth.usernamePlaceholder')}
              autoComplete="username"
              data-testid="resetpage-username"
            />
          </Form.Item>
          <NewPasswordFields label={t('resetPassword.newPassword')} testId="resetpage-password" />
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="resetpage-submit">
            {t('resetPassword.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
