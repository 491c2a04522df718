import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@arbiter/contract';
import { getRegisterCode, register } from '../../api/account.ts';
import { useWebsiteConfig } from '../../api/queries.ts';
import { useResendLock } from '../../hooks/useResendLock.ts';
import { authDialog } from '../../session/authDialog.ts';
import { toast } from '../../ui/feedback.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { emailCodeRules, emailRules, existenceRule, isValidEmail, usernameRules } from './validation.ts';
import './auth.css';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  passwordAgain: string;
  code: string;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const lock = useResendLock('register-code');

  const sendCode = async () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!isValidEmail(email)) {
      toast.error(t('validation.emailInvalid'));
      form.setFields([{ name: 'email', errors: [t('validation.emailInvalid')] }]);
      return;
    }
    setSending(true);
    try {
      await getRegisterCode(email);
      lock.start(LIMITS.registerCodeResendSeconds);
      toast.success(t('auth.codeSent'));
    } catch {
      // Reported by the client.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      await register({
        username: values.username.trim(),
        password: values.password.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
      });
      toast.success(t('auth.thanksForRegistering'));
      form.resetFields();
      authDialog.open('login', values.username.trim());
      authDialog.switchMode('login');
    } catch {
      form.setFieldValue('code', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)} data-testid="register-form">
      {config.register === false ? <Alert type="warning" showIcon title={t('auth.registerClosed')} className="auth-form__alert" /> : null}
      <Form.Item
        name="username"
        label={t('auth.username')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[...usernameRules(t), existenceRule('username', false, t('validation.usernameExists'))]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          data-testid="register-username"
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('auth.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[...emailRules(t), existenceRule('email', false, t('validation.emailExists'))]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('auth.emailPlaceholder')} autoComplete="email" data-testid="register-email" />
      </Form.Item>
      <NewPasswordFields label={t('auth.password')} testId="register-password" />
      <Form.Item label={t('auth.emailCode')} required={false}>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={emailCodeRules(t)}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth.emailCodePlaceholder')}
              maxLength={LIMITS.emailCodeLength}
              inputMode="numeric"
              data-testid="register-code"
            />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={lock.remaining > 0} loading={sending} data-testid="register-send-code">
            {lock.remaining > 0 ? t('auth.resendIn', { seconds: lock.remaining }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('auth.registerAction')}
        </Button>
      </Form.Item>
      <div className="auth-form__links">
        <Button type="link" size="small" onClick={() => authDialog.switchMode('login')} data-testid="goto-login">
          {t('auth.haveAccount')}
        </Button>
      </div>
    </Form>
  );
}
